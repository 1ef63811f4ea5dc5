import Foundation
import WeatherCore

/// What every panel needs, worked out once per render from the model and the theme.
struct RenderContext {
    let model: DashboardModel
    let theme: Theme
    let glyphs: Glyphs
    let values: ValueFormatter
    let place: Place?
    let loadState: PlaceLoadState
    let snapshot: Snapshot?
    /// The selected place's alerts in the order they are listed and numbered, without those
    /// weaker than the user's minimum severity.
    let alerts: [WeatherAlert]
    /// How many of the selected place's alerts the minimum severity hides.
    let hiddenAlertCount: Int
    /// Times are shown in the selected place's zone: it is that place's weather.
    let clock: LocalClock
    /// Everything the panels say, in the user's language.
    let words: Catalog

    init(model: DashboardModel, theme: Theme) {
        self.model = model
        self.theme = theme
        // The model's glyphs are already what the terminal can show (TerminalEnvironment.glyphs).
        glyphs = Glyphs(model.glyphs)
        values = ValueFormatter(units: model.units, glyphs: glyphs, words: model.locale.words)
        place = model.board.selectedPlace
        loadState = place.map { model.board.state(of: $0) } ?? .idle
        // Past days and hours of old data are never shown as today or now.
        snapshot = loadState.snapshot?.upcoming(at: model.now)
        alerts = model.listedAlerts
        hiddenAlertCount = (snapshot?.alerts.count ?? 0) - alerts.count
        clock = LocalClock(timeZone: place?.timeZone ?? TimeZone(identifier: "UTC") ?? .current, locale: model.locale)
        words = model.locale.words
    }

    var now: Date { model.now }

    /// Provider text made safe for the terminal.
    func clean(_ text: String) -> String { TerminalText.sanitized(text) }

    /// The severity of a place's worst warning still in force and listed, for its tab's mark.
    func worstAlert(of place: Place) -> AlertSeverity? {
        model.board.alertMarks(of: place)?
            .filter { marks($0.severity, until: $0.expirationDate) }
            .map(\.severity).min()
    }

    /// The worst warning of a place still in force and listed: the other-places panel's warning.
    func worstListedAlert(of place: Place) -> WeatherAlert? {
        guard let snapshot = model.board.glance(of: place) else { return nil }
        return snapshot.alerts
            .filter { marks($0.severity, until: $0.expirationDate) }
            .min { $0.severity < $1.severity }
    }

    /// Whether a warning elsewhere marks its place (`DashboardModel.isShown`).
    private func marks(_ severity: AlertSeverity, until expiration: Date?) -> Bool {
        DashboardModel.isShown(severity, until: expiration, at: model.now, minimum: model.minimumAlertSeverity)
    }
}
