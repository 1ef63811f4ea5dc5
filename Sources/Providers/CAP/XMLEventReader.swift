import WeatherCore

/// A strict reader of XML 1.0 with namespaces, for the alert documents (CAP): it reports each
/// element and each piece of text as it is met, and never holds the document as a tree.
///
/// It is our own rather than FoundationXML's `XMLParser` because that one links libxml2 and the
/// system's ICU into every start of the program (a millisecond, `--version` included) for the
/// few documents the alert sources fetch, and because libxml2 behind it crashed on damaged
/// input (found by fuzzing). What it does not do, on purpose:
/// - a DTD is refused, so no entity is ever declared, expanded or fetched ("billion laughs");
/// - namespace declarations are applied, not reported; other attributes come with their
///   element, by name as written (an Atom feed's `<link href=…>` is the only data they carry).
/// The input is UTF-8 (`XMLInputEncoding` makes it so), without NUL bytes.
struct XMLEventReader {
    struct Name: Equatable, Sendable {
        /// The name without its prefix: "info" for `<cap:info>`.
        var localName: String
        /// The namespace the prefix (or the default declaration) stands for; "" for none.
        var namespace: String
        /// The name as written: "cap:info".
        var qualifiedName: String
        /// The element's attributes other than namespace declarations, by name as written.
        var attributes: [String: String] = [:]
    }

    enum Event: Equatable {
        case start(Name)
        case end(Name)
        /// Character data, entities and CDATA sections decoded; one element's text may come in
        /// several pieces.
        case text(String)
    }

    /// Reads the whole document, handing each event to `handle`, which returns false to stop
    /// early (the document is then not checked further).
    static func read(_ bytes: [UInt8], _ handle: (Event) -> Bool) throws(SyntaxError) {
        var reader = XMLEventReader(bytes: bytes)
        try reader.document(handle)
    }

    private static let xmlNamespace = "http://www.w3.org/XML/1998/namespace"

    private let bytes: [UInt8]
    private var position = 0
    /// The elements open, innermost last, with how many namespace bindings each added.
    private var open: [(name: Name, bindings: Int)] = []
    /// Prefix bindings in scope, innermost last; "" is the default namespace.
    private var bindings: [(prefix: String, namespace: String)] = []
    private var rootWasRead = false

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    // MARK: The document

    private mutating func document(_ handle: (Event) -> Bool) throws(SyntaxError) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        if starts(with: "<?xml"), position + 5 < bytes.count, Self.isSpace(bytes[position + 5]) || bytes[position + 5] == UInt8(ascii: "?") {
            try declaration()
        }
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "<") {
                guard try markup(handle) else { return }
            } else {
                let text = try characterData()
                if open.isEmpty {
                    guard text.utf8.allSatisfy(Self.isSpace) else { throw failure("text outside the root element") }
                } else if !handle(.text(text)) {
                    return
                }
            }
        }
        if let innermost = open.last { throw failure("the document ends inside <\(Self.shown(innermost.name.qualifiedName))>") }
        guard rootWasRead else { throw failure("the document has no root element") }
    }

    /// `<?xml version="1.0" …?>`, which must name a version; its encoding is not read again.
    private mutating func declaration() throws(SyntaxError) {
        guard let end = firstIndex(of: "?>", from: position) else { throw failure("the XML declaration is not closed") }
        let content = String(decoding: bytes[(position + 5)..<end], as: UTF8.self)
        guard content.contains("version") else { throw failure("the XML declaration has no version") }
        position = end + 2
    }

    /// One piece of markup at `<`; false when `handle` asked to stop.
    private mutating func markup(_ handle: (Event) -> Bool) throws(SyntaxError) -> Bool {
        if starts(with: "<?") {
            try processingInstruction()
        } else if starts(with: "<!--") {
            try comment()
        } else if starts(with: "<![CDATA[") {
            guard !open.isEmpty else { throw failure("a CDATA section outside the root element") }
            return handle(.text(try cdata()))
        } else if starts(with: "<!DOCTYPE") {
            throw failure("the document declares a DTD, which weatherboard does not read")
        } else if starts(with: "<!") {
            throw failure("a declaration that is not allowed in a document")
        } else if starts(with: "</") {
            return handle(.end(try endTag()))
        } else {
            return try startTag(handle)
        }
        return true
    }

    /// `<?target data?>`, skipped; a second XML declaration is an error.
    private mutating func processingInstruction() throws(SyntaxError) {
        position += 2
        let target = try name()
        guard target.lowercased() != "xml" else { throw failure("an XML declaration that is not at the start") }
        guard let end = firstIndex(of: "?>", from: position) else { throw failure("a processing instruction is not closed") }
        guard position == end || Self.isSpace(bytes[position]) else { throw failure("a processing instruction's target is not followed by a space") }
        position = end + 2
    }

    private mutating func comment() throws(SyntaxError) {
        let start = position + 4
        guard let end = firstIndex(of: "--", from: start) else { throw failure("a comment is not closed") }
        guard end + 2 < bytes.count, bytes[end + 2] == UInt8(ascii: ">") else { throw failure("\"--\" inside a comment") }
        position = start
        try checkCharacters(upTo: end)
        position = end + 3
    }

    private mutating func cdata() throws(SyntaxError) -> String {
        let start = position + 9
        guard let end = firstIndex(of: "]]>", from: start) else { throw failure("a CDATA section is not closed") }
        position = start
        try checkCharacters(upTo: end)
        position = end + 3
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    // MARK: Elements

    /// `<name attributes>` or `<name attributes/>`; false when `handle` asked to stop.
    private mutating func startTag(_ handle: (Event) -> Bool) throws(SyntaxError) -> Bool {
        guard !(open.isEmpty && rootWasRead) else { throw failure("a second root element") }
        position += 1
        let qualifiedName = try name()
        var attributes: [(name: String, value: String)] = []
        var attributeNames: Set<String> = []
        var isEmpty = false
        while true {
            let hadSpace = skipSpace()
            guard position < bytes.count else { throw failure("the tag <\(Self.shown(qualifiedName))> is not closed") }
            if bytes[position] == UInt8(ascii: ">") {
                position += 1
                break
            }
            if starts(with: "/>") {
                position += 2
                isEmpty = true
                break
            }
            guard hadSpace else { throw failure("attributes of <\(Self.shown(qualifiedName))> are not separated by spaces") }
            let attribute = try name()
            guard attributeNames.insert(attribute).inserted else {
                throw failure("the attribute \(Self.shown(attribute)) appears twice in <\(Self.shown(qualifiedName))>")
            }
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else { throw failure("the attribute \(Self.shown(attribute)) has no value") }
            position += 1
            skipSpace()
            attributes.append((attribute, try attributeValue()))
        }

        var added = 0
        for (attribute, value) in attributes {
            if attribute == "xmlns" {
                bindings.append(("", value))
                added += 1
            } else if attribute.hasPrefix("xmlns:") {
                let prefix = String(attribute.dropFirst(6))
                guard !value.isEmpty, !prefix.isEmpty, !prefix.contains(":") else { throw failure("the namespace declaration \(Self.shown(attribute)) is empty") }
                bindings.append((prefix, value))
                added += 1
            }
        }
        for (attribute, _) in attributes where attribute != "xmlns" && !attribute.hasPrefix("xmlns:") {
            if let prefix = try split(attribute).prefix { _ = try namespace(of: prefix) }
        }
        let parts = try split(qualifiedName)
        var element = Name(localName: parts.local, namespace: try namespace(of: parts.prefix ?? ""), qualifiedName: qualifiedName)
        for (attribute, value) in attributes where attribute != "xmlns" && !attribute.hasPrefix("xmlns:") {
            element.attributes[attribute] = value
        }
        rootWasRead = true
        guard handle(.start(element)) else { return false }
        if isEmpty {
            bindings.removeLast(added)
            return handle(.end(element))
        }
        open.append((element, added))
        return true
    }

    /// `</name>`, which must close the innermost open element.
    private mutating func endTag() throws(SyntaxError) -> Name {
        position += 2
        let qualifiedName = try name()
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ">") else { throw failure("the end tag </\(Self.shown(qualifiedName))> is not closed") }
        position += 1
        guard let innermost = open.last else { throw failure("the end tag </\(Self.shown(qualifiedName))> closes nothing") }
        guard innermost.name.qualifiedName == qualifiedName else {
            throw failure("the end tag </\(Self.shown(qualifiedName))> does not close <\(Self.shown(innermost.name.qualifiedName))>")
        }
        open.removeLast()
        bindings.removeLast(innermost.bindings)
        return innermost.name
    }

    /// "cap:info" as prefix and local name; at most one colon, with a name on each side.
    private func split(_ qualifiedName: String) throws(SyntaxError) -> (prefix: String?, local: String) {
        let parts = qualifiedName.split(separator: ":", omittingEmptySubsequences: false)
        switch parts.count {
        case 1: return (nil, qualifiedName)
        case 2 where !parts[0].isEmpty && !parts[1].isEmpty: return (String(parts[0]), String(parts[1]))
        default: throw failure("the name \(Self.shown(qualifiedName)) is not a namespace name")
        }
    }

    /// The namespace a prefix is bound to in scope; "" is the default namespace, none if unbound.
    private func namespace(of prefix: String) throws(SyntaxError) -> String {
        if let binding = bindings.last(where: { $0.prefix == prefix }) { return binding.namespace }
        if prefix.isEmpty { return "" }
        if prefix == "xml" { return Self.xmlNamespace }
        throw failure("the namespace prefix \(Self.shown(prefix)) is not declared")
    }

    // MARK: Text

    /// Character data up to the next `<`, entities decoded.
    private mutating func characterData() throws(SyntaxError) -> String {
        var start = position
        var decoded: [UInt8] = []
        while position < bytes.count, bytes[position] != UInt8(ascii: "<") {
            let byte = bytes[position]
            if byte == UInt8(ascii: "&") {
                decoded.append(contentsOf: bytes[start..<position])
                try entity(into: &decoded)
                start = position
            } else {
                guard Self.isAllowed(byte) else { throw failure("a control character in the text") }
                position += 1
            }
        }
        if decoded.isEmpty { return String(decoding: bytes[start..<position], as: UTF8.self) }
        decoded.append(contentsOf: bytes[start..<position])
        return String(decoding: decoded, as: UTF8.self)
    }

    /// A quoted attribute value, entities decoded; `<` may not appear in it.
    private mutating func attributeValue() throws(SyntaxError) -> String {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else {
            throw failure("an attribute value is not in quotes")
        }
        let quote = bytes[position]
        position += 1
        var decoded: [UInt8] = []
        while position < bytes.count, bytes[position] != quote {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "<"): throw failure("\"<\" inside an attribute value")
            case UInt8(ascii: "&"): try entity(into: &decoded)
            default:
                guard Self.isAllowed(byte) else { throw failure("a control character in an attribute value") }
                decoded.append(byte)
                position += 1
            }
        }
        guard position < bytes.count else { throw failure("an attribute value is not closed") }
        position += 1
        return String(decoding: decoded, as: UTF8.self)
    }

    /// `&lt;` and the other four predefined entities, `&#233;` and `&#xE9;`. No other entity can
    /// exist without a DTD.
    private mutating func entity(into decoded: inout [UInt8]) throws(SyntaxError) {
        let start = position + 1
        var end = start
        while end < bytes.count, end - start <= 10, bytes[end] != UInt8(ascii: ";") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else { throw failure("an \"&\" that starts no entity") }
        let name = String(decoding: bytes[start..<end], as: UTF8.self)
        switch name {
        case "lt": decoded.append(UInt8(ascii: "<"))
        case "gt": decoded.append(UInt8(ascii: ">"))
        case "amp": decoded.append(UInt8(ascii: "&"))
        case "quot": decoded.append(UInt8(ascii: "\""))
        case "apos": decoded.append(UInt8(ascii: "'"))
        default:
            let hexadecimal = name.hasPrefix("#x")
            let digits = name.dropFirst(hexadecimal ? 2 : 1)
            guard name.hasPrefix("#"), !digits.isEmpty, digits.allSatisfy(\.isHexDigit),
                  let value = UInt32(digits, radix: hexadecimal ? 16 : 10),
                  let scalar = Unicode.Scalar(value), Self.isAllowed(scalar) else {
                throw failure("the entity &\(Self.shown(name)); is not one XML knows without a DTD")
            }
            decoded.append(contentsOf: String(Character(scalar)).utf8)
        }
        position = end + 1
    }

    /// Fails on a control character between `position` and `end`, for comments and CDATA.
    private mutating func checkCharacters(upTo end: Int) throws(SyntaxError) {
        while position < end {
            guard Self.isAllowed(bytes[position]) else { throw failure("a control character in the document") }
            position += 1
        }
    }

    // MARK: Bytes

    /// An XML name: letters, digits and `_ : . -`, not starting with a digit, `.` or `-`. Bytes
    /// above ASCII are taken as name characters (the input is valid UTF-8).
    private mutating func name() throws(SyntaxError) -> String {
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            let isNameByte: Bool
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: ":"), 0x80...:
                isNameByte = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"):
                isNameByte = position > start
            default:
                isNameByte = false
            }
            guard isNameByte else { break }
            position += 1
        }
        guard position > start else { throw failure("a name was expected") }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    @discardableResult
    private mutating func skipSpace() -> Bool {
        let start = position
        while position < bytes.count, Self.isSpace(bytes[position]) { position += 1 }
        return position > start
    }

    private func starts(with text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[position + offset] != text.utf8Start[offset] { return false }
        return true
    }

    private func firstIndex(of text: StaticString, from start: Int) -> Int? {
        let count = text.utf8CodeUnitCount
        var index = start
        while index + count <= bytes.count {
            var matches = true
            for offset in 0..<count where bytes[index + offset] != text.utf8Start[offset] {
                matches = false
                break
            }
            if matches { return index }
            index += 1
        }
        return nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// XML 1.0 allows no control character but tab, line feed and carriage return.
    private static func isAllowed(_ byte: UInt8) -> Bool {
        byte >= 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// A name as an error sentence shows it: a document may hold a name of any length.
    private static func shown(_ name: String) -> String { QuotedValue.shown(name) }

    private func failure(_ reason: String) -> SyntaxError {
        bytes.withUnsafeBufferPointer { SyntaxError(reason, at: position, in: $0) }
    }
}
