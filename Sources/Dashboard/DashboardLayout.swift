import WeatherCore

/// Splits the body between the panels by what each has to show. Large panes (160+ columns, 30+
/// rows) have two columns: the current card above the hours on the left, the 10-day grid above
/// the alerts on the right. Wide panes (100+ columns) put the current card beside the 10-day
/// grid; medium panes stack boxed panels; narrow or short panes drop the boxes and condense
/// everything to single lines, keeping the selected place's name.
///
/// Alerts get what they need first; with nothing to show they are one line. Then the 48-hour
/// chart takes the place of the 12-hour strip where it fits, the days get their rows, and what
/// is left goes to the chart (on tall panes the strip comes back above it, for its icons) up to
/// the chart's greatest height; rows nobody can use stay below the last panel, never inside one.
///
/// The plan is worked out once per frame and is also what `alertScroll(showing:…)` and
/// `maximumDayScroll` ask, so scrolling agrees with what is drawn.
enum DashboardLayout {
    enum Mode: Equatable { case twoColumns, wide, medium, narrow }

    static let hourlyBoxHeight = HourlyStripPanel.fullHeight + 2
    /// Rows the current card needs for the next-hour sentence and its bar, when there is a minute forecast.
    static func nextHourRows(_ snapshot: Snapshot) -> Int { CurrentCardPanel.hasNextHourLine(snapshot) ? 2 : 0 }

    /// Where each panel goes. Boxed modes fill `card`, `hourly` and/or `chart`, `days` and
    /// `alerts` (or `quietAlerts`); the narrow mode fills `currentLine`, `alertLine`,
    /// `nextHourLine`, `hourly` or `chart`, and `days` (unboxed).
    struct Plan {
        var mode: Mode
        var card: Rect?
        var currentLine: Rect?
        var alertLine: Rect?
        var nextHourLine: Rect?
        var hourly: Rect?
        var chart: Rect?
        var days: Rect?
        var alerts: Rect?
        /// The alerts panel as one line, when it has no alert and no notice to show.
        var quietAlerts: Rect?
        var alertsContent = AlertsPanel.Content()

        /// Rows of days shown at once.
        var visibleDays: Int {
            guard let days else { return 0 }
            return mode == .narrow ? days.height : max(0, days.height - 2)
        }
    }

    /// The mode follows the body without the status row, so a status message never turns a
    /// boxed layout into the narrow one.
    static func mode(for body: Rect) -> Mode {
        if body.height < 18 || body.width < 60 { return .narrow }
        // From 160 columns the chart keeps two columns an hour beside a 64-column grid of days.
        if body.width >= 160, body.height >= 30 { return .twoColumns }
        return body.width >= 100 ? .wide : .medium
    }

    /// What the alerts panel needs: its full height, and the least it is given.
    private struct AlertRows {
        var content: AlertsPanel.Content
        var isQuiet: Bool { content.blocks.isEmpty && content.notices.isEmpty }
        var needed: Int { isQuiet ? 1 : AlertsPanel.neededHeight(content) }
    }

    static func plan(body: Rect, modeBody: Rect, snapshot: Snapshot, context: RenderContext) -> Plan {
        let mode = mode(for: modeBody)
        var plan = Plan(mode: mode)
        let dayCount = min(snapshot.daily.count, DailyGridPanel.maximumDays)
        let chartMinimum = HourlyChartPanel.minimumHeight(glyphs: context.glyphs, boxed: true)
        let chartMaximum = HourlyChartPanel.maximumHeight(snapshot, context: context, boxed: true)
        switch mode {
        case .twoColumns:
            let daysWidth = min(96, max(64, body.width * 2 / 5))
            let left = Rect(x: body.x, y: body.y, width: body.width - daysWidth, height: body.height)
            let right = Rect(x: left.maxX, y: body.y, width: daysWidth, height: body.height)
            let alerts = AlertRows(content: AlertsPanel.content(width: right.width, context: context))
            plan.alertsContent = alerts.content
            let cardHeight = min(CurrentCardPanel.fullHeight + nextHourRows(snapshot), left.height - chartMinimum)
            plan.card = Rect(x: left.x, y: left.y, width: left.width, height: cardHeight)
            // Nothing goes below the chart in this column, so it may take the roomy height.
            let roomyChart = HourlyChartPanel.maximumHeight(snapshot, context: context, boxed: true, curveRows: HourlyChartPanel.roomyCurveRows)
            placeHours(&plan, Rect(x: left.x, y: left.y + cardHeight, width: left.width, height: left.height - cardHeight),
                       chartMinimum: chartMinimum, chartMaximum: roomyChart)
            // The days whole where the alerts keep their first alert whole; the alerts the rest.
            let alertsMinimum = alerts.isQuiet ? 1 : min(alerts.needed, max(3, AlertsPanel.minimumHeight(alerts.content)))
            let daysHeight = max(3, min(dayCount + 2, right.height - alertsMinimum))
            plan.days = Rect(x: right.x, y: right.y, width: right.width, height: daysHeight)
            placeAlerts(&plan, alerts, Rect(x: right.x, y: right.y + daysHeight, width: right.width, height: right.height - daysHeight))

        case .wide:
            let alerts = AlertRows(content: AlertsPanel.content(width: body.width, context: context))
            plan.alertsContent = alerts.content
            let alertsMinimum = alerts.isQuiet ? 1 : max(3, min(alerts.needed, 8))
            let cardNeeded = CurrentCardPanel.fullHeight + nextHourRows(snapshot)
                + CurrentCardPanel.changeSentences(snapshot, context: context).count + (CurrentCardPanel.hasAirQualityLine(snapshot) ? 1 : 0)
            let topHeight = max(5, min(max(cardNeeded, dayCount + 2), body.height - hourlyBoxHeight - alertsMinimum))
            let cardWidth = min(64, max(40, body.width * 2 / 5))
            plan.card = Rect(x: body.x, y: body.y, width: cardWidth, height: topHeight)
            plan.days = Rect(x: body.x + cardWidth, y: body.y, width: body.width - cardWidth, height: topHeight)
            let rest = body.height - topHeight
            // The alerts first, leaving the hours at least the strip.
            let alertsHeight = max(min(alertsMinimum, rest), min(alerts.needed, rest - hourlyBoxHeight))
            let hoursHeight = rest - alertsHeight
            var y = body.y + topHeight
            y += placeHours(&plan, Rect(x: body.x, y: y, width: body.width, height: hoursHeight), chartMinimum: chartMinimum, chartMaximum: chartMaximum)
            placeAlerts(&plan, alerts, Rect(x: body.x, y: y, width: body.width, height: body.maxY - y))

        case .medium:
            let alerts = AlertRows(content: AlertsPanel.content(width: body.width, context: context))
            plan.alertsContent = alerts.content
            let daysNeeded = dayCount + 2
            // Both panels always stay: the days with at least three rows, the alerts with at
            // least the first alert whole (its link included).
            let daysMinimum = 2 + min(3, max(1, dayCount))
            let alertsMinimum = alerts.isQuiet ? 1 : min(alerts.needed, max(3, AlertsPanel.minimumHeight(alerts.content)))
            // The compact card: headline, the next-hour line where there is one, two rows of values.
            var cardHeight = CurrentCardPanel.hasNextHourLine(snapshot) ? 6 : 5, hourlyHeight = hourlyBoxHeight
            // Where that does not fit, the card gives up its next-hour line first, then a line,
            // then the hours their precipitation row, then the card another line.
            let fits = { body.height - cardHeight - hourlyHeight >= daysMinimum + alertsMinimum }
            if !fits(), cardHeight > 5 { cardHeight -= 1 }
            for step in 0..<3 where !fits() {
                if step == 1 { hourlyHeight -= 1 } else { cardHeight -= 1 }
            }
            let rest = body.height - cardHeight - hourlyHeight
            var daysHeight = daysMinimum, alertsHeight = alertsMinimum
            var spare = rest - daysMinimum - alertsMinimum
            if spare < 0 {
                daysHeight = max(3, rest - alertsMinimum)
                alertsHeight = rest - daysHeight
                spare = 0
            }
            let toAlerts = max(0, min(spare, alerts.needed - alertsHeight))
            alertsHeight += toAlerts
            spare -= toAlerts
            let hasChart = hourlyHeight == hourlyBoxHeight && spare >= chartMinimum - hourlyHeight
            if hasChart {
                spare -= chartMinimum - hourlyHeight
                hourlyHeight = chartMinimum
            }
            // A curve of a few rows more reads far better than one more day, so the chart grows
            // that far before the days do.
            if hasChart {
                let toChart = min(spare, HourlyChartPanel.comfortableExtraRows)
                hourlyHeight += toChart
                spare -= toChart
            }
            let toDays = max(0, min(spare, daysNeeded - daysHeight))
            daysHeight += toDays
            spare -= toDays
            // What is left: the chart's (up to its greatest height), else (a row or two) the alerts'.
            if hasChart { hourlyHeight += spare } else { alertsHeight += spare }
            var y = body.y
            plan.card = Rect(x: body.x, y: y, width: body.width, height: cardHeight)
            y += cardHeight
            let hours = Rect(x: body.x, y: y, width: body.width, height: hourlyHeight)
            if hasChart {
                y += placeHours(&plan, hours, chartMinimum: chartMinimum, chartMaximum: chartMaximum)
            } else {
                plan.hourly = hours
                y += hourlyHeight
            }
            if daysHeight >= 3 {
                plan.days = Rect(x: body.x, y: y, width: body.width, height: daysHeight)
                y += daysHeight
            }
            placeAlerts(&plan, alerts, Rect(x: body.x, y: y, width: body.width, height: body.maxY - y))

        case .narrow:
            let inner = Rect(x: body.x + 1, y: body.y, width: body.width - 2, height: body.height)
            var y = inner.y
            plan.currentLine = Rect(x: inner.x, y: y, width: inner.width, height: 1)
            y += 1
            if !context.alerts.isEmpty, inner.maxY - y > 2 {
                plan.alertLine = Rect(x: inner.x, y: y, width: inner.width, height: 1)
                y += 1
            }
            if CurrentCardPanel.hasNextHourLine(snapshot), inner.maxY - y >= 8 {
                plan.nextHourLine = Rect(x: inner.x, y: y, width: inner.width, height: 1)
                y += 1
            }
            let chartHeight = HourlyChartPanel.minimumHeight(glyphs: context.glyphs, boxed: false)
            if inner.maxY - y >= chartHeight + 4 {
                // Tall enough for the chart and four days: the days get their rows, the chart the rest (up to its greatest height).
                let height = min(HourlyChartPanel.maximumHeight(snapshot, context: context, boxed: false),
                                 max(chartHeight, inner.maxY - y - max(4, min(dayCount, inner.maxY - y - chartHeight))))
                plan.chart = Rect(x: inner.x, y: y, width: inner.width, height: height)
                y += height
            } else {
                let hourRows = min(inner.maxY - y - 1 >= 8 ? 4 : 3, max(0, inner.maxY - y - 2))
                if hourRows > 0 {
                    plan.hourly = Rect(x: inner.x, y: y, width: inner.width, height: hourRows)
                    y += hourRows
                }
            }
            if inner.maxY - y > 0 { plan.days = Rect(x: inner.x, y: y, width: inner.width, height: inner.maxY - y) }
        }
        return plan
    }

    /// The chart in `rect`, with the 12-hour strip above it (for its icons) where the chart keeps
    /// a comfortable height and more besides; the strip alone where the chart does not fit. The
    /// chart is never taller than `chartMaximum`; the rows used are returned.
    @discardableResult
    private static func placeHours(_ plan: inout Plan, _ rect: Rect, chartMinimum: Int, chartMaximum: Int) -> Int {
        guard rect.height >= chartMinimum else {
            plan.hourly = rect
            return rect.height
        }
        var chart = rect
        if rect.height >= chartMinimum + HourlyChartPanel.comfortableExtraRows + hourlyBoxHeight + 3 {
            plan.hourly = Rect(x: rect.x, y: rect.y, width: rect.width, height: hourlyBoxHeight)
            chart.y += hourlyBoxHeight
            chart.height -= hourlyBoxHeight
        }
        chart.height = min(chart.height, chartMaximum)
        plan.chart = chart
        return chart.maxY - rect.y
    }

    /// The alerts' box, no taller than they need, or their one line when they have nothing to show.
    private static func placeAlerts(_ plan: inout Plan, _ alerts: AlertRows, _ rect: Rect) {
        if alerts.isQuiet {
            plan.quietAlerts = Rect(x: rect.x, y: rect.y, width: rect.width, height: min(1, rect.height))
        } else {
            plan.alerts = Rect(x: rect.x, y: rect.y, width: rect.width, height: min(rect.height, alerts.needed))
        }
    }

    static func draw(into canvas: inout Canvas, plan: Plan, snapshot: Snapshot, context: RenderContext) {
        // The days scroll on their own, after the alerts (DashboardState+Focus.swift).
        let firstDay = context.model.dayScroll
        switch plan.mode {
        case .twoColumns, .wide, .medium:
            if let card = plan.card { CurrentCardPanel.draw(into: &canvas, rect: card, snapshot: snapshot, context: context) }
            if let hourly = plan.hourly { HourlyStripPanel.drawBoxed(into: &canvas, rect: hourly, snapshot: snapshot, context: context) }
            if let chart = plan.chart { HourlyChartPanel.drawBoxed(into: &canvas, rect: chart, snapshot: snapshot, context: context) }
            if let days = plan.days {
                DailyGridPanel.drawBoxed(into: &canvas, rect: days, snapshot: snapshot, firstDay: firstDay, context: context)
            }
            if let alerts = plan.alerts {
                AlertsPanel.drawBoxed(into: &canvas, rect: alerts, content: plan.alertsContent, snapshot: snapshot, context: context)
            }
            if let line = plan.quietAlerts { AlertsPanel.drawQuietLine(into: &canvas, rect: line, snapshot: snapshot, context: context) }
        case .narrow:
            if let line = plan.currentLine { CurrentCardPanel.drawLine(into: &canvas, rect: line, snapshot: snapshot, context: context) }
            if let line = plan.alertLine { AlertsPanel.drawSummaryLine(into: &canvas, rect: line, context: context) }
            if let line = plan.nextHourLine {
                if let text = CurrentCardPanel.nextHourLines(snapshot, width: line.width, rows: 1, context: context).first {
                    canvas.draw(text, x: line.x, y: line.y, maxWidth: line.width)
                }
            }
            if let hourly = plan.hourly { HourlyStripPanel.draw(into: &canvas, rect: hourly, snapshot: snapshot, context: context) }
            if let chart = plan.chart { HourlyChartPanel.draw(into: &canvas, rect: chart, snapshot: snapshot, context: context) }
            if let days = plan.days { DailyGridPanel.draw(into: &canvas, rect: days, snapshot: snapshot, firstDay: firstDay, context: context) }
        }
    }
}
