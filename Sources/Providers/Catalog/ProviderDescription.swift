/// What the `providers` listing says about one forecast provider.
public struct ProviderDescription: Sendable, Hashable {
    /// The name used with `--provider` and in the config file, such as "met-norway".
    public let identifier: String
    public let displayName: String
    /// Where the forecast is available, such as "worldwide".
    public let forecastCoverage: String
    /// Where alerts come with it, such as "Norway (MetAlerts)".
    public let alertCoverage: String
    public let needsCredentials: Bool
}
