import Foundation

/// The radar map (`m`), over the whole terminal: the frame on screen as its service drew it,
/// and under it a row that credits the source and tells the frame's time and age, where the
/// loop is, and what the map is doing (loading, or why it could not get the radar). Before the first frame, that
/// sentence stands in the middle.
enum MapOverlay {
    static func draw(into canvas: inout Canvas, view: MapView, context: RenderContext) {
        let theme = context.theme, words = context.words
        canvas.fill(Rect(x: 0, y: 0, width: canvas.width, height: canvas.height))
        let bottom = canvas.height - 1
        let loading = words(.mapLoading, ["place": context.clean(view.place.name), "ellipsis": context.glyphs.ellipsis])
        guard let frame = view.shownFrame else {
            let message = view.failure ?? loading
            let lines = TextLayout.wrapped(context.clean(message), width: max(1, canvas.width - 2))
            let top = max(0, (bottom - lines.count) / 2)
            for (offset, line) in lines.enumerated() where top + offset < max(1, bottom) {
                let x = max(0, (canvas.width - DisplayWidth.of(line)) / 2)
                canvas.draw(line, x: x, y: top + offset, style: view.failure == nil ? theme.accentStyle : theme.offlineStyle)
            }
            return
        }
        canvas.draw(frame.canvas, x: 0, y: 0)
        guard bottom > 0 else { return }
        let separator = context.glyphs.separator
        var line: StyledLine = [Span(RadarCredit.line(
            attribution: context.clean(frame.attribution), frameTime: frame.time, now: context.model.now, clock: context.clock,
            words: words, ascii: context.glyphs.set == .ascii, width: canvas.width), theme.mutedStyle)]
        // Where the loop is: "3/13", and whether it stands still.
        if view.frames.count > 1 {
            let position = "\(view.frameIndex + 1)/\(view.frames.count)"
            line.append(Span(separator + position + (view.isPlaying ? "" : " " + words(.mapPaused)), theme.textStyle))
        }
        if let failure = view.failure {
            line.append(Span(separator + context.clean(failure), theme.offlineStyle))
        } else if let status = context.model.statusMessage, !status.isEmpty {
            line.append(Span(separator + context.clean(status), theme.accentStyle))
        } else if view.isLoading {
            line.append(Span(separator + loading, theme.mutedStyle))
        }
        canvas.fill(Rect(x: 0, y: bottom, width: canvas.width, height: 1))
        canvas.draw(line, x: 0, y: bottom, maxWidth: canvas.width)
    }
}
