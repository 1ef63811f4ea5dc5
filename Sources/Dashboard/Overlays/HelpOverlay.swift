/// Every key the dashboard understands, and the disclaimer MeteoAlarm's terms ask for. Wide
/// panes show full descriptions in one column; shorter ones two columns, then short
/// descriptions, so that every key still fits; the disclaimer is shown where it fits whole.
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

    /// MeteoAlarm's terms ask for this disclaimer, verbatim, wherever its warnings are shown.
    static let meteoAlarmDisclaimer = "MeteoAlarm: Time delays between this website and the www.meteoalarm.org website are possible. "
        + "For the most up-to-date awareness information as published by the participating National Meteorological and "
        + "Hydrological Services, please refer to www.meteoalarm.org."

    /// The notice's width where the pane allows: a few lines rather than many.
    static let noticeWidth = 72

    /// One way of laying out the keys: descriptions long or short, in one or two columns.
    private struct Layout {
        let cells: [(String, String)]
        let rows: Int
        let columns: [(keyWidth: Int, width: Int)]
        var width: Int { columns.reduce(0) { $0 + $1.width } + 2 * (columns.count - 1) }

        init(keys: [String], descriptions: [String], columnCount: Int) {
            cells = Array(zip(keys, descriptions))
            rows = (cells.count + columnCount - 1) / columnCount
            // Each column is as wide as its own keys and descriptions, so short keys such as
            // "a" do not inherit the width of "←/→ h/l".
            let cells = cells, rows = rows
            columns = (0..<columnCount).map { column -> (keyWidth: Int, width: Int) in
                let members = cells.indices.filter { $0 / rows == column }.map { cells[$0] }
                let keyWidth = members.map { DisplayWidth.of($0.0) }.max() ?? 0
                return (keyWidth, keyWidth + 2 + (members.map { DisplayWidth.of($0.1) }.max() ?? 0))
            }
        }
    }

    static func draw(into canvas: inout Canvas, bounds: Rect, context: RenderContext) {
        let theme = context.theme
        let isASCII = context.glyphs.set == .ascii
        let keys = entries.map { isASCII ? $0.asciiKeys : $0.keys }
        let room = (width: bounds.width - 4, height: bounds.height - 2)
        let oneColumn = Layout(keys: keys, descriptions: entries.map(\.description), columnCount: 1)
        let twoColumns = Layout(keys: keys, descriptions: entries.map(\.description), columnCount: 2)
        let short = Layout(keys: keys, descriptions: entries.map(\.shortDescription), columnCount: 2)
        // The disclaimer below the keys where both fit whole (from 80x24 up), in two columns
        // where one is too tall; a pane too small for both keeps every key, as the README
        // carries the disclaimer too.
        let notice = TextLayout.wrapped(meteoAlarmDisclaimer, width: max(1, min(room.width, noticeWidth)))
        let withNotice = [oneColumn, twoColumns, short].first {
            $0.width <= room.width && $0.rows + 1 + notice.count <= room.height
        }
        let layout = withNotice
            ?? [oneColumn, twoColumns].first { $0.width <= room.width && $0.rows <= room.height }
            ?? short
        let noticeLines = withNotice == nil ? [] : notice
        let contentWidth = max(layout.width, noticeLines.map { DisplayWidth.of($0) }.max() ?? 0)
        let inner = OverlayFrame.draw(
            into: &canvas, bounds: bounds, contentWidth: contentWidth,
            contentHeight: layout.rows + (noticeLines.isEmpty ? 0 : 1 + noticeLines.count), title: "Keys",
            hint: "Esc close", context: context)
        guard !inner.isEmpty else { return }
        for (index, cell) in layout.cells.enumerated() {
            let row = index % layout.rows, column = index / layout.rows
            let y = inner.y + row
            guard y < inner.maxY else { continue }
            let x = inner.x + layout.columns.prefix(column).reduce(0) { $0 + $1.width + 2 }
            let room = max(0, inner.maxX - x)
            let keyWidth = layout.columns[column].keyWidth
            canvas.draw(cell.0, x: x, y: y, style: theme.accentStyle, maxWidth: room)
            canvas.draw(cell.1, x: x + keyWidth + 2, y: y, style: theme.textStyle, maxWidth: max(0, room - keyWidth - 2))
        }
        for (offset, line) in noticeLines.enumerated() {
            let y = inner.y + layout.rows + 1 + offset
            guard y < inner.maxY else { break }
            canvas.draw(line, x: inner.x, y: y, style: theme.mutedStyle, maxWidth: inner.width)
        }
    }
}
