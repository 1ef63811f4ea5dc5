import Dashboard
import WeatherCore

/// OSC 8 hyperlinks on a curses screen. ncurses has no notion of them, and bytes written
/// behind its back leave the cursor and the attributes where it does not believe them. So
/// after each refresh the cells of each link are printed again, in place, with the text and
/// attributes ncurses just gave them, between an OSC 8 that opens the link and one that closes
/// it; the attributes end reset, as a refresh leaves them, and the screen then tells ncurses
/// where the cursor is. These are the bytes, as a pure function of the frame.
///
/// Cursor movement and attributes are ECMA-48 (`CSI row ; column H`, SGR), which every
/// terminal that `TerminalEnvironment.supportsHyperlinks` accepts speaks.
enum HyperlinkOverprint {
    /// Cells on one row that link to the same target, left to right from `x`.
    struct Run: Equatable {
        var y: Int
        var x: Int
        var cells: [Cell]
        /// Nil for cells printed again without a link (those over a sixel picture).
        var link: Hyperlink?
    }

    /// The colours curses draws a style with, as palette indices (-1 the terminal's default),
    /// or nil for none.
    typealias PairColors = (CellStyle) -> (foreground: Int32, background: Int32)?

    /// The linked cells of the first `rows` × `columns` of a canvas. The bottom-right cell is
    /// left out: printing there could scroll a terminal that wraps at once.
    static func runs(in canvas: Canvas, rows: Int, columns: Int) -> [Run] {
        var runs: [Run] = []
        for y in 0..<min(rows, canvas.height) {
            let lastColumn = min(columns, canvas.width) - (y == rows - 1 ? 1 : 0)
            var x = 0
            while x < lastColumn {
                let cell = canvas[x, y]
                guard let link = cell.style.hyperlink, !cell.isContinuation, x + cell.width <= lastColumn else {
                    x += 1
                    continue
                }
                var run = Run(y: y, x: x, cells: [], link: link)
                while x < lastColumn, canvas[x, y].style.hyperlink == link, x + max(1, canvas[x, y].width) <= lastColumn {
                    let next = canvas[x, y]
                    if !next.isContinuation { run.cells.append(next) }
                    x += max(1, next.width)
                }
                runs.append(run)
            }
        }
        return runs
    }

    /// The cells of `rect` that are not blank, as runs without links: what a sixel painted
    /// over them hides, printed again after it (the names of places on the radar map).
    static func runs(ofTextIn rect: Rect, of canvas: Canvas) -> [Run] {
        var runs: [Run] = []
        for y in max(0, rect.y)..<min(canvas.height, rect.maxY) {
            var x = max(0, rect.x)
            while x < min(canvas.width, rect.maxX) {
                guard canvas[x, y] != .blank, !canvas[x, y].isContinuation else {
                    x += 1
                    continue
                }
                var run = Run(y: y, x: x, cells: [], link: nil)
                while x < min(canvas.width, rect.maxX), canvas[x, y] != .blank {
                    if !canvas[x, y].isContinuation { run.cells.append(canvas[x, y]) }
                    x += max(1, canvas[x, y].width)
                }
                runs.append(run)
            }
        }
        return runs
    }

    /// What to write after a refresh for `runs`: each moved to, opened, printed and closed,
    /// then the attributes reset. Empty when there are no runs.
    static func bytes(for runs: [Run], colors: PairColors) -> String {
        guard !runs.isEmpty else { return "" }
        var output = ""
        for run in runs {
            output += cursorPosition(y: run.y, x: run.x) + (run.link?.opening ?? "")
            var x = run.x
            var look: CellStyle?
            var needsPosition = false
            for cell in run.cells {
                if needsPosition { output += cursorPosition(y: run.y, x: x) }
                if cell.style != look {
                    output += sgr(for: cell.style, colors: colors)
                    look = cell.style
                }
                let text = printable(cell.grapheme)
                output += text
                x += cell.width
                // The terminal may measure a non-ASCII character differently from the canvas;
                // placing the next cell explicitly keeps the row where ncurses believes it.
                needsPosition = !text.unicodeScalars.allSatisfy(\.isASCII)
            }
            if run.link != nil { output += Hyperlink.closing }
        }
        return output + "\u{1B}[0m"
    }

    /// CUP to a zero-based row and column.
    static func cursorPosition(y: Int, x: Int) -> String { "\u{1B}[\(y + 1);\(x + 1)H" }

    /// A full SGR for a style as curses draws it, from a reset so nothing lingers.
    static func sgr(for style: CellStyle, colors: PairColors) -> String {
        var codes = ["0"]
        if style.isBold { codes.append("1") }
        if style.isDim { codes.append("2") }
        if style.isUnderlined { codes.append("4") }
        if style.isReversed { codes.append("7") }
        if let pair = colors(style) {
            if let code = colorCode(pair.foreground, isBackground: false) { codes.append(code) }
            if let code = colorCode(pair.background, isBackground: true) { codes.append(code) }
        }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    /// The SGR parameter for a palette index; nil for the default colour, which the reset set.
    private static func colorCode(_ index: Int32, isBackground: Bool) -> String? {
        switch index {
        case ..<0: nil
        case 0..<8: "\((isBackground ? 40 : 30) + index)"
        case 8..<16: "\((isBackground ? 100 : 90) + index - 8)"
        default: "\(isBackground ? 48 : 38);5;\(index)"
        }
    }

    /// A cell's text without anything a terminal would act on (as `TerminalText` defines it);
    /// a space if nothing is left.
    private static func printable(_ grapheme: String) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: grapheme.unicodeScalars.filter { !TerminalText.isTerminalControl($0) })
        return scalars.isEmpty ? " " : String(scalars)
    }
}
