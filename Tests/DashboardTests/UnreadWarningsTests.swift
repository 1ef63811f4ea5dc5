import Foundation
import Testing
import WeatherCore
@testable import Dashboard

/// An alert source that answered but could not read some of the warnings it listed (FPAS with
/// one broken CAP file): the others are listed, and the dashboard says how many are missing,
/// never that the source is unavailable or that there is nothing more.
@Suite struct UnreadWarningsTests {
    func model(unread: Int) -> DashboardModel {
        var model = Fixtures.oklahoma(alertCount: 2)
        guard let place = model.board.selectedPlace, var snapshot = model.board.state(of: place).snapshot else { return model }
        snapshot.sourceFailures = [SourceFailure(
            source: "NWS alerts", message: "", reason: .httpStatus(500, reason: nil), kind: .someAlertsUnread, unreadCount: unread)]
        model.board.placeStates[place.coordinateKey] = .loaded(snapshot, .fresh)
        return model
    }

    @Test(arguments: [TerminalSize(width: 80, height: 24), TerminalSize(width: 120, height: 40)])
    func theOthersAreListedAndTheMissingOnesCounted(size: TerminalSize) {
        let text = render(model(unread: 2), size: size, theme: .plain).plainText
        let words = text.split(whereSeparator: { $0.isWhitespace || $0 == "│" }).joined(separator: " ")
        #expect(words.contains("Warnings listed by NWS alerts that could not be read: 2 (the service answered HTTP 500); the others are shown."), "\(text)")
        #expect(words.contains("NWS alerts incomplete"), "\(text)")
        #expect(!words.contains("unavailable"), "\(text)")
    }
}
