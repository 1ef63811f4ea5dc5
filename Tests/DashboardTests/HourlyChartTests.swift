import Foundation
import Testing
import TestSupport
import WeatherCore
@testable import Dashboard

/// The 48-hour chart on its own, at every size and in every glyph set: a day boundary (every
/// case crosses midnight), the night Berlin's clocks go back, a day of one temperature, snow.
@Suite struct HourlyChartTests {
    /// Saturday 24 October 2026, 22:05 in Berlin: at 03:00 on Sunday the clocks go back to 02:00.
    static let beforeDSTChange = Date(timeIntervalSince1970: 1_792_872_300)

    static var cases: [(name: String, model: DashboardModel)] {
        var dst = Fixtures.demoBoard
        dst.placeStates[DemoData.berlin.coordinateKey] = .loaded(DemoData.snapshot(for: DemoData.berlin, now: beforeDSTChange, climate: DemoData.Climate(
            mean: 9, dailySwing: 4, trend: -0.3, humidity: 0.8, wind: 18, conditions: [.cloudy, .rain, .drizzle])), .fresh)
        var dstModel = Fixtures.model(dst)
        dstModel.now = beforeDSTChange

        guard var flat = Fixtures.snapshot(DemoData.berlin) else { return [] }
        for index in flat.hourly.indices {
            flat.hourly[index].temperature = 12
            flat.hourly[index].apparentTemperature = 12
        }
        return [
            ("chart-berlin", Fixtures.model(Fixtures.demoBoard)),
            ("chart-dst", dstModel),
            ("chart-all-equal", Fixtures.model(Fixtures.board(with: .loaded(flat, .fresh)))),
            ("chart-snow", Fixtures.coldModel),
            ("chart-us-12h", Fixtures.model(Fixtures.demoBoard, selecting: 2, locale: Fixtures.americanLocale)),
        ]
    }

    static let arguments: [(String, GlyphSet, TerminalSize)] = cases.flatMap { fixture in
        GlyphSet.allCases.flatMap { glyphs in Fixtures.sizes.map { (fixture.name, glyphs, $0) } }
    }

    func chart(_ model: DashboardModel, glyphs: GlyphSet, size: TerminalSize, boxed: Bool = true) -> Canvas {
        var model = model
        model.glyphs = glyphs
        let context = RenderContext(model: model, theme: .plain)
        var canvas = Canvas(width: size.width, height: size.height)
        guard let snapshot = context.snapshot else { return canvas }
        let rect = Rect(x: 0, y: 0, width: size.width, height: size.height)
        if boxed {
            HourlyChartPanel.drawBoxed(into: &canvas, rect: rect, snapshot: snapshot, context: context)
        } else {
            HourlyChartPanel.draw(into: &canvas, rect: rect, snapshot: snapshot, context: context)
        }
        return canvas
    }

    @Test(arguments: arguments)
    func matchesGoldenFile(name: String, glyphs: GlyphSet, size: TerminalSize) throws {
        let model = try #require(Self.cases.first { $0.name == name }?.model)
        try SnapshotAssertions.assertMatches(chart(model, glyphs: glyphs, size: size), named: "\(name)-\(glyphs.rawValue)", in: SnapshotAssertions.directory())
    }

    /// The column where each label of the axis row starts.
    func axisColumns(_ canvas: Canvas) -> [String: Int] {
        let rows = canvas.plainText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The axis is the row above the chance bars.
        guard let bars = rows.firstIndex(where: { $0.hasPrefix("│ % ") || $0.hasPrefix("| % ") }), bars > 0 else { return [:] }
        let axis = rows[bars - 1]
        var columns: [String: Int] = [:]
        var column = 0, word = "", start = 0
        for character in axis + " " {
            if character == " " || character == "│" || character == "|" {
                if !word.isEmpty, columns[word] == nil { columns[word] = start }
                word = ""
            } else {
                if word.isEmpty { start = column }
                word.append(character)
            }
            column += 1
        }
        return columns
    }

    /// The hours the chart shows for `model`, and the first index of each local day after the first.
    func hoursAndDays(_ model: DashboardModel) throws -> (hours: ArraySlice<HourWeather>, dayStarts: [Int], context: RenderContext) {
        let context = RenderContext(model: model, theme: .plain)
        let snapshot = try #require(context.snapshot)
        let hours = HourlyStripPanel.upcomingHours(snapshot, context: context, limit: HourlyChartPanel.maximumHours)
        let days = hours.map { context.clock.localHourAndDay($0.date).day }
        let starts = Array(days.indices.dropFirst().filter { days[$0] != days[$0 - 1] })
        return (hours, starts, context)
    }

    @Test func theNightTheClocksGoBackHasTwentyFiveHours() throws {
        var model = try #require(Self.cases.first { $0.name == "chart-dst" }?.model)
        model.glyphs = .ascii
        let (hours, dayStarts, context) = try hoursAndDays(model)
        // Saturday 22:00 onwards: Sunday (25 entries) begins at the third entry, Monday 25 entries later.
        let sunday = try #require(dayStarts.first), monday = try #require(dayStarts.dropFirst().first)
        #expect(monday - sunday == 25)
        // Two columns an hour: the 25 entries take 50 columns, by entry, not by clock.
        let columns = HourlyChartPanel.Columns(hours: hours, width: 96)
        #expect(columns.column(ofHour: monday) - columns.column(ofHour: sunday) == 50)
        // Drawn at 80 columns, the weekdays start in the columns their first entries map to.
        let canvas = chart(model, glyphs: .ascii, size: TerminalSize(width: 80, height: 24))
        let gutter = HourlyChartPanel.gutterWidth(hours, context: context)
        let drawn = HourlyChartPanel.Columns(hours: hours, width: 80 - 4 - gutter)
        let axis = axisColumns(canvas)
        // Sunday begins under "Now", so its weekday goes just after it.
        #expect(axis["Now"] == 2 + gutter, "\(axis)")
        #expect(axis["Sun"] == 2 + gutter + max(drawn.column(ofHour: sunday), "Now ".count), "\(axis)")
        #expect(axis["Mon"] == 2 + gutter + drawn.column(ofHour: monday), "\(axis)")
    }

    @Test func theHoursSpanTheWholeWidth() throws {
        let (hours, _, _) = try hoursAndDays(Fixtures.model(Fixtures.demoBoard))
        #expect(hours.count == 48)
        for width in [20, 31, 48, 71, 111, 191, 300] {
            let columns = HourlyChartPanel.Columns(hours: hours, width: width)
            // Half a column an hour at the least: 20 columns show 40 hours.
            #expect(columns.hours.count == min(48, width * 2), "\(width) columns")
            #expect(columns.count == min(width, columns.hours.count * HourlyChartPanel.Columns.maximumColumnsPerHour), "\(width) columns")
            // The first hour in the first column, the last in the last.
            #expect(columns.hours(in: 0).contains(0), "\(width) columns")
            #expect(columns.hours(in: columns.count - 1).contains(columns.hours.count - 1), "\(width) columns")
            // Every column shows an hour, in order, and every hour has a column.
            var shown: [Int] = []
            for column in 0..<columns.count {
                let range = columns.hours(in: column)
                #expect(!range.isEmpty, "\(width) columns: column \(column) shows no hour")
                #expect(range.allSatisfy { columns.column(ofHour: $0) <= column }, "\(width) columns: column \(column)")
                shown.append(contentsOf: range)
            }
            #expect(Set(shown) == Set(columns.hours.indices), "\(width) columns")
            #expect(shown == shown.sorted(), "\(width) columns")
        }
    }

    @Test func theChartTakesTheWidthItIsGiven() throws {
        let model = Fixtures.model(Fixtures.demoBoard)
        let (hours, dayStarts, context) = try hoursAndDays(model)
        let sunday = try #require(dayStarts.first), monday = try #require(dayStarts.dropFirst().first)
        for width in [40, 80, 120, 200] {
            let canvas = chart(model, glyphs: .unicode, size: TerminalSize(width: width, height: 16))
            let gutter = HourlyChartPanel.gutterWidth(hours, context: context)
            let columns = HourlyChartPanel.Columns(hours: hours, width: width - 4 - gutter)
            #expect(columns.hours.count == 48, "\(width) columns")
            let axis = axisColumns(canvas)
            #expect(axis[context.clock.weekday(hours[sunday].date)] == 2 + gutter + columns.column(ofHour: sunday), "\(width) columns: \(axis)")
            #expect(axis[context.clock.weekday(hours[monday].date)] == 2 + gutter + columns.column(ofHour: monday), "\(width) columns: \(axis)")
            #expect(canvas.plainText.hasPrefix("╭ Next 48 hours"), "\(width) columns")
            // At every width the chance bars run to the last hour's columns inside the box (the
            // last of an hour's columns is a gap where it has two or more).
            let bars = Array(try #require(canvas.plainText.split(separator: "\n").first { $0.hasPrefix("│ % ") }))
            let lastBar = try #require(bars.lastIndex { "▁▂▃▄▅▆▇█".contains($0) })
            #expect(bars.count - 3 - lastBar < max(1, Int(columns.perHour.rounded(.up))), "\(width) columns: \(String(bars))")
        }
        // The total goes in the bottom border, before the legend, where it fits.
        let wide = chart(model, glyphs: .unicode, size: TerminalSize(width: 200, height: 16)).plainText
        #expect(wide.contains(" 22 mm over 48 h · ··· feels like ─╯"), "\(wide)")
    }

    @Test func thePlotStopsGrowingWhereTheCurveStillReads() throws {
        for glyphs in GlyphSet.allCases {
            var model = Fixtures.model(Fixtures.demoBoard)
            model.glyphs = glyphs
            let context = RenderContext(model: model, theme: .plain)
            let snapshot = try #require(context.snapshot)
            let tallest = HourlyChartPanel.maximumHeight(snapshot, context: context, boxed: true, curveRows: HourlyChartPanel.roomyCurveRows)
            // The border, the roomy rows of curve at the most, the axis and two rows of bars (and ASCII's row of numbers).
            #expect(tallest == 2 + HourlyChartPanel.roomyCurveRows + 3 + (glyphs == .ascii ? 1 : 0))
            let fitted = chart(model, glyphs: glyphs, size: TerminalSize(width: 120, height: tallest)).plainText.split(separator: "\n")
            let taller = tallest + 10
            let tall = chart(model, glyphs: glyphs, size: TerminalSize(width: 120, height: taller)).plainText.split(separator: "\n")
            // Given more rows the chart draws what it draws in its greatest height, and the rest is blank.
            #expect(Array(tall.prefix(tallest - 1)) == Array(fitted.prefix(tallest - 1)), "\(glyphs)")
            #expect(tall[(tallest - 1)..<(taller - 1)].allSatisfy { $0.allSatisfy { $0 == " " || $0 == "│" || $0 == "|" } }, "\(glyphs)")
        }
    }

    @Test func noAxisLabelIsCutAtTheRightEdge() throws {
        for (name, base) in Self.cases {
            for width in [40, 80, 120, 200] {
                var model = base
                model.glyphs = .unicode
                let context = RenderContext(model: model, theme: .plain)
                let whole = Set(["Now"] + (0..<24).map { context.clock.hour(ofDay: $0) }
                    + ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])
                let labels = axisColumns(chart(model, glyphs: .unicode, size: TerminalSize(width: width, height: 16))).keys
                #expect(!labels.isEmpty && labels.allSatisfy(whole.contains), "\(name) at \(width) columns: \(labels.sorted())")
            }
        }
    }

    @Test func aDayOfOneTemperatureIsOneFlatLine() throws {
        let model = try #require(Self.cases.first { $0.name == "chart-all-equal" }?.model)
        for glyphs in GlyphSet.allCases {
            let rows = chart(model, glyphs: glyphs, size: TerminalSize(width: 80, height: 24)).plainText.split(separator: "\n")
            let curveRows = rows.filter { row in row.contains { ("⠁"..."⣿").contains(String($0)) || "▁▂▃▄▅▆▇█*".contains($0) } && !row.contains("%") && !row.contains("mm") && !row.contains("feels like") }
            #expect(curveRows.count == 1, "\(glyphs): \(curveRows)")
            #expect(curveRows.first?.contains(glyphs == .ascii ? "12 " : "12°") == true, "\(glyphs): the one temperature is labelled")
        }
    }

    @Test func dataWithNoHourLeftSaysSoWithoutANumber() throws {
        var snapshot = try #require(Fixtures.snapshot(DemoData.berlin))
        snapshot.hourly = []
        let model = Fixtures.model(Fixtures.board(with: .loaded(snapshot, .fresh)))
        let text = chart(model, glyphs: .unicode, size: TerminalSize(width: 80, height: 12)).plainText
        #expect(text.hasPrefix("╭ Next hours ─"), "\(text)")
        #expect(text.contains("No hourly forecast"))
    }

    @Test func itStartsNowWithTheCurrentTemperatureMarked() {
        let rows = chart(Fixtures.model(Fixtures.demoBoard), glyphs: .emoji, size: TerminalSize(width: 80, height: 24)).plainText.split(separator: "\n")
        #expect(rows.contains { $0.hasPrefix("│     Now ") })
        #expect(rows.contains { $0.contains("●") })
    }

    /// The time cursor's hour names its wind as the card does (speed, where it comes from, the
    /// arrow outside ASCII), in the user's units, just before the condition; an hour without a
    /// speed names none. A narrow border cuts the line from its end, so the time and the
    /// temperature stay.
    @Test func theCursorsHourNamesItsWindBeforeTheCondition() throws {
        var snapshot = try #require(Fixtures.snapshot(DemoData.berlin))
        snapshot.hourly[0].windSpeed = 24
        snapshot.hourly[0].windDirection = 225
        snapshot.hourly[0].windGust = 50
        snapshot.hourly[0].condition = .drizzle
        snapshot.hourly[1].windSpeed = nil
        snapshot.hourly[1].windDirection = 90
        var model = Fixtures.model(Fixtures.board(with: .loaded(snapshot, .fresh)))
        model.chartCursor = 0
        let wide = TerminalSize(width: 120, height: 24)
        func bottomRow(_ model: DashboardModel, glyphs: GlyphSet, size: TerminalSize = wide) -> String {
            String(chart(model, glyphs: glyphs, size: size).plainText.split(separator: "\n").last ?? "")
        }
        #expect(bottomRow(model, glyphs: .unicode).contains(" · Wind 24 km/h SW ↗ · Drizzle "), "\(bottomRow(model, glyphs: .unicode))")
        #expect(bottomRow(model, glyphs: .ascii).contains("Wind 24 km/h SW - Drizzle"), "\(bottomRow(model, glyphs: .ascii))")
        var imperial = model
        imperial.units = MeasurementUnits(system: .imperial)
        #expect(bottomRow(imperial, glyphs: .unicode).contains(" · Wind 15 mph SW ↗ · "), "\(bottomRow(imperial, glyphs: .unicode))")
        var calmless = model
        calmless.chartCursor = 1
        #expect(!bottomRow(calmless, glyphs: .unicode).contains("Wind"), "no speed, no wind: \(bottomRow(calmless, glyphs: .unicode))")
        let narrow = bottomRow(model, glyphs: .unicode, size: TerminalSize(width: 40, height: 24))
        let context = RenderContext(model: model, theme: .plain)
        let start = context.clock.weekday(snapshot.hourly[0].date) + " " + context.clock.time(snapshot.hourly[0].date) + " · "
            + context.values.temperature(snapshot.hourly[0].temperature)
        #expect(narrow.contains(start) && !narrow.contains("Drizzle"), "\(narrow)")
    }

    @Test func snowHasItsOwnRowWhereItFalls() {
        let snowy = chart(Fixtures.coldModel, glyphs: .unicode, size: TerminalSize(width: 80, height: 24)).plainText
        #expect(snowy.contains("│ cm "), "\(snowy)")
        // Its total in the bottom border, after the rain's.
        let wide = chart(Fixtures.coldModel, glyphs: .unicode, size: TerminalSize(width: 120, height: 24)).plainText
        #expect(wide.contains("│ cm ") && wide.contains(" cm snow · "), "\(wide)")
        let warm = chart(Fixtures.model(Fixtures.demoBoard), glyphs: .unicode, size: TerminalSize(width: 80, height: 24)).plainText
        #expect(!warm.contains("│ cm "))
    }
}
