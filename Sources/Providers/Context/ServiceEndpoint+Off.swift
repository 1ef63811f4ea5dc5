import Foundation
import WeatherCore

extension ServiceEndpoint {
    /// The word that turns an optional service off: `WEATHERBOARD_ARCHIVE_URL=off` means the
    /// service is never asked (nothing of it is shown, and it never learns where the user's
    /// places are).
    public static let offValue = "off"

    /// `resolve`, or nil when `variable` is `off`.
    public static func resolveOptional(
        default defaultURL: String, overrideVariable variable: String, environment: [String: String]
    ) throws(ConfigurationError) -> ServiceEndpoint? {
        if environment[variable]?.trimmingHorizontalWhitespace().lowercased() == offValue { return nil }
        return try resolve(default: defaultURL, overrideVariable: variable, environment: environment)
    }
}
