import WeatherCore

/// Splits the body between the panels. Wide panes (100+ columns) put the current card beside
/// the 10-day grid; medium panes stack boxed panels; narrow or short panes drop the boxes
/// and condense everything to single lines, keeping the selected place's name.
enum DashboardLayout {
    enum Mode: Equatable { case wide, medium, narrow }

    static let hourlyBoxHeight = HourlyStripPanel.fullHeight + 2

    static func mode(for body: Rect) -> Mode {
        if body.height < 18 || body.width < 60 { return .narrow }
        return body.width >= 100 ? .wide : .medium
    }

    static func draw(into canvas: inout Canvas, body: Rect, snapshot: Snapshot, context: RenderContext) {
        // ↑/↓ scroll the alerts; with no alerts they scroll the days instead.
        let firstDay = context.alerts.isEmpty ? context.model.alertScroll : 0
        let dayCount = min(snapshot.daily.count, DailyGridPanel.maximumDays)
        let alerts = mode(for: body) == .narrow ? AlertsPanel.Content() : AlertsPanel.content(width: body.width, context: context)
        switch mode(for: body) {
        case .wide:
            let alertsNeeded = AlertsPanel.neededHeight(alerts)
            let alertsMinimum = max(3, min(alertsNeeded, 8))
            let topHeight = max(5, min(max(CurrentCardPanel.fullHeight, dayCount + 2), body.height - hourlyBoxHeight - alertsMinimum))
            let cardWidth = min(64, max(40, body.width * 2 / 5))
            var y = body.y
            CurrentCardPanel.draw(into: &canvas, rect: Rect(x: body.x, y: y, width: cardWidth, height: topHeight), snapshot: snapshot, context: context)
            DailyGridPanel.drawBoxed(
                into: &canvas, rect: Rect(x: body.x + cardWidth, y: y, width: body.width - cardWidth, height: topHeight),
                snapshot: snapshot, firstDay: firstDay, context: context)
            y += topHeight
            HourlyStripPanel.drawBoxed(into: &canvas, rect: Rect(x: body.x, y: y, width: body.width, height: hourlyBoxHeight), snapshot: snapshot, context: context)
            y += hourlyBoxHeight
            AlertsPanel.drawBoxed(into: &canvas, rect: Rect(x: body.x, y: y, width: body.width, height: body.maxY - y), content: alerts, snapshot: snapshot, context: context)

        case .medium:
            let cardHeight = 5
            var y = body.y
            CurrentCardPanel.draw(into: &canvas, rect: Rect(x: body.x, y: y, width: body.width, height: cardHeight), snapshot: snapshot, context: context)
            y += cardHeight
            HourlyStripPanel.drawBoxed(into: &canvas, rect: Rect(x: body.x, y: y, width: body.width, height: hourlyBoxHeight), snapshot: snapshot, context: context)
            y += hourlyBoxHeight
            let rest = body.maxY - y
            let daysNeeded = dayCount + 2
            let alertsNeeded = AlertsPanel.neededHeight(alerts)
            var daysHeight = daysNeeded
            if daysNeeded + alertsNeeded > rest {
                let alertsMinimum = AlertsPanel.minimumHeight(alerts)
                let alertsHeight = min(alertsNeeded, max(alertsMinimum, rest - 5))
                daysHeight = rest - alertsHeight
            }
            if daysHeight >= 3 {
                DailyGridPanel.drawBoxed(into: &canvas, rect: Rect(x: body.x, y: y, width: body.width, height: daysHeight), snapshot: snapshot, firstDay: firstDay, context: context)
                y += daysHeight
            }
            AlertsPanel.drawBoxed(into: &canvas, rect: Rect(x: body.x, y: y, width: body.width, height: body.maxY - y), content: alerts, snapshot: snapshot, context: context)

        case .narrow:
            let inner = Rect(x: body.x + 1, y: body.y, width: body.width - 2, height: body.height)
            var y = inner.y
            CurrentCardPanel.drawLine(into: &canvas, rect: Rect(x: inner.x, y: y, width: inner.width, height: 1), snapshot: snapshot, context: context)
            y += 1
            if !context.alerts.isEmpty, inner.maxY - y > 2 {
                AlertsPanel.drawSummaryLine(into: &canvas, rect: Rect(x: inner.x, y: y, width: inner.width, height: 1), context: context)
                y += 1
            }
            let hourRows = min(inner.maxY - y - 1 >= 8 ? 4 : 3, max(0, inner.maxY - y - 2))
            if hourRows > 0 {
                HourlyStripPanel.draw(into: &canvas, rect: Rect(x: inner.x, y: y, width: inner.width, height: hourRows), snapshot: snapshot, context: context)
                y += hourRows
            }
            if inner.maxY - y > 0 {
                DailyGridPanel.draw(into: &canvas, rect: Rect(x: inner.x, y: y, width: inner.width, height: inner.maxY - y), snapshot: snapshot, firstDay: firstDay, context: context)
            }
        }
    }
}
