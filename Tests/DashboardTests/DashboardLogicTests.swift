import Foundation
import Testing
import WeatherCore
@testable import Dashboard

@Suite struct DashboardLogicTests {
    @Test func alertsAreListedBySeverityThenUrgencyThenOnset() {
        // 120 columns: the alerts span the width, so no row is cut.
        let text = render(Fixtures.oklahoma(alertCount: 5), size: TerminalSize(width: 120, height: 40), theme: .plain).plainText
        let order = ["Tornado Warning", "Flash Flood Warning", "Severe Thunderstorm Watch", "Heat Advisory", "Air Quality Alert"]
        let positions = order.compactMap { text.range(of: $0)?.lowerBound }
        #expect(positions.count == order.count)
        #expect(positions == positions.sorted())
        #expect(text.contains("Affected area unavailable"))
    }

    /// The words around an alert's own text come from the user's catalog: German with `--lang de`.
    @Test func alertWordsInGerman() {
        var model = Fixtures.oklahoma(alertCount: 5)
        model.locale = UserLocale(identifier: "de_DE", preferredUnits: .metric, uses24HourClock: true, isUTF8: true)
        let text = render(model, size: TerminalSize(width: 120, height: 40), theme: .plain).plainText
        #expect(text.contains(" EXTREM "))
        #expect(text.contains(" UNWETTER "))
        #expect(text.contains("Warngebiet nicht angegeben"))
        #expect(!text.contains("Affected area unavailable"))
        #expect(!text.contains("SEVERE"))
    }

    @Test func anAlertsWindowInGerman() throws {
        let german = Catalog.shipped("de")
        let clock = LocalClock(timeZone: DemoData.berlin.timeZone, locale: UserLocale(identifier: "de_DE", preferredUnits: .metric, uses24HourClock: true, isUTF8: true))
        var alert = try #require(Fixtures.oklahoma(alertCount: 1).board.state(of: DemoData.oklahomaCity).snapshot?.alerts.first)
        alert.onsetDate = nil
        alert.effectiveDate = nil
        let end = try #require(alert.expirationDate)
        #expect(AlertWording.window(of: alert, clock: clock, glyphs: Glyphs(.unicode), words: german) == "bis " + clock.weekdayTime(end))
        alert.expirationDate = nil
        #expect(AlertWording.window(of: alert, clock: clock, glyphs: Glyphs(.unicode), words: german) == "Zeitraum nicht angegeben")
        alert.onsetDate = end
        #expect(AlertWording.window(of: alert, clock: clock, glyphs: Glyphs(.unicode), words: german) == "ab " + clock.weekdayTime(end))
    }

    @Test func alertsWithNoneOrNoSourceSaySo() {
        let none = render(Fixtures.oklahoma(alertCount: 0), size: TerminalSize(width: 120, height: 40), theme: .plain).plainText
        #expect(none.contains("No warnings from NWS for Oklahoma"), "who has nothing, for where")
        let berlin = render(Fixtures.model(Fixtures.demoBoard), size: TerminalSize(width: 120, height: 40), theme: .plain).plainText
        #expect(berlin.contains("No alert source for this region"))
    }

    /// A warning costs the panel one row: its link is in the detail popup, whole even where it
    /// wraps (the source's terms require that the whole alert can be reached), never raw in the panel.
    @Test func detailsURLIsInThePopupInFullNeverInThePanel() throws {
        var model = Fixtures.oklahoma(alertCount: 1)
        let url = try #require(model.board.state(of: DemoData.oklahomaCity).snapshot?.alerts.first?.detailsURL.absoluteString)
        for size in [TerminalSize(width: 80, height: 24), TerminalSize(width: 120, height: 40)] {
            model.overlay = nil
            #expect(!render(model, size: size, theme: .plain).plainText.contains("https://api.weather.gov"), "\(size)")
            // The popup spans the pane's width at 80 columns: its rows are the popup's alone.
            model.overlay = .alertDetail(index: 0, scroll: 0)
            let text = render(model, size: TerminalSize(width: 80, height: size.height), theme: .plain).plainText
            let joined = text.split(separator: "\n").map { $0.replacingOccurrences(of: "│", with: "").trimmingCharacters(in: .whitespaces) }.joined()
            #expect(joined.contains(url), "\(size)")
        }
    }

    @Test func barsShareOneScale() throws {
        let days = [
            DayWeather(date: Fixtures.now, lowTemperature: 10, highTemperature: 20, condition: .clear, precipitationChance: nil, sunrise: nil, sunset: nil, uvIndexMax: nil),
            DayWeather(date: Fixtures.now, lowTemperature: 0, highTemperature: 10, condition: .clear, precipitationChance: nil, sunrise: nil, sunset: nil, uvIndexMax: nil),
            DayWeather(date: Fixtures.now, lowTemperature: 15, highTemperature: 30, condition: .clear, precipitationChance: nil, sunrise: nil, sunset: nil, uvIndexMax: nil),
        ]
        let scale = try #require(TemperatureScale(days: days))
        #expect(scale.lowest == 0 && scale.highest == 30)
        #expect(scale.columns(low: 0, high: 10, width: 30) == 0..<10)
        #expect(scale.columns(low: 10, high: 20, width: 30) == 10..<20)
        #expect(scale.columns(low: 15, high: 30, width: 30) == 15..<30)
        #expect(scale.columns(low: 12, high: 12, width: 30).count == 1)
        #expect(scale.column(of: 30, width: 30) == 29)
        let withCurrent = try #require(TemperatureScale(days: days, including: -5))
        #expect(withCurrent.lowest == -5)
    }

    @Test func renderedBarsLineUpOnTheSharedScale() {
        // In the 10-day grid the coldest day's bar starts at the left of the track and the
        // hottest day's bar ends at its right.
        let text = render(Fixtures.model(Fixtures.demoBoard), size: TerminalSize(width: 120, height: 40), theme: .plain).plainText
        let rows = text.split(separator: "\n").filter { $0.contains("━") }
        let starts = rows.compactMap { row in row.firstIndex(of: "━").map { row.distance(from: row.startIndex, to: $0) } }
        let ends = rows.compactMap { row in row.lastIndex(where: { $0 == "━" || $0 == "●" }).map { row.distance(from: row.startIndex, to: $0) } }
        #expect(Set(starts).count > 1)
        #expect(starts.min() != nil && starts.min() == rows.map { _ in starts.min() ?? 0 }.first)
        #expect(ends.max() != nil)
    }

    @Test func hourlyStripStartsAtTheCurrentHourWithNow() {
        // 120x40 has room for the strip above the chart.
        let text = render(Fixtures.model(Fixtures.demoBoard), size: TerminalSize(width: 120, height: 40), theme: .plain).plainText
        #expect(text.contains("│ Now     15      16"), "\(text)")
    }

    @Test func twelveHourClockFollowsTheLocale() {
        let text = render(Fixtures.model(Fixtures.demoBoard, selecting: 2, locale: Fixtures.americanLocale), size: TerminalSize(width: 80, height: 24), theme: .plain).plainText
        #expect(text.contains("Sat 7:05 AM"))
        #expect(text.contains("12PM"))
        #expect(text.contains("°F"))
    }

    @Test func weekdayNamesFollowTheLocale() {
        let german = UserLocale(identifier: "de_DE", preferredUnits: .metric, uses24HourClock: true, isUTF8: true)
        let text = render(Fixtures.model(Fixtures.demoBoard, locale: german), size: TerminalSize(width: 120, height: 40), theme: .plain).plainText
        #expect(text.contains("Sa"))
        #expect(!text.contains("Sat "))
    }

    @Test func nonUTF8TerminalsGetASCIIOnly() {
        var model = Fixtures.oklahoma(alertCount: 5)
        model.locale.isUTF8 = false
        model.glyphs = TerminalEnvironment(["TERM": "xterm"]).glyphs(requested: .emoji, localeIsUTF8: model.locale.isUTF8)
        model.board.places = [DemoData.oklahomaCity]
        model.board.selectedIndex = 0
        let text = render(model, size: TerminalSize(width: 120, height: 40), theme: .plain).plainText
        #expect(text.unicodeScalars.allSatisfy { $0.isASCII })
    }

    @Test func missingValuesShowDashes() throws {
        var snapshot = try #require(Fixtures.snapshot(DemoData.berlin))
        snapshot.current.humidity = nil
        snapshot.current.windSpeed = nil
        snapshot.current.pressure = nil
        let model = Fixtures.model(Fixtures.board(with: .loaded(snapshot, .fresh)))
        let text = render(model, size: TerminalSize(width: 120, height: 40), theme: .plain).plainText
        #expect(text.contains("Humidity --"))
        #expect(text.contains("Wind --"))
        #expect(text.contains("Pressure --"))
    }

    @Test func ansiTextCarriesColoursAtEachDepth() {
        let canvas = render(Fixtures.oklahoma(alertCount: 5), size: TerminalSize(width: 80, height: 24), theme: ThemeLibrary().defaultTheme)
        #expect(canvas.ansiText(colors: .trueColor).contains("38;2;"))
        #expect(canvas.ansiText(colors: .xterm256).contains("38;5;"))
        #expect(!canvas.ansiText(colors: .ansi16).contains("38;"))
        let none = canvas.ansiText(colors: .none)
        #expect(!none.contains("38;") && none.contains("\u{1B}[0;1"))
        let stripped = TerminalText.sanitized(canvas.ansiText(colors: .trueColor).replacingOccurrences(of: "\n", with: "\u{1}"))
        #expect(stripped.count > 0)
    }

    @Test func demoDataLooksCurrentAndHasEverySeverity() throws {
        let board = DemoData.boardState(now: Fixtures.now)
        #expect(board.places.count == 3)
        #expect(board.places.contains { $0.name == "東京" })
        let snapshots = board.places.compactMap { board.state(of: $0).snapshot }
        #expect(snapshots.count == 3)
        let severities = Set(snapshots.flatMap(\.alerts).map(\.severity))
        #expect(severities.isSuperset(of: [.extreme, .severe, .moderate, .minor]))
        for snapshot in snapshots {
            #expect(snapshot.hourly.first.map { $0.date <= Fixtures.now && $0.date.addingTimeInterval(3600) > Fixtures.now } == true)
            #expect(snapshot.daily.count == 10)
            #expect(!snapshot.attributions.isEmpty)
        }
    }
}

@Suite("Alert detail scrolling")
struct AlertDetailScrollTests {
    func model(scroll: Int) -> DashboardModel {
        var model = Fixtures.oklahoma(alertCount: 1)
        let key = model.board.places[model.board.selectedIndex ?? 0].coordinateKey
        if case .loaded(var snapshot, let freshness) = model.board.placeStates[key] {
            snapshot.alerts[0].details = (1...40).map { "Line \($0) of a long statement." }.joined(separator: "\n")
            model.board.placeStates[key] = .loaded(snapshot, freshness)
        }
        model.overlay = .alertDetail(index: 0, scroll: scroll)
        return model
    }

    @Test func longDescriptionScrollsAndKeepsTheURL() {
        let size = TerminalSize(width: 80, height: 24)
        let maximum = alertDetailMaximumScroll(model(scroll: 0), size: size)
        #expect(maximum > 0)
        let top = render(model(scroll: 0), size: size, theme: .plain).plainText
        #expect(top.contains("Line 1 of"))
        #expect(top.contains("more below"))
        #expect(top.contains("https://"))
        let bottom = render(model(scroll: maximum), size: size, theme: .plain).plainText
        #expect(bottom.contains("Line 40 of"))
        #expect(bottom.contains("more above"))
        #expect(!bottom.contains("more below"))
        #expect(bottom.contains("https://"))
        let past = render(model(scroll: maximum + 50), size: size, theme: .plain).plainText
        #expect(past == bottom, "scrolling past the end shows the end")
    }

    @Test func shortDescriptionDoesNotScroll() {
        var short = model(scroll: 0)
        let key = short.board.places[short.board.selectedIndex ?? 0].coordinateKey
        if case .loaded(var snapshot, let freshness) = short.board.placeStates[key] {
            snapshot.alerts[0].details = "Brief."
            short.board.placeStates[key] = .loaded(snapshot, freshness)
        }
        #expect(alertDetailMaximumScroll(short, size: TerminalSize(width: 80, height: 24)) == 0)
    }
}
