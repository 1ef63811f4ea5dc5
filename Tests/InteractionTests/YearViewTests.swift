import Dashboard
import Foundation
import Testing
import WeatherCore
@testable import Interaction

/// The year view (`y`) as pure steps of the state: what opening it asks the loop for, how it
/// closes, and which answers it takes.
@Suite struct YearViewTests {
    static var opened: (DashboardState, [DashboardEffect]) { Given.state(size: TerminalSize(width: 80, height: 24)).pressing(.char("y")) }

    static func view(_ state: DashboardState) -> YearView? {
        guard case .year(let view)? = state.overlay else { return nil }
        return view
    }

    static var history: YearHistory? {
        YearHistory.filling(endingOn: DateComponents(year: 2026, month: 8, day: 21), from: [
            ClimateNormals.Observation(year: 2026, month: 8, day: 21, high: 24, low: 14, precipitation: 0.2),
        ])
    }

    @Test func yOpensTheYearOfTheSelectedPlaceAndAsksForItOnce() throws {
        let (state, effects) = Self.opened
        let view = try #require(Self.view(state))
        #expect(view.place == DemoData.berlin && view.isLoading && view.history == nil)
        #expect(state.inputMode == .year)
        #expect(effects == [.loadYear(DemoData.berlin, requestID: view.requestID)])
    }

    @Test func escAndYCloseItQStillQuits() {
        for key in [KeyEvent.escape, .char("y")] {
            let (closed, effects) = Self.opened.0.pressing(key)
            #expect(closed.overlay == nil, "\(key)")
            #expect(effects.isEmpty, "\(key)")
        }
        #expect(Self.opened.0.pressing(.char("q")).1.last == .quit(status: 0))
    }

    @Test func itTakesTheAnswerToItsOwnRequestOnly() throws {
        let (state, _) = Self.opened
        let id = try #require(Self.view(state)).requestID
        let delivery = YearDelivery(history: Self.history, normals: nil, fetchDate: Given.now, failure: nil, attribution: nil)
        let stale = state.after(.yearDelivered(requestID: id - 1, delivery)).0
        #expect(Self.view(stale)?.history == nil && Self.view(stale)?.isLoading == true)
        let taken = state.after(.yearDelivered(requestID: id, delivery)).0
        #expect(Self.view(taken)?.history == Self.history && Self.view(taken)?.isLoading == false)
        // Closed, then an answer: nothing opens again.
        let closed = state.pressing(.escape).0.after(.yearDelivered(requestID: id, delivery)).0
        #expect(closed.overlay == nil)
    }

    @Test func theDemoSaysItShowsNoYear() {
        let (state, effects) = Given.state(settings: Given.settings(isDemo: true)).pressing(.char("y"))
        #expect(state.overlay == nil && !effects.contains { if case .loadYear = $0 { true } else { false } })
        #expect(state.status?.text == "The demo shows no past year.")
    }
}
