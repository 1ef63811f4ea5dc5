import Foundation
import WeatherCore

/// What building a provider stack needs from the outside world.
public struct ProviderSettings: Sendable {
    public var environment: [String: String]
    /// WeatherKit credentials from the config file; WEATHERKIT_* variables override each field.
    public var weatherKit: WeatherKitCredentialSettings?
    /// Where the parts of combined snapshots, alert reports and context records are kept (nil:
    /// memory only).
    public var cache: CacheLocation?
    public var transport: any HTTPTransport
    public var clock: @Sendable () -> Date
    /// The user's languages, most preferred first ("nl-NL", "nl"), for sources that send
    /// several: place names, and alert texts unless `alertLanguages` is set.
    public var languages: [String]
    /// The languages alert texts are picked in, most preferred first, when they differ from
    /// the place names' (nil: `languages`).
    public var alertLanguages: [String]?
    /// Whether FPAS, the worldwide fallback, is asked where no national alert source covers the
    /// place (`"alertFallback": false` in the config file turns it off).
    public var alertFallback: Bool

    public init(
        environment: [String: String], weatherKit: WeatherKitCredentialSettings? = nil, cache: CacheLocation? = nil,
        transport: any HTTPTransport, clock: @escaping @Sendable () -> Date = Date.init, alertFallback: Bool = true
    ) {
        self.environment = environment
        self.weatherKit = weatherKit
        self.cache = cache
        self.transport = transport
        self.clock = clock
        self.alertFallback = alertFallback
        languages = UserLocale.preferredLanguages(environment)
    }

    /// The language the geocoder names places in: the primary language of the most preferred
    /// one ("de" for "de-AT", "zh" for "zh-Hant"), English when there is none.
    public var placeNameLanguage: String {
        let first = LanguageTag.primary(languages.first ?? "")
        return first.isEmpty ? "en" : String(first)
    }
}
