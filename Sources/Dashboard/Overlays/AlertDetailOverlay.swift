import WeatherCore

/// One alert in full: every line of its description, wrapped, with the web addresses in it as
/// links (`LinkedText`), and its details URL.
enum AlertDetailOverlay {
    typealias Line = StyledLine

    /// The popup's text in three parts: the header and the URL always stay, the body scrolls.
    static func sections(index: Int, width: Int, context: RenderContext) -> (header: [Line], body: [Line], footer: [Line])? {
        guard context.alerts.indices.contains(index), width > 4 else { return nil }
        let alert = context.alerts[index]
        let theme = context.theme
        let region = AlertWording.area(alert.region.map(context.clean), words: context.words)
        var header: [Line] = []
        header += TextLayout.wrapped(AlertsPanel.severityLabel(alert.severity, context: context) + "  " + context.clean(alert.summary), width: width)
            .map { [Span($0, theme.severityStyle(alert.severity))] }
        header += TextLayout.wrapped(region + context.glyphs.separator + context.clean(alert.source), width: width).map { [Span($0, theme.textStyle)] }
        header += TextLayout.wrapped(AlertsPanel.window(of: alert, context: context) + issued(alert, context: context), width: width)
            .map { [Span($0, theme.mutedStyle)] }
        header.append([])
        var body: [Line] = []
        if let details = alert.details.map({ TerminalText.sanitized($0, keepingLineBreaks: true) }), !details.isEmpty {
            body = LinkedText.wrapped(details, width: width, style: theme.textStyle) { DetailsLink.style($0, context: context) }
        } else {
            body = [[Span(context.words(.alertWithoutDescription), theme.mutedStyle)]]
        }
        var footer: [Line] = [[]]
        let link = DetailsLink.lines(for: alert.detailsURL, width: width, context: context)
        footer += link.lines.map { [Span($0, link.style)] }
        return (header, body, footer)
    }

    /// " · issued Sat 05:12": when the warning was issued, which some services' terms ask to be
    /// shown (MeteoAlarm's). Said only where it is not already the window's start.
    static func issued(_ alert: WeatherAlert, context: RenderContext) -> String {
        guard let issued = alert.effectiveDate, issued != alert.startDate else { return "" }
        return context.glyphs.separator + context.words(.alertIssued, ["time": context.clock.weekdayTime(issued)])
    }

    static func contentWidth(in bounds: Rect) -> Int { min(bounds.width - 4, 76) }

    /// How many body lines fit under the header and above the URL in `bounds`.
    static func bodyRoom(in bounds: Rect, header: [Line], footer: [Line]) -> Int {
        max(0, bounds.height - 2 - header.count - footer.count)
    }

    /// The largest `scroll` that still moves the text.
    static func maximumScroll(in bounds: Rect, index: Int, context: RenderContext) -> Int {
        guard let parts = sections(index: index, width: contentWidth(in: bounds), context: context) else { return 0 }
        return max(0, parts.body.count - bodyRoom(in: bounds, header: parts.header, footer: parts.footer))
    }

    static func draw(into canvas: inout Canvas, bounds: Rect, index: Int, scroll: Int, context: RenderContext) {
        let width = contentWidth(in: bounds)
        guard let (header, body, footer) = sections(index: index, width: width, context: context) else { return }
        let theme = context.theme
        let scrollable = body.count > max(1, bodyRoom(in: bounds, header: header, footer: footer))
        let separator = context.glyphs.separator, words = context.words
        let scrollHint = words(.scrollHint, ["keys": "\(context.glyphs.scrollUp)/\(context.glyphs.scrollDown)"])
        // The scroll hint only where it fits beside the others with ten columns of border to
        // spare (46 columns in English), measured since other languages' hints are longer; the
        // keys still work without it.
        let hints = [words(.openLinkHint), words(.closeHint)]
        let withScrollHint = ([scrollHint] + hints).joined(separator: separator)
        let hint = scrollable && DisplayWidth.of(withScrollHint) + 10 <= width ? withScrollHint : hints.joined(separator: separator)
        let inner = OverlayFrame.draw(
            into: &canvas, bounds: bounds, contentWidth: width, contentHeight: header.count + body.count + footer.count,
            title: words(.alertTitle, ["number": String(index + 1), "count": String(context.alerts.count)]), hint: hint, context: context)
        guard !inner.isEmpty else { return }
        // The header and the URL always stay; a description taller than the pane scrolls, with
        // a marker where text is hidden above or below.
        var shown = header + body + footer
        if header.count + footer.count >= inner.height {
            // A pane too short for the whole header: the title line and the details URL matter
            // most (a source's terms require the link), then as much else as fits.
            let url = footer.dropFirst()
            let keep = max(1, inner.height - url.count - 1)
            shown = Array(header.prefix(keep)) + [[Span(context.glyphs.ellipsis, theme.mutedStyle)]] + Array(url)
        } else if shown.count > inner.height {
            let room = max(0, inner.height - header.count - footer.count)
            let first = max(0, min(scroll, body.count - room))
            var window = Array(body.dropFirst(first).prefix(room))
            if first > 0, !window.isEmpty { window[0] = [Span("\(context.glyphs.ellipsis) " + words(.linesAbove, count: first), theme.mutedStyle)] }
            if first + room < body.count, !window.isEmpty {
                window[window.count - 1] = [Span("\(context.glyphs.ellipsis) " + words(.linesBelow, count: body.count - first - room), theme.mutedStyle)]
            }
            shown = header + window + footer
        }
        for (offset, line) in shown.prefix(inner.height).enumerated() {
            canvas.draw(line, x: inner.x, y: inner.y + offset, maxWidth: inner.width)
        }
    }
}
