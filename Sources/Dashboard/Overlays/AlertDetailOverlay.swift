import WeatherCore

/// One alert in full: every line of its description, wrapped, and its details URL.
enum AlertDetailOverlay {
    static func draw(into canvas: inout Canvas, bounds: Rect, index: Int, context: RenderContext) {
        guard context.alerts.indices.contains(index) else { return }
        let alert = context.alerts[index]
        let theme = context.theme
        let width = min(bounds.width - 4, 76)
        guard width > 4 else { return }
        let region = alert.region.map(context.clean).flatMap { $0.isEmpty ? nil : $0 } ?? "Affected area unavailable"
        var lines: [(String, CellStyle)] = []
        lines += TextLayout.wrapped(AlertsPanel.severityLabel(alert.severity, glyphs: context.glyphs) + "  " + context.clean(alert.summary), width: width)
            .map { ($0, theme.severityStyle(alert.severity)) }
        lines += TextLayout.wrapped(region + context.glyphs.separator + context.clean(alert.source), width: width).map { ($0, theme.textStyle) }
        lines += TextLayout.wrapped(AlertsPanel.window(of: alert, context: context), width: width).map { ($0, theme.mutedStyle) }
        lines.append(("", theme.textStyle))
        if let details = alert.details.map({ TerminalText.sanitized($0, keepingLineBreaks: true) }), !details.isEmpty {
            lines += TextLayout.wrapped(details, width: width).map { ($0, theme.textStyle) }
        } else {
            lines.append(("The source sent no description; open the link for the full alert.", theme.mutedStyle))
        }
        lines.append(("", theme.textStyle))
        lines += TextLayout.wrapped(context.clean(alert.detailsURL.absoluteString), width: width)
            .map { ($0, CellStyle(foreground: theme.accent, isUnderlined: true)) }
        let inner = OverlayFrame.draw(
            into: &canvas, bounds: bounds, contentWidth: width, contentHeight: lines.count, title: "Alert \(index + 1) of \(context.alerts.count)",
            hint: "o open link · Esc close".replacingOccurrences(of: " · ", with: context.glyphs.separator), context: context)
        guard !inner.isEmpty else { return }
        // When the text is taller than the pane, the URL is kept and the description is cut.
        var shown = lines
        if shown.count > inner.height {
            let url = lines.suffix(from: lines.lastIndex(where: { $0.0.isEmpty }).map { $0 + 1 } ?? lines.endIndex)
            let keep = max(0, inner.height - url.count - 1)
            shown = Array(lines.prefix(keep)) + [(context.glyphs.ellipsis, theme.mutedStyle)] + Array(url)
        }
        for (offset, line) in shown.prefix(inner.height).enumerated() {
            canvas.draw(line.0, x: inner.x, y: inner.y + offset, style: line.1, maxWidth: inner.width)
        }
    }
}
