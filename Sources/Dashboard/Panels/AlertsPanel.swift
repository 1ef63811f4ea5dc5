import Foundation
import WeatherCore

/// Official alerts in severity order: coloured severity, summary, affected area, issuer,
/// time window in the place's local time and the details link (`DetailsLink`: the URL in
/// full, wrapped, never cut, because the source's terms require the user can reach the whole
/// alert; or a short clickable hyperlink where the terminal supports them).
enum AlertsPanel {
    /// Columns taken by "▲ EXTREME  " before the text of each alert on wide panes.
    private static let labelWidth = 12

    /// The panel's text laid out for a given width: first a notice for each alert source that
    /// could not be read (so a failed source is never mistaken for "no alerts"), then one block
    /// of lines per alert. Computed once per render and shared by the height calculations and
    /// the drawing, as wrapping is the costly part.
    struct Content {
        var notices: [StyledLine] = []
        var blocks: [[StyledLine]] = []
    }

    static func content(width: Int, context: RenderContext) -> Content {
        let textWidth = max(1, width - 4)
        return Content(
            notices: (context.snapshot?.sourceFailures ?? []).filter { $0.kind != .context }
                .flatMap { notice(for: $0, width: textWidth, context: context) }
                + (context.snapshot.map { snapshot in
                    snapshot.unplacedAlerts.flatMap { notice(for: $0, place: snapshot.place, width: textWidth, context: context) }
                } ?? []),
            blocks: context.alerts.map { lines(for: $0, width: textWidth, context: context) })
    }

    /// "NWS alerts are unavailable: the service answered HTTP 500. Last read Sat 14:05." — the
    /// time says how old the alerts still listed from that source are.
    static func notice(for failure: SourceFailure, width: Int, context: RenderContext) -> [StyledLine] {
        var text = context.clean(failure.sentence(clock: context.clock, now: context.now, words: context.words))
        if let last = failure.lastReportDate {
            text += " " + context.words(.alertSourceLastRead, ["time": context.clock.relativeTime(last, now: context.now)])
        }
        return TextLayout.wrapped(text, width: width).map { [Span($0, context.theme.offlineStyle)] }
    }

    /// "Warnings in force in Croatia that could not be matched to Split: 3", then where to
    /// read them: what the source has that may cover the place, never "no warnings".
    static func notice(for unplaced: UnplacedAlerts, place: Place, width: Int, context: RenderContext) -> [StyledLine] {
        let text = AlertWording.unplaced(unplaced, place: place, locale: context.model.locale)
        let link = DetailsLink.lines(for: unplaced.detailsURL, width: width, context: context)
        return TextLayout.wrapped(text, width: width).map { [Span($0, context.theme.staleStyle)] }
            + link.lines.map { [Span($0, link.style)] }
    }

    static func drawBoxed(into canvas: inout Canvas, rect: Rect, content: Content, snapshot: Snapshot, context: RenderContext) {
        let theme = context.theme, glyphs = context.glyphs, words = context.words
        let alerts = context.alerts
        let alertBlocks = content.blocks
        let first = alerts.isEmpty ? 0 : max(0, min(context.model.alertScroll, alerts.count - 1))
        let shown = shownAlerts(from: first, room: max(0, rect.height - 2), content: content)
        let blocks = shown.map { (index: $0, lines: alertBlocks[$0]) }
        let hiddenBelow = alerts.count - first - blocks.count
        var note = ""
        if first > 0 { note += glyphs.scrollUp + " " + words(.alertsAbove, count: first) }
        if hiddenBelow > 0 { note += (note.isEmpty ? "" : "  ") + glyphs.scrollDown + " " + words(.alertsBelow, count: hiddenBelow) }
        let hidden = context.hiddenAlertCount > 0 ? words(.weakerAlertsHidden, count: context.hiddenAlertCount) : nil
        let counts = [alerts.isEmpty ? nil : "\(alerts.count)", hidden].compactMap { $0 }.joined(separator: ", ")
        let title = counts.isEmpty ? words(.alertsTitle) : words(.alertsTitleWithCounts, ["counts": counts])
        let inner = canvas.drawBox(
            rect, title: [Span(title, theme.titleStyle)],
            bottomNote: note.isEmpty ? nil : [Span(note, theme.mutedStyle)], glyphs: glyphs, theme: theme, clear: false)
        guard !inner.isEmpty else { return }
        var y = inner.y
        for notice in content.notices where y < inner.maxY {
            canvas.draw(notice, x: inner.x, y: y, maxWidth: inner.width)
            y += 1
        }
        if alerts.isEmpty {
            if content.notices.isEmpty {
                canvas.draw(emptyMessage(snapshot, context: context), x: inner.x, y: inner.y, style: theme.mutedStyle, maxWidth: inner.width)
            }
            return
        }
        for block in blocks {
            for (offset, line) in block.lines.enumerated() where y < inner.maxY {
                canvas.draw(line, x: inner.x, y: y, maxWidth: inner.width)
                if offset == 0, block.index == context.model.selectedAlert, alerts.count > 1 {
                    canvas.restyle(Rect(x: inner.x - 1, y: y, width: inner.width + 2, height: 1)) { theme.selecting(&$0) }
                }
                y += 1
            }
        }
    }

    /// The alerts the boxed panel shows from `first` with `room` rows inside its border: whole
    /// alerts only, except the first, which is clipped if it is taller than the pane.
    static func shownAlerts(from first: Int, room: Int, content: Content) -> Range<Int> {
        var used = content.notices.count
        var end = first
        for index in content.blocks.indices.dropFirst(first) {
            let lines = content.blocks[index].count
            if end > first, used + lines > room { break }
            used += lines
            end += 1
        }
        return first..<end
    }

    /// Rows the boxed panel needs to show every notice and alert in full.
    static func neededHeight(_ content: Content) -> Int {
        2 + max(1, content.notices.count + content.blocks.reduce(0) { $0 + $1.count })
    }

    /// Rows the boxed panel needs to show the notices and at least the first alert whole, URL included.
    static func minimumHeight(_ content: Content) -> Int {
        2 + max(1, content.notices.count + (content.blocks.first?.count ?? 0))
    }

    /// One line for narrow panes: the worst alert and how many more there are.
    static func drawSummaryLine(into canvas: inout Canvas, rect: Rect, context: RenderContext) {
        guard !rect.isEmpty, let worst = context.alerts.first else { return }
        let theme = context.theme
        var line: StyledLine = [
            Span(severityLabel(worst.severity, context: context) + " ", theme.severityStyle(worst.severity)),
            Span(context.clean(worst.summary), CellStyle(foreground: theme.text, isBold: true)),
        ]
        let more = context.alerts.count - 1
        let suffix: StyledLine = more > 0 ? [Span(" " + context.words(.moreAlerts, count: more), theme.mutedStyle)] : []
        let room = rect.width - suffix.width
        if line.width > room {
            let summary = TextLayout.truncated(line[1].text, toWidth: max(1, room - line[0].width), ellipsis: context.glyphs.ellipsis)
            line[1].text = summary
        }
        canvas.draw(line + suffix, x: rect.x, y: rect.y, maxWidth: rect.width)
    }

    /// The panel when it has nothing to show: one line, "Alerts · No warnings from NWS for
    /// Oklahoma", instead of a box of empty rows.
    static func drawQuietLine(into canvas: inout Canvas, rect: Rect, snapshot: Snapshot, context: RenderContext) {
        guard !rect.isEmpty else { return }
        let line: StyledLine = [
            Span(context.words(.alertsTitle), context.theme.titleStyle), Span(context.glyphs.separator, context.theme.mutedStyle),
            Span(emptyMessage(snapshot, context: context), context.theme.mutedStyle),
        ]
        canvas.draw(line, x: rect.x + 1, y: rect.y, maxWidth: max(0, rect.width - 2))
    }

    /// Who has nothing to report, and for where: "No warnings from MeteoAlarm for North
    /// Holland" — never the same words as "nobody covers this place".
    static func emptyMessage(_ snapshot: Snapshot, context: RenderContext) -> String {
        let words = context.words
        guard snapshot.alertAvailability == .available else { return words(.noAlertSource) }
        if context.hiddenAlertCount > 0 {
            return words(.noWarningsAtOrAbove, ["level": context.model.minimumAlertSeverity?.name(in: words) ?? words(.chosenAlertLevel)])
        }
        guard !snapshot.alertSourceNames.isEmpty else { return words(.noActiveAlerts) }
        let who = words.allOf(snapshot.alertSourceNames.map(context.clean))
        let area = context.clean(snapshot.place.adminArea ?? snapshot.place.name)
        return words(.noWarningsFrom, ["sources": who, "area": area])
    }

    /// "Sat 14:00 – Sun 06:00", "until Sun 06:00", "from Sat 14:00", in the place's time.
    static func window(of alert: WeatherAlert, context: RenderContext) -> String {
        AlertWording.window(of: alert, clock: context.clock, glyphs: context.glyphs, words: context.words)
    }

    /// The column the labels stand in: 12 as English has always had it, wider where the
    /// language's longest severity word needs it, so a label never runs into the text.
    static func labelColumnWidth(_ context: RenderContext) -> Int {
        let widest = AlertSeverity.allCases.map { DisplayWidth.of(severityLabel($0, context: context)) }.max() ?? 0
        return max(labelWidth, widest + 2)
    }

    static func severityLabel(_ severity: AlertSeverity, context: RenderContext) -> String {
        context.glyphs.alertMark + " " + AlertWording.severity(severity, words: context.words)
    }

    /// The lines of one alert at a given width; the first carries the severity label.
    static func lines(for alert: WeatherAlert, width: Int, context: RenderContext) -> [StyledLine] {
        let theme = context.theme
        let label = severityLabel(alert.severity, context: context)
        // Narrow panes put the label on its own line so the text keeps most of the width.
        let indent = width >= 50 ? labelColumnWidth(context) : 2
        let textWidth = max(1, width - indent)
        let pad = String(repeating: " ", count: indent)
        let region = AlertWording.area(alert.region.map(context.clean), words: context.words)
        let bold = CellStyle(foreground: theme.text, isBold: true)
        var body: [StyledLine] = []
        body += TextLayout.wrapped(context.clean(alert.summary), width: textWidth).map { [Span($0, bold)] }
        body += TextLayout.wrapped(region + context.glyphs.separator + context.clean(alert.source), width: textWidth).map { [Span($0, theme.textStyle)] }
        body += TextLayout.wrapped(window(of: alert, context: context), width: textWidth).map { [Span($0, theme.mutedStyle)] }
        let link = DetailsLink.lines(for: alert.detailsURL, width: textWidth, context: context)
        body += link.lines.map { [Span($0, link.style)] }

        let labelSpan = Span(TextLayout.padded(label, toWidth: indent), theme.severityStyle(alert.severity))
        if indent > 2 {
            return body.enumerated().map { offset, line in
                (offset == 0 ? [labelSpan] : [Span(pad, theme.textStyle)]) + line
            }
        }
        return [[Span(label, theme.severityStyle(alert.severity))]] + body.map { [Span(pad, theme.textStyle)] + $0 }
    }
}
