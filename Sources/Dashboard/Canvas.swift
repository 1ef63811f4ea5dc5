/// A 24-bit colour; the terminal layer maps it down to what the terminal can show.
public struct RGB: Hashable, Sendable, Codable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }
}

public struct CellStyle: Hashable, Sendable {
    public var foreground: RGB?
    public var background: RGB?
    public var isBold: Bool
    public var isDim: Bool
    public var isUnderlined: Bool
    public var isReversed: Bool
    /// The link these cells show, which a terminal with OSC 8 support makes clickable. Like
    /// bold or a colour it belongs to the cells, so a frame knows exactly which cells link where.
    public var hyperlink: Hyperlink? {
        get { hyperlinkID == 0 ? nil : Hyperlink(id: hyperlinkID) }
        set { hyperlinkID = newValue?.id ?? 0 }
    }
    /// `hyperlink`'s number, 0 for none: a plain number keeps every cell plain data.
    private var hyperlinkID: UInt32 = 0

    public init(
        foreground: RGB? = nil, background: RGB? = nil, isBold: Bool = false, isDim: Bool = false,
        isUnderlined: Bool = false, isReversed: Bool = false, hyperlink: Hyperlink? = nil
    ) {
        self.foreground = foreground
        self.background = background
        self.isBold = isBold
        self.isDim = isDim
        self.isUnderlined = isUnderlined
        self.isReversed = isReversed
        self.hyperlinkID = hyperlink?.id ?? 0
    }

    public static let plain = CellStyle()
}

/// One terminal column. A wide grapheme (CJK, most emoji) occupies its own cell with width 2
/// and the cell to its right with width 0, so every row always has exactly `width` columns.
/// A cell holds what curses places as one: a character that takes columns and the zero-width
/// ones after it (`DisplayWidth.cells(of:)`); a cluster of several such is several cells.
public struct Cell: Hashable, Sendable {
    public var grapheme: String
    /// 1 or 2 for a cell that starts a grapheme, 0 for the right half of a wide one.
    public var width: Int
    public var style: CellStyle

    public init(grapheme: String, width: Int, style: CellStyle) {
        self.grapheme = grapheme
        self.width = width
        self.style = style
    }

    public static let blank = Cell(grapheme: " ", width: 1, style: .plain)
    public var isContinuation: Bool { width == 0 }
}

public struct Rect: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width <= 0 || height <= 0 }
}

/// A grid of cells that `render` draws into and the terminal copies to the screen.
public struct Canvas: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public private(set) var cells: [Cell]
    /// A picture in real pixels over some of the cells (the radar map where the terminal draws
    /// pixels); the cells under it still say what a text-only screen shows.
    public var picture: CanvasPicture?

    public init(width: Int, height: Int, fill: Cell = .blank) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.cells = Array(repeating: fill, count: self.width * self.height)
    }

    public subscript(x: Int, y: Int) -> Cell {
        cells[y * width + x]
    }

    /// Draws `text` from column `x` of row `y`, clipped to `maxWidth` columns (and the canvas).
    /// A grapheme cluster is drawn whole or not at all: one that would not fit ends the text,
    /// and the columns left to the limit are blanked, so nothing older shows beside a cut text.
    /// Returns the number of columns written, blanks included.
    @discardableResult
    public mutating func draw(_ text: String, x: Int, y: Int, style: CellStyle = .plain, maxWidth: Int? = nil) -> Int {
        guard y >= 0, y < height, x < width else { return 0 }
        let limit = min(width, x + (maxWidth ?? width))
        var column = x
        for character in text {
            let characterWidth = DisplayWidth.of(character)
            if characterWidth == 0 { continue }
            if column + characterWidth > limit {
                while column < limit {
                    put(Cell(grapheme: " ", width: 1, style: style), x: column, y: y)
                    column += 1
                }
                break
            }
            if character.unicodeScalars.count == 1 {
                put(String(character), width: characterWidth, x: column, y: y, style: style)
            } else {
                // A cluster is as many cells as the terminal draws it in (a Devanagari syllable,
                // a flag's two halves): each cell is what curses can place as one.
                var cellColumn = column
                for cell in DisplayWidth.cells(of: character) {
                    put(cell.grapheme, width: cell.width, x: cellColumn, y: y, style: style)
                    cellColumn += cell.width
                }
            }
            column += characterWidth
        }
        return max(0, column - x)
    }

    /// A grapheme of one or two columns, the second a continuation; nothing left of the canvas.
    private mutating func put(_ grapheme: String, width cellWidth: Int, x: Int, y: Int, style: CellStyle) {
        guard x >= 0 else { return }
        put(Cell(grapheme: grapheme, width: cellWidth, style: style), x: x, y: y)
        if cellWidth == 2 { put(Cell(grapheme: "", width: 0, style: style), x: x + 1, y: y) }
    }

    /// Fills a rectangle with one cell.
    public mutating func fill(_ rect: Rect, with cell: Cell = .blank) {
        for row in max(0, rect.y)..<min(height, rect.maxY) {
            for column in max(0, rect.x)..<min(width, rect.maxX) {
                put(cell, x: column, y: row)
            }
        }
    }

    /// Copies `other` with its top-left corner at (`x`, `y`), clipped to this canvas: a
    /// picture drawn elsewhere (the radar map's frames) placed whole, its pixels too.
    public mutating func draw(_ other: Canvas, x: Int, y: Int) {
        if var picture = other.picture {
            picture.x += x
            picture.y += y
            self.picture = picture
        }
        for row in 0..<other.height where (0..<height).contains(y + row) {
            for column in 0..<other.width where (0..<width).contains(x + column) {
                put(other.cells[row * other.width + column], x: x + column, y: y + row)
            }
        }
    }

    /// Changes the style of existing cells without touching their text (highlights, bars).
    public mutating func restyle(_ rect: Rect, _ change: (inout CellStyle) -> Void) {
        for row in max(0, rect.y)..<min(height, rect.maxY) {
            for column in max(0, rect.x)..<min(width, rect.maxX) {
                change(&cells[row * width + column].style)
            }
        }
    }

    /// Writes one cell, repairing a wide grapheme that the write cuts in half.
    private mutating func put(_ cell: Cell, x: Int, y: Int) {
        guard x >= 0, x < width, y >= 0, y < height else { return }
        let index = y * width + x
        let old = cells[index]
        // Also when the new cell is itself a continuation: a wide grapheme written one column
        // to the right of another must not leave the old one's right half orphaned.
        if old.width == 2, x + 1 < width {
            cells[index + 1] = Cell(grapheme: " ", width: 1, style: old.style)
        }
        if old.width == 0, x > 0, cells[index - 1].width == 2 {
            cells[index - 1] = Cell(grapheme: " ", width: 1, style: cells[index - 1].style)
        }
        cells[index] = cell
    }

    /// The rows as plain text, trailing spaces removed: what snapshot tests compare, and what
    /// `--print` writes without colours. Made as bytes: appending each cell's text to a string
    /// was a twentieth of a `--print`.
    public var plainText: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(height * (width + 1))
        for row in 0..<height {
            if row > 0 { bytes.append(UInt8(ascii: "\n")) }
            // Just past the line's last cell that is not a space.
            var contentEnd = bytes.count
            for column in 0..<width {
                let cell = cells[row * width + column]
                guard !cell.isContinuation, !cell.grapheme.isEmpty else { continue }
                bytes.append(contentsOf: cell.grapheme.utf8)
                if cell.grapheme != " " { contentEnd = bytes.count }
            }
            bytes.removeSubrange(contentEnd..<bytes.count)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
