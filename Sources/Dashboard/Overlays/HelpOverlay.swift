/// Every key the dashboard understands. Wide panes show full descriptions in one column;
/// small ones switch to short descriptions in two columns so that every key still fits.
enum HelpOverlay {
    struct Entry {
        let keys: String
        let asciiKeys: String
        let description: String
        let shortDescription: String
    }

    static let entries: [Entry] = [
        Entry(keys: "←/→ h/l", asciiKeys: "h/l", description: "previous / next place", shortDescription: "place"),
        Entry(keys: "1–9", asciiKeys: "1-9", description: "jump to place", shortDescription: "jump"),
        Entry(keys: "r", asciiKeys: "r", description: "refresh this place", shortDescription: "refresh"),
        Entry(keys: "R", asciiKeys: "R", description: "refresh all places", shortDescription: "refresh all"),
        Entry(keys: "↑/↓", asciiKeys: "up/down", description: "scroll alerts or days", shortDescription: "scroll"),
        Entry(keys: "Enter", asciiKeys: "Enter", description: "alert details", shortDescription: "details"),
        Entry(keys: "o", asciiKeys: "o", description: "open details URL", shortDescription: "open URL"),
        Entry(keys: "a", asciiKeys: "a", description: "add a place", shortDescription: "add"),
        Entry(keys: "d", asciiKeys: "d", description: "delete this place", shortDescription: "delete"),
        Entry(keys: "u", asciiKeys: "u", description: "switch units", shortDescription: "units"),
        Entry(keys: "t", asciiKeys: "t", description: "next theme", shortDescription: "theme"),
        Entry(keys: "?", asciiKeys: "?", description: "show / hide this help", shortDescription: "help"),
        Entry(keys: "q", asciiKeys: "q", description: "quit", shortDescription: "quit"),
        Entry(keys: "Esc", asciiKeys: "Esc", description: "close a popup", shortDescription: "close"),
    ]

    static func draw(into canvas: inout Canvas, bounds: Rect, context: RenderContext) {
        let theme = context.theme
        let isASCII = context.glyphs.set == .ascii
        let keys = entries.map { isASCII ? $0.asciiKeys : $0.keys }
        let keyWidth = keys.map { DisplayWidth.of($0) }.max() ?? 0
        let longWidth = keyWidth + 2 + (entries.map { DisplayWidth.of($0.description) }.max() ?? 0)
        let fitsLong = bounds.height - 2 >= entries.count && bounds.width - 4 >= longWidth
        let columns = fitsLong ? 1 : 2
        let cells = entries.indices.map { index in
            (keys[index], fitsLong ? entries[index].description : entries[index].shortDescription)
        }
        let rows = (cells.count + columns - 1) / columns
        // Each column is as wide as its own keys and descriptions, so short keys such as "a"
        // do not inherit the width of "←/→ h/l".
        let layout = (0..<columns).map { column -> (keyWidth: Int, width: Int) in
            let members = cells.indices.filter { $0 / rows == column }.map { cells[$0] }
            let keyWidth = members.map { DisplayWidth.of($0.0) }.max() ?? 0
            return (keyWidth, keyWidth + 2 + (members.map { DisplayWidth.of($0.1) }.max() ?? 0))
        }
        let contentWidth = layout.reduce(0) { $0 + $1.width } + 2 * (columns - 1)
        let inner = OverlayFrame.draw(
            into: &canvas, bounds: bounds, contentWidth: contentWidth, contentHeight: rows, title: "Keys",
            hint: "Esc close", context: context)
        guard !inner.isEmpty else { return }
        for (index, cell) in cells.enumerated() {
            let row = index % rows, column = index / rows
            let y = inner.y + row
            guard y < inner.maxY else { continue }
            let x = inner.x + layout.prefix(column).reduce(0) { $0 + $1.width + 2 }
            let room = max(0, inner.maxX - x)
            let keyWidth = layout[column].keyWidth
            canvas.draw(cell.0, x: x, y: y, style: theme.accentStyle, maxWidth: room)
            canvas.draw(cell.1, x: x + keyWidth + 2, y: y, style: theme.textStyle, maxWidth: max(0, room - keyWidth - 2))
        }
    }
}
