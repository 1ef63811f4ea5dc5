import Foundation

/// Collects response header lines as libcurl hands them over, one line per call.
///
/// libcurl reports the headers of every response it sees: redirects, `100 Continue`, a proxy's
/// CONNECT answer. A status line starts a new response, so only the final one's headers remain.
struct ResponseHeaderCollector {
    /// Lower-cased names; the last value wins.
    private(set) var headers: [String: String] = [:]
    private var lastName: String?

    mutating func consume(line rawLine: some Collection<UInt8>) {
        let text = String(bytes: rawLine, encoding: .utf8) ?? String(bytes: rawLine, encoding: .isoLatin1) ?? ""
        let line = text.trimmingCharacters(in: CharacterSet(charactersIn: "\r\n"))
        if line.hasPrefix("HTTP/") {
            headers = [:]
            lastName = nil
            return
        }
        guard !line.isEmpty else { return }
        if let first = line.first, first == " " || first == "\t" {
            // Obsolete line folding: the line continues the previous header's value.
            if let lastName, let previous = headers[lastName] {
                headers[lastName] = previous + " " + line.trimmingCharacters(in: .whitespaces)
            }
            return
        }
        guard let colon = line.firstIndex(of: ":") else { return }
        let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
        guard !name.isEmpty else { return }
        headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        lastName = name
    }
}
