import Foundation
import WeatherCore

/// One GET request as a provider describes it; the client adds everything every request shares
/// (User-Agent, Accept-Encoding, redirects, certificate checks).
public struct HTTPRequest: Sendable {
    public var url: URL
    /// Extra headers such as `Authorization` or `Accept`. A `User-Agent` here is ignored: every
    /// request identifies itself with `ProviderIdentity.userAgent`, which the services' terms require.
    public var headers: [String: String]
    /// When set, sent as `If-None-Match` / `If-Modified-Since` so an unchanged resource costs a 304.
    public var validators: HTTPValidators?
    /// Limit for the whole transfer, in seconds.
    public var timeout: TimeInterval
    /// Limit for establishing the connection (DNS, TCP, TLS), in seconds.
    public var connectTimeout: TimeInterval
    /// A larger body than this fails the request; nil keeps the client's own limit. Sources whose
    /// answers are large by nature (a whole country's warnings) raise it, because cutting such
    /// a body short must never read as "no warnings".
    public var maximumBodySize: Int?

    public init(
        url: URL, headers: [String: String] = [:], validators: HTTPValidators? = nil,
        timeout: TimeInterval = 20, connectTimeout: TimeInterval = 8, maximumBodySize: Int? = nil
    ) {
        self.url = url
        self.headers = headers
        self.validators = validators
        self.timeout = timeout
        self.connectTimeout = connectTimeout
        self.maximumBodySize = maximumBodySize
    }
}
