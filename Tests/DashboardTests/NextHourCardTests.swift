import Foundation
import Testing
import WeatherCore
@testable import Dashboard

/// The current card tells the next hour in one sentence, in the user's units and clock, with
/// the minute forecast's bar where there is room; without a minute forecast it says nothing.
@Suite struct NextHourCardTests {
    func text(_ model: DashboardModel, _ width: Int, _ height: Int) -> String {
        render(model, size: TerminalSize(width: width, height: height), theme: .plain).plainText
    }

    /// Berlin's demo: dry until 14:30, light rain until 15:30 (now is 14:05).
    @Test func theCardSaysWhenRainStartsAndStops() {
        let sentence = "Light rain starting in about 25 min, stopping around 15:30"
        for (width, height) in [(80, 24), (100, 30), (200, 60)] {
            let frame = text(Fixtures.model(Fixtures.demoBoard), width, height)
            #expect(frame.contains(sentence) || frame.contains("Light rain starting in about 25 min,"), "\(width)x\(height):\n\(frame)")
            #expect(frame.contains("··▂") && frame.contains("▄"), "the bar at \(width)x\(height):\n\(frame)")
        }
        #expect(text(Fixtures.model(Fixtures.demoBoard), 200, 60).contains(sentence))
    }

    @Test func inImperialAndTwelveHourClockTheStopTimeFollowsTheLocale() {
        let frame = text(Fixtures.model(Fixtures.demoBoard, selecting: 2, locale: Fixtures.americanLocale), 80, 24)
        #expect(frame.contains("Heavy rain stopping around 8:30 AM"), "\(frame)")
    }

    @Test func anEstimatedForecastSaysSo() {
        let frame = text(Fixtures.model(Fixtures.demoBoard, selecting: 1), 80, 24)
        #expect(frame.contains("No precipitation expected in the next 2 h (estimated)"), "\(frame)")
    }

    @Test func withoutAMinuteForecastTheCardSaysNothingAboutIt() throws {
        var snapshot = try #require(Fixtures.snapshot(DemoData.berlin))
        snapshot.nextHour = nil
        let model = Fixtures.model(Fixtures.board(with: .loaded(snapshot, .fresh)))
        for (width, height) in [(40, 12), (80, 24), (120, 40), (200, 60)] {
            let frame = text(model, width, height)
            #expect(!frame.contains("starting in") && !frame.contains("No precipitation") && !frame.contains("·····"), "\(width)x\(height):\n\(frame)")
        }
        // And its rows go back to the values: the compact card keeps its two rows of them.
        #expect(text(model, 80, 24).contains("│ Pressure 1012 hPa"))
    }

    @Test func narrowPanesGiveTheSentenceALineOfItsOwn() {
        let frame = text(Fixtures.model(Fixtures.demoBoard), 40, 12)
        #expect(frame.contains("\n Light rain starting in about 25 min,…\n"), "\(frame)")
    }

    @Test func theBarShowsEachQuarterHourAndItsEnd() throws {
        let forecast = try #require(Fixtures.snapshot(DemoData.berlin)?.nextHour)
        for (glyphs, bar) in [(GlyphSet.unicode, "Now ······▂▂▂▃▃▃▄▄▄▃▃▃······ 16:00"), (.ascii, "Now ______...---------______ 16:00")] {
            var model = Fixtures.model(Fixtures.demoBoard)
            model.glyphs = glyphs
            let line = NextHourBar.line(for: forecast, width: 40, context: RenderContext(model: model, theme: .plain))
            #expect(line?.map(\.text).joined() == bar)
        }
        let model = Fixtures.model(Fixtures.demoBoard)
        let context = RenderContext(model: model, theme: .plain)
        // Without room for the times, the bar alone; without room for a bar, nothing.
        #expect(NextHourBar.line(for: forecast, width: 12, context: context)?.map(\.text).joined() == "··▂▃▄▃··")
        #expect(NextHourBar.line(for: forecast, width: 7, context: context) == nil)
        #expect(NextHourBar.line(for: nil, width: 40, context: context) == nil)
    }

    @Test func aForecastThatNoLongerCoversNowHasNoBar() throws {
        let forecast = try #require(Fixtures.snapshot(DemoData.berlin)?.nextHour)
        var model = Fixtures.model(Fixtures.demoBoard)
        model.now = Fixtures.now.addingTimeInterval(3 * 3600)
        #expect(NextHourBar.line(for: forecast, width: 40, context: RenderContext(model: model, theme: .plain)) == nil)
    }
}
