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
        // 80x24 shows three alerts, a row each: the fourth scrolls by one, and going back up
        // within the view does not scroll.
        let small = Given.oklahoma(size: TerminalSize(width: 80, height: 24))
        let (third, _) = small.pressing(.down, .down)
        #expect(third.alertScroll == 0)
        let (fourth, _) = third.pressing(.down)
        #expect(fourth.alertScroll == 1)
        #expect(text(fourth).contains("Heat Advisory"))
        #expect(text(fourth).contains("↑ 1 above"))
        #expect(fourth.pressing(.up).0.alertScroll == 1, "still in view")
        #expect(fourth.pressing(.up, .up, .up).0.alertScroll == 0)
    }

    @Test func aLargerPaneBringsHiddenAlertsBackIntoView() {
        let (scrolled, _) = Given.oklahoma(size: TerminalSize(width: 80, height: 24)).pressing(.down, .down, .down, .down)
        #expect(scrolled.alertScroll == 2)
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
