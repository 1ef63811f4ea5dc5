import Testing
import WeatherCore

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
        #expect(throws: JSONTextError.self) { try JSONText.parse(text) }
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
        #expect(throws: JSONTextError.self) { try JSONText.parse(String(repeating: "[", count: 65) + String(repeating: "]", count: 65)) }
        #expect(throws: Never.self) { try JSONText.parse(String(repeating: "[", count: 64) + String(repeating: "]", count: 64)) }
    }
}
