import Foundation

/// The plain text `MarkupReader` writes: characters, and the breaks between them that tags and
/// the text's own new lines ask for. A break is settled only when the next character comes, so
/// that a new line written twice (`<br>` and a new line after it) is one, a paragraph is one
/// blank line however many tags close and open around it, and the text starts and ends with
/// neither blanks nor breaks.
struct PlainTextWriter {
    private(set) var text = ""
    /// `<br>`s since the last character: each is a new line.
    private var lineBreaks = 0
    /// The new lines the blocks opened or closed since the last character need (1, or 2 for a
    /// blank line between paragraphs).
    private var blockBreaks = 0
    /// New lines of the text itself since the last character.
    private var sourceBreaks = 0
    private var pendingSpace = false
    /// The last character written, so that "\r\n" is one new line.
    private var previous: Unicode.Scalar?

    /// At most one blank line in a row.
    static let mostBreaks = 2

    mutating func breakLine() { lineBreaks += 1 }

    mutating func breakBlock(_ lines: Int) { blockBreaks = max(blockBreaks, lines) }

    mutating func write(_ string: String) {
        for scalar in string.unicodeScalars { write(scalar) }
    }

    mutating func write(_ scalar: Unicode.Scalar) {
        defer { previous = scalar }
        switch scalar {
        case "\n" where previous == "\r": return
        case "\n", "\r": sourceBreaks += 1
        case _ where scalar.properties.isWhitespace: pendingSpace = true
        default:
            if !text.isEmpty {
                let breaks = min(Self.mostBreaks, max(lineBreaks, blockBreaks, sourceBreaks))
                if breaks > 0 {
                    text += String(repeating: "\n", count: breaks)
                } else if pendingSpace {
                    text += " "
                }
            }
            lineBreaks = 0
            blockBreaks = 0
            sourceBreaks = 0
            pendingSpace = false
            text.unicodeScalars.append(scalar)
        }
    }
}
