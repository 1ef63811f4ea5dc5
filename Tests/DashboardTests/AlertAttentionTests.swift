import Foundation
import Testing
import WeatherCore
@testable import Dashboard

/// A new warning of moderate severity or worse gets attention once; what was there when the
/// dashboard opened, weak warnings and hidden ones do not.
@Suite struct AlertAttentionTests {
    func board(alerts: [WeatherAlert]) -> BoardState {
        guard var snapshot = Fixtures.snapshot(DemoData.oklahomaCity) else { fatalError("demo board lost Oklahoma City") }
        snapshot.alerts = alerts
        return Fixtures.board(with: .loaded(snapshot, .fresh), for: DemoData.oklahomaCity)
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

    @Test func theMinimumSeverityHidesWeakerWarningsAndSaysHowMany() {
        var model = Fixtures.oklahoma(alertCount: 5)
        let all = render(model, size: TerminalSize(width: 120, height: 40), theme: .plain).plainText
        model.minimumAlertSeverity = .severe
        let text = render(model, size: TerminalSize(width: 120, height: 40), theme: .plain).plainText
        #expect(all.contains("Alerts (5)"))
        #expect(all.contains("Heat Advisory"))
        #expect(text.contains("Alerts (3, 2 weaker hidden)"), "\(text)")
        #expect(!text.contains("Heat Advisory"), "\(text)")
        #expect(text.contains("Tornado Warning"))
    }
}
