/// Every key the dashboard understands, as the model's `HelpContent` lists them. Wide panes
/// show full descriptions in one column; small ones switch to short descriptions in two
/// columns so that every key still fits. The footer (a source's disclaimer) follows the keys
/// where there is room.
enum HelpOverlay {
    static func draw(into canvas: inout Canvas, bounds: Rect, context: RenderContext) {
        let theme = context.theme
        let help = context.model.help
        let entries = help.entries
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
            let members = cells.indices.filter { $0 / max(1, rows) == column }.map { cells[$0] }
            let keyWidth = members.map { DisplayWidth.of($0.0) }.max() ?? 0
            return (keyWidth, keyWidth + 2 + (members.map { DisplayWidth.of($0.1) }.max() ?? 0))
        }
        let keysWidth = layout.reduce(0) { $0 + $1.width } + 2 * (columns - 1)
        // The footer wraps to the keys' width (or a readable minimum), and only whole lines
        // that fit under the keys are shown.
        let footerWidth = max(keysWidth, min(bounds.width - 4, 40))
        let footer = help.footer.flatMap { TextLayout.wrapped(context.clean($0), width: max(1, footerWidth)) }
        let footerRoom = max(0, bounds.height - 2 - rows - 1)
        let footerLines = footer.count <= footerRoom ? footer : []
        let contentWidth = footerLines.isEmpty ? keysWidth : footerWidth
        let inner = OverlayFrame.draw(
            into: &canvas, bounds: bounds, contentWidth: contentWidth,
            contentHeight: rows + (footerLines.isEmpty ? 0 : footerLines.count + 1), title: context.words(.keysTitle),
            hint: context.words(.closeHint), context: context)
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
        for (offset, line) in footerLines.enumerated() where inner.y + rows + 1 + offset < inner.maxY {
            canvas.draw(line, x: inner.x, y: inner.y + rows + 1 + offset, style: theme.mutedStyle, maxWidth: inner.width)
        }
    }
}
