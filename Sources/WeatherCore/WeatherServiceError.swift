import Foundation

/// Every way fetching weather can fail, typed so the screen and the scheduler can react
/// (back off until a date, mark data stale, tell the user what to do). Codable so that a
/// source's failure kept in a cache can be worded again in the reader's language.
public enum WeatherServiceError: Error, Sendable, Hashable, Codable {
    /// No route, DNS failure, connection refused.
    case offline(String)
    case timedOut
    /// Certificate or handshake problem.
    case tls(String)
    /// The server answered with an error status; `reason` is what it said, if anything.
    case httpStatus(Int, reason: String?)
    /// 429 or 503 with Retry-After: no request to that host before `until`.
    case rateLimited(until: Date)
    /// The body could not be understood (truncated, garbage, wrong shape, too large).
    case undecodable(String)
    /// Bad or missing credentials for a provider that needs them.
    case unauthorized(String)
    case cancelled
    /// Anything else, such as a local I/O failure.
    case other(String)

    /// The service could not be reached at all: no route, no name, refused, or no answer in
    /// time. Trying again will not help without a network, so what works offline is worth
    /// saying; an answer of any kind (an HTTP error, a bad certificate) is not this.
    public var isConnectionFailure: Bool {
        switch self {
        case .offline, .timedOut: true
        case .tls, .httpStatus, .rateLimited, .undecodable, .unauthorized, .cancelled, .other: false
        }
    }

    /// One sentence for a person: what happened, and what to do where that is not obvious.
    /// A time in it is told by `clock` (the place's zone, or the user's when no place is
    /// involved), dated when it is not today and with the zone named, since the sentence may
    /// be read on stderr far from the place.
    public func userMessage(clock: LocalClock, now: Date, words: Catalog) -> String {
        switch self {
        case .offline(let detail):
            return words(.failureOffline, ["detail": detail])
        case .timedOut:
            // Said the same by a one-shot command, where nothing will try again, and by the
            // dashboard: what the user can do, not a promise.
            return words(.failureTimedOut)
        case .tls(let detail):
            return words(.failureTls, ["detail": detail])
        case .httpStatus(let code, let reason):
            if let reason, !reason.isEmpty {
                return words(.failureHttpStatusWithReason, ["code": String(code), "reason": reason])
            }
            return words(.failureHttpStatus, ["code": String(code)])
        case .rateLimited(let until):
            return words(.failureRateLimited, ["time": clock.zonedTime(until, now: now)])
        case .undecodable(let detail):
            return words(.failureUndecodable, ["detail": detail])
        case .unauthorized(let detail):
            // Providers word this themselves ("WeatherKit refused the credentials (HTTP 401…)").
            return Self.sentence(detail)
        case .cancelled:
            return words(.failureCancelled)
        case .other(let detail):
            return detail
        }
    }

    /// `text` as a sentence: capitalised first letter, one closing full stop.
    private static func sentence(_ text: String) -> String {
        guard let first = text.first else { return text }
        let body = first.uppercased() + text.dropFirst()
        return body.hasSuffix(".") ? body : body + "."
    }
}
