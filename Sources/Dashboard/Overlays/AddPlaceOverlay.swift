import WeatherCore

/// The add-place prompt: the query being typed, the matches with the selected one
/// highlighted, an optional message and the keys that finish it.
enum AddPlaceOverlay {
    static func draw(into canvas: inout Canvas, bounds: Rect, prompt: AddPlacePrompt, context: RenderContext) {
        let theme = context.theme, glyphs = context.glyphs, words = context.words
        let width = min(bounds.width - 4, 60)
        guard width > 4 else { return }
        // A message (an error sentence) is wrapped whole, never cut; the matches get the rest.
        // Its line breaks are kept: a hint after the error starts a line of its own.
        let messageLines = prompt.message.map { TextLayout.wrapped(TerminalText.sanitized($0, keepingLineBreaks: true), width: width) } ?? []
        let maximumMatches = max(1, bounds.height - 2 - 3 - messageLines.count)
        let matchCount = min(prompt.matches.count, maximumMatches)
        let height = 2 + (matchCount > 0 ? matchCount + 1 : 0) + messageLines.count
        let hint = words(.saveHint) + glyphs.separator + words(.cancelHint)
        let inner = OverlayFrame.draw(
            into: &canvas, bounds: bounds, contentWidth: width, contentHeight: height, title: words(.addPlaceTitle),
            hint: hint, context: context)
        guard !inner.isEmpty else { return }
        var y = inner.y
        let label = words(.searchLabel) + " "
        let cursor = glyphs.set == .ascii ? "_" : "▏"
        let query = TerminalText.sanitized(prompt.query)
        let room = inner.width - DisplayWidth.of(label) - 1
        // Keep the end of a long query (where the cursor is) in view.
        var shownQuery = query
        while DisplayWidth.of(shownQuery) > room, !shownQuery.isEmpty { shownQuery.removeFirst() }
        canvas.draw(label, x: inner.x, y: y, style: theme.mutedStyle)
        let queryWidth = canvas.draw(shownQuery, x: inner.x + DisplayWidth.of(label), y: y, style: CellStyle(foreground: theme.text, isBold: true), maxWidth: room)
        canvas.draw(cursor, x: inner.x + DisplayWidth.of(label) + queryWidth, y: y, style: theme.accentStyle)
        y += 2
        if matchCount > 0 {
            // Scroll the list so the selected match is always visible.
            let selected = max(0, min(prompt.selectedIndex, prompt.matches.count - 1))
            let first = max(0, min(selected - matchCount + 1, prompt.matches.count - matchCount))
            for index in first..<(first + matchCount) where y < inner.maxY {
                let isSelected = index == selected
                let text = (isSelected ? glyphs.selectionMark : " ") + " " + TerminalText.sanitized(prompt.matches[index].label)
                canvas.draw(TextLayout.truncated(text, toWidth: inner.width, ellipsis: glyphs.ellipsis), x: inner.x, y: y, style: theme.textStyle, maxWidth: inner.width)
                if isSelected {
                    canvas.restyle(Rect(x: inner.x - 1, y: y, width: inner.width + 2, height: 1)) { theme.selecting(&$0) }
                }
                y += 1
            }
            y += 1
        }
        for line in messageLines where y < inner.maxY {
            canvas.draw(line, x: inner.x, y: y, style: theme.mutedStyle, maxWidth: inner.width)
            y += 1
        }
    }
}
