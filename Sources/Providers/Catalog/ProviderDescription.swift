import WeatherCore

/// One forecast provider as a row of `ProviderCatalog.all`: what the `providers` listing says
/// about it, how its configuration is checked, and how it is built.
public struct ProviderDescription: Sendable {
    /// The name used with `--provider` and in the config file, such as "met-norway".
    public let identifier: String
    public let displayName: String
    /// Where the forecast is available, such as "worldwide, 10 days".
    public let forecastCoverage: Phrase
    /// Where alerts come with it, such as "MetAlerts for Norway and Svalbard".
    public let alertCoverage: Phrase
    public let needsCredentials: Bool
    /// Throws when the configuration cannot work (a malformed URL override); else the status
    /// sentence where there is more to say than "ready" (WeatherKit's credentials), or nil.
    let check: @Sendable (ProviderSettings, Catalog) throws(ConfigurationError) -> String?
    /// The provider, with any warnings about its configuration. `openMeteo` is the stack's
    /// Open-Meteo provider, which also serves place search.
    let make: @Sendable (ProviderSettings, _ openMeteo: OpenMeteoProvider) throws(ConfigurationError) -> (any ForecastProvider, [Wording])
}
