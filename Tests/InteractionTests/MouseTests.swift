import Dashboard
import Foundation
import Testing
import WeatherCore
@testable import Interaction

/// Clicks and the wheel, through `update`, on the frame the state draws: each lands on what the
/// user sees under the pointer.
@Suite struct MouseTests {
    func click(_ state: DashboardState, x: Int, y: Int) -> (DashboardState, [DashboardEffect]) {
        state.after(.mouse(MouseEvent(.press, x: x, y: y)))
    }

    func text(_ state: DashboardState) -> [Substring] {
        render(state.model, size: state.size, theme: .plain).plainText.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The column of `text` in row `y` of the frame.
    func column(of text: String, in state: DashboardState, row y: Int) throws -> Int {
        let row = String(self.text(state)[y])
        let range = try #require(row.range(of: text), "\(text) in \(row)")
        return DisplayWidth.of(String(row[..<range.lowerBound]))
    }

    @Test func aClickOnATabSwitchesToThatPlace() throws {
        let berlin = Given.state(size: TerminalSize(width: 80, height: 24))
        let x = try column(of: "Oklahoma City", in: berlin, row: 0)
        let (oklahoma, effects) = click(berlin, x: x + 2, y: 0)
        #expect(oklahoma.board.selectedIndex == 2)
        #expect(effects.contains(.selectPlace(index: 2)))
        #expect(mouseTarget(atX: 0, y: 0, model: berlin.model, size: berlin.size) == .place(0), "the first tab from its first column")
    }

    @Test func aClickOnAWarningOpensItsPopup() throws {
        let state = Given.oklahoma(size: TerminalSize(width: 80, height: 24))
        let y = try #require(text(state).firstIndex { $0.contains("Severe Thunderstorm Watch") })
        let (opened, _) = click(state, x: 20, y: y)
        #expect(opened.selectedAlert == 2)
        #expect(opened.overlay == .alertDetail(index: 2))
        // The card has nothing to click.
        #expect(click(state, x: 10, y: 2).0.overlay == nil)
    }

    @Test func aClickOnTheChartSetsTheCursorThere() throws {
        let state = Given.oklahoma(size: TerminalSize(width: 80, height: 24))
        let rows = text(state)
        let top = try #require(rows.firstIndex { $0.contains("╭ Next 48 hours") })
        let axis = try #require(rows.firstIndex { $0.contains("│     Now") || $0.contains("│      Now") || ($0.contains("Now") && $0.contains(" 03 ")) })
        let nowX = try column(of: "Now", in: state, row: axis)
        let (first, _) = click(state, x: nowX, y: top + 1)
        #expect(first.chartCursor == 0, "the first hour is under \"Now\"")
        #expect(first.model.focusedPanel == .chart)
        let (later, _) = click(state, x: 70, y: top + 1)
        #expect((later.chartCursor ?? 0) > 30, "near the right edge: a late hour")
        // Left of the plot (the temperature labels) is no hour.
        #expect(click(state, x: 2, y: top + 1).0.chartCursor == nil)
    }

    @Test func theWheelScrollsTheFocusedPanel() {
        let state = Given.oklahoma(size: TerminalSize(width: 80, height: 24))
        let down = state.after(.mouse(MouseEvent(.wheelDown, x: 40, y: 12))).0
        #expect(down.selectedAlert == 1)
        #expect(down.after(.mouse(MouseEvent(.wheelUp, x: 40, y: 12))).0.selectedAlert == 0)
        let days = state.pressing(.tab).0
        #expect(days.after(.mouse(MouseEvent(.wheelDown, x: 0, y: 0))).0.dayScroll == 1, "wherever the pointer is")
    }

    @Test func overAPopupTheWheelScrollsItAndAClickClosesTheHelp() {
        let state = Given.oklahoma(size: TerminalSize(width: 80, height: 24))
        let help = state.pressing(.character("?")).0
        #expect(help.overlay != nil)
        #expect(click(help, x: 10, y: 10).0.overlay == nil)
        let popup = state.pressing(.enter).0
        let scrolled = popup.after(.mouse(MouseEvent(.wheelDown, x: 10, y: 10))).0
        #expect(scrolled.overlay == popup.pressing(.down).0.overlay, "as ↓ does")
        #expect(click(popup, x: 10, y: 10).0.overlay == popup.overlay, "a click does not close an alert's popup")
    }
}
