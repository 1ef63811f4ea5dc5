import Foundation
import Testing
import TestSupport
@testable import Dashboard
import WeatherCore

/// The 48-hour chart with the day before now (`p`): the 24 hours before the hour under way,
/// muted, then the next 24; "Now" and the current temperature's mark where they meet; one line
/// where the provider has no past hours.
@Suite("The chart's last 24 hours")
struct ChartPastHoursTests {
    /// The demo's place with the past week of the grid's tests and 24 past hours: the demo's
    /// own first 24 hours a day earlier, 3 °C cooler and with 1.5 mm falling in the hour six
    /// before now, so the past half of the curve and of the bars differs from the half ahead.
    static func snapshotWithPast(_ place: Place = DemoData.berlin) throws -> Snapshot {
        var snapshot = try PastDaysGridTests.snapshotWithPastWeek(place)
        let ahead = snapshot.upcoming(at: Fixtures.now).hourly
        try #require(ahead.count >= 24)
        snapshot.pastHours = ahead.prefix(24).enumerated().map { index, hour in
            var past = hour
            past.date = hour.date.addingTimeInterval(-24 * 3600)
            past.temperature = hour.temperature.map { $0 - 3 }
            past.precipitationAmount = index == 18 ? 1.5 : 0
            return past
        }
        return snapshot
    }

    static func model(_ snapshot: Snapshot, showsPast: Bool = true, for place: Place = DemoData.berlin, selecting index: Int = 0) -> DashboardModel {
        var model = Fixtures.model(Fixtures.board(with: .loaded(snapshot, .fresh), for: place), selecting: index)
        model.chartShowsPast = showsPast
        return model
    }

    static func lines(_ model: DashboardModel, _ size: TerminalSize) -> [Substring] {
        render(model, size: size, theme: .plain).plainText.split(separator: "\n", omittingEmptySubsequences: false)
    }

    // MARK: Golden frames

    @Test(arguments: [TerminalSize(width: 120, height: 40), TerminalSize(width: 200, height: 60)])
    func matchesGoldenFile(size: TerminalSize) throws {
        let canvas = render(Self.model(try Self.snapshotWithPast()), size: size, theme: ThemeLibrary().defaultTheme)
        try SnapshotAssertions.assertMatches(canvas, named: "chart-past", in: SnapshotAssertions.directory())
    }

    /// 80x24 with a warning in force: the card, the warning, the chart with the day before now
    /// and yesterday above today in the grid, all on one screen.
    @Test func matchesGoldenFileAtEightyByTwentyFourWithAWarning() throws {
        var snapshot = try Self.snapshotWithPast(DemoData.oklahomaCity)
        snapshot.alerts = Array(snapshot.alerts.prefix(1))
        let model = Self.model(snapshot, for: DemoData.oklahomaCity, selecting: 2)
        let size = TerminalSize(width: 80, height: 24)
        let text = render(model, size: size, theme: .plain).plainText
        for part in ["╭ Oklahoma City", "╭ Alerts (1)", "╭ Last 24 h and next 24 h", "╭ 10 days", "Feels ", "Air Quality Alert"] {
            #expect(text.contains(part), "\(part):\n\(text)")
        }
        try SnapshotAssertions.assertMatches(render(model, size: size, theme: ThemeLibrary().defaultTheme), named: "chart-past-warned", in: SnapshotAssertions.directory())
    }

    // MARK: What it shows

    @Test(arguments: [TerminalSize(width: 80, height: 24), TerminalSize(width: 120, height: 40), TerminalSize(width: 200, height: 60)])
    func nowIsMarkedWhereThePastEnds(size: TerminalSize) throws {
        let lines = Self.lines(Self.model(try Self.snapshotWithPast()), size)
        let title = try #require(lines.firstIndex { $0.contains("╭ Last 24 h and next 24 h") })
        let axis = try #require(lines[title...].firstIndex { $0.contains("Now") })
        let nowColumn = try #require(lines[axis].range(of: "Now")).lowerBound
        let offset = lines[axis].distance(from: lines[axis].startIndex, to: nowColumn)
        let plotStart = try #require(lines[axis].firstIndex { $0 != "│" && $0 != " " })
        // Now sits about half way along, not at the left as in the next 48 hours.
        #expect(offset > lines[axis].distance(from: lines[axis].startIndex, to: plotStart) + 10, "\(lines[axis])")
        let marker = lines[title..<axis].first { $0.contains("●") }
        #expect(marker != nil, "the current temperature on the curve")
    }

    /// Every cell of the curve and the bars left of now is muted; right of it the curve keeps its colours.
    @Test func thePastIsMuted() throws {
        let theme = ThemeLibrary().defaultTheme
        let size = TerminalSize(width: 120, height: 40)
        let canvas = render(Self.model(try Self.snapshotWithPast()), size: size, theme: theme)
        let lines = canvas.plainText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let title = try #require(lines.firstIndex { $0.contains("Last 24 h and next 24 h") })
        let axis = try #require(lines[title...].firstIndex { $0.contains("Now") })
        let nowX = try #require((0..<canvas.width).first { x in canvas[x, axis].grapheme == "N" && canvas[x + 1, axis].grapheme == "o" })
        let markerRow = try #require((title + 1..<axis).first { y in (0..<canvas.width).contains { canvas[$0, y].grapheme == "●" } })
        let markerX = try #require((0..<canvas.width).first { canvas[$0, markerRow].grapheme == "●" })
        #expect(abs(markerX - nowX) <= 1, "the mark and the label at the same column")
        let plotX = nowX - 40
        var pastCells = 0, lively = 0
        for y in (title + 1)..<(axis + 3) where y != axis {
            for x in plotX..<nowX {
                let cell = canvas[x, y]
                guard let scalar = cell.grapheme.unicodeScalars.first, (0x2801...0x28FF).contains(scalar.value) || "▁▂▃▄▅▆▇█".contains(cell.grapheme) else { continue }
                pastCells += 1
                #expect(cell.style == theme.mutedStyle, "(\(x), \(y)) \(cell.grapheme)")
            }
            for x in (markerX + 1)..<(markerX + 30) where canvas[x, y].grapheme.unicodeScalars.first.map({ (0x2801...0x28FF).contains($0.value) }) == true {
                if canvas[x, y].style != theme.mutedStyle { lively += 1 }
            }
        }
        #expect(pastCells > 20, "the past has a curve and bars")
        #expect(lively > 0, "the hours ahead keep the temperature colours")
    }

    /// The bottom border adds up the hours ahead only: the past hour's 1.5 mm is not in it.
    @Test func theTotalsAreTheHoursAheads() throws {
        let snapshot = try Self.snapshotWithPast()
        let ahead = Array(snapshot.upcoming(at: Fixtures.now).hourly.prefix(24))
        let total = ahead.compactMap(\.precipitationAmount).reduce(0, +)
        let context = RenderContext(model: Self.model(snapshot), theme: .plain)
        let expected = HourlyChartPanel.totals(of: ahead[...], context: context).first
        #expect(expected?.contains("over 24 h") == true && total > 0)
        let text = render(Self.model(snapshot), size: TerminalSize(width: 120, height: 40), theme: .plain).plainText
        #expect(text.contains(try #require(expected)), "\(text)")
    }

    /// Without past hours (MET Norway, NWS, WeatherKit, or old cache files) the chart keeps the
    /// next 48 hours, and its title says in one line that there is no past to show.
    @Test func aProviderWithoutPastHoursSaysSoInOneLine() throws {
        var snapshot = try Self.snapshotWithPast()
        snapshot.pastHours = []
        let size = TerminalSize(width: 120, height: 40)
        let asked = Self.lines(Self.model(snapshot), size)
        let plain = Self.lines(Self.model(snapshot, showsPast: false), size)
        let title = try #require(asked.firstIndex { $0.contains("╭ Next 48 hours · Open-Meteo.com has no past hours") }, "\(asked.joined(separator: "\n"))")
        #expect(plain[title].contains("╭ Next 48 hours ─"))
        #expect(Array(asked[(title + 1)...]) == Array(plain[(title + 1)...]), "the chart itself is the next 48 hours")
        #expect(chartPastHoursMissingLine(Self.model(snapshot)) == "Open-Meteo.com has no past hours")
        #expect(chartPastHoursMissingLine(Self.model(try Self.snapshotWithPast())) == nil)
    }

    /// Past hours older than the day before the hours ahead (a cache kept offline) are not
    /// drawn beside now as if they had just gone by.
    @Test func onlyTheDayBeforeTheHoursAheadIsShown() throws {
        var snapshot = try Self.snapshotWithPast()
        snapshot.pastHours = snapshot.pastHours.map { var old = $0; old.date -= 3 * 86_400; return old }
        let context = RenderContext(model: Self.model(snapshot), theme: .plain)
        let shown = HourlyChartPanel.shownHours(try #require(context.snapshot), context: context)
        #expect(shown.pastCount == 0 && shown.lacksPast && shown.hours.count == 48)
        let fresh = RenderContext(model: Self.model(try Self.snapshotWithPast()), theme: .plain)
        let both = HourlyChartPanel.shownHours(try #require(fresh.snapshot), context: fresh)
        #expect(both.pastCount == 24 && both.hours.count == 48)
        #expect(zip(both.hours, both.hours.dropFirst()).allSatisfy { $1.date.timeIntervalSince($0.date) == 3600 }, "one hour after another")
    }
}
