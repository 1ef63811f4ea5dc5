import Dashboard
import Foundation
import Testing
import WeatherCore
@testable import Interaction

/// The alert list scrolls only when the selection would leave the view.
@Suite struct AlertListScrollTests {
    func text(_ state: DashboardState) -> String {
        render(state.model, size: state.size, theme: .plain).plainText
    }

    @Test func whenEveryAlertFitsMovingDownDoesNotScroll() {
        let large = Given.oklahoma(size: TerminalSize(width: 200, height: 60))
        for presses in 1...4 {
            let state = large.after(Array(repeating: DashboardEvent.key(.down), count: presses)).0
            #expect(state.selectedAlert == presses)
            #expect(state.alertScroll == 0, "all five alerts are in view after \(presses) ↓")
            #expect(!text(state).contains("above"))
        }
    }

    @Test func theListScrollsJustEnoughToKeepTheSelectionInView() {
        // 80x24 shows one alert at a time: each ↓ scrolls by one, ↑ back.
        let small = Given.oklahoma(size: TerminalSize(width: 80, height: 24))
        let (down, _) = small.pressing(.down, .down)
        #expect(down.alertScroll == 2)
        #expect(text(down).contains("Severe Thunderstorm Watch"))
        #expect(text(down).contains("↑ 2 above"))
        #expect(down.pressing(.up).0.alertScroll == 1)
        // 120x40 shows the first three: the fourth scrolls by one, and going back up within
        // the view does not scroll.
        let medium = Given.oklahoma(size: TerminalSize(width: 120, height: 40))
        let shown = medium.pressing(.down, .down).0
        #expect(shown.alertScroll == 0)
        let (fourth, _) = shown.pressing(.down, .down, .down)
        #expect(fourth.selectedAlert == 4)
        #expect(fourth.alertScroll > 0)
        #expect(fourth.pressing(.up).0.alertScroll == fourth.alertScroll, "still in view")
    }

    @Test func aLargerPaneBringsHiddenAlertsBackIntoView() {
        let (scrolled, _) = Given.oklahoma(size: TerminalSize(width: 80, height: 24)).pressing(.down, .down, .down, .down)
        #expect(scrolled.alertScroll == 4)
        let (larger, _) = scrolled.after(.resized(TerminalSize(width: 200, height: 60)))
        #expect(larger.alertScroll == 0, "no blank rows with alerts hidden above")
        #expect(larger.selectedAlert == 4)
    }

    @Test func withoutAlertsTheDaysScrollOnlyAsFarAsThereAreDays() {
        let short = Given.state(size: TerminalSize(width: 80, height: 14))
        let limit = maximumDayScroll(short.model, size: short.size)
        #expect(limit > 0 && limit < 9)
        let (bottom, _) = short.after(Array(repeating: DashboardEvent.key(.down), count: 12))
        #expect(bottom.dayScroll == limit)
        #expect(bottom.pressing(.up).0.dayScroll == limit - 1, "the first ↑ moves at once")
    }
}
