import Dashboard
import Foundation
import Terminal
import WeatherCore

/// The selected alert: moving between alerts, scrolling, and opening its details link.
extension DashboardApp {

    var selectedAlerts: [WeatherAlert] {
        guard let place = boardState.selectedPlace else { return [] }
        return boardState.state(of: place).snapshot?.alerts.rankedBySeverity() ?? []
    }

    func moveAlertSelection(by offset: Int) {
        let count = selectedAlerts.count
        if count == 0 {
            // No alerts: the arrows scroll the days on short panes.
            alertScroll = max(0, min(9, alertScroll + offset))
            return
        }
        selectedAlert = max(0, min(count - 1, selectedAlert + offset))
        if selectedAlert < alertScroll { alertScroll = selectedAlert }
        if selectedAlert > alertScroll { alertScroll = selectedAlert }
    }

    func resetAlertSelection() {
        selectedAlert = 0
        alertScroll = 0
    }

    func clampAlertSelection() {
        let count = selectedAlerts.count
        if count == 0 {
            selectedAlert = 0
        } else {
            selectedAlert = min(selectedAlert, count - 1)
            alertScroll = min(alertScroll, count - 1)
        }
    }

    func openSelectedAlert() {
        let alerts = selectedAlerts
        guard alerts.indices.contains(selectedAlert) else {
            showStatus("No alert selected.")
            return
        }
        let url = alerts[selectedAlert].detailsURL.absoluteString
        do {
            try URLOpener(environment: app.environment).open(url)
            showStatus("Opened \(url)")
        } catch {
            showStatus(error.description)
        }
    }
}
