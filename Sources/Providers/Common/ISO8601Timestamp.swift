import Foundation
import Synchronization

/// Parses the ISO 8601 / RFC 3339 timestamps NWS, MET Norway and WeatherKit send
/// ("2019-08-28T04:28:00-07:00", "2026-09-22T06:00:00Z", sometimes with fractional seconds).
enum ISO8601Timestamp {
    static func parse(_ text: String?) -> Date? {
        guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        return formatters.withLock { formatters in
            formatters.whole.date(from: text) ?? formatters.fractional.date(from: text)
        }
    }

    /// Made once for the process: making a formatter (ICU's calendar and symbols, again each
    /// time its options change) costs many times more than parsing with it, and an answer of
    /// thousands of warnings (DWD's) has four timestamps each. `ISO8601DateFormatter` is not
    /// Sendable, so they are used under a lock.
    private static let formatters = Mutex(Formatters())

    private struct Formatters {
        let whole = ISO8601DateFormatter()
        let fractional = ISO8601DateFormatter()

        init() {
            whole.formatOptions = [.withInternetDateTime]
            fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        }
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
