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
        let environment = app.environment
        let dumbTerminal = environment["TERM"] == "dumb"
        switch options.icons {
        case .emoji?: glyphs = .emoji
        case .unicode?: glyphs = .unicode
        case .ascii?: glyphs = .ascii
        case nil: glyphs = (app.locale.isUTF8 && !dumbTerminal) ? .emoji : .ascii
        }
        if !app.locale.isUTF8 || dumbTerminal { glyphs = .ascii }
        themes = ThemeLibrary(userDirectory: app.themesDirectory)
        warnings = themes.warnings.map(\.description)
        if let name = options.theme {
            guard let chosen = themes.theme(named: name) else {
                throw .usage(UsageError("There is no theme called \"\(name)\"; choose one of: \(themes.names.joined(separator: ", "))."))
            }
            theme = chosen
        } else {
            theme = themes.defaultTheme
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
