import CCurl
import CCrypto
import WeatherCore

/// The project's identity on the wire: the User-Agent every request carries.
public enum ProviderIdentity {
    public static let version = "0.1.0"
    public static let projectURL = "https://github.com/weatherboard/weatherboard"
    public static var userAgent: String { "weatherboard/\(version) (+\(projectURL))" }
}
