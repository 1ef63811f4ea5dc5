import Foundation
import WeatherCore

/// Decides what a final status code means for the caller: an answer, a request to slow down,
/// or an error with whatever reason the server gave.
enum HTTPStatusPolicy {
    /// How long to stay away after a 429 that does not say.
    static let defaultRateLimitDelay: TimeInterval = 60
    /// Error reasons end up in one status line on the dashboard.
    static let maximumReasonLength = 200

    /// nil when the response is an answer: a 2xx, or a 304 to a request that carried validators.
    /// A 304 to an unconditional request says nothing about any data we hold ("not modified"
    /// since when?), so treating it as an answer would renew whatever stale copy the caller has.
    static func error(
        statusCode: Int, headers: [String: String], body: Data, now: Date, requestWasConditional: Bool
    ) -> WeatherServiceError? {
        switch statusCode {
        case 200...299:
            return nil
        case 304:
            return requestWasConditional
                ? nil : .httpStatus(304, reason: "Not Modified, to a request that was not conditional")
        case 429:
            let until = headers["retry-after"].flatMap { retryDate(from: $0, now: now) }
            return .rateLimited(until: until ?? now.addingTimeInterval(defaultRateLimitDelay))
        case 503:
            // A 503 without Retry-After is an outage, not a request to back off.
            if let until = headers["retry-after"].flatMap({ retryDate(from: $0, now: now) }) {
                return .rateLimited(until: until)
            }
            return .httpStatus(statusCode, reason: reason(fromBody: body))
        default:
            return .httpStatus(statusCode, reason: reason(fromBody: body))
        }
    }

    /// `Retry-After` is either delay-seconds or an HTTP-date (RFC 9110 §10.2.3).
    static func retryDate(from value: String, now: Date) -> Date? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if let seconds = Int(trimmed) {
            return seconds >= 0 ? now.addingTimeInterval(TimeInterval(seconds)) : nil
        }
        return HTTPDate.parse(trimmed)
    }

    /// The explanation from a JSON error body: Open-Meteo's `{"error":true,"reason":"…"}`, or the
    /// `message`/`detail`/`title` other APIs (and problem+json) use. First line only, capped,
    /// and with credentials redacted: a server may quote the request's Authorization header.
    static func reason(fromBody body: Data) -> String? {
        jsonObject(ofErrorBody: body).flatMap(reason(in:))
    }

    /// The reason of a body answered with 200 that says it is an error: Open-Meteo's
    /// `"error": true`, or a problem document's `"status"` of 400 or more. A feed's own `title`
    /// is no reason for its failure, so any other body gives nil.
    static func reason(fromErrorDocument body: Data) -> String? {
        guard let object = jsonObject(ofErrorBody: body) else { return nil }
        let saysError = object["error"].map { ($0 as? Bool) != false } ?? false
            || ((object["status"] as? NSNumber)?.intValue ?? 0) >= 400
        return saysError ? reason(in: object) : nil
    }

    /// A small JSON object, as error bodies are; nil for anything else.
    private static func jsonObject(ofErrorBody body: Data) -> [String: Any]? {
        guard !body.isEmpty, body.count <= 64 * 1024 else { return nil }
        return (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
    }

    private static func reason(in dictionary: [String: Any]) -> String? {
        for key in ["reason", "message", "detail", "title"] {
            guard let text = dictionary[key] as? String else { continue }
            let firstLine = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
            let trimmed = CredentialRedaction.redacted(firstLine).trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { continue }
            return trimmed.count > maximumReasonLength
                ? String(trimmed.prefix(maximumReasonLength - 1)) + "…" : trimmed
        }
        return nil
    }
}
