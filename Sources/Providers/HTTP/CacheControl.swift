/// The directives of a `Cache-Control` response header that decide how long data stays fresh.
struct CacheControl {
    /// Directive names lower-cased; the value is nil for a bare directive such as `no-store`.
    private(set) var directives: [String: String?] = [:]

    init(_ header: String) {
        for item in Self.splitOutsideQuotes(header) {
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = parts[0].trimmingCharacters(in: .whitespaces).lowercased()
            guard !name.isEmpty, directives[name] == nil else { continue }  // the first occurrence wins
            var value = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : nil
            if let quoted = value, quoted.count >= 2, quoted.hasPrefix("\""), quoted.hasSuffix("\"") {
                value = String(quoted.dropFirst().dropLast())
            }
            directives[name] = .some(value)
        }
    }

    /// `max-age` in seconds, when present and a valid non-negative integer.
    var maxAge: Int? {
        guard let value = directives["max-age"] ?? nil, let seconds = Int(value), seconds >= 0 else { return nil }
        return seconds
    }

    var noStore: Bool { directives.keys.contains("no-store") }
    var noCache: Bool { directives.keys.contains("no-cache") }

    /// Seconds the response may be used without asking again, or nil when this header does not
    /// say (then `Expires` decides). `no-store`/`no-cache` mean zero: use it now, revalidate next time.
    var freshnessLifetime: Int? {
        if noStore || noCache { return 0 }
        return maxAge
    }

    /// Splits on commas that are not inside a quoted string (`no-cache="a, b"` is one directive).
    private static func splitOutsideQuotes(_ text: String) -> [String] {
        var items: [String] = []
        var current = ""
        var inQuotes = false
        var escaped = false
        for character in text {
            if escaped {
                escaped = false
            } else if inQuotes && character == "\\" {
                escaped = true
            } else if character == "\"" {
                inQuotes.toggle()
            } else if character == "," && !inQuotes {
                items.append(current)
                current = ""
                continue
            }
            current.append(character)
        }
        items.append(current)
        return items
    }
}
