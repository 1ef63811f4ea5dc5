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

    @Test func theNightTheClocksGoBackHasTwentyFiveHours() throws {
        let model = try #require(Self.cases.first { $0.name == "chart-dst" }?.model)
        // One column an hour at 80 columns: Sunday, from its midnight to Monday's, is 25 columns.
        let columns = axisColumns(chart(model, glyphs: .ascii, size: TerminalSize(width: 80, height: 24)))
        let sunday = try #require(columns["Sun"]), monday = try #require(columns["Mon"])
        #expect(monday - sunday == 25, "\(columns)")
    }

    @Test func theChartTakesTheWidthItIsGiven() throws {
        let model = Fixtures.model(Fixtures.demoBoard)
        // 14:00 Saturday: Sunday starts 10 hours in, Monday 34 hours in.
        for (width, perDay) in [(40, 12), (80, 24), (120, 48), (200, 72)] {
            let canvas = chart(model, glyphs: .unicode, size: TerminalSize(width: width, height: 16))
            let columns = axisColumns(canvas)
            let sunday = try #require(columns["Sun"]), monday = try #require(columns["Mon"])
            #expect(monday - sunday == perDay, "\(width) columns: \(columns)")
            #expect(canvas.plainText.hasPrefix("╭ Next 48 hours"), "\(width) columns")
        }
        // At 200 columns the 48 hours leave room to spare, where the total goes.
        let wide = chart(model, glyphs: .unicode, size: TerminalSize(width: 200, height: 16)).plainText
        #expect(wide.contains("total 22 mm"))
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

    @Test func itStartsNowWithTheCurrentTemperatureMarked() {
        let rows = chart(Fixtures.model(Fixtures.demoBoard), glyphs: .emoji, size: TerminalSize(width: 80, height: 24)).plainText.split(separator: "\n")
        #expect(rows.contains { $0.hasPrefix("│     Now ") })
        #expect(rows.contains { $0.contains("●") })
    }

    @Test func snowHasItsOwnRowWhereItFalls() {
        let snowy = chart(Fixtures.coldModel, glyphs: .unicode, size: TerminalSize(width: 80, height: 24)).plainText
        #expect(snowy.contains("│ cm ") && snowy.contains("snow "), "\(snowy)")
        let warm = chart(Fixtures.model(Fixtures.demoBoard), glyphs: .unicode, size: TerminalSize(width: 80, height: 24)).plainText
        #expect(!warm.contains("│ cm "))
    }
}
