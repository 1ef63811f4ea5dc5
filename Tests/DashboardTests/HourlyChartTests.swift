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
}
