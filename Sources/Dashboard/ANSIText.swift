extension Canvas {
    /// The canvas as text with ANSI SGR escapes, for printing to a terminal. Escapes are
    /// emitted only when the style changes, and every line ends with a reset so a cut-off
    /// line cannot bleed colour into the shell prompt. Trailing default-style blanks are trimmed.
    /// With `hyperlinks`, cells that carry a link are wrapped in OSC 8, closed before each
    /// line ends; without, links are left out and their cells are text like any other.
    public func ansiText(colors: ColorCapability, hyperlinks: Bool = false) -> String {
        var output = ""
        output.reserveCapacity(width * height * 2)
        for row in 0..<height {
            var end = width
            while end > 0, cells[row * width + end - 1].grapheme == " ", cells[row * width + end - 1].style == .plain { end -= 1 }
            var current = CellStyle.plain
            var link: Hyperlink?
            for column in 0..<end {
                let cell = cells[row * width + column]
                if cell.isContinuation { continue }
                if hyperlinks, cell.style.hyperlink != link {
                    output += cell.style.hyperlink?.opening ?? Hyperlink.closing
                    link = cell.style.hyperlink
                }
                // The link is not part of the look: it must not cost an SGR of its own.
                var look = cell.style
                look.hyperlink = nil
                if look != current {
                    output += Self.sgr(for: look, colors: colors)
                    current = look
                }
                output += cell.grapheme
            }
            if link != nil { output += Hyperlink.closing }
            if current != .plain { output += "\u{1B}[0m" }
            if row < height - 1 { output += "\n" }
        }
        return output
    }

    /// A full SGR sequence for a style, starting from a reset so no attribute lingers.
    static func sgr(for style: CellStyle, colors: ColorCapability) -> String {
        var codes = ["0"]
        if style.isBold { codes.append("1") }
        if style.isDim { codes.append("2") }
        if style.isUnderlined { codes.append("4") }
        if style.isReversed { codes.append("7") }
        if let foreground = style.foreground, let code = colorCode(foreground, colors: colors, isBackground: false) { codes.append(code) }
        if let background = style.background, let code = colorCode(background, colors: colors, isBackground: true) { codes.append(code) }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    private static func colorCode(_ color: RGB, colors: ColorCapability, isBackground: Bool) -> String? {
        switch colors {
        case .trueColor:
            return "\(isBackground ? 48 : 38);2;\(color.red);\(color.green);\(color.blue)"
        case .xterm256:
            return "\(isBackground ? 48 : 38);5;\(ColorPalette.xterm256Index(for: color))"
        case .ansi16:
            let index = Int(ColorPalette.ansiIndex(for: color, count: 16))
            let base = index < 8 ? (isBackground ? 40 : 30) : (isBackground ? 100 : 90)
            return "\(base + index % 8)"
        case .none:
            return nil
        }
    }
}
