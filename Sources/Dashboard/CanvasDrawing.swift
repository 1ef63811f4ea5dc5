/// Drawing helpers the panels share: spans, boxes and cell-exact icon slots.
extension Canvas {
    /// Draws spans left to right, clipped to `maxWidth`. Returns the columns written.
    @discardableResult
    mutating func draw(_ line: StyledLine, x: Int, y: Int, maxWidth: Int) -> Int {
        var used = 0
        for span in line where used < maxWidth {
            used += draw(span.text, x: x + used, y: y, style: span.style, maxWidth: maxWidth - used)
        }
        return used
    }

    /// Draws text right-aligned so that it ends at column `maxX`.
    @discardableResult
    mutating func drawRightAligned(_ text: String, maxX: Int, y: Int, style: CellStyle) -> Int {
        let width = DisplayWidth.of(text)
        return draw(text, x: maxX - width, y: y, style: style, maxWidth: width)
    }

    /// Draws an icon in a fixed two-column slot so that columns after it line up whatever
    /// glyph set is used (a one-column symbol is followed by a space).
    mutating func drawIcon(_ icon: String, x: Int, y: Int, style: CellStyle) {
        draw("  ", x: x, y: y, style: style, maxWidth: Glyphs.iconWidth)
        draw(icon, x: x, y: y, style: style, maxWidth: Glyphs.iconWidth)
    }

    /// Draws a rounded (or ASCII) box with an optional title on its top border and an optional
    /// note at the right of its bottom border. Returns the rectangle inside the border, with
    /// one column of padding on each side.
    @discardableResult
    mutating func drawBox(
        _ rect: Rect, title: StyledLine? = nil, bottomNote: StyledLine? = nil, glyphs: Glyphs, theme: Theme,
        clear: Bool = true
    ) -> Rect {
        guard rect.width >= 2, rect.height >= 2 else { return Rect(x: rect.x, y: rect.y, width: 0, height: 0) }
        let border = theme.borderStyle
        if clear { fill(Rect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)) }
        // Border glyphs are one column wide in every set, so the edges are filled cell by cell
        // rather than measured character by character: a frame has a box edge on most rows.
        let horizontal = Cell(grapheme: glyphs.horizontal, width: 1, style: border)
        let vertical = Cell(grapheme: glyphs.vertical, width: 1, style: border)
        fill(Rect(x: rect.x + 1, y: rect.y, width: rect.width - 2, height: 1), with: horizontal)
        fill(Rect(x: rect.x + 1, y: rect.maxY - 1, width: rect.width - 2, height: 1), with: horizontal)
        fill(Rect(x: rect.x, y: rect.y + 1, width: 1, height: rect.height - 2), with: vertical)
        fill(Rect(x: rect.maxX - 1, y: rect.y + 1, width: 1, height: rect.height - 2), with: vertical)
        draw(glyphs.topLeft, x: rect.x, y: rect.y, style: border)
        draw(glyphs.topRight, x: rect.maxX - 1, y: rect.y, style: border)
        draw(glyphs.bottomLeft, x: rect.x, y: rect.maxY - 1, style: border)
        draw(glyphs.bottomRight, x: rect.maxX - 1, y: rect.maxY - 1, style: border)
        if let title, rect.width > 6 {
            var line: StyledLine = [Span(" ", border)] + title + [Span(" ", border)]
            let room = rect.width - 4
            if line.width > room {
                let plain = title.map(\.text).joined()
                let style = title.first?.style ?? theme.titleStyle
                line = [Span(" ", border), Span(TextLayout.truncated(plain, toWidth: room - 2, ellipsis: glyphs.ellipsis), style), Span(" ", border)]
            }
            draw(line, x: rect.x + 1, y: rect.y, maxWidth: room + 2)
        }
        if let bottomNote, rect.width > 8 {
            let line: StyledLine = [Span(" ", border)] + bottomNote + [Span(" ", border)]
            let width = min(line.width, rect.width - 4)
            draw(line, x: rect.maxX - 2 - width, y: rect.maxY - 1, maxWidth: width)
        }
        return Rect(x: rect.x + 2, y: rect.y + 1, width: rect.width - 4, height: rect.height - 2)
    }
}
