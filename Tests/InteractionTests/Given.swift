import Dashboard
import Foundation
import WeatherCore
@testable import Interaction

/// Fixed inputs for the dashboard's behaviour: the demo board at a fixed time, a British
/// locale, three themes.
enum Given {
    /// Saturday 22 August 2026, 12:05 UTC (14:05 in Berlin).
    static let now = Date(timeIntervalSince1970: 1_787_400_300)
    static let locale = UserLocale(identifier: "en_GB", preferredUnits: .metric, uses24HourClock: true, isUTF8: true)
    static let utc = TimeZone(identifier: "UTC") ?? .current
    static let wide = TerminalSize(width: 120, height: 40)

    static func settings(isDemo: Bool = false, minimumAlertSeverity: AlertSeverity? = nil, notify: Bool = false) -> DashboardSettings {
        DashboardSettings(
            units: .metric, themeName: "default", themeNames: ["default", "light", "high-contrast"], glyphs: .emoji,
            locale: locale, userTimeZone: utc, isDemo: isDemo, minimumAlertSeverity: minimumAlertSeverity,
            sendsNotifications: notify)
    }

    static var demoBoard: BoardState { DemoData.boardState(now: now) }

    /// The demo board (Berlin, 東京, Oklahoma City with five alerts) with `index` selected.
    static func state(
        _ board: BoardState = demoBoard, selecting index: Int = 0, size: TerminalSize = wide,
        settings: DashboardSettings = settings()
    ) -> DashboardState {
        var board = board
        board.selectedIndex = board.places.isEmpty ? nil : index
        return DashboardState(board: board, size: size, now: now, settings: settings)
    }

    /// Oklahoma City selected: five alerts, listed Tornado Warning, Flash Flood Warning, Severe
    /// Thunderstorm Watch, Heat Advisory, Air Quality Alert.
    static func oklahoma(size: TerminalSize = wide, settings: DashboardSettings = settings()) -> DashboardState {
        state(selecting: 2, size: size, settings: settings)
    }

    static var oklahomaAlerts: [WeatherAlert] {
        demoBoard.state(of: DemoData.oklahomaCity).snapshot?.alerts.rankedBySeverity() ?? []
    }

    /// The demo board with one more alert for Berlin, as a refresh would bring it.
    static func boardWithNewBerlinAlert(_ severity: AlertSeverity, id: String = "new-1") -> BoardState {
        var board = demoBoard
        guard var snapshot = board.state(of: DemoData.berlin).snapshot else { return board }
        snapshot.alerts.append(WeatherAlert(
            id: id, severity: severity, summary: "Storm Warning", region: "Berlin",
            detailsURL: URL(fileURLWithPath: "/\(id)"), source: "DWD"))
        board.placeStates[DemoData.berlin.coordinateKey] = .loaded(snapshot, .fresh)
        return board
    }
}

extension DashboardState {
    /// The state after `events`, and every effect they asked for, in order.
    func after(_ events: [DashboardEvent]) -> (DashboardState, [DashboardEffect]) {
        events.reduce((self, [])) { result, event in
            let (next, effects) = update(result.0, event)
            return (next, result.1 + effects)
        }
    }

    func after(_ events: DashboardEvent...) -> (DashboardState, [DashboardEffect]) { after(events) }

    func pressing(_ keys: KeyEvent...) -> (DashboardState, [DashboardEffect]) { after(keys.map { .key($0) }) }

    func typing(_ text: String) -> (DashboardState, [DashboardEffect]) { after(text.map { .key(.character($0)) }) }

    /// The help as drawn at each of its scroll positions, one frame's text after another, by
    /// pressing ↓ until it moves no more.
    var everyHelpPage: String {
        var state = self, pages = [render(model, size: size, theme: .plain).plainText]
        while true {
            let next = state.pressing(.down).0
            guard next.overlay != state.overlay, next.overlay != nil else { return pages.joined(separator: "\n") }
            state = next
            pages.append(render(state.model, size: size, theme: .plain).plainText)
        }
    }

    var prompt: AddPlacePrompt? {
        if case .addPlace(let prompt)? = overlay { return prompt }
        return nil
    }
}

extension KeyEvent {
    static func char(_ character: Character) -> KeyEvent { .character(character) }
}
