import Foundation
import WeatherCore

/// A provider's base URL: the public HTTPS default, or an override from the environment for
/// self-hosted services and tests. Plain http is accepted only in an override, because only
/// the user can decide that an unencrypted server is acceptable.
public struct ServiceEndpoint: Sendable, Hashable {
    public let baseURL: URL
    public let isOverridden: Bool

    public init(baseURL: URL, isOverridden: Bool) {
        self.baseURL = baseURL
        self.isOverridden = isOverridden
    }

    /// Reads `variable` from `environment`; a malformed value is a configuration error that
    /// names the variable, never a silent fallback to the public service.
    public static func resolve(
        default defaultURL: String, overrideVariable variable: String, environment: [String: String]
    ) throws(ConfigurationError) -> ServiceEndpoint {
        if let raw = environment[variable]?.trimmingHorizontalWhitespace(), !raw.isEmpty {
            guard let url = URL(string: raw), let scheme = url.scheme?.lowercased(),
                  scheme == "http" || scheme == "https", url.host != nil
            else {
                throw ConfigurationError(Wording(.urlOverrideUnusable, ["variable": "\(variable)", "value": "\(raw)"]))
            }
            return ServiceEndpoint(baseURL: url, isOverridden: true)
        }
        guard let url = URL(string: defaultURL) else {
            throw ConfigurationError(Wording(.builtInURLInvalid, ["url": "\(defaultURL)"]))
        }
        return ServiceEndpoint(baseURL: url, isOverridden: false)
    }

    /// The base URL with `path` appended (the base may itself carry a path prefix).
    public func url(path: String, query: [URLQueryItem]) -> URL? {
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false) else { return nil }
        var basePath = components.path
        while basePath.hasSuffix("/") { basePath.removeLast() }
        components.path = basePath + path
        components.queryItems = query.isEmpty ? nil : query
        // URLComponents leaves "," and ":" alone, which every provider accepts, but encodes "+".
        return components.url
    }
}

/// A problem with the user's configuration: one sentence that names the setting.
public struct ConfigurationError: Error, Sendable, Hashable {
    /// The sentence in English.
    public let message: String
    /// The sentence as the catalogs word it; nil for one that is not translated yet.
    public let wording: Wording?

    public init(_ message: String) {
        self.message = message
        wording = nil
    }

    public init(_ wording: Wording) {
        self.wording = wording
        message = wording.text(in: .english)
    }

    /// The sentence in `words`' language when it has a wording, else as written.
    public func message(in words: Catalog) -> String { wording?.text(in: words) ?? message }
}
