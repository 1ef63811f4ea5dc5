import Foundation
import WeatherCore

/// Draws the whole dashboard for one model at one size. Pure: the same model, size and theme
/// always give the same canvas, and nothing here reads the clock or the environment.
public func render(_ model: DashboardModel, size: TerminalSize, theme: Theme) -> Canvas {
    var canvas = Canvas(width: size.width, height: size.height)
    guard canvas.width > 0, canvas.height > 0 else { return canvas }
    let context = RenderContext(model: model, theme: theme)
    let frame = FrameGeometry(context: context, size: size)

    // The map takes the whole terminal and has its own credit row: nothing of the dashboard
    // under it is drawn (a frame of the loop costs the map's cells alone).
    if case .map(let view)? = model.overlay {
        MapOverlay.draw(into: &canvas, view: view, context: context)
        applyThemeDefaults(to: &canvas, theme: theme)
        return canvas
    }
    // The year view too: the whole terminal, its own credit row.
    if case .year(let view)? = model.overlay {
        YearOverlay.draw(into: &canvas, view: view, context: context)
        applyThemeDefaults(to: &canvas, theme: theme)
        return canvas
    }
    if frame.isTooSmall {
        let message = context.words(.terminalTooSmall, ["width": String(TerminalSize.minimum.width), "height": String(TerminalSize.minimum.height)])
        let bodyBottom = canvas.height - frame.attribution.count
        if bodyBottom > 0 {
            let shown = TextLayout.truncated(message, toWidth: canvas.width, ellipsis: context.glyphs.ellipsis)
            let x = max(0, (canvas.width - DisplayWidth.of(shown)) / 2)
            canvas.draw(shown, x: x, y: max(0, (bodyBottom - 1) / 2), style: theme.accentStyle)
        }
    } else {
        HeaderPanel.draw(into: &canvas, rect: Rect(x: 0, y: 0, width: canvas.width, height: 1), context: context)
        let body = frame.body
        for (offset, row) in frame.notice.enumerated() {
            canvas.draw(row.text, x: 1, y: body.maxY + offset, style: row.style, maxWidth: canvas.width - 2)
        }
        if let snapshot = context.snapshot {
            let plan = DashboardLayout.plan(body: body, modeBody: frame.fullBody, snapshot: snapshot, context: context)
            DashboardLayout.draw(into: &canvas, plan: plan, snapshot: snapshot, context: context)
        } else {
            if body.height > 2 {
                CurrentCardPanel.drawLine(into: &canvas, rect: Rect(x: 1, y: body.y, width: body.width - 2, height: 1), snapshot: nil, context: context)
            }
            MessagePanel.draw(into: &canvas, rect: body, context: context)
        }
        drawOverlay(into: &canvas, bounds: frame.fullBody, context: context)
    }
    AttributionLine.draw(into: &canvas, lines: frame.attribution, context: context)
    applyThemeDefaults(to: &canvas, theme: theme)
    return canvas
}

private func drawOverlay(into canvas: inout Canvas, bounds: Rect, context: RenderContext) {
    guard let overlay = context.model.overlay, bounds.height >= 3 else { return }
    switch overlay {
    case .help(let scroll):
        HelpOverlay.draw(into: &canvas, bounds: bounds, scroll: scroll, context: context)
    case .alertDetail(let index, let scroll):
        AlertDetailOverlay.draw(into: &canvas, bounds: bounds, index: index, scroll: scroll, context: context)
    case .addPlace(let prompt):
        AddPlaceOverlay.draw(into: &canvas, bounds: bounds, prompt: prompt, context: context)
    case .confirmDelete(let placeName):
        ConfirmDeleteOverlay.draw(into: &canvas, bounds: bounds, placeName: placeName, context: context)
    case .link(let notice):
        LinkOverlay.draw(into: &canvas, bounds: bounds, notice: notice, context: context)
    case .map, .year:
        // Drawn before anything else, over the whole terminal.
        break
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
