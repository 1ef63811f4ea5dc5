import Dashboard
import Foundation
import WeatherCore

extension DashboardState {
    /// What `render` draws for this state.
    public var model: DashboardModel {
        let isRefreshing = board.selectedPlace.map { board.state(of: $0).isLoading } ?? false
        return DashboardModel(
            board: board, now: now, units: units, locale: settings.locale, glyphs: glyphs, overlay: overlay,
            alertScroll: alertScroll, selectedAlert: selectedAlert, isDemo: settings.isDemo, isRefreshing: isRefreshing,
            statusMessage: status?.text, minimumAlertSeverity: settings.minimumAlertSeverity,
            help: HelpContent(entries: KeyTable.helpEntries, footer: settings.helpFooter))
    }
}
