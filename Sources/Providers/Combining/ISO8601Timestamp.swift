import Foundation

/// Parses the ISO 8601 timestamps NWS and MET Norway send ("2019-08-28T04:28:00-07:00",
/// "2026-09-22T06:00:00Z", sometimes with fractional seconds). Shared by their decoders; it
/// would live in Common, but that folder belongs to another part of the code base.
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
