/// A JSON value read by `JSONText`: the small reader for the files the program carries or
/// keeps itself (translation catalogs, themes, the snapshot cache, places.json), where going through `JSONDecoder` and Codable would
/// cost start-up time (protocol-conformance look-ups, one per decoded type) for no gain.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    public var object: JSONObject? {
        if case .object(let members) = self { return members }
        return nil
    }

    public var array: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }
}

/// The members of a JSON object, in the order of the text. Kept as pairs rather than hashed:
/// the objects read at start have a few to a few dozen members, each looked up once or
/// iterated, and hashing every key of every object was most of the reading. A look-up is a
/// scan, so a caller that looks up many keys of a large object should iterate it instead.
/// Two objects are equal when they have the same members in any order, as JSON means.
public struct JSONObject: Sendable, Equatable, RandomAccessCollection, ExpressibleByDictionaryLiteral {
    public typealias Element = (key: String, value: JSONValue)

    /// Stored as a struct, not as the tuple `Element`: an array of tuples has its metadata
    /// looked up at run time and its elements destroyed through the generic tuple witness.
    struct Member: Sendable {
        let key: String
        let value: JSONValue
    }

    private var members: [Member]

    init(members: [Member]) {
        self.members = members
    }

    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        members = elements.map { Member(key: $0.0, value: $0.1) }
    }

    /// The value of the member named `key`, nil when there is none.
    public subscript(key: String) -> JSONValue? {
        // Lengths first: a cached snapshot's reader asks for every field a value may have, most
        // of them absent, and comparing long keys in full was a tenth of reading 50 glances.
        let length = key.utf8.count
        for member in members where member.key.utf8.count == length && member.key == key { return member.value }
        return nil
    }

    public var startIndex: Int { members.startIndex }
    public var endIndex: Int { members.endIndex }
    public subscript(position: Int) -> Element {
        let member = members[position]
        return (member.key, member.value)
    }

    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.count == rhs.count && lhs.members.allSatisfy { member in rhs[member.key] == member.value }
    }
}

/// A strict RFC 8259 reader over UTF-8 bytes. Objects with a repeated key are refused: in a
/// file people edit by hand, the second entry silently winning hides a mistake.
public struct JSONText {
    /// The text being read: borrowed for the length of one `parse`, never kept.
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var depth = 0
    /// Deeper nesting than any file of ours has is an attack or an accident, not data.
    private static let maximumDepth = 64
    /// Up to this many members, a new key is checked against the others one by one; above it,
    /// against a set of them, so that a large object is not read in quadratic time.
    private static let membersCheckedOneByOne = 16

    /// Reads the string's own UTF-8 storage, without copying the text.
    public static func parse(_ text: String) throws(SyntaxError) -> JSONValue {
        var text = text
        return try text.withUTF8 { buffer in Result { () throws(SyntaxError) in try parse(buffer) } }.get()
    }

    public static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
        try bytes.withUnsafeBufferPointer { buffer throws(SyntaxError) in try parse(buffer) }
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(SyntaxError) -> JSONValue {
        var reader = JSONText(bytes: bytes)
        // A byte-order mark is not JSON, but editors write one.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.position = 3 }
        let value = try reader.value()
        reader.skipWhitespace()
        guard reader.position == bytes.count else { throw reader.failure("text after the end of the JSON value") }
        return value
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    private mutating func value() throws(SyntaxError) -> JSONValue {
        skipWhitespace()
        guard position < bytes.count else { throw failure("the text ends where a value should be") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw failure("unexpected character where a value should be")
        }
    }

    private mutating func object() throws(SyntaxError) -> JSONValue {
        try enterNesting()
        position += 1
        var members: [JSONObject.Member] = []
        var keys: Set<String> = []
        skipWhitespace()
        if peek(UInt8(ascii: "}")) {
            position += 1
            depth -= 1
            return .object(JSONObject(members: members))
        }
        // Room for the objects our files hold (a place, an hour, a warning): growing an array
        // from one member was a third of its allocations.
        members.reserveCapacity(8)
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else { throw failure("a key in quotes was expected") }
            let key = try string()
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else { throw failure("':' was expected after the key \"\(key)\"") }
            position += 1
            guard !Self.contains(key, in: members, keys: &keys) else { throw failure("the key \"\(key)\" appears twice") }
            members.append(JSONObject.Member(key: key, value: try value()))
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                position += 1
            } else if peek(UInt8(ascii: "}")) {
                position += 1
                depth -= 1
                return .object(JSONObject(members: members))
            } else {
                throw failure("',' or '}' was expected")
            }
        }
    }

    /// Whether an object being read already has `key`; from the first member past the
    /// one-by-one limit on, `keys` holds every key so far and `key` is added to it.
    private static func contains(_ key: String, in members: [JSONObject.Member], keys: inout Set<String>) -> Bool {
        guard members.count >= membersCheckedOneByOne else { return members.contains { $0.key == key } }
        if keys.isEmpty { keys = Set(members.lazy.map(\.key)) }
        return !keys.insert(key).inserted
    }

    private mutating func array() throws(SyntaxError) -> JSONValue {
        try enterNesting()
        position += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
            position += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            elements.append(try value())
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                position += 1
            } else if peek(UInt8(ascii: "]")) {
                position += 1
                depth -= 1
                return .array(elements)
            } else {
                throw failure("',' or ']' was expected")
            }
        }
    }

    private mutating func string() throws(SyntaxError) -> String {
        position += 1
        // Most strings have no escape: made straight from their bytes.
        var end = position
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20 { end += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<end]), as: UTF8.self)
            position = end + 1
            return text
        }
        var utf8: [UInt8] = []
        utf8.reserveCapacity(end - position + 16)
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                position += 1
                try escape(into: &utf8)
            case 0..<0x20:
                throw failure("a control character inside a string (write it as an escape)")
            default:
                utf8.append(byte)
                position += 1
            }
        }
        throw failure("a string is not closed")
    }

    private mutating func escape(into utf8: inout [UInt8]) throws(SyntaxError) {
        guard position < bytes.count else { throw failure("a string is not closed") }
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(byte)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hexQuad()
            if (0xD800..<0xDC00).contains(scalar) {
                // A high surrogate must be followed by its low half.
                guard bytes[position...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else {
                    throw failure("a \\u surrogate is not followed by its other half")
                }
                position += 2
                let low = try hexQuad()
                guard (0xDC00..<0xE000).contains(low) else { throw failure("a \\u surrogate pair is broken") }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let unicode = Unicode.Scalar(scalar) else { throw failure("a \\u escape is not a character") }
            UTF8.encode(unicode) { utf8.append($0) }
        default:
            throw failure("an unknown escape in a string")
        }
    }

    private mutating func hexQuad() throws(SyntaxError) -> UInt32 {
        guard position + 4 <= bytes.count else { throw failure("a \\u escape needs four hex digits") }
        var value: UInt32 = 0
        for byte in bytes[position..<position + 4] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure("a \\u escape needs four hex digits")
            }
            value = value << 4 | UInt32(digit)
        }
        position += 4
        return value
    }

    private mutating func number() throws(SyntaxError) -> Double {
        let start = position
        var decimal = DecimalDigits()
        let isNegative = peek(UInt8(ascii: "-"))
        if isNegative { position += 1 }
        if peek(UInt8(ascii: "0")) {
            position += 1
            guard digits(into: &decimal) == 0 else { throw failure("a number may not start with 0") }
        } else {
            guard digits(into: &decimal) > 0 else { throw failure("a number needs digits") }
        }
        if peek(UInt8(ascii: ".")) {
            position += 1
            let fractionDigits = digits(into: &decimal)
            guard fractionDigits > 0 else { throw failure("a number needs digits after '.'") }
            decimal.exponent -= fractionDigits
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            position += 1
            let exponentIsNegative = peek(UInt8(ascii: "-"))
            if exponentIsNegative || peek(UInt8(ascii: "+")) { position += 1 }
            var exponent = DecimalDigits()
            let exponentDigits = digits(into: &exponent)
            guard exponentDigits > 0 else { throw failure("a number needs digits in its exponent") }
            if exponentDigits > 4 { decimal.isExact = false }
            decimal.exponent += exponentIsNegative ? -Int(exponent.significand) : Int(exponent.significand)
        }
        if let exact = decimal.exactValue { return isNegative ? -exact : exact }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw failure("a number is out of range") }
        return value
    }

    /// Skips ASCII digits, adding them to `decimal`, and says how many there were.
    private mutating func digits(into decimal: inout DecimalDigits) -> Int {
        decimal.appendDigits(of: bytes, at: &position)
    }

    private mutating func literal(_ word: StaticString) throws(SyntaxError) {
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard bytes[position...].starts(with: expected) else { throw failure("unexpected word where a value should be") }
        position += expected.count
    }

    private mutating func enterNesting() throws(SyntaxError) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw failure("nested more than \(Self.maximumDepth) deep") }
    }

    private func peek(_ byte: UInt8) -> Bool {
        position < bytes.count && bytes[position] == byte
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    private func failure(_ reason: String) -> SyntaxError {
        SyntaxError(reason, at: position, in: bytes)
    }
}
