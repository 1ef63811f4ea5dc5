import Foundation
import Dashboard

extension Canvas {
    /// The canvas as text with its styles, for golden files that check colour and bold too:
    /// each row of text is followed by a row of letters, one per column, naming the style of
    /// that cell (a blank for the terminal's default style), and a legend at the end says what
    /// each letter stands for, such as `b = fg #FFB000, bold`. Letters are given in order of
    /// first appearance, so an unchanged frame gives an unchanged file. Styles are told apart
    /// by what the legend says, which leaves out hyperlink targets (tested on their own), so
    /// each alert's link does not get a letter of its own.
    public var styledText: String {
        var letters: [String: Character] = [:]
        var legend: [String] = []
        // Single-width characters only, so the letters stay under their cells (temperature
        // bars alone bring dozens of shades).
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&*+-/:;<=>@^_~"
            + "αβγδεζηθικλμνξοπρστυφχψωΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩ")
        var rows: [String] = []
        for y in 0..<height {
            var text = ""
            var styles = ""
            for x in 0..<width {
                let cell = self[x, y]
                if !cell.isContinuation { text += cell.grapheme }
                guard cell.style != .plain else {
                    styles.append(" ")
                    continue
                }
                let description = Self.describe(cell.style)
                if letters[description] == nil {
                    let letter = letters.count < alphabet.count ? alphabet[letters.count] : "?"
                    letters[description] = letter
                    legend.append("\(letter) = \(description)")
                }
                styles.append(letters[description] ?? "?")
            }
            rows.append(text.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression))
            rows.append(styles.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression))
        }
        return (rows + ["", "styles:"] + legend).joined(separator: "\n") + "\n"
    }

    private static func describe(_ style: CellStyle) -> String {
        func hex(_ color: RGB) -> String {
            "#" + [color.red, color.green, color.blue].map { String($0, radix: 16, uppercase: true) }
                .map { $0.count == 1 ? "0" + $0 : $0 }.joined()
        }
        var parts: [String] = []
        if let foreground = style.foreground { parts.append("fg \(hex(foreground))") }
        if let background = style.background { parts.append("bg \(hex(background))") }
        if style.isBold { parts.append("bold") }
        if style.isDim { parts.append("dim") }
        if style.isUnderlined { parts.append("underlined") }
        if style.isReversed { parts.append("reversed") }
        return parts.joined(separator: ", ")
    }
}
