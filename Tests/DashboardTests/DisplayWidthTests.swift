import Testing
import TestSupport
@testable import Dashboard

/// The dashboard measures text as the terminal will draw it. ncurses places a cell by glibc's
/// `wcwidth` of its characters and tmux draws with the same table, scalar by scalar; a grapheme
/// cluster measured narrower than that pushes the rest of its row out of place.
@Suite struct DisplayWidthTests {
    /// Text of printable ASCII is measured a byte a column, without splitting it into
    /// characters: the same as measuring it character by character, for every pair of ASCII
    /// characters (a control, or "\r\n", which is one character, takes the long way).
    @Test func asciiTextMeasuresAsItsCharacters() {
        for first in 0..<128 {
            for second in 0..<128 {
                let text = String(decoding: [UInt8(first), UInt8(second), UInt8(ascii: "x")], as: UTF8.self)
                #expect(DisplayWidth.of(text) == text.reduce(0) { $0 + DisplayWidth.of($1) }, "\(first) \(second)")
            }
        }
    }

    /// Devanagari vowel signs and Thai and Lao SARA AM are letters of their own column inside
    /// one grapheme cluster; a virama, a tone mark or a vowel above takes none; a flag is two
    /// regional indicators of one column each; a ZWJ sequence and a skin tone are drawn as the
    /// emoji they join, side by side. An Arabic number sign spans the digits after it.
    @Test(arguments: [
        "हिन्दी", "क्षत्रिय", "क्\u{200D}ष", "ภาษาไทย", "น้ำ", "กี่", "ພາສາລາວ", "ຄຳ", "ເຂົ້າ", "🇩🇪", "🇳🇴 Oslo", "👩\u{200D}💻",
        "👍🏽", "각", "e\u{301}", "か\u{3099}", "東京", "䷀", "Zürich", "a\u{20DD}", "\u{600}١٢",
    ])
    func aClusterIsAsWideAsGlibcMeasuresItsCharacters(sample: String) {
        for character in sample {
            let scalars = character.unicodeScalars.map { String($0.value, radix: 16) }
            #expect(DisplayWidth.of(character) == GlibcColumns.width(of: character.unicodeScalars), "\(character) \(scalars)")
        }
    }

    /// Terminals give them no column; counted as one each they pushed an alert box's border
    /// two columns left of where it was drawn.
    @Test func lineAndParagraphSeparatorsTakeNoColumn() {
        #expect(DisplayWidth.of("a\u{2028}b\u{2029}c") == 3)
    }

    /// glibc says one column, terminals that draw emoji say two: two columns are kept, and the
    /// curses layer draws a space in the second where the terminal does not fill it.
    @Test func anEmojiPresentationSelectorKeepsTwoColumns() {
        #expect(DisplayWidth.of("☁\u{FE0F}") == 2)
        #expect(DisplayWidth.of("🏳\u{FE0F}\u{200D}🌈") == 4, "the white flag's two and the rainbow's two")
    }
}
