/// How many colours the terminal that receives `--print` output can show.
public enum ColorDepth: String, Sendable, CaseIterable {
    case trueColor
    case palette256
    case ansi16
    /// No colour, but bold, dim, underline and reverse still mark titles and selections.
    case none
}

extension Canvas {
    /// The canvas as text with ANSI SGR escapes, for printing to a terminal. Escapes are
    /// emitted only when the style changes, and every line ends with a reset so a cut-off
    /// line cannot bleed colour into the shell prompt. Trailing default-style blanks are trimmed.
    public func ansiText(colors: ColorDepth) -> String {
        var output = ""
        output.reserveCapacity(width * height * 2)
        for row in 0..<height {
            var end = width
            while end > 0, cells[row * width + end - 1].grapheme == " ", cells[row * width + end - 1].style == .plain { end -= 1 }
            var current = CellStyle.plain
            for column in 0..<end {
                let cell = cells[row * width + column]
                if cell.isContinuation { continue }
                if cell.style != current {
                    output += Self.sgr(for: cell.style, colors: colors)
                    current = cell.style
                }
                output += cell.grapheme
            }
            if current != .plain { output += "\u{1B}[0m" }
            if row < height - 1 { output += "\n" }
        }
        return output
    }

    /// A full SGR sequence for a style, starting from a reset so no attribute lingers.
    static func sgr(for style: CellStyle, colors: ColorDepth) -> String {
        var codes = ["0"]
        if style.isBold { codes.append("1") }
        if style.isDim { codes.append("2") }
        if style.isUnderlined { codes.append("4") }
        if style.isReversed { codes.append("7") }
        if let foreground = style.foreground, let code = colorCode(foreground, colors: colors, isBackground: false) { codes.append(code) }
        if let background = style.background, let code = colorCode(background, colors: colors, isBackground: true) { codes.append(code) }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    private static func colorCode(_ color: RGB, colors: ColorDepth, isBackground: Bool) -> String? {
        switch colors {
        case .trueColor:
            return "\(isBackground ? 48 : 38);2;\(color.red);\(color.green);\(color.blue)"
        case .palette256:
            return "\(isBackground ? 48 : 38);5;\(palette256Index(color))"
        case .ansi16:
            let index = ansi16Index(color)
            let base = index < 8 ? (isBackground ? 40 : 30) : (isBackground ? 100 : 90)
            return "\(base + index % 8)"
        case .none:
            return nil
        }
    }

    /// The nearer of the 6×6×6 cube colour and the grey ramp entry.
    static func palette256Index(_ color: RGB) -> Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func nearestLevel(_ value: UInt8) -> Int {
            levels.indices.min { abs(levels[$0] - Int(value)) < abs(levels[$1] - Int(value)) } ?? 0
        }
        let r = nearestLevel(color.red), g = nearestLevel(color.green), b = nearestLevel(color.blue)
        let cube = (levels[r], levels[g], levels[b])
        let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
        let greyIndex = max(0, min(23, (average - 8 + 5) / 10))
        let grey = 8 + greyIndex * 10
        func distance(_ a: (Int, Int, Int)) -> Int {
            let dr = a.0 - Int(color.red), dg = a.1 - Int(color.green), db = a.2 - Int(color.blue)
            return dr * dr + dg * dg + db * db
        }
        return distance((grey, grey, grey)) < distance(cube) ? 232 + greyIndex : 16 + 36 * r + 6 * g + b
    }

    /// Nearest of the 16 standard colours (xterm's defaults), 0–7 normal, 8–15 bright.
    static func ansi16Index(_ color: RGB) -> Int {
        let palette: [(Int, Int, Int)] = [
            (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
            (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
        ]
        func distance(_ entry: (Int, Int, Int)) -> Int {
            let dr = entry.0 - Int(color.red), dg = entry.1 - Int(color.green), db = entry.2 - Int(color.blue)
            return dr * dr + dg * dg + db * db
        }
        return palette.indices.min { distance(palette[$0]) < distance(palette[$1]) } ?? 7
    }
}
