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
        // Only the browser command's exit says whether it worked; until then the dashboard
        // keeps running and says what it is doing.
        let statusID = showStatus("Opening \(url)", seconds: 30)
        let opener = URLOpener(environment: app.environment), emit = self.emit
        Task {
            do throws(URLOpenerError) {
                try await opener.open(url)
                emit.yield(.linkOpened(url: url, failure: nil, statusID: statusID))
            } catch {
                emit.yield(.linkOpened(url: url, failure: error, statusID: statusID))
            }
        }
    }
}
