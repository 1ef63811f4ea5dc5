import Dashboard
import Foundation
import Testing
import WeatherCore
@testable import Interaction

/// The 48-hour chart's time cursor: `[`/`]` move it an hour at a time, the chart shows that
/// hour's values in its bottom border, and Esc or another place clears it.
@Suite struct ChartCursorTests {
    static let size = TerminalSize(width: 120, height: 40)

    func text(_ state: DashboardState) -> String { render(state.model, size: state.size, theme: .plain).plainText }

    /// Berlin's hours as the chart draws them.
    var hours: [HourWeather] {
        let state = Given.state(size: Self.size)
        let snapshot = state.board.state(of: DemoData.berlin).snapshot?.upcoming(at: Given.now)
        return Array((snapshot?.hourly ?? []).prefix(48))
    }

    @Test func bracketsMoveTheCursorHourByHourWithinTheChart() {
        let start = Given.state(size: Self.size)
        let count = chartHourCount(start.model, size: start.size)
        #expect(count == 48)
        let (set, effects) = start.pressing(.char("]"))
        #expect(set.chartCursor == 0 && effects.isEmpty, "the first press sets it on the first hour")
        #expect(set.model.focusedPanel == .chart)
        #expect(start.pressing(.char("]"), .char("]"), .char("]")).0.chartCursor == 2)
        #expect(start.pressing(.char("]"), .char("]"), .char("[")).0.chartCursor == 0)
        #expect(start.pressing(.char("["), .char("[")).0.chartCursor == 0, "clamped at the first hour")
        // With the chart focused, the panel keys move the cursor too.
        #expect(set.pressing(.end).0.chartCursor == count - 1)
        #expect(set.pressing(.end, .char("]")).0.chartCursor == count - 1, "clamped at the last hour")
        #expect(set.pressing(.pageDown).0.chartCursor == 12)
        #expect(set.pressing(.down, .down).0.chartCursor == 2)
    }

    @Test func theChartShowsTheCursorsHour() throws {
        let state = Given.state(size: Self.size).pressing(.char("]"), .char("]"), .char("]"), .char("]")).0
        let hour = try #require(hours.dropFirst(3).first)
        let frame = text(state)
        let clock = LocalClock(timeZone: DemoData.berlin.timeZone, locale: Given.locale)
        #expect(frame.contains(clock.weekday(hour.date) + " " + clock.time(hour.date) + " · "), "\(frame)")
        #expect(frame.contains("Feels"))
        // The demo's Berlin three hours on: 13 km/h from 215°, told as the card tells wind.
        #expect(frame.contains(" · Wind 13 km/h SW ↗ · "), "\(frame)")
        #expect(!text(Given.state(size: Self.size)).contains(clock.weekday(hour.date) + " " + clock.time(hour.date) + " · "))
    }

    @Test func escapeAndAnotherPlaceClearTheCursor() {
        let set = Given.oklahoma(size: TerminalSize(width: 200, height: 60)).pressing(.char("]"), .char("]")).0
        #expect(set.chartCursor == 1)
        let cleared = set.pressing(.escape).0
        #expect(cleared.chartCursor == nil && cleared.model.focusedPanel == .alerts)
        #expect(set.pressing(.right).0.chartCursor == nil)
    }

    @Test func tabVisitsTheChartWhileItsCursorIsSet() {
        let set = Given.oklahoma(size: TerminalSize(width: 200, height: 60)).pressing(.char("]")).0
        #expect(set.pressing(.tab).0.model.focusedPanel == .alerts)
        #expect(set.pressing(.tab, .tab, .tab).0.model.focusedPanel == .chart)
        #expect(Given.oklahoma(size: TerminalSize(width: 200, height: 60)).pressing(.tab, .tab).0.model.focusedPanel == .alerts, "no cursor, no chart")
    }

    @Test func sunriseAndSunsetAreMarkedOnTheChart() {
        let frame = text(Given.state(size: Self.size))
        #expect(frame.contains("☼") && frame.contains("☾"), "\(frame)")
    }
}
