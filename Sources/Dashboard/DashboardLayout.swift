import WeatherCore

/// Splits the body between the panels by what each declares to `LayoutSolver`: the least it
/// can show something useful in, what shows all it has, and the most it can use. Large panes
/// (160+ columns, 30+ rows) have two columns: the current card above the hours on the left, the
/// 10-day grid above the alerts, the other places and the hours as a table on the right. Wide panes (100+ columns) put the current card
/// beside the 10-day grid; medium panes stack boxed panels; narrow or short panes drop the boxes
/// and condense everything to single lines, keeping the selected place's name.
///
/// What matters most is placed first, at every size: the card's core (temperature, condition,
/// feels-like, high and low, wind) and the warnings in force (one row each, worst first), then
/// the next hours (the 48-hour chart where it fits, else the 12-hour strip), then the days.
/// Each grows in the same order to show all it has, then the chart takes what is left. Only
/// the kinds of data (alerts or not, a minute forecast or not) change the plan, never which
/// place it is; rows nobody can use stay below the last panel, never inside one.
///
/// The plan is worked out once per frame and is also what `alertScroll(showing:…)` and
/// `maximumDayScroll` ask, so scrolling agrees with what is drawn.
public enum DashboardLayout {
    enum Mode: Equatable { case twoColumns, wide, medium, narrow }

    /// The 12-hour strip's box: the hour, icon, temperature and precipitation rows.
    static let hourlyBoxHeight = HourlyStripPanel.fullHeight + 2

    /// Where each panel goes. Boxed modes fill `card`, `hourly` and/or `chart`, `days` and
    /// `alerts` (or `quietAlerts`); the narrow mode fills `currentLine`, `alertLine`,
    /// `coreLine`, `nextHourLine`, `hourly` or `chart`, and `days` (unboxed).
    struct Plan {
        var mode: Mode
        var card: Rect?
        var currentLine: Rect?
        /// Feels-like and wind, the rest of the card's core, on narrow panes.
        var coreLine: Rect?
        var alertLine: Rect?
        var nextHourLine: Rect?
        var hourly: Rect?
        var chart: Rect?
        var days: Rect?
        var alerts: Rect?
        /// The alerts panel as one line, when it has no alert and no notice to show.
        var quietAlerts: Rect?
        /// The other saved places, a row each, where a two-column pane has rows to spare.
        var otherPlaces: Rect?
        /// The next hours as a table, where a two-column pane still has rows to spare.
        var hourByHour: Rect?
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

    /// Whether a frame of `size` may list the other saved places (`OtherPlacesPanel`), which
    /// needs their glances where their tabs need only their warning marks: its body is at most
    /// the frame less the header row.
    public static func mayListOtherPlaces(in size: TerminalSize) -> Bool {
        mode(for: Rect(x: 0, y: 1, width: size.width, height: size.height - 1)) == .twoColumns
    }

    /// The order panels are served in (`LayoutSolver` ranks): the card's core first, and the
    /// warnings' rows, the chart and the days before the card's less needed values.
    private enum Rank {
        static let card = 0, alerts = 1, hours = 2, days = 3, otherPlaces = 4, hourByHour = 5
        static let cardGrowth = 2, alertsGrowth = 0, hoursGrowth = 1, daysGrowth = 3
    }

    /// What each boxed panel asks for at a width.
    private struct Demands {
        let snapshot: Snapshot
        let context: RenderContext

        func card(width: Int) -> LayoutSolver.Demand {
            var demand = CurrentCardPanel.demand(snapshot, width: width, rank: Rank.card, context: context)
            demand.growthRank = Rank.cardGrowth
            return demand
        }

        /// One row when there is nothing to list; else every notice and a row per alert, and at
        /// the least the notices and the worst alert.
        func alerts(_ content: AlertsPanel.Content) -> LayoutSolver.Demand {
            if content.rows.isEmpty, content.notices.isEmpty { return .fixed(1, rank: Rank.alerts) }
            return LayoutSolver.Demand(
                minimum: AlertsPanel.minimumHeight(content), preferred: AlertsPanel.neededHeight(content), rank: Rank.alerts,
                growthRank: Rank.alertsGrowth)
        }

        /// The chart from its least height to its greatest (with the strip above it where
        /// `withStrip`), the strip alone where the chart does not fit; and the rows nobody
        /// else can use, for a taller curve.
        func hours(withStrip: Bool) -> LayoutSolver.Demand {
            let glyphs = context.glyphs
            let strip = withStrip ? hourlyBoxHeight : 0
            return LayoutSolver.Demand(
                minimum: HourlyChartPanel.minimumHeight(glyphs: glyphs, boxed: true),
                preferred: HourlyChartPanel.comfortableHeight(glyphs: glyphs, boxed: true),
                maximum: HourlyChartPanel.maximumHeight(snapshot, context: context, boxed: true) + strip,
                rank: Rank.hours, growthRank: Rank.hoursGrowth, least: hourlyBoxHeight - 1,
                takesRest: HourlyChartPanel.maximumHeight(snapshot, context: context, boxed: true, curveRows: HourlyChartPanel.roomyCurveRows) + strip)
        }

        /// A row for each other saved place, or nothing when there is none.
        func otherPlaces() -> LayoutSolver.Demand {
            let count = OtherPlacesPanel.places(context).count
            return count == 0 ? .fixed(0, rank: Rank.otherPlaces) : LayoutSolver.Demand(minimum: 3, preferred: 2 + count, rank: Rank.otherPlaces)
        }

        /// A box of three hours at the least, every hour it can show preferably; nothing where
        /// there are none (the chart already says so).
        func hourByHour() -> LayoutSolver.Demand {
            let count = HourByHourPanel.hours(snapshot, context: context).count
            guard count > 0 else { return .fixed(0, rank: Rank.hourByHour) }
            return LayoutSolver.Demand(minimum: min(HourByHourPanel.minimumHeight, 2 + count), preferred: 2 + count, rank: Rank.hourByHour)
        }

        /// Three days (fewer where there are fewer) at the least, all of them preferably, and
        /// the past days above today with their rule at the most: only rows left once every
        /// panel has what it prefers. `preferringPastDays` where the panels below the days are
        /// lists that show what fits (other places, hour by hour): the past days come before
        /// their growth, never before anyone's minimum.
        func days(preferringPastDays: Bool = false) -> LayoutSolver.Demand {
            let count = max(1, min(snapshot.daily.count, DailyGridPanel.maximumDays))
            let all = 2 + count + DailyGridPanel.pastRowsWanted(snapshot)
            return LayoutSolver.Demand(
                minimum: 2 + min(3, count), preferred: preferringPastDays ? all : 2 + count, maximum: all,
                rank: Rank.days, growthRank: Rank.daysGrowth)
        }
    }

    static func plan(body: Rect, modeBody: Rect, snapshot: Snapshot, context: RenderContext) -> Plan {
        let mode = mode(for: modeBody)
        var plan = Plan(mode: mode)
        let demands = Demands(snapshot: snapshot, context: context)
        switch mode {
        case .twoColumns:
            let daysWidth = min(96, max(64, body.width * 2 / 5))
            let left = Rect(x: body.x, y: body.y, width: body.width - daysWidth, height: body.height)
            let right = Rect(x: left.maxX, y: body.y, width: daysWidth, height: body.height)
            plan.alertsContent = AlertsPanel.content(width: right.width, context: context)
            let leftHeights = LayoutSolver.heights([demands.card(width: left.width), demands.hours(withStrip: true)], available: left.height)
            var y = left.y
            plan.card = Rect(x: left.x, y: y, width: left.width, height: leftHeights[0])
            y += leftHeights[0]
            placeHours(&plan, Rect(x: left.x, y: y, width: left.width, height: leftHeights[1]), glyphs: context.glyphs)
            let rightHeights = LayoutSolver.heights(
                [demands.days(preferringPastDays: true), demands.alerts(plan.alertsContent), demands.otherPlaces(), demands.hourByHour()],
                available: right.height)
            var rightY = right.y
            plan.days = Rect(x: right.x, y: rightY, width: right.width, height: rightHeights[0])
            rightY += rightHeights[0]
            placeAlerts(&plan, Rect(x: right.x, y: rightY, width: right.width, height: rightHeights[1]))
            rightY += rightHeights[1]
            if rightHeights[2] > 0 { plan.otherPlaces = Rect(x: right.x, y: rightY, width: right.width, height: rightHeights[2]) }
            rightY += rightHeights[2]
            if rightHeights[3] > 0 { plan.hourByHour = Rect(x: right.x, y: rightY, width: right.width, height: rightHeights[3]) }

        case .wide:
            let cardWidth = min(64, max(40, body.width * 2 / 5))
            plan.alertsContent = AlertsPanel.content(width: body.width, context: context)
            // The card and the days side by side: the row takes what the taller of them asks.
            let card = demands.card(width: cardWidth), days = demands.days()
            let top = LayoutSolver.Demand(
                minimum: max(card.minimum, days.minimum), preferred: max(card.preferred, days.preferred),
                maximum: max(card.maximum, days.maximum), rank: Rank.card)
            let heights = LayoutSolver.heights(
                [top, demands.alerts(plan.alertsContent), demands.hours(withStrip: true)], available: body.height)
            var y = body.y
            plan.card = Rect(x: body.x, y: y, width: cardWidth, height: heights[0])
            plan.days = Rect(x: body.x + cardWidth, y: y, width: body.width - cardWidth, height: heights[0])
            y += heights[0]
            placeAlerts(&plan, Rect(x: body.x, y: y, width: body.width, height: heights[1]))
            y += heights[1]
            placeHours(&plan, Rect(x: body.x, y: y, width: body.width, height: heights[2]), glyphs: context.glyphs)

        case .medium:
            plan.alertsContent = AlertsPanel.content(width: body.width, context: context)
            let heights = LayoutSolver.heights(
                [demands.card(width: body.width), demands.alerts(plan.alertsContent), demands.hours(withStrip: false), demands.days()],
                available: body.height)
            var y = body.y
            plan.card = Rect(x: body.x, y: y, width: body.width, height: heights[0])
            y += heights[0]
            placeAlerts(&plan, Rect(x: body.x, y: y, width: body.width, height: heights[1]))
            y += heights[1]
            placeHours(&plan, Rect(x: body.x, y: y, width: body.width, height: heights[2]), glyphs: context.glyphs)
            y += heights[2]
            if heights[3] > 0 { plan.days = Rect(x: body.x, y: y, width: body.width, height: heights[3]) }

        case .narrow:
            let inner = Rect(x: body.x + 1, y: body.y, width: body.width - 2, height: body.height)
            let dayCount = min(snapshot.daily.count, DailyGridPanel.maximumDays)
            var y = inner.y
            plan.currentLine = Rect(x: inner.x, y: y, width: inner.width, height: 1)
            y += 1
            if !context.alerts.isEmpty, inner.maxY - y > 2 {
                plan.alertLine = Rect(x: inner.x, y: y, width: inner.width, height: 1)
                y += 1
            }
            // The card's core before the hours: it is what a glance is for.
            if inner.maxY - y > 3 {
                plan.coreLine = Rect(x: inner.x, y: y, width: inner.width, height: 1)
                y += 1
            }
            if CurrentCardPanel.hasNextHourLine(snapshot), inner.maxY - y >= 6 {
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

    /// The hours in `rect`: the strip alone where the chart does not fit, the chart where it
    /// does, and the strip above the chart (for its icons) where both fit at a comfortable height.
    private static func placeHours(_ plan: inout Plan, _ rect: Rect, glyphs: Glyphs) {
        guard rect.height > 0 else { return }
        guard rect.height >= HourlyChartPanel.minimumHeight(glyphs: glyphs, boxed: true) else {
            plan.hourly = rect
            return
        }
        var chart = rect
        if rect.height >= HourlyChartPanel.comfortableHeight(glyphs: glyphs, boxed: true) + hourlyBoxHeight {
            plan.hourly = Rect(x: rect.x, y: rect.y, width: rect.width, height: hourlyBoxHeight)
            chart.y += hourlyBoxHeight
            chart.height -= hourlyBoxHeight
        }
        plan.chart = chart
    }

    /// The alerts' box, or their one line when they have nothing to show.
    private static func placeAlerts(_ plan: inout Plan, _ rect: Rect) {
        guard rect.height > 0 else { return }
        if plan.alertsContent.rows.isEmpty, plan.alertsContent.notices.isEmpty {
            plan.quietAlerts = Rect(x: rect.x, y: rect.y, width: rect.width, height: 1)
        } else {
            plan.alerts = rect
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
            if let others = plan.otherPlaces { OtherPlacesPanel.drawBoxed(into: &canvas, rect: others, context: context) }
            if let table = plan.hourByHour { HourByHourPanel.drawBoxed(into: &canvas, rect: table, snapshot: snapshot, context: context) }
        case .narrow:
            if let line = plan.currentLine { CurrentCardPanel.drawLine(into: &canvas, rect: line, snapshot: snapshot, context: context) }
            if let line = plan.alertLine { AlertsPanel.drawSummaryLine(into: &canvas, rect: line, context: context) }
            if let line = plan.coreLine { CurrentCardPanel.drawCoreLine(into: &canvas, rect: line, snapshot: snapshot, context: context) }
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
