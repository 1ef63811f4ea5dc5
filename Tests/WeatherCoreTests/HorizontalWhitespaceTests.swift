import Foundation
import Testing
import WeatherCore

/// The settings every start trims are trimmed without Foundation, exactly as Foundation's
/// `trimmingCharacters(in: .whitespaces)` trims them.
@Suite("Trimming spaces and tabs")
struct HorizontalWhitespaceTests {
    static let samples = [
        "", " ", "\t", "  http://127.0.0.1:9 ", "\thttps://example.org/x\t", "Berlin", " 3 ",
        "\u{00A0}nbsp\u{00A0}", "\u{3000}全角\u{3000}", "\u{2009}thin\u{202F}", "line\n", "\nline",
        "a b", "e\u{0301} ", " 🇩🇪 ", "\u{200B}zero-width\u{200B}", "\r\n",
    ]

    @Test(arguments: samples)
    func trimsAsFoundationDoes(text: String) {
        #expect(text.trimmingHorizontalWhitespace() == text.trimmingCharacters(in: .whitespaces))
    }

    /// Every scalar, at the end of a text: trimmed by both or by neither.
    @Test func everyScalarIsTrimmedAsFoundationTrimsIt() {
        var differing: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "a" + String(Character(scalar))
            if (text.trimmingHorizontalWhitespace() == "a") != (text.trimmingCharacters(in: .whitespaces) == "a") {
                differing.append(String(value, radix: 16))
            }
        }
        #expect(differing == [])
    }
}
