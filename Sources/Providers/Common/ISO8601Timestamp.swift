import Foundation

/// Parses the ISO 8601 / RFC 3339 timestamps NWS, MET Norway and WeatherKit send
/// ("2019-08-28T04:28:00-07:00", "2026-09-22T06:00:00Z", sometimes with fractional seconds).
enum ISO8601Timestamp {
    static func parse(_ text: String?) -> Date? {
        guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        // A fresh formatter per call: ISO8601DateFormatter is not Sendable, and a response holds
        // at most a few hundred timestamps.
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }
}
