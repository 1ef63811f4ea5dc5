import Foundation

/// Reads one HTML text for `MarkupText`, tag by tag and entity by entity, into a
/// `PlainTextWriter`. Anything that is not a whole tag (a `<` without its `>`, `< 0`) is text.
///
/// A tag never holds a `<` (not even in quotes), so each character is looked at by at most one
/// attempt to read a tag, and a text of any size is read in one pass: a feed's text can be
/// megabytes, and a tag that never ends must not make every later `<` search to the end again.
struct MarkupReader {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var writer = PlainTextWriter()
    /// The address of the link being read, and where its text began in the output (in UTF-8 bytes).
    private var openLink: (address: String?, textStart: Int)?
    /// Where the last "-->" begins: a comment opened after it has no end.
    private let lastCommentEnd: Int?

    init(_ scalars: [Unicode.Scalar]) {
        self.scalars = scalars
        lastCommentEnd = scalars.indices.reversed().first { Self.matches("-->", in: scalars, at: $0) }
    }

    mutating func plainText() -> String {
        while index < scalars.count {
            if scalars[index] == "<", readTag() { continue }
            if scalars[index] == "&", let decoded = readEntity() {
                writer.write(decoded)
                continue
            }
            writer.write(scalars[index])
            index += 1
        }
        closeLink()
        return writer.text
    }

    static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
    }

    // MARK: - Tags

    /// Reads the tag at `index` and acts on it; false, reading nothing, when there is none.
    private mutating func readTag() -> Bool {
        var cursor = index + 1
        guard cursor < scalars.count else { return false }
        if scalars[cursor] == "!" || scalars[cursor] == "?" {
            // A comment ends at "-->" (and may hold tags), a declaration or processing
            // instruction at ">".
            if Self.matches("<!--", in: scalars, at: index) {
                guard let last = lastCommentEnd, last >= index + 4,
                      let end = (index + 4...last).first(where: { Self.matches("-->", in: scalars, at: $0) })
                else { return false }
                index = end + 3
            } else {
                guard let end = tagEnd(from: cursor) else { return false }
                index = end + 1
            }
            return true
        }
        let isClosing = scalars[cursor] == "/"
        if isClosing { cursor += 1 }
        let nameStart = cursor
        while cursor < scalars.count, Self.isNameCharacter(scalars[cursor]) { cursor += 1 }
        guard cursor > nameStart, cursor == scalars.count || !Self.isNameCharacter(scalars[cursor]),
              scalars[nameStart].properties.isAlphabetic,
              let attributes = readAttributes(from: cursor)
        else { return false }
        let name = String(String.UnicodeScalarView(scalars[nameStart..<cursor])).lowercased()
        index = attributes.end
        if isClosing {
            closed(name)
        } else {
            opened(name, attributes: attributes.values)
        }
        return true
    }

    /// Where the `>` that ends a tag is, from `start`; nil when a `<` or the end comes first.
    private func tagEnd(from start: Int) -> Int? {
        var cursor = start
        while cursor < scalars.count, scalars[cursor] != "<" {
            if scalars[cursor] == ">" { return cursor }
            cursor += 1
        }
        return nil
    }

    /// The attributes after a tag's name, up to and past its `>`; nil when the tag never ends
    /// or a `<` comes first.
    private func readAttributes(from start: Int) -> (values: [String: String], end: Int)? {
        var values: [String: String] = [:]
        var cursor = start
        func skipBlanks() { while cursor < scalars.count, scalars[cursor].properties.isWhitespace { cursor += 1 } }
        while true {
            skipBlanks()
            guard cursor < scalars.count, scalars[cursor] != "<" else { return nil }
            if scalars[cursor] == ">" { return (values, cursor + 1) }
            if scalars[cursor] == "/" {
                cursor += 1
                continue
            }
            let nameStart = cursor
            while cursor < scalars.count, !"=></".unicodeScalars.contains(scalars[cursor]), !scalars[cursor].properties.isWhitespace {
                cursor += 1
            }
            let name = String(String.UnicodeScalarView(scalars[nameStart..<cursor])).lowercased()
            skipBlanks()
            guard cursor < scalars.count, scalars[cursor] == "=" else {
                if !name.isEmpty { values[name] = "" }
                continue
            }
            cursor += 1
            skipBlanks()
            guard cursor < scalars.count, scalars[cursor] != "<" else { return nil }
            let value: ArraySlice<Unicode.Scalar>
            if scalars[cursor] == "\"" || scalars[cursor] == "'" {
                let quote = scalars[cursor]
                let valueStart = cursor + 1
                cursor = valueStart
                while cursor < scalars.count, scalars[cursor] != quote {
                    if scalars[cursor] == "<" { return nil }
                    cursor += 1
                }
                guard cursor < scalars.count else { return nil }
                value = scalars[valueStart..<cursor]
                cursor += 1
            } else {
                let valueStart = cursor
                while cursor < scalars.count, scalars[cursor] != ">", scalars[cursor] != "<", !scalars[cursor].properties.isWhitespace {
                    cursor += 1
                }
                value = scalars[valueStart..<cursor]
            }
            if !name.isEmpty { values[name] = Self.decodingEntities(value) }
        }
    }

    private mutating func opened(_ name: String, attributes: [String: String]) {
        if name == "br" {
            writer.breakLine()
        } else if let lines = MarkupText.blockBreaks[name] {
            writer.breakBlock(lines)
            if name == "li" { writer.write("- ") }
        } else if name == "a" {
            closeLink()
            openLink = (attributes["href"].flatMap(Self.webAddress), writer.text.utf8.count)
        } else if MarkupText.hiddenContent.contains(name) {
            // Skipped to its closing tag, or to the end when it has none.
            index = closingTagStart(of: name, from: index) ?? scalars.count
        }
    }

    private mutating func closed(_ name: String) {
        if name == "a" {
            closeLink()
        } else if let lines = MarkupText.blockBreaks[name] {
            writer.breakBlock(lines)
        }
    }

    /// Ends the open link: its address after its text, in parentheses, or alone where the text
    /// is empty or the address itself.
    private mutating func closeLink() {
        guard let link = openLink else { return }
        openLink = nil
        guard let address = link.address else { return }
        let text = String(decoding: writer.text.utf8.dropFirst(link.textStart), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        if text.isEmpty {
            writer.write(" " + address)
        } else if text != address {
            writer.write(" (" + address + ")")
        }
    }

    /// `href` as an absolute web address, or nil; one with a blank, a control character or a
    /// character that ends an address in text (`<`, `>`, `"`) is no address.
    private static func webAddress(_ href: String) -> String? {
        let trimmed = href.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.properties.generalCategory == .control
                  || "<>\"".unicodeScalars.contains($0) }),
              let url = URL(string: trimmed), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = url.host, !host.isEmpty
        else { return nil }
        return trimmed
    }

    /// Whether `text` (ASCII) is at `start`, letters in either case.
    static func matches(_ text: String, in scalars: [Unicode.Scalar], at start: Int) -> Bool {
        var cursor = start
        for wanted in text.unicodeScalars {
            guard cursor < scalars.count, asciiLowercase(scalars[cursor]) == asciiLowercase(wanted) else { return false }
            cursor += 1
        }
        return true
    }

    private static func asciiLowercase(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32) ?? scalar : scalar
    }

    /// Where `</name` begins at or after `start`.
    private func closingTagStart(of name: String, from start: Int) -> Int? {
        (start..<scalars.count).first { scalars[$0] == "<" && Self.matches("</" + name, in: scalars, at: $0) }
    }

    // MARK: - Entities

    /// The entity at `index` (`&amp;`, `&#39;`, `&#x20AC;`) decoded, moving past it; nil,
    /// reading nothing, for anything else. A number that is no character is U+FFFD; one that is
    /// a control character is nothing, but for the blanks (tab, new line).
    private mutating func readEntity() -> String? {
        guard let (decoded, length) = Self.entity(in: scalars, at: index) else { return nil }
        index += length
        return decoded
    }

    static func entity(in scalars: [Unicode.Scalar], at start: Int) -> (String, Int)? {
        // The longest entity read here, "&#x10FFFF;" or "&hellip;", is ten characters.
        let limit = min(scalars.count, start + 12)
        var cursor = start + 1
        while cursor < limit, scalars[cursor] != ";" { cursor += 1 }
        guard cursor < limit else { return nil }
        let body = String(String.UnicodeScalarView(scalars[(start + 1)..<cursor]))
        let length = cursor - start + 1
        if let named = namedEntities[body] { return (named, length) }
        guard body.hasPrefix("#") else { return nil }
        let digits = body.dropFirst()
        let number = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
        guard let number else { return nil }
        guard let scalar = Unicode.Scalar(number), number != 0 else { return ("\u{FFFD}", length) }
        if scalar == "\t" || scalar == "\n" || scalar == "\r" { return (" ", length) }
        if scalar.properties.generalCategory == .control { return ("", length) }
        return (String(scalar), length)
    }

    /// Entities decoded in an attribute's value.
    private static func decodingEntities(_ value: ArraySlice<Unicode.Scalar>) -> String {
        var result = String.UnicodeScalarView()
        var cursor = 0
        let scalars = Array(value)
        while cursor < scalars.count {
            if scalars[cursor] == "&", let (decoded, length) = entity(in: scalars, at: cursor) {
                result.append(contentsOf: decoded.unicodeScalars)
                cursor += length
            } else {
                result.append(scalars[cursor])
                cursor += 1
            }
        }
        return String(result)
    }

    /// The named entities alert texts use.
    static let namedEntities: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ", "deg": "°", "ndash": "–", "mdash": "—",
        "hellip": "…", "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”", "bull": "•", "euro": "€",
    ]
}
