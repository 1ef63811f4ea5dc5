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
    static func snapshotWithPastWeek() throws -> Snapshot {
        var snapshot = try #require(Fixtures.snapshot(DemoData.berlin))
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

    /// 80x24 shows three of the ten days ahead: no row is spare, so no past day is shown and the
    /// frame is the one without past days.
    @Test func eightyByTwentyFourHasNoSpareRow() throws {
        let size = TerminalSize(width: 80, height: 24)
        var plain = try Self.snapshotWithPastWeek()
        plain.pastDays = []
        #expect(render(Self.model(try Self.snapshotWithPastWeek()), size: size, theme: .plain).plainText
            == render(Self.model(plain), size: size, theme: .plain).plainText)
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
