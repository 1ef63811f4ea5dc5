/// A link the browser could not open: why, in a box, and the link itself in full below it,
/// from the first column and with no border beside it, so that selecting those rows with the
/// mouse copies the link and nothing else.
enum LinkOverlay {
    static func draw(into canvas: inout Canvas, bounds: Rect, notice: LinkNotice, context: RenderContext) {
        let theme = context.theme
        let boxWidth = bounds.width
        let reason = TextLayout.wrapped(context.clean(notice.reason), width: max(1, boxWidth - 4))
            + [context.words(.linkByHand)]
        let url = TextLayout.wrapped(context.clean(notice.url), width: max(1, bounds.width))
        // The box with the reason, the link's rows and a closing rule, centred in the body.
        let height = min(bounds.height, reason.count + 2 + url.count + 1)
        let top = bounds.y + max(0, (bounds.height - height) / 2)
        let boxHeight = min(reason.count + 2, max(0, height - url.count - 1))
        let inner = canvas.drawBox(
            Rect(x: bounds.x, y: top, width: boxWidth, height: boxHeight),
            title: [Span(context.words(.linkFailedTitle), theme.titleStyle)], glyphs: context.glyphs, theme: theme)
        for (offset, line) in reason.enumerated() where offset < inner.height {
            canvas.draw(line, x: inner.x, y: inner.y + offset, style: offset < reason.count - 1 ? theme.offlineStyle : theme.textStyle, maxWidth: inner.width)
        }
        var y = top + boxHeight
        let link = CellStyle(foreground: theme.accent, isUnderlined: true)
        for line in url where y < bounds.maxY {
            canvas.fill(Rect(x: bounds.x, y: y, width: bounds.width, height: 1))
            canvas.draw(line, x: bounds.x, y: y, style: link, maxWidth: bounds.width)
            y += 1
        }
        guard y < bounds.maxY else { return }
        canvas.fill(Rect(x: bounds.x, y: y, width: bounds.width, height: 1))
        let hint: StyledLine = [Span(" " + context.words(.closeHint) + " ", theme.mutedStyle)]
        let rule = String(repeating: context.glyphs.horizontal, count: max(0, bounds.width - hint.width - 1))
        canvas.draw([Span(rule, theme.borderStyle)] + hint, x: bounds.x, y: y, maxWidth: bounds.width)
    }
}
