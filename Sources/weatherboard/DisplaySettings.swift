import Dashboard
import Foundation
import WeatherCore

/// How the dashboard looks for this user and terminal: glyphs, theme, colours. Shared by
/// `--print` and the interactive dashboard so both draw the same thing.
struct DisplaySettings {
    var glyphs: GlyphSet
    var theme: Theme
    var themes: ThemeLibrary
    /// Sentences to show once, such as a theme file that could not be loaded.
    var warnings: [String]

    init(options: CommandLineOptions, app: AppEnvironment) throws(UsageErrorOrFailure) {
        glyphs = Self.glyphSet(options: options, app: app)
        themes = ThemeLibrary(userDirectory: app.themesDirectory)
        warnings = themes.warnings.map(\.description)
        theme = themes.defaultTheme
        guard let name = options.theme ?? app.configuration.theme else { return }
        if let chosen = themes.theme(named: name) {
            theme = chosen
        } else if themes.warnings.contains(where: { URL(fileURLWithPath: $0.file).deletingPathExtension().lastPathComponent == name }) {
            // The user's theme file exists but is broken: its warning names the file; carry on
            // with the default theme rather than refuse to start.
            warnings.append("Using the default theme instead of \"\(name)\".")
        } else if options.theme != nil {
            throw .usage(UsageError("There is no theme called \"\(name)\"; choose one of: \(themes.names.joined(separator: ", "))."))
        } else {
            warnings.append("The config file names the theme \"\(name)\", which does not exist; using the default theme.")
        }
    }

    /// The icons asked for (`--icons`, then the config file), but ASCII whenever the locale is
    /// not UTF-8 or the terminal is dumb. The status-bar output decides the same way.
    static func glyphSet(options: CommandLineOptions, app: AppEnvironment) -> GlyphSet {
        let dumbTerminal = app.environment["TERM"] == "dumb"
        if !app.locale.isUTF8 || dumbTerminal { return .ascii }
        switch options.icons ?? app.configuration.icons {
        case .emoji?, nil: return .emoji
        case .unicode?: return .unicode
        case .ascii?: return .ascii
        }
    }

    /// Colours for `--print`: ANSI only when stdout is a terminal that wants colour.
    static func printColorDepth(environment: [String: String], isTerminal: Bool) -> ColorDepth {
        guard isTerminal, environment["NO_COLOR"].map(\.isEmpty) ?? true, environment["TERM"] != "dumb" else {
            return .none
        }
        let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
        if colorTerm.contains("truecolor") || colorTerm.contains("24bit") { return .trueColor }
        if environment["TERM"]?.contains("256color") == true { return .palette256 }
        return .ansi16
    }
}
