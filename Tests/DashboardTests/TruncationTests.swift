import Testing
@testable import Dashboard

/// A name too long for its room is cut at a character and ends in the ellipsis; printable
/// ASCII is cut by its bytes, which must be the same cut.
@Suite struct TruncationTests {
    /// The cut as made for any text: whole characters while they fit beside the ellipsis,
    /// no trailing blank.
    private func reference(_ text: String, _ width: Int, _ ellipsis: String) -> String {
        guard width > 0 else { return "" }
        if DisplayWidth.of(text) <= width { return text }
        let ellipsisWidth = DisplayWidth.of(ellipsis)
        var result = ""
        var used = 0
        for character in text {
            let characterWidth = DisplayWidth.of(character)
            if used + characterWidth > width - ellipsisWidth { break }
            result.append(character)
            used += characterWidth
        }
        while result.last == " " { result.removeLast() }
        return result + (ellipsisWidth <= width ? ellipsis : "")
    }

    @Test func asciiIsCutAsEveryTextIs() {
        for text in ["Oklahoma City", "Place 10", "a b c d e f", "Llanfairpwllgwyngyll", "x", ""] {
            for ellipsis in ["…", "...", ""] {
                for width in 0...16 {
                    #expect(TextLayout.truncated(text, toWidth: width, ellipsis: ellipsis) == reference(text, width, ellipsis), "\(text) \(width) \(ellipsis)")
                }
            }
        }
    }

    @Test func wideTextIsCutAtAWholeCharacter() {
        #expect(TextLayout.truncated("東京都新宿区", toWidth: 6, ellipsis: "…") == "東京…")
        #expect(TextLayout.truncated("Zürich Flughafen", toWidth: 8, ellipsis: "…") == "Zürich…")
    }
}
