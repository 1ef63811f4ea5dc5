import Foundation
import Testing
import TestSupport
@testable import Dashboard
import WeatherCore

/// The days before today above today in the 10-day grid: only in rows the days ahead leave,
/// muted and below them a rule; none where the provider has none.
@Suite("Past days in the 10-day grid")
struct PastDaysGridTests {
    static let sizes = [TerminalSize(width: 80, height: 24), TerminalSize(width: 120, height: 40), TerminalSize(width: 200, height: 60)]

    /// The week before the demo's Berlin today: highs from 19 °C to 25 °C, lows 9 °C to 15 °C,
    /// rain on three days (12.5 mm over 9 h the day before yesterday), and every day, past and
    /// ahead, with a normal of 22 °C / 12 °C so the ticks show on both.
    static func snapshotWithPastWeek(_ place: Place = DemoData.berlin) throws -> Snapshot {
        var snapshot = try #require(Fixtures.snapshot(place))
        let zone = snapshot.place.timeZone
        let today = LocalDays.dayNumber(of: try #require(snapshot.daily.first).date, in: zone)
        let highs: [Double] = [21, 19, 23, 25, 24, 20, 22], lows: [Double] = [12, 9, 13, 15, 14, 11, 10]
        let amounts: [Double?] = [0, 4.2, 0, nil, 0, 12.5, 0.3], hours: [Double?] = [0, 5, 0, nil, 0, 9, 1]
        snapshot.pastDays = (0..<7).map { index in
            DayWeather(
                date: LocalDays.start(ofDay: today - 7 + index, in: zone), lowTemperature: lows[index], highTemperature: highs[index],
                condition: (amounts[index] ?? 0) > 1 ? .rain : .partlyCloudy, precipitationChance: 0.9, sunrise: nil, sunset: nil,
                uvIndexMax: nil, precipitationAmount: amounts[index], precipitationHours: hours[index])
        }
        for keyPath in [\Snapshot.daily, \Snapshot.pastDays] {
            for index in snapshot[keyPath: keyPath].indices {
                snapshot[keyPath: keyPath][index].normalHigh = 22
                snapshot[keyPath: keyPath][index].normalLow = 12
            }
        }
        return snapshot
    }

    static func model(_ snapshot: Snapshot) -> DashboardModel {
        Fixtures.model(Fixtures.board(with: .loaded(snapshot, .fresh)))
    }

    /// Oklahoma City with `alertCount` of its warnings in force and the same past week.
    static func warnedModel(alertCount: Int) throws -> DashboardModel {
        var snapshot = try snapshotWithPastWeek(DemoData.oklahomaCity)
        snapshot.alerts = Array(snapshot.alerts.prefix(alertCount))
        return Fixtures.model(Fixtures.board(with: .loaded(snapshot, .fresh), for: DemoData.oklahomaCity), selecting: 2)
    }

    // MARK: How many fit

    @Test func pastRowsTakeOnlyTheRowsTheDaysAheadLeave() {
        #expect(DailyGridPanel.pastRowCount(visibleRows: 3, upcomingDays: 3, pastDays: 7) == 0, "80x24: three of ten days shown, no spare row")
        #expect(DailyGridPanel.pastRowCount(visibleRows: 10, upcomingDays: 10, pastDays: 7) == 0)
        #expect(DailyGridPanel.pastRowCount(visibleRows: 11, upcomingDays: 10, pastDays: 7) == 0, "a rule alone says nothing")
        #expect(DailyGridPanel.pastRowCount(visibleRows: 12, upcomingDays: 10, pastDays: 7) == 1, "yesterday and its rule")
        #expect(DailyGridPanel.pastRowCount(visibleRows: 18, upcomingDays: 10, pastDays: 7) == 7)
        #expect(DailyGridPanel.pastRowCount(visibleRows: 30, upcomingDays: 10, pastDays: 7) == 7, "a week at the most")
        #expect(DailyGridPanel.pastRowCount(visibleRows: 30, upcomingDays: 10, pastDays: 12) == 7)
        #expect(DailyGridPanel.pastRowCount(visibleRows: 20, upcomingDays: 10, pastDays: 2) == 2)
        #expect(DailyGridPanel.pastRowCount(visibleRows: 20, upcomingDays: 10, pastDays: 0) == 0, "MET Norway, NWS, WeatherKit: none")
        #expect(DailyGridPanel.pastRowCount(visibleRows: 20, upcomingDays: 0, pastDays: 7) == 0, "no past days without a forecast")
    }

    /// Without a spare row, yesterday alone takes the last day ahead's row, without the rule,
    /// where today and tomorrow stay beside it.
    @Test func withoutASpareRowYesterdayTakesTheLastDaysRow() {
        #expect(DailyGridPanel.pastRows(visibleRows: 3, upcomingDays: 3, pastDays: 7) == (1, false), "80x24")
        #expect(DailyGridPanel.upcomingRowCount(visibleRows: 3, first: 0, total: 10, pastDays: 7) == 2, "today and tomorrow")
        #expect(DailyGridPanel.upcomingRowCount(visibleRows: 3, first: 1, total: 10, pastDays: 7) == 3, "scrolled: the days ahead only")
        #expect(DailyGridPanel.upcomingRowCount(visibleRows: 3, first: 0, total: 10, pastDays: 0) == 3, "no past, no change")
        #expect(DailyGridPanel.pastRows(visibleRows: 10, upcomingDays: 10, pastDays: 7) == (1, false), "the 10th day gives way")
        #expect(DailyGridPanel.upcomingRowCount(visibleRows: 10, first: 0, total: 10, pastDays: 7) == 9)
        #expect(DailyGridPanel.pastRows(visibleRows: 11, upcomingDays: 10, pastDays: 7) == (1, false), "a row left, but not for a rule")
        #expect(DailyGridPanel.upcomingRowCount(visibleRows: 11, first: 0, total: 10, pastDays: 7) == 10, "no day ahead gives way")
        #expect(DailyGridPanel.pastRows(visibleRows: 12, upcomingDays: 10, pastDays: 7) == (1, true))
        #expect(DailyGridPanel.pastRows(visibleRows: 2, upcomingDays: 2, pastDays: 7) == (0, false), "never today alone with yesterday")
        #expect(DailyGridPanel.pastRows(visibleRows: 3, upcomingDays: 3, pastDays: 0) == (0, false))
    }

    @Test func theGridAsksForThePastRowsOnlyWhereThereAreAny() throws {
        #expect(DailyGridPanel.pastRowsWanted(try Self.snapshotWithPastWeek()) == 8)
        #expect(DailyGridPanel.pastRowsWanted(try #require(Fixtures.snapshot(DemoData.berlin))) == 0)
    }

    // MARK: On screen

    @Test(arguments: sizes)
    func matchesGoldenFile(size: TerminalSize) throws {
        let canvas = render(Self.model(try Self.snapshotWithPastWeek()), size: size, theme: ThemeLibrary().defaultTheme)
        try SnapshotAssertions.assertMatches(canvas, named: "past-days", in: SnapshotAssertions.directory())
    }

    /// 80x24 shows three of the ten days ahead: no row is spare, so yesterday takes the third
    /// day's row, muted, right above today, with what it was beside today's; the third day is a
    /// key away.
    @Test func eightyByTwentyFourShowsYesterdayAboveToday() throws {
        let size = TerminalSize(width: 80, height: 24)
        let snapshot = try Self.snapshotWithPastWeek()
        let context = RenderContext(model: Self.model(snapshot), theme: .plain)
        let lines = render(Self.model(snapshot), size: size, theme: .plain).plainText.split(separator: "\n", omittingEmptySubsequences: false)
        let todayRow = try #require(lines.firstIndex { $0.contains("│ Today ") })
        let yesterday = try #require(snapshot.pastDays.last)
        #expect(lines[todayRow - 1].hasPrefix("│ " + context.clock.weekday(yesterday.date) + " "), "\(lines[todayRow - 1])")
        #expect(lines[todayRow - 1].contains("0.3 mm over 1 h") && lines[todayRow - 1].contains("22°"), "yesterday's high and rain")
        #expect(!lines[todayRow - 1].contains("%"))
        #expect(lines[todayRow - 2].contains("╭ 10 days"), "no rule: the box's top is right above")
        #expect(lines[todayRow + 1].hasPrefix("│ Sun "), "tomorrow stays")
        #expect(lines[todayRow + 2].contains("↓ 8 more"), "the third day ahead gave way: \(lines[todayRow + 2])")
    }

    /// The most common pane with a warning in force keeps the card, the alert, the chart and
    /// three day rows (yesterday, today, tomorrow): the past takes no other panel's row.
    @Test(arguments: [1, 4])
    func eightyByTwentyFourWithWarningsKeepsEveryPanel(alertCount: Int) throws {
        let size = TerminalSize(width: 80, height: 24)
        let model = try Self.warnedModel(alertCount: alertCount)
        var withoutPast = model
        if var snapshot = withoutPast.board.state(of: DemoData.oklahomaCity).snapshot {
            snapshot.pastDays = []
            withoutPast.board.placeStates[DemoData.oklahomaCity.coordinateKey] = .loaded(snapshot, .fresh)
        }
        func layout(_ model: DashboardModel) -> DashboardLayout.Plan? {
            let context = RenderContext(model: model, theme: .plain)
            return FrameGeometry(context: context, size: size).plan(context: context)
        }
        let plan = try #require(layout(model))
        let planWithout = try #require(layout(withoutPast))
        #expect(plan.card == planWithout.card && plan.chart == planWithout.chart && plan.alerts == planWithout.alerts && plan.days == planWithout.days)
        let text = render(model, size: size, theme: .plain).plainText
        for title in ["╭ Oklahoma City", "╭ Alerts (\(alertCount))", "╭ Next 48 hours", "╭ 10 days"] { #expect(text.contains(title), "\(text)") }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let todayRow = try #require(lines.firstIndex { $0.contains("│ Today ") })
        #expect(!lines[todayRow - 1].contains("%") && lines[todayRow - 1].contains("°"), "yesterday above today: \(lines[todayRow - 1])")
        try SnapshotAssertions.assertMatches(
            render(model, size: size, theme: ThemeLibrary().defaultTheme), named: "past-days-warned-\(alertCount)", in: SnapshotAssertions.directory())
    }

    @Test(arguments: [TerminalSize(width: 120, height: 40), TerminalSize(width: 200, height: 60)])
    func aWeekAboveTodayBelowARule(size: TerminalSize) throws {
        let snapshot = try Self.snapshotWithPastWeek()
        let context = RenderContext(model: Self.model(snapshot), theme: .plain)
        let lines = render(Self.model(snapshot), size: size, theme: .plain).plainText.split(separator: "\n", omittingEmptySubsequences: false)
        let todayRow = try #require(lines.firstIndex { $0.contains("│ Today ") })
        try #require(todayRow >= 9, "seven past days and a rule above today")
        #expect(lines[todayRow - 1].contains("│ ────"), "the rule right above today")
        let pastRows = lines[(todayRow - 8)..<(todayRow - 1)]
        for (row, day) in zip(pastRows, snapshot.pastDays) {
            // The grid's part of the row: the card, beside it, has its own percentages.
            let grid = String(row).components(separatedBy: "││").last ?? String(row)
            #expect(grid.hasPrefix(" " + context.clock.weekday(day.date) + " "), "\(grid)")
            #expect(!grid.contains("%"), "a day that has been has no chance: \(grid)")
        }
        #expect(pastRows.last?.contains("0.3 mm over 1 h") == true, "the last row is yesterday's")
        #expect(pastRows.contains { $0.contains("13 mm over 9 h") }, "what fell (12.5 mm, whole from 10 mm)")
        #expect(lines[todayRow + 9].contains("18°"), "all ten days ahead are still shown")
    }

    /// Muted throughout: the theme's muted colour on every cell of a past row's label and bar.
    @Test func pastRowsAreMuted() throws {
        let theme = ThemeLibrary().defaultTheme
        let canvas = render(Self.model(try Self.snapshotWithPastWeek()), size: TerminalSize(width: 120, height: 40), theme: theme)
        let lines = canvas.plainText.split(separator: "\n", omittingEmptySubsequences: false)
        let todayRow = try #require(lines.firstIndex { $0.contains("│ Today ") })
        try #require(todayRow >= 2)
        let yesterday = todayRow - 2
        let barColumns = (0..<canvas.width).filter { canvas[$0, yesterday].grapheme == "━" }
        #expect(!barColumns.isEmpty)
        for x in barColumns { #expect(canvas[x, yesterday].style == theme.mutedStyle) }
        let todayBar = (0..<canvas.width).filter { canvas[$0, todayRow].grapheme == "━" }
        #expect(todayBar.contains { canvas[$0, todayRow].style != theme.mutedStyle }, "the days ahead keep their colours")
    }
}
