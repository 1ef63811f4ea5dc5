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

    /// `remembered` is what the dashboard's `t` chose last time: used only when neither the
    /// command line nor the config file names a theme.
    init(options: CommandLineOptions, app: AppEnvironment, remembered: RememberedDisplay = RememberedDisplay()) throws(UsageErrorOrFailure) {
        glyphs = Self.glyphSet(options: options, app: app)
        themes = ThemeLibrary(userDirectory: app.themesDirectory)
        warnings = themes.warnings.map { $0.sentence(in: app.locale.words) }
        if let problem = TerminalEnvironment(app.environment).hyperlinksOverrideProblem(in: app.locale.words) { warnings.append(problem) }
        theme = themes.defaultTheme
        guard let name = options.theme ?? app.configuration.theme else {
            // A remembered theme that has since been removed is no reason for a warning.
            if let remembered = remembered.theme, let chosen = themes.theme(named: remembered) { theme = chosen }
            return
        }
        if let chosen = themes.theme(named: name) {
            theme = chosen
        } else if themes.warnings.contains(where: { URL(fileURLWithPath: $0.file).deletingPathExtension().lastPathComponent == name }) {
            // The user's theme file exists but is broken: its warning names the file; carry on
            // with the default theme rather than refuse to start.
            warnings.append(app.locale.words(.brokenThemeReplaced, ["name": name]))
        } else if options.theme != nil {
            throw .usage(UsageError(.unknownTheme, ["name": "\(name)", "themes": "\(themes.names.joined(separator: ", "))"]))
        } else {
            warnings.append(app.locale.words(.configuredThemeMissing, ["name": name]))
        }
    }

    /// The icons asked for (`--icons`, then the config file), decided by the one terminal rule
    /// (ASCII whenever the locale is not UTF-8 or the terminal is dumb). The dashboard,
    /// `--print` and the status-bar output all ask here.
    static func glyphSet(options: CommandLineOptions, app: AppEnvironment) -> GlyphSet {
        let requested: GlyphSet? = switch options.icons ?? app.configuration.icons {
        case .emoji?: .emoji
        case .unicode?: .unicode
        case .ascii?: .ascii
        case nil: nil
        }
        return TerminalEnvironment(app.environment).glyphs(requested: requested, localeIsUTF8: app.locale.isUTF8)
    }
}
