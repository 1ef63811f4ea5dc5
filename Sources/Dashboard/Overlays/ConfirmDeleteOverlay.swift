/// "Delete NAME? y/n": the one question asked before a saved place is removed.
enum ConfirmDeleteOverlay {
    static func draw(into canvas: inout Canvas, bounds: Rect, placeName: String, context: RenderContext) {
        let theme = context.theme
        let name = TextLayout.truncated(TerminalText.sanitized(placeName), toWidth: max(4, bounds.width - 20), ellipsis: context.glyphs.ellipsis)
        let question: StyledLine = [
            Span("Delete ", theme.textStyle), Span(name, CellStyle(foreground: theme.text, isBold: true)),
            Span("? ", theme.textStyle), Span("y/n", theme.accentStyle),
        ]
        let inner = OverlayFrame.draw(
            into: &canvas, bounds: bounds, contentWidth: question.width, contentHeight: 1, title: "Delete place", context: context)
        guard !inner.isEmpty else { return }
        canvas.draw(question, x: inner.x + max(0, (inner.width - question.width) / 2), y: inner.y, maxWidth: inner.width)
    }
}
