import Foundation
import WeatherCore

/// The words for what is said before `AppEnvironment` has chosen the language, or when it could
/// not be built: a usage error found while reading the command line, a broken config file,
/// `--help`. It follows the same order as `AppEnvironment` (`--lang`, config.json's
/// "language", the environment), each part read only as far as it can be.
enum MessageLanguage {
    /// `requested` is `--lang` when the command line was read; when reading it failed, the
    /// arguments are searched for a `--lang` that names a shipped catalog.
    static func words(requested: String?, arguments: [String] = [], environment: [String: String]) -> Catalog {
        let code = requested ?? requestedLanguage(in: arguments) ?? configuredLanguage(environment: environment)
            ?? LanguagePreference.catalogCode(in: environment)
        return Catalog.shipped(code)
    }

    /// The shipped catalog the last `--lang` before `--` names, as the parser would take it.
    static func requestedLanguage(in arguments: [String]) -> String? {
        var chosen: String?
        var rest = arguments[...]
        while let argument = rest.popFirst(), argument != "--" {
            if CommandLineSpec.option(spelled: argument)?.setting == .language, let value = rest.first {
                chosen = KnownValues.languages.match(value) ?? chosen
            }
        }
        return chosen
    }

    /// config.json's "language"; nil when it has none or cannot be read (its error is then
    /// worded by the rest of the chain).
    private static func configuredLanguage(environment: [String: String]) -> String? {
        let file = Configuration.fileURL(configurationDirectory: PlaceStore.defaultDirectory(environment: environment))
        return (try? Configuration.load(from: file))?.language
    }
}
