import Testing
@testable import WeatherCore

@Suite("JSON text reader")
struct JSONTextTests {
    @Test func valuesOfEveryKind() throws {
        let value = try JSONText.parse(#" {"a": [1, -2.5e1, true, false, null], "b": {"c": "d"}} "#)
        #expect(value == .object([
            "a": .array([.number(1), .number(-25), .bool(true), .bool(false), .null]),
            "b": .object(["c": .string("d")]),
        ]))
    }

    @Test func escapesAndCharactersBeyondTheBasicPlane() throws {
        #expect(try JSONText.parse(#""a\"b\\c\/d\n\t\u00e9\ud83c\udf27""#) == .string("a\"b\\c/d\n\té🌧"))
        #expect(try JSONText.parse("\"Schnee – 雪\"") == .string("Schnee – 雪"))
        #expect(try JSONText.parse("\u{FEFF}[]") == .array([]))
    }

    @Test(arguments: [
        ("{\"a\": 1, \"a\": 2}", "appears twice"),
        ("{\"a\": 1,}", "a key in quotes"),
        ("[1 2]", "',' or ']'"),
        ("\"open", "not closed"),
        ("\"a\u{01}b\"", "control character"),
        ("01", "may not start with 0"),
        ("\"\\ud83c\"", "surrogate"),
        ("\"\\x\"", "unknown escape"),
        ("[] []", "after the end"),
        ("", "ends where a value"),
        ("tru", "unexpected word"),
        ("1e999", "out of range"),
    ])
    func mistakesAreRefusedWithTheirReason(text: String, reason: String) {
        #expect(throws: SyntaxError.self) { try JSONText.parse(text) }
        do {
            _ = try JSONText.parse(text)
        } catch {
            #expect(error.reason.contains(reason), "\(error)")
        }
    }

    @Test func theErrorNamesTheLine() {
        do {
            _ = try JSONText.parse("{\n\"a\": 1,\n\"b\" 2\n}")
            Issue.record("parsed")
        } catch {
            #expect(error.line == 3)
        }
    }

    @Test func nestingHasALimit() {
        #expect(throws: SyntaxError.self) { try JSONText.parse(String(repeating: "[", count: 65) + String(repeating: "]", count: 65)) }
        #expect(throws: Never.self) { try JSONText.parse(String(repeating: "[", count: 64) + String(repeating: "]", count: 64)) }
    }

    @Test func objectsKeepTheirMembersInTheOrderOfTheText() throws {
        let members = try #require(JSONText.parse(#"{"b": 1, "a": {"d": null, "c": []}}"#).object)
        #expect(members.map(\.key) == ["b", "a"])
        #expect(members["a"]?.object?.map(\.key) == ["d", "c"])
        #expect(members["a"]?.object?["d"] == .null)
        #expect(members["z"] == nil)
    }

    @Test func objectsAreEqualWithTheirMembersInAnyOrder() throws {
        #expect(try JSONText.parse(#"{"a": 1, "b": [true]}"#) == JSONText.parse(#"{"b": [true], "a": 1}"#))
        #expect(try JSONText.parse(#"{"a": 1, "b": 2}"#) != JSONText.parse(#"{"a": 1, "b": 3}"#))
        #expect(try JSONText.parse(#"{"a": 1}"#) != JSONText.parse(#"{"a": 1, "b": 2}"#))
    }

    /// Small objects check a new key against each member, large ones against a set of them:
    /// a repeat is refused on both sides of the switch, and a large object reads whole.
    @Test(arguments: [2, 15, 16, 17, 40])
    func aRepeatedKeyIsRefusedInObjectsOfEverySize(members: Int) throws {
        let distinct = (0..<members).map { "\"k\($0)\": \($0)" }
        let object = try #require(JSONText.parse("{" + distinct.joined(separator: ", ") + "}").object)
        #expect(object.count == members)
        #expect(object["k\(members - 1)"] == .number(Double(members - 1)))
        for repeated in [0, members / 2, members - 1] {
            let text = "{" + (distinct + ["\"k\(repeated)\": true"]).joined(separator: ", ") + "}"
            #expect(throws: SyntaxError(line: 1, reason: "the key \"k\(repeated)\" appears twice")) { try JSONText.parse(text) }
        }
    }

    /// Numbers are read from their digits where that is exact and from their text otherwise:
    /// either way the same `Double` as `Double(String)`, to the bit.
    @Test(arguments: [
        "0", "-0", "7", "-12", "52.52437", "13.41053", "1764600000", "1764600000.5", "0.1", "0.30000000000000004",
        "4.35", "-2.5e-3", "1E+2", "3.0e0", "1e22", "1e23", "1e-22", "1e-23", "0.000001234", "9007199254740992",
        "9007199254740993", "18446744073709551616", "123456789012345678901234567890", "1.7976931348623157e308",
        "5e-324", "1e-400", "2.2250738585072014e-308", "1.00000000000000000000000000001", "0.0000000000000000000000001",
        "1e0000000000000000000002",
    ])
    func numbersAreReadAsDoubleReadsTheirText(text: String) throws {
        let expected = try #require(Double(text))
        guard case .number(let number) = try JSONText.parse(text) else {
            Issue.record("not a number")
            return
        }
        #expect(number.bitPattern == expected.bitPattern, "\(number) is not \(expected)")
        #expect(try JSONText.parse("[\(text)]") == .array([.number(expected)]))
    }

    @Test func aTextAndItsBytesReadAlike() throws {
        let text = "\u{FEFF}{\"Schnee\": \"雪 \\u2013 \\ud83c\\udf27\", \"n\": [-1.5, 2e3]}"
        #expect(try JSONText.parse(text) == JSONText.parse(Array(text.utf8)))
        #expect(try JSONText.parse(text) == .object(["Schnee": .string("雪 – 🌧"), "n": .array([.number(-1.5), .number(2000)])]))
    }
}
