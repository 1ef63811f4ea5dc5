import Foundation
import WeatherCore

/// Official alerts in severity order, one row each: coloured severity, event, until when (in
/// the place's local time) and affected area, so that a warning in force costs the weather
/// around it one row, not five. The issuer, the whole time window, the text and the details
/// link (`DetailsLink`, whole, because the source's terms require the user can reach the whole
/// alert) are in the detail popup (Enter), never a raw URL in the panel; where the terminal
/// makes links clickable, the selected alert's short link ("Details at api.weather.gov ↗")
/// takes a row under it.
enum AlertsPanel {
    /// Columns taken by "▲ EXTREME  " before the text of each alert on wide panes.
    private static let labelWidth = 12

    /// The panel's text laid out for a given width: first a notice for each alert source that
    /// could not be read (so a failed source is never mistaken for "no alerts"), then one row
    /// per alert. Computed once per render and shared by the height calculations and the
    /// drawing, as wrapping is the costly part.
    struct Content {
        var notices: [StyledLine] = []
        var rows: [StyledLine] = []
        /// The selected alert's clickable link, drawn under its row.
        var link: (alert: Int, row: StyledLine)?

        /// Rows inside the box besides the alerts' own.
        var otherRows: Int { notices.count + (link == nil ? 0 : 1) }
    }

    static func content(width: Int, context: RenderContext) -> Content {
        let textWidth = max(1, width - 4)
        return Content(
            notices: (context.snapshot?.sourceFailures ?? []).filter { $0.kind != .context }
                .flatMap { notice(for: $0, width: textWidth, context: context) }
                + (context.snapshot.map { snapshot in
                    snapshot.unplacedAlerts.flatMap { notice(for: $0, place: snapshot.place, width: textWidth, context: context) }
                } ?? []),
            rows: context.alerts.map { row(for: $0, width: textWidth, context: context) },
            link: selectedLink(width: textWidth, context: context))
    }

    /// The selected alert's short link, where the terminal makes links clickable and its URL
    /// can be one; elsewhere the link is in the popup only (a raw URL would cost rows).
    private static func selectedLink(width: Int, context: RenderContext) -> (alert: Int, row: StyledLine)? {
        let index = context.model.selectedAlert
        guard context.model.supportsHyperlinks, context.alerts.indices.contains(index),
              Hyperlink(context.alerts[index].detailsURL) != nil
        else { return nil }
        let link = DetailsLink.lines(for: context.alerts[index].detailsURL, width: width, context: context)
        guard let text = link.lines.first else { return nil }
        let indent = textColumn(of: context.alerts[index], width: width, context: context)
        let shown = TextLayout.truncated(text, toWidth: max(1, width - indent), ellipsis: context.glyphs.ellipsis)
        return (index, [Span(String(repeating: " ", count: indent), context.theme.textStyle), Span(shown, link.style)])
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
        let first = alerts.isEmpty ? 0 : max(0, min(context.model.alertScroll, alerts.count - 1))
        let shown = shownAlerts(from: first, room: max(0, rect.height - 2), content: content)
        let hiddenBelow = alerts.count - shown.upperBound
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
        for index in shown where y < inner.maxY {
            canvas.draw(content.rows[index], x: inner.x, y: y, maxWidth: inner.width)
            // The selection is marked while the alerts have the focus (↓ goes on into the days).
            if index == context.model.selectedAlert, alerts.count > 1, context.model.focusedPanel == .alerts {
                canvas.restyle(Rect(x: inner.x - 1, y: y, width: inner.width + 2, height: 1)) { theme.selecting(&$0) }
            }
            y += 1
            if let link = content.link, link.alert == index, y < inner.maxY {
                canvas.draw(link.row, x: inner.x, y: y, maxWidth: inner.width)
                y += 1
            }
        }
    }

    /// The alerts the boxed panel shows from `first` with `room` rows inside its border: one
    /// row each, below the notices; the first at least, whatever the room.
    static func shownAlerts(from first: Int, room: Int, content: Content) -> Range<Int> {
        let fit = max(1, room - content.otherRows)
        return first..<max(first, min(content.rows.count, first + fit))
    }

    /// The alert drawn on row `offset` inside the boxed panel's border (its link's row counts as
    /// its own), for a click; nil on a notice or below the last alert.
    static func alert(atRow offset: Int, content: Content, room: Int, context: RenderContext) -> Int? {
        let alerts = context.alerts
        let first = alerts.isEmpty ? 0 : max(0, min(context.model.alertScroll, alerts.count - 1))
        var row = content.notices.count
        for index in shownAlerts(from: first, room: room, content: content) {
            let rows = content.link?.alert == index ? 2 : 1
            if offset >= row, offset < row + rows { return index }
            row += rows
        }
        return nil
    }

    /// Rows the boxed panel needs to show every notice and alert.
    static func neededHeight(_ content: Content) -> Int {
        2 + max(1, content.otherRows + content.rows.count)
    }

    /// Rows the boxed panel needs to show the notices and the worst alert.
    static func minimumHeight(_ content: Content) -> Int {
        2 + max(1, content.otherRows + min(1, content.rows.count))
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

    /// One alert's row: its severity in the label column, then the event, when it ends (or
    /// starts, when it is not in force yet) and the area, the area shortened first.
    static func row(for alert: WeatherAlert, width: Int, context: RenderContext) -> StyledLine {
        let theme = context.theme, glyphs = context.glyphs
        let label = severityLabel(alert.severity, context: context)
        let indent = textColumn(of: alert, width: width, context: context)
        let room = max(1, width - indent)
        let separator = Span(glyphs.separator, theme.mutedStyle)
        let event = Span(context.clean(alert.summary), CellStyle(foreground: theme.text, isBold: true))
        var line: StyledLine = [event]
        if let when = shortWindow(of: alert, context: context) { line += [separator, Span(when, theme.mutedStyle)] }
        let area = AlertWording.area(alert.region.map(context.clean), words: context.words)
        let areaRoom = room - line.width - separator.width
        if areaRoom >= 8 {
            line += [separator, Span(TextLayout.truncated(area, toWidth: areaRoom, ellipsis: glyphs.ellipsis), theme.textStyle)]
        } else if line.width > room {
            // No room for the area; the time goes before the event is cut.
            line = [Span(TextLayout.truncated(event.text, toWidth: room, ellipsis: glyphs.ellipsis), event.style)]
        }
        return [Span(TextLayout.padded(label, toWidth: indent), theme.severityStyle(alert.severity))] + line
    }

    /// Where an alert's text starts on its row (and its link under it): after the label column
    /// shared by every alert, or on narrow panels just after its own label.
    static func textColumn(of alert: WeatherAlert, width: Int, context: RenderContext) -> Int {
        width >= 50 ? labelColumnWidth(context) : DisplayWidth.of(severityLabel(alert.severity, context: context)) + 1
    }

    /// "until Tue 22:01" for a warning in force, "from Wed 06:00" for one that is not yet; nil
    /// when the source gave neither.
    static func shortWindow(of alert: WeatherAlert, context: RenderContext) -> String? {
        if let start = alert.startDate, start > context.now {
            return context.words(.alertFrom, ["time": context.clock.weekdayTime(start)])
        }
        return alert.expirationDate.map { context.words(.alertUntil, ["time": context.clock.weekdayTime($0)]) }
    }
}
