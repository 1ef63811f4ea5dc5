import Foundation
import WeatherCore

/// Draws the whole dashboard for one model at one size. Pure: the same model, size and theme
/// always give the same canvas, and nothing here reads the clock or the environment.
public func render(_ model: DashboardModel, size: TerminalSize, theme: Theme) -> Canvas {
    var canvas = Canvas(width: size.width, height: size.height)
    guard canvas.width > 0, canvas.height > 0 else { return canvas }
    let context = RenderContext(model: model, theme: theme)
    var attribution = AttributionLine.lines(context: context, width: canvas.width)
    if attribution.count > canvas.height {
        // One row only: keep the sources (they lead the first row) rather than the state.
        attribution = Array(attribution.prefix(canvas.height))
    }
    let bodyBottom = canvas.height - attribution.count

    if size.width < TerminalSize.minimum.width || size.height < TerminalSize.minimum.height {
        let message = "Terminal too small (need \(TerminalSize.minimum.width)x\(TerminalSize.minimum.height))"
        if bodyBottom > 0 {
            let shown = TextLayout.truncated(message, toWidth: canvas.width, ellipsis: context.glyphs.ellipsis)
            let x = max(0, (canvas.width - DisplayWidth.of(shown)) / 2)
            canvas.draw(shown, x: x, y: max(0, (bodyBottom - 1) / 2), style: theme.accentStyle)
        }
    } else {
        HeaderPanel.draw(into: &canvas, rect: Rect(x: 0, y: 0, width: canvas.width, height: 1), context: context)
        var body = Rect(x: 0, y: 1, width: canvas.width, height: bodyBottom - 1)
        if let notice = statusNotice(context) {
            body.height -= 1
            let text = TextLayout.truncated(notice.text, toWidth: canvas.width - 2, ellipsis: context.glyphs.ellipsis)
            canvas.draw(text, x: 1, y: body.maxY, style: notice.style)
        }
        if let snapshot = context.snapshot {
            DashboardLayout.draw(into: &canvas, body: body, snapshot: snapshot, context: context)
        } else {
            if body.height > 2 {
                CurrentCardPanel.drawLine(into: &canvas, rect: Rect(x: 1, y: body.y, width: body.width - 2, height: 1), snapshot: nil, context: context)
            }
            MessagePanel.draw(into: &canvas, rect: body, context: context)
        }
        let overlayBounds = Rect(x: 0, y: 1, width: canvas.width, height: bodyBottom - 1)
        drawOverlay(into: &canvas, bounds: overlayBounds, context: context)
    }
    AttributionLine.draw(into: &canvas, lines: attribution, context: context)
    applyThemeDefaults(to: &canvas, theme: theme)
    return canvas
}

/// The largest useful scroll of the alert-detail popup in `model` at `size`, so the app can
/// stop counting once the end of the text is on screen.
public func alertDetailMaximumScroll(_ model: DashboardModel, size: TerminalSize) -> Int {
    guard case .alertDetail(let index, _) = model.overlay else { return 0 }
    let context = RenderContext(model: model, theme: .plain)
    let attributionRows = min(AttributionLine.lines(context: context, width: size.width).count, size.height)
    let bounds = Rect(x: 0, y: 1, width: size.width, height: size.height - attributionRows - 1)
    return AlertDetailOverlay.maximumScroll(in: bounds, index: index, context: context)
}

/// The explicit notice, or the error behind stale data, which must not go unexplained.
private func statusNotice(_ context: RenderContext) -> Span? {
    if let message = context.model.statusMessage, !message.isEmpty {
        return Span(context.clean(message), context.theme.staleStyle)
    }
    if case .failed(let error, let lastGood?) = context.loadState {
        let time = context.clock.relativeTime(lastGood.metadata.fetchDate, now: context.now)
        return Span(context.clean(error.userMessage(clock: context.clock, now: context.now)) + " Showing data from \(time).", context.theme.offlineStyle)
    }
    return nil
}

private func drawOverlay(into canvas: inout Canvas, bounds: Rect, context: RenderContext) {
    guard let overlay = context.model.overlay, bounds.height >= 3 else { return }
    switch overlay {
    case .help:
        HelpOverlay.draw(into: &canvas, bounds: bounds, context: context)
    case .alertDetail(let index, let scroll):
        AlertDetailOverlay.draw(into: &canvas, bounds: bounds, index: index, scroll: scroll, context: context)
    case .addPlace(let prompt):
        AddPlaceOverlay.draw(into: &canvas, bounds: bounds, prompt: prompt, context: context)
    case .confirmDelete(let placeName):
        ConfirmDeleteOverlay.draw(into: &canvas, bounds: bounds, placeName: placeName, context: context)
    }
}

/// Cells left at the terminal's default colours take the theme's text and background, so a
/// light theme is readable on a dark terminal and vice versa.
private func applyThemeDefaults(to canvas: inout Canvas, theme: Theme) {
    guard theme.background != nil || theme.text != nil else { return }
    canvas.restyle(Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)) { style in
        if style.background == nil, !style.isReversed { style.background = theme.background }
        if style.foreground == nil { style.foreground = theme.text }
    }
}
