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

    /// A CAP 1.2 `dateTime` ("2002-05-24T16:49:00-07:00"): what `parse` accepts (`Z`, `±hh:mm`,
    /// the spec's `-00:00` for UTC, fractional seconds such as ECCC's `.795Z`) and, because some
    /// issuers drop them, times without seconds ("2026-03-07T00:00+01:00"). Never without an
    /// offset: a CAP time without one cannot be placed on the clock.
    static func parseCAPDateTime(_ text: String?) -> Date? {
        guard let text = text?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else { return nil }
        if let date = parse(text) { return date }
        return parse(withSecondsAdded(text))
    }

    /// "2026-03-07T00:00+01:00" → "2026-03-07T00:00:00+01:00"; other text unchanged.
    private static func withSecondsAdded(_ text: String) -> String {
        let characters = Array(text)
        // YYYY-MM-DDThh:mm is 16 characters; an offset (Z, + or -) must follow at once.
        guard characters.count > 16, characters[10] == "T", characters[13] == ":",
              ["Z", "+", "-"].contains(characters[16])
        else { return text }
        return String(characters[..<16]) + ":00" + String(characters[16...])
    }
}
