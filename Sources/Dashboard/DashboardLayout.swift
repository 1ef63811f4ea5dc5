import WeatherCore

/// Splits the body between the panels. Wide panes (100+ columns) put the current card beside
/// the 10-day grid; medium panes stack boxed panels; narrow or short panes drop the boxes
/// and condense everything to single lines, keeping the selected place's name.
///
/// The plan is worked out once per frame and is also what `alertScroll(showing:…)` and
/// `maximumDayScroll` ask, so scrolling agrees with what is drawn.
enum DashboardLayout {
    enum Mode: Equatable { case wide, medium, narrow }

    static let hourlyBoxHeight = HourlyStripPanel.fullHeight + 2

    /// Where each panel goes. Boxed modes fill `card`, `hourly`, `days` and `alerts`; the
    /// narrow mode fills `currentLine`, `alertLine`, `hourly` and `days` (unboxed).
    struct Plan {
        var mode: Mode
        var card: Rect?
        var currentLine: Rect?
        var alertLine: Rect?
        var hourly: Rect?
        var days: Rect?
        var alerts: Rect?
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
        return body.width >= 100 ? .wide : .medium
    }

    static func plan(body: Rect, modeBody: Rect, snapshot: Snapshot, context: RenderContext) -> Plan {
        let mode = mode(for: modeBody)
        var plan = Plan(mode: mode)
        let dayCount = min(snapshot.daily.count, DailyGridPanel.maximumDays)
        switch mode {
        case .wide:
            let alerts = AlertsPanel.content(width: body.width, context: context)
            plan.alertsContent = alerts
            let alertsNeeded = AlertsPanel.neededHeight(alerts)
            let alertsMinimum = max(3, min(alertsNeeded, 8))
            let topHeight = max(5, min(max(CurrentCardPanel.fullHeight, dayCount + 2), body.height - hourlyBoxHeight - alertsMinimum))
            let cardWidth = min(64, max(40, body.width * 2 / 5))
            plan.card = Rect(x: body.x, y: body.y, width: cardWidth, height: topHeight)
            plan.days = Rect(x: body.x + cardWidth, y: body.y, width: body.width - cardWidth, height: topHeight)
            plan.hourly = Rect(x: body.x, y: body.y + topHeight, width: body.width, height: hourlyBoxHeight)
            let alertsTop = body.y + topHeight + hourlyBoxHeight
            plan.alerts = Rect(x: body.x, y: alertsTop, width: body.width, height: body.maxY - alertsTop)

        case .medium:
            let alerts = AlertsPanel.content(width: body.width, context: context)
            plan.alertsContent = alerts
            let daysNeeded = dayCount + 2
            let alertsNeeded = AlertsPanel.neededHeight(alerts)
            // Both panels always stay: the days with at least three rows, the alerts with at
            // least the first alert whole (its link included).
            let daysMinimum = 2 + min(3, max(1, dayCount))
            let alertsMinimum = min(alertsNeeded, max(3, AlertsPanel.minimumHeight(alerts)))
            var cardHeight = 5, hourlyHeight = hourlyBoxHeight
            // Where that does not fit, the card gives up a line first, then the hours their
            // precipitation row, then the card another line.
            for step in 0..<3 where body.height - cardHeight - hourlyHeight < daysMinimum + alertsMinimum {
                if step == 1 { hourlyHeight -= 1 } else { cardHeight -= 1 }
            }
            let rest = body.height - cardHeight - hourlyHeight
            var daysHeight = min(daysNeeded, max(daysMinimum, rest - alertsNeeded))
            if rest - daysHeight < alertsMinimum { daysHeight = max(3, rest - alertsMinimum) }
            var y = body.y
            plan.card = Rect(x: body.x, y: y, width: body.width, height: cardHeight)
            y += cardHeight
            plan.hourly = Rect(x: body.x, y: y, width: body.width, height: hourlyHeight)
            y += hourlyHeight
            if daysHeight >= 3 {
                plan.days = Rect(x: body.x, y: y, width: body.width, height: daysHeight)
                y += daysHeight
            }
            plan.alerts = Rect(x: body.x, y: y, width: body.width, height: body.maxY - y)

        case .narrow:
            let inner = Rect(x: body.x + 1, y: body.y, width: body.width - 2, height: body.height)
            var y = inner.y
            plan.currentLine = Rect(x: inner.x, y: y, width: inner.width, height: 1)
            y += 1
            if !context.alerts.isEmpty, inner.maxY - y > 2 {
                plan.alertLine = Rect(x: inner.x, y: y, width: inner.width, height: 1)
                y += 1
            }
            let hourRows = min(inner.maxY - y - 1 >= 8 ? 4 : 3, max(0, inner.maxY - y - 2))
            if hourRows > 0 {
                plan.hourly = Rect(x: inner.x, y: y, width: inner.width, height: hourRows)
                y += hourRows
            }
            if inner.maxY - y > 0 { plan.days = Rect(x: inner.x, y: y, width: inner.width, height: inner.maxY - y) }
        }
        return plan
    }

    static func draw(into canvas: inout Canvas, plan: Plan, snapshot: Snapshot, context: RenderContext) {
        // ↑/↓ scroll the alerts; with no alerts they scroll the days instead.
        let firstDay = context.alerts.isEmpty ? context.model.alertScroll : 0
        switch plan.mode {
        case .wide, .medium:
            if let card = plan.card { CurrentCardPanel.draw(into: &canvas, rect: card, snapshot: snapshot, context: context) }
            if let hourly = plan.hourly { HourlyStripPanel.drawBoxed(into: &canvas, rect: hourly, snapshot: snapshot, context: context) }
            if let days = plan.days {
                DailyGridPanel.drawBoxed(into: &canvas, rect: days, snapshot: snapshot, firstDay: firstDay, context: context)
            }
            if let alerts = plan.alerts {
                AlertsPanel.drawBoxed(into: &canvas, rect: alerts, content: plan.alertsContent, snapshot: snapshot, context: context)
            }
        case .narrow:
            if let line = plan.currentLine { CurrentCardPanel.drawLine(into: &canvas, rect: line, snapshot: snapshot, context: context) }
            if let line = plan.alertLine { AlertsPanel.drawSummaryLine(into: &canvas, rect: line, context: context) }
            if let hourly = plan.hourly { HourlyStripPanel.draw(into: &canvas, rect: hourly, snapshot: snapshot, context: context) }
            if let days = plan.days { DailyGridPanel.draw(into: &canvas, rect: days, snapshot: snapshot, firstDay: firstDay, context: context) }
        }
    }
}
