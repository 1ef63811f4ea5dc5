import Foundation
import WeatherCore

/// A theme file that could not be used; the library keeps loading the others.
public struct ThemeLoadWarning: Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var reason: Wording

    /// The sentence in `words`' language.
    public func sentence(in words: Catalog) -> String {
        words(.themeSkipped, ["file": file, "reason": reason.text(in: words)])
    }

    /// In English.
    public var description: String { sentence(in: .english) }
}

/// The built-in themes plus any the user keeps in a directory (the app passes
/// `$XDG_CONFIG_HOME/weatherboard/themes`). A user theme with a built-in's name replaces it.
public struct ThemeLibrary: Sendable {
    /// Built-ins first, in their shipped order, then user themes sorted by file name.
    public private(set) var themes: [Theme]
    public private(set) var warnings: [ThemeLoadWarning]

    public static let defaultThemeName = "default"

    /// Loads the built-ins and every `*.json` in `userDirectory`. A missing directory is
    /// normal (no user themes) and is not a warning.
    public init(userDirectory: URL? = nil) {
        themes = []
        warnings = []
        for (name, json) in BuiltInThemes.json {
            do {
                add(try Theme(jsonText: json, fallbackName: name))
            } catch {
                // Guarded by a test; kept non-fatal so a bad edit cannot stop the program.
                warnings.append(ThemeLoadWarning(file: "built-in \(name)", reason: error.wording))
            }
        }
        // Most users keep no themes: a missing directory is seen with `access`, cheaper at every
        // start than FileManager's failing listing.
        guard let userDirectory, access(userDirectory.path, F_OK) == 0 else { return }
        let files: [URL]
        do {
            files = try FileManager.default.contentsOfDirectory(at: userDirectory, includingPropertiesForKeys: nil)
                .filter { $0.pathExtension.lowercased() == "json" }
                .sorted { $0.lastPathComponent < $1.lastPathComponent }
        } catch {
            if FileManager.default.fileExists(atPath: userDirectory.path) {
                warnings.append(ThemeLoadWarning(file: userDirectory.path, reason: Wording(.themeDirectoryUnreadable)))
            }
            return
        }
        for file in files {
            do {
                let data = try FileContents.read(file)
                add(try Theme(jsonData: data, fallbackName: file.deletingPathExtension().lastPathComponent))
            } catch let error as Theme.DecodingError {
                warnings.append(ThemeLoadWarning(file: file.path, reason: error.wording))
            } catch {
                warnings.append(ThemeLoadWarning(file: file.path, reason: Wording(.themeFileUnreadable)))
            }
        }
    }

    public var names: [String] { themes.map(\.name) }

    public func theme(named name: String) -> Theme? {
        themes.first { $0.name == name }
    }

    /// The default theme, or the plain one if even that is missing.
    public var defaultTheme: Theme {
        theme(named: Self.defaultThemeName) ?? themes.first ?? .plain
    }

    /// The theme after `name` in library order, wrapping around (the `t` key).
    public func theme(after name: String) -> Theme {
        guard let index = themes.firstIndex(where: { $0.name == name }) else { return defaultTheme }
        return themes[(index + 1) % themes.count]
    }

    private mutating func add(_ theme: Theme) {
        if let index = themes.firstIndex(where: { $0.name == theme.name }) {
            themes[index] = theme
        } else {
            themes.append(theme)
        }
    }
}
