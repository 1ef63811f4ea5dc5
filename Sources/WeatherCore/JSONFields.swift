import Foundation

/// Why a JSON value read by `JSONText` is not the value expected; only ever a miss, so it
/// carries no more than what a test needs to see.
public struct JSONFieldError: Error, Equatable {
    public let reason: String

    public init(_ reason: String) {
        self.reason = reason
    }
}

/// The members of one JSON object, read by the rules of Codable's synthesized decoding with
/// `JSONDecoder` and `.secondsSince1970` dates, which writes the files read this way: a
/// required member that is missing or null is an error, an optional one that is missing or
/// null is nil, a member of the wrong type is an error either way.
///
/// It exists for the files read at every start (the snapshot cache, places.json), where
/// `JSONDecoder` costs more than the rest of the read: the runtime scans every protocol
/// conformance of the binary once per decoded type. The writer stays `JSONEncoder`, and tests
/// decode the same files both ways, so the two readers cannot drift apart.
public struct JSONFields {
    private let members: JSONObject

    public init(_ value: JSONValue) throws(JSONFieldError) {
        guard case .object(let members) = value else { throw JSONFieldError("an object was expected") }
        self.members = members
    }

    /// The member, nil when it is missing or null (`decodeIfPresent`).
    public func optional(_ key: String) -> JSONValue? {
        guard let value = members[key] else { return nil }
        if case .null = value { return nil }
        return value
    }

    /// The member, which must be there and not null (`decode`).
    public func required(_ key: String) throws(JSONFieldError) -> JSONValue {
        guard let value = optional(key) else { throw JSONFieldError("\(key) is missing") }
        return value
    }

    public func string(_ key: String) throws(JSONFieldError) -> String { try required(key).asString() }
    public func optionalString(_ key: String) throws(JSONFieldError) -> String? { try optional(key)?.asString() }
    public func double(_ key: String) throws(JSONFieldError) -> Double { try required(key).asDouble() }
    public func optionalDouble(_ key: String) throws(JSONFieldError) -> Double? { try optional(key)?.asDouble() }
    public func int(_ key: String) throws(JSONFieldError) -> Int { try required(key).asInt() }
    public func optionalInt(_ key: String) throws(JSONFieldError) -> Int? { try optional(key)?.asInt() }
    public func bool(_ key: String) throws(JSONFieldError) -> Bool { try required(key).asBool() }
    public func date(_ key: String) throws(JSONFieldError) -> Date { try required(key).asDate() }
    public func optionalDate(_ key: String) throws(JSONFieldError) -> Date? { try optional(key)?.asDate() }
    public func url(_ key: String) throws(JSONFieldError) -> URL { try required(key).asURL() }

    /// A member holding a raw value of `Kind`; an unknown raw value is an error, as in
    /// synthesized decoding.
    public func rawValue<Kind: RawRepresentable>(_ key: String, as kind: Kind.Type) throws(JSONFieldError) -> Kind
    where Kind.RawValue == String {
        try required(key).asRawValue(kind)
    }

    public func optionalRawValue<Kind: RawRepresentable>(_ key: String, as kind: Kind.Type) throws(JSONFieldError) -> Kind?
    where Kind.RawValue == String {
        try optional(key)?.asRawValue(kind)
    }

    public func array<Element>(
        _ key: String, _ element: (JSONValue) throws(JSONFieldError) -> Element
    ) throws(JSONFieldError) -> [Element] {
        try required(key).asArray(element)
    }

    public func optionalArray<Element>(
        _ key: String, _ element: (JSONValue) throws(JSONFieldError) -> Element
    ) throws(JSONFieldError) -> [Element]? {
        try optional(key)?.asArray(element)
    }

    /// An object whose member names are raw values of `Key` (how `JSONEncoder` writes a
    /// dictionary keyed by a `CodingKeyRepresentable` enum); an unknown name is an error.
    public func dictionary<Key: RawRepresentable & Hashable, Value>(
        _ key: String, keyedBy keyType: Key.Type, _ element: (JSONValue) throws(JSONFieldError) -> Value
    ) throws(JSONFieldError) -> [Key: Value] where Key.RawValue == String {
        guard case .object(let members) = try required(key) else { throw JSONFieldError("\(key) is not an object") }
        var dictionary: [Key: Value] = [:]
        for (name, value) in members {
            guard let typed = Key(rawValue: name) else { throw JSONFieldError("\(key) has an unknown key \(name)") }
            dictionary[typed] = try element(value)
        }
        return dictionary
    }
}

extension JSONValue {
    public func asString() throws(JSONFieldError) -> String {
        guard case .string(let text) = self else { throw JSONFieldError("a string was expected") }
        return text
    }

    public func asDouble() throws(JSONFieldError) -> Double {
        guard case .number(let number) = self else { throw JSONFieldError("a number was expected") }
        return number
    }

    /// A number without a fraction that fits an `Int`, as `JSONDecoder` accepts one (`3`, `3.0`, `3e0`).
    public func asInt() throws(JSONFieldError) -> Int {
        guard let integer = Int(exactly: try asDouble()) else { throw JSONFieldError("a whole number was expected") }
        return integer
    }

    public func asBool() throws(JSONFieldError) -> Bool {
        guard case .bool(let flag) = self else { throw JSONFieldError("true or false was expected") }
        return flag
    }

    /// Seconds since 1970, the cache's date strategy.
    public func asDate() throws(JSONFieldError) -> Date {
        Date(timeIntervalSince1970: try asDouble())
    }

    /// An absolute URL as `JSONEncoder` writes one: its string.
    public func asURL() throws(JSONFieldError) -> URL {
        guard let url = URL(string: try asString()) else { throw JSONFieldError("a URL was expected") }
        return url
    }

    public func asRawValue<Kind: RawRepresentable>(_ kind: Kind.Type) throws(JSONFieldError) -> Kind where Kind.RawValue == String {
        let raw = try asString()
        guard let value = Kind(rawValue: raw) else { throw JSONFieldError("\(raw) is not a known value") }
        return value
    }

    public func asArray<Element>(_ element: (JSONValue) throws(JSONFieldError) -> Element) throws(JSONFieldError) -> [Element] {
        guard case .array(let elements) = self else { throw JSONFieldError("an array was expected") }
        var values: [Element] = []
        values.reserveCapacity(elements.count)
        for value in elements { values.append(try element(value)) }
        return values
    }

    public func asFields() throws(JSONFieldError) -> JSONFields { try JSONFields(self) }
}
