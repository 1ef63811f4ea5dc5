import Foundation

/// Every way fetching weather can fail, typed so the screen and the scheduler can react
/// (back off until a date, mark data stale, tell the user what to do).
public enum WeatherServiceError: Error, Sendable, Hashable {
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

    /// One sentence for a person: what happened, and what to do where that is not obvious.
    /// A time in it is told by `clock` (the place's zone, or the user's when no place is
    /// involved), dated when it is not today and with the zone named, since the sentence may
    /// be read on stderr far from the place.
    public func userMessage(clock: LocalClock, now: Date) -> String {
        switch self {
        case .offline(let detail):
            return "Could not reach the weather service (\(detail)); check the network connection."
        case .timedOut:
            // Said the same by a one-shot command, where nothing will try again, and by the
            // dashboard: what the user can do, not a promise.
            return "The weather service did not answer in time; check the network connection, or try again in a minute."
        case .tls(let detail):
            return "The secure connection to the weather service failed (\(detail))."
        case .httpStatus(let code, let reason):
            if let reason, !reason.isEmpty {
                return "The weather service answered HTTP \(code): \(reason)."
            }
            return "The weather service answered HTTP \(code)."
        case .rateLimited(let until):
            return "The weather service asked us to wait until \(clock.zonedTime(until, now: now)) before asking again."
        case .undecodable(let detail):
            return "The weather service sent a response that could not be read (\(detail))."
        case .unauthorized(let detail):
            // Providers word this themselves ("WeatherKit refused the credentials (HTTP 401…)").
            return Self.sentence(detail)
        case .cancelled:
            return "The request was cancelled."
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
