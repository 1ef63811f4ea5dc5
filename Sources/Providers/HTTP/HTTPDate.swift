import Foundation

/// HTTP-date (RFC 9110 §5.6.7): what `Date`, `Expires`, `Last-Modified` and `Retry-After` carry.
enum HTTPDate {
    /// The preferred format first; the two obsolete ones are still accepted because recipients
    /// must understand them.
    private static let formats = [
        "EEE, dd MMM yyyy HH:mm:ss 'GMT'",  // IMF-fixdate (RFC 1123)
        "EEEE, dd-MMM-yy HH:mm:ss 'GMT'",   // RFC 850
        "EEE MMM d HH:mm:ss yyyy",          // asctime
    ]

    static func parse(_ text: String) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        for format in formats {
            if let date = formatter(format).date(from: trimmed) { return date }
        }
        return nil
    }

    static func format(_ date: Date) -> String {
        formatter(formats[0]).string(from: date)
    }

    /// A fresh formatter per call: `DateFormatter` is not Sendable, and these dates are parsed
    /// a handful of times per response, so caching is not worth a lock.
    private static func formatter(_ format: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.dateFormat = format
        return formatter
    }
}
