import Dashboard
import Providers
import WeatherCore

/// The option values that are only known when weatherboard runs, because the user can add
/// to them (catalogs, themes) or a module other than the command line keeps them.
enum KnownValues: Sendable {
    case providers, languages, themes

    /// Every accepted value, as a usage error lists them; of the themes, the built-in ones
    /// (the user's are listed where themes are loaded).
    var values: [String] {
        switch self {
        case .providers: ProviderCatalog.identifiers
        case .languages: LanguagePreference.shippedCodes
        case .themes: ThemeLibrary().names
        }
    }

    /// The value `text` stands for, or nil when none does.
    func match(_ text: String) -> String? {
        switch self {
        case .providers: ProviderCatalog.description(of: text.lowercased()) != nil ? text.lowercased() : nil
        case .languages: LanguagePreference.shippedCode(matching: text)
        // The user's own themes are files the parser does not read: a theme is checked where
        // it is loaded, which names the choices (`DisplaySettings`).
        case .themes: text
        }
    }
}
