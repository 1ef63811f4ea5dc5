import Foundation
import Testing
import WeatherCore
@testable import Dashboard

/// The detail view says when a warning was issued, as MeteoAlarm's terms ask, where that time
/// is not already the start of its window.
@Suite("Alert issue time")
struct AlertIssueTimeTests {
    func detail(effective: Date?, onset: Date?) -> String {
        var model = Fixtures.oklahoma(alertCount: 1)
        let key = model.board.places[model.board.selectedIndex ?? 0].coordinateKey
        if case .loaded(var snapshot, let freshness) = model.board.placeStates[key] {
            snapshot.alerts[0].effectiveDate = effective
            snapshot.alerts[0].onsetDate = onset
            model.board.placeStates[key] = .loaded(snapshot, freshness)
        }
        model.overlay = .alertDetail(index: 0)
        return render(model, size: TerminalSize(width: 80, height: 24), theme: .plain).plainText
    }

    @Test func theIssueTimeFollowsTheWindow() {
        // Fixtures.now is Saturday 07:05 in Oklahoma City; issued at 05:12, in force from 10:00.
        let text = detail(effective: Fixtures.now - 113 * 60, onset: Fixtures.now + 175 * 60)
        #expect(text.contains("Sat 10:00 – Sun 13:05 · issued Sat 05:12"), "\(text)")
    }

    @Test func anIssueTimeThatStartsTheWindowIsSaidOnce() {
        let text = detail(effective: Fixtures.now - 3600, onset: nil)
        #expect(!text.contains("issued"), "\(text)")
        #expect(!detail(effective: nil, onset: Fixtures.now).contains("issued"))
    }
}
