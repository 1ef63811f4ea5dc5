import WeatherCore

/// What the `providers` listing says about one forecast provider.
public struct ProviderDescription: Sendable, Hashable {
    /// The name used with `--provider` and in the config file, such as "met-norway".
    public let identifier: String
    public let displayName: String
    /// Where the forecast is available, such as "worldwide, 10 days".
    public let forecastCoverage: Phrase
    /// Where alerts come with it, such as "MetAlerts for Norway and Svalbard".
    public let alertCoverage: Phrase
    public let needsCredentials: Bool
}
