import WeatherCore

/// "Delete NAME? y/n": the one question asked before a saved place is removed.
enum ConfirmDeleteOverlay {
    static func draw(into canvas: inout Canvas, bounds: Rect, placeName: String, context: RenderContext) {
        let theme = context.theme
        let name = TextLayout.truncated(TerminalText.sanitized(placeName), toWidth: max(4, bounds.width - 20), ellipsis: context.glyphs.ellipsis)
        // The name bold and the answer keys (which are y and n in every language) in the accent.
        let question: StyledLine = context.words.runs(.deletePlaceQuestion, ["place": name, "answer": "y/n"]).map { run in
            switch run.placeholder {
            case "place"?: Span(run.text, CellStyle(foreground: theme.text, isBold: true))
            case "answer"?: Span(run.text, theme.accentStyle)
            default: Span(run.text, theme.textStyle)
            }
        }
        let inner = OverlayFrame.draw(
            into: &canvas, bounds: bounds, contentWidth: question.width, contentHeight: 1, title: context.words(.deletePlaceTitle), context: context)
        guard !inner.isEmpty else { return }
        canvas.draw(question, x: inner.x + max(0, (inner.width - question.width) / 2), y: inner.y, maxWidth: inner.width)
    }
}
