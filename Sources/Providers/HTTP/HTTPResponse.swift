import Foundation
import WeatherCore

/// A response the server meant as an answer: a 2xx, or a 304 to a conditional request.
public struct HTTPResponse: Sendable {
    public var statusCode: Int
    /// Header names lower-cased; when a header came more than once, the last value wins.
    public var headers: [String: String]
    public var body: Data
    /// Local clock time at which the response arrived.
    public var receivedAt: Date

    /// Header names are lower-cased here so that lookups by lower-case name always work,
    /// whoever built the response (the curl client or a test double).
    public init(statusCode: Int, headers: [String: String] = [:], body: Data = Data(), receivedAt: Date) {
        self.statusCode = statusCode
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { _, last in last })
        self.body = body
        self.receivedAt = receivedAt
    }

    public var isNotModified: Bool { statusCode == 304 }

    /// Case-insensitive header lookup.
    public func header(_ name: String) -> String? { headers[name.lowercased()] }

    /// What to send next time to ask "has it changed?" (from `ETag` and `Last-Modified`).
    public var validators: HTTPValidators {
        HTTPValidators(entityTag: headers["etag"], lastModified: headers["last-modified"])
    }

    /// The longest a response may be trusted, whatever its headers say: a server with a skewed
    /// clock must not freeze the dashboard for days.
    static let maximumFreshness: TimeInterval = 24 * 60 * 60

    /// From Cache-Control max-age (relative to Date, minus Age) or else Expires; nil when none.
    /// Clamped to at most 24 h after `now`.
    ///
    /// `no-store` and `no-cache` count as max-age 0 (use once, then revalidate); an `Expires`
    /// that cannot be parsed means "already expired" (RFC 9111 §5.3). Without a `Date` header
    /// the arrival time stands in for it.
    public func cacheExpirationDate(now: Date) -> Date? {
        let originDate = headers["date"].flatMap(HTTPDate.parse) ?? receivedAt
        let expiration: Date
        if let lifetime = CacheControl(headers["cache-control"] ?? "").freshnessLifetime {
            expiration = originDate.addingTimeInterval(TimeInterval(lifetime) - currentAge)
        } else if let expires = headers["expires"] {
            expiration = HTTPDate.parse(expires) ?? originDate
        } else {
            return nil
        }
        return min(expiration, now.addingTimeInterval(Self.maximumFreshness))
    }

    /// Seconds the response already spent in caches on the way (`Age`); invalid values are
    /// ignored as RFC 9111 §5.1 asks.
    private var currentAge: TimeInterval {
        guard let text = headers["age"]?.trimmingCharacters(in: .whitespaces),
              let seconds = Int(text), seconds >= 0 else { return 0 }
        return TimeInterval(seconds)
    }
}
