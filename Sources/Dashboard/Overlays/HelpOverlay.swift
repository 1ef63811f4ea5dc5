/// Every key the dashboard understands, as the model's `HelpContent` lists them. Wide panes
/// show full descriptions in one column; smaller ones short descriptions in two columns; where
/// even those are taller than the pane, the rows scroll (↑/↓, PgUp/PgDn) with a marker where
/// keys are hidden, so every key can be read at every size. The footer (a source's
/// disclaimer) follows the keys, and scrolls with them.
enum HelpOverlay {
    /// The help's rows, worked out once for drawing and for how far it may scroll.
    struct Content {
        var lines: [StyledLine]
        var width: Int
        /// Rows of the box's inside.
        var room: Int
        var isScrollable: Bool { lines.count > room }
        var maximumScroll: Int { max(0, lines.count - room) }
    }

    static func content(bounds: Rect, context: RenderContext) -> Content {
        let room = max(0, bounds.height - 2)
        // Full descriptions in one column, else short ones in two, whichever fits whole (the
        // footer included); else the two columns (one where two are too wide) scroll.
        let long = lines(columns: 1, long: true, bounds: bounds, context: context)
        let short = lines(columns: 2, long: false, bounds: bounds, context: context)
        let narrow = lines(columns: 1, long: false, bounds: bounds, context: context)
        let candidates = [long, short].filter { $0.width <= bounds.width - 4 }
        let chosen = candidates.first { $0.lines.count <= room } ?? (short.width <= bounds.width - 4 ? short : narrow)
        return Content(lines: chosen.lines, width: chosen.width, room: room)
    }

    /// The keys in `columns` columns (filled top to bottom), then the footer, and their width.
    private static func lines(columns: Int, long: Bool, bounds: Rect, context: RenderContext) -> (lines: [StyledLine], width: Int) {
        let theme = context.theme
        let help = context.model.help
        let isASCII = context.glyphs.set == .ascii
        let cells = help.entries.map { entry in
            (isASCII ? entry.asciiKeys : entry.keys, long ? entry.description : entry.shortDescription)
        }
        let rows = (cells.count + columns - 1) / columns
        // Each column is as wide as its own keys and descriptions, so short keys such as "a"
        // do not inherit the width of "←/→ h/l".
        let widths = (0..<columns).map { column -> (keyWidth: Int, width: Int) in
            let members = cells.indices.filter { $0 / max(1, rows) == column }.map { cells[$0] }
            let keyWidth = members.map { DisplayWidth.of($0.0) }.max() ?? 0
            return (keyWidth, keyWidth + 2 + (members.map { DisplayWidth.of($0.1) }.max() ?? 0))
        }
        let keysWidth = widths.reduce(0) { $0 + $1.width } + 2 * (columns - 1)
        func padding(_ count: Int) -> String { String(repeating: " ", count: max(0, count)) }
        var lines: [StyledLine] = (0..<rows).map { row in
            var line: StyledLine = []
            for column in 0..<columns {
                let index = column * rows + row
                guard cells.indices.contains(index) else { continue }
                let (key, description) = cells[index], width = widths[column]
                let gap = column == 0 ? "" : "  "
                let after = column == columns - 1 ? "" : padding(width.width - width.keyWidth - 2 - DisplayWidth.of(description))
                line += [Span(gap + key + padding(width.keyWidth - DisplayWidth.of(key) + 2), theme.accentStyle),
                         Span(description + after, theme.textStyle)]
            }
            return line
        }
        // The footer wraps to the keys' width (or a readable minimum).
        let footerWidth = max(keysWidth, min(bounds.width - 4, 40))
        let footer = help.footer.flatMap { TextLayout.wrapped(context.clean($0), width: max(1, footerWidth)) }
        guard !footer.isEmpty else { return (lines, keysWidth) }
        lines.append([])
        lines += footer.map { [Span($0, theme.mutedStyle)] }
        return (lines, footerWidth)
    }

    static func draw(into canvas: inout Canvas, bounds: Rect, scroll: Int, context: RenderContext) {
        let content = content(bounds: bounds, context: context)
        let words = context.words
        let scrollHint = words(.scrollHint, ["keys": "\(context.glyphs.scrollUp)/\(context.glyphs.scrollDown)"])
        let withScrollHint = [scrollHint, words(.closeHint)].joined(separator: context.glyphs.separator)
        // The scroll hint where it fits with ten columns of border to spare; the keys work without it.
        let hint = content.isScrollable && DisplayWidth.of(withScrollHint) + 10 <= bounds.width ? withScrollHint : words(.closeHint)
        let inner = OverlayFrame.draw(
            into: &canvas, bounds: bounds, contentWidth: content.width, contentHeight: content.lines.count,
            title: words(.keysTitle), hint: hint, context: context)
        guard !inner.isEmpty else { return }
        var shown = content.lines
        if content.isScrollable {
            let first = max(0, min(scroll, content.maximumScroll))
            shown = Array(content.lines.dropFirst(first).prefix(content.room))
            let muted = context.theme.mutedStyle, ellipsis = context.glyphs.ellipsis
            // A marker takes the place of a row, which it counts among those hidden.
            if first > 0, !shown.isEmpty { shown[0] = [Span("\(ellipsis) " + words(.linesAbove, count: first + 1), muted)] }
            let below = content.lines.count - first - content.room
            if below > 0, !shown.isEmpty { shown[shown.count - 1] = [Span("\(ellipsis) " + words(.linesBelow, count: below + 1), muted)] }
        }
        for (offset, line) in shown.prefix(inner.height).enumerated() {
            canvas.draw(line, x: inner.x, y: inner.y + offset, maxWidth: inner.width)
        }
    }
}
