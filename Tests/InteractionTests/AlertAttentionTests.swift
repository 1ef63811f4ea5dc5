import Dashboard
import Foundation
import Testing
import WeatherCore
@testable import Interaction

/// A new warning of moderate severity or worse gets attention once; what was there when the
/// dashboard opened, weak warnings and hidden ones do not.
@Suite struct AlertAttentionTests {
    func board(alerts: [WeatherAlert]) -> BoardState {
        var board = Given.demoBoard
        guard var snapshot = board.state(of: DemoData.oklahomaCity).snapshot else { return board }
        snapshot.alerts = alerts
        board.placeStates[DemoData.oklahomaCity.coordinateKey] = .loaded(snapshot, .fresh)
        return board
    }

    func alert(_ id: String, _ severity: AlertSeverity) -> WeatherAlert {
        WeatherAlert(id: id, severity: severity, summary: id, region: nil, detailsURL: URL(fileURLWithPath: "/\(id)"), source: "NWS")
    }

    @Test func warningsPresentAtLaunchAreKnownAndNewOnesAreAnnouncedOnce() {
        var attention = AlertAttention()
        #expect(attention.newAlerts(in: board(alerts: [alert("old", .extreme)]), minimum: nil).isEmpty)
        let arrived = attention.newAlerts(in: board(alerts: [alert("old", .extreme), alert("new", .severe)]), minimum: nil)
        #expect(arrived.map(\.alert.id) == ["new"])
        #expect(arrived.first?.place == DemoData.oklahomaCity)
        #expect(attention.newAlerts(in: board(alerts: [alert("old", .extreme), alert("new", .severe)]), minimum: nil).isEmpty)
    }

    @Test func minorUnknownAndHiddenWarningsStayQuiet() {
        var attention = AlertAttention()
        _ = attention.newAlerts(in: board(alerts: []), minimum: .severe)
        let arrived = attention.newAlerts(
            in: board(alerts: [alert("minor", .minor), alert("unknown", .unknown), alert("moderate", .moderate), alert("extreme", .extreme)]),
            minimum: .severe)
        #expect(arrived.map(\.alert.id) == ["extreme"])
    }
}
