import Dashboard
import Foundation
import Testing
import WeatherCore
@testable import Interaction

/// One focus model: ↑/↓ (k/j) move within the focused panel and on from the last alert into the
/// days; Tab and Shift-Tab move the focus; PgUp/PgDn page and Home/End jump.
@Suite struct PanelFocusTests {
    /// 80x24 with Oklahoma City's five alerts: one alert and a few days at a time.
    static let small = TerminalSize(width: 80, height: 24)

    func text(_ state: DashboardState) -> String { render(state.model, size: state.size, theme: .plain).plainText }

    func pressing(_ state: DashboardState, _ key: KeyEvent, times: Int) -> DashboardState {
        state.after(Array(repeating: DashboardEvent.key(key), count: times)).0
    }

    @Test func downGoesOnFromTheLastAlertIntoTheDaysSoEveryDayCanBeReached() {
        let start = Given.oklahoma(size: Self.small)
        let hidden = maximumDayScroll(start.model, size: start.size)
        #expect(hidden > 0, "80x24 cannot show all ten days beside five alerts")
        #expect(text(start).contains("↓ \(hidden) more"))
        for key in [KeyEvent.down, .char("j")] {
            // Four steps to the last alert, one into the days, then one day a step.
            let end = pressing(start, key, times: 4 + 1 + hidden + 3)
            #expect(end.selectedAlert == 4, "the last alert stays selected")
            #expect(!text(end).contains("more"), "no day is left below: \(key)")
            #expect(text(end).contains("↑"))
        }
    }

    @Test func upGoesBackThroughTheDaysToTheAlerts() {
        let start = Given.oklahoma(size: Self.small)
        let hidden = maximumDayScroll(start.model, size: start.size)
        let end = pressing(start, .down, times: 5 + hidden)
        #expect(end.dayScroll == hidden && end.model.focusedPanel == .days)
        let top = pressing(end, .char("k"), times: hidden)
        #expect(top.dayScroll == 0 && top.model.focusedPanel == .days)
        let (alerts, effects) = top.pressing(.up)
        #expect(alerts.model.focusedPanel == .alerts && alerts.selectedAlert == 4)
        #expect(alerts.pressing(.up).0.selectedAlert == 3)
        #expect(effects.isEmpty)
    }

    @Test func tabAndShiftTabMoveTheFocusBetweenThePanelsThatCanTakeIt() {
        let oklahoma = Given.oklahoma(size: Self.small)
        #expect(oklahoma.model.focusedPanel == .alerts)
        let days = oklahoma.pressing(.tab).0
        #expect(days.model.focusedPanel == .days)
        #expect(days.pressing(.down).0.dayScroll == 1, "↓ now scrolls the days")
        #expect(days.pressing(.up).0.model.focusedPanel == .alerts, "↑ from the first day goes back up to the alerts")
        #expect(days.pressing(.tab).0.model.focusedPanel == .alerts, "round")
        #expect(oklahoma.pressing(.backTab).0.model.focusedPanel == .days)
        // Without alerts the days are the only panel that can take it.
        let berlin = Given.state(size: TerminalSize(width: 80, height: 14))
        #expect(berlin.pressing(.tab).0.model.focusedPanel == .days)
        #expect(berlin.pressing(.tab, .down).0.dayScroll == 1)
    }

    @Test func pageKeysPageAndHomeAndEndJumpWithinTheFocusedPanel() {
        let alerts = Given.oklahoma(size: Self.small)
        #expect(alerts.pressing(.end).0.selectedAlert == 4)
        #expect(alerts.pressing(.end, .home).0.selectedAlert == 0)
        #expect(alerts.pressing(.pageDown).0.selectedAlert == 3, "80x24 shows three alerts, a row each")
        #expect(alerts.pressing(.end, .pageUp).0.selectedAlert == 1)
        let days = alerts.pressing(.tab).0
        let limit = maximumDayScroll(days.model, size: days.size), page = visibleDayCount(days.model, size: days.size)
        #expect(days.pressing(.end).0.dayScroll == limit)
        #expect(days.pressing(.end, .home).0.dayScroll == 0)
        #expect(days.pressing(.pageDown).0.dayScroll == min(limit, page))
        #expect(days.pressing(.end, .pageUp).0.dayScroll == max(0, limit - page))
        #expect(days.pressing(.end).0.selectedAlert == 0, "the days' keys leave the alert selection alone")
    }

    @Test func anotherPlaceStartsAtItsAlertsAndFirstDay() {
        let scrolled = Given.oklahoma(size: Self.small).pressing(.tab, .end).0
        let back = scrolled.pressing(.right, .left).0
        #expect(back.dayScroll == 0 && back.model.focusedPanel == .alerts)
    }

    @Test func theDaysMarkTheirTitleOnlyWhenTheyHaveTheFocusAmongOthers() {
        // The first cell of the days panel's title, "10 days", is drawn reversed.
        func titleIsSelected(_ state: DashboardState) -> Bool {
            let frame = render(state.model, size: state.size, theme: .plain)
            for y in 0..<frame.height {
                for x in 0..<(frame.width - 3) where frame[x, y].grapheme == "1" && frame[x + 1, y].grapheme == "0"
                    && frame[x + 3, y].grapheme == "d" {
                    return frame[x, y].style.isReversed
                }
            }
            return false
        }
        let oklahoma = Given.oklahoma(size: Self.small)
        #expect(!titleIsSelected(oklahoma))
        #expect(titleIsSelected(oklahoma.pressing(.tab).0))
        #expect(!titleIsSelected(Given.state(size: Self.small)), "Berlin has no alerts: the days are the only panel")
    }
}

/// The alerts' selection is marked only while they have the focus.
@Suite struct AlertSelectionMarkTests {
    @Test func theSelectedAlertIsMarkedOnlyWhileTheAlertsHaveTheFocus() throws {
        let alerts = Given.oklahoma(size: TerminalSize(width: 80, height: 24))
        func markedRows(_ state: DashboardState) -> Int {
            // The plain theme marks a selection by reversing it; row 0 is the tabs.
            let canvas = render(state.model, size: state.size, theme: .plain)
            return (1..<canvas.height).filter { y in (0..<canvas.width).contains { canvas[$0, y].style.isReversed && canvas[$0, y].grapheme == "▲" } }.count
        }
        #expect(markedRows(alerts) == 1)
        #expect(markedRows(alerts.pressing(.tab).0) == 0, "the days have it")
    }
}
