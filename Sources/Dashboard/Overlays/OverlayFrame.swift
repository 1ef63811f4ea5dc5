/// Centres a box for an overlay within the dashboard's body and draws its frame, so every
/// overlay looks alike and none covers the attribution line.
enum OverlayFrame {
    /// Draws a centred box for content of the given size (clamped to `bounds`) and returns the
    /// area inside it.
    static func draw(
        into canvas: inout Canvas, bounds: Rect, contentWidth: Int, contentHeight: Int, title: String,
        hint: String? = nil, context: RenderContext
    ) -> Rect {
        let width = min(bounds.width, max(contentWidth + 4, DisplayWidth.of(title) + 8, 24))
        let height = min(bounds.height, contentHeight + 2)
        let rect = Rect(
            x: bounds.x + (bounds.width - width) / 2, y: bounds.y + (bounds.height - height) / 2,
            width: width, height: height)
        let theme = context.theme
        let inner = canvas.drawBox(
            rect, title: [Span(title, theme.titleStyle)],
            bottomNote: hint.map { [Span($0, theme.mutedStyle)] }, glyphs: context.glyphs, theme: theme)
        return inner
    }
}
