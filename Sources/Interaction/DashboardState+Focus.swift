import Dashboard
import WeatherCore

/// One focus model for the dashboard: ↑/↓ (j/k) move within the focused panel, and on from the
/// last alert into the days (and back up); PgUp/PgDn page and Home/End jump within it; Tab and
/// Shift-Tab hand the focus to the next or previous panel that can take it.
extension DashboardState {
    /// How a key moves within the focused panel.
    enum Movement {
        case step(Int)
        case page(Int)
        case first, last
    }

    mutating func move(_ movement: Movement) {
        switch model.focusedPanel {
        case .alerts: moveInAlerts(movement)
        case .days: moveInDays(movement)
        case .chart: moveChartCursor(movement)
        }
    }

    /// `[`/`]` and the chart's own keys: the cursor moves an hour at a time (twelve a page),
    /// set on the hour under way by the first press (the first hour drawn, unless the day before
    /// now is), and the chart takes the focus.
    mutating func moveChartCursor(_ movement: Movement) {
        let count = chartHourCount(model, size: size)
        guard count > 0 else { return }
        var hour = chartCursor ?? min(count - 1, chartPastHourCount(model, size: size))
        if chartCursor != nil {
            switch movement {
            case .step(let offset): hour += offset
            case .page(let direction): hour += direction * Self.chartPage
            case .first: hour = 0
            case .last: hour = count - 1
            }
        }
        chartCursor = max(0, min(count - 1, hour))
        focus = .chart
    }

    /// Hours PgUp/PgDn move the chart's cursor by: half a day.
    static let chartPage = 12

    /// Esc on the dashboard: no cursor; the chart can no longer have the focus, so the first
    /// panel that can has it (`DashboardModel.focusedPanel`).
    mutating func clearChartCursor() {
        chartCursor = nil
    }

    /// `p`: the chart between the next 48 hours and the 24 before now with the next 24. The
    /// cursor goes, as its hour would stand for another; where the place's provider has no
    /// past hours the status line says so (the chart's title does too, for as long as it lasts).
    mutating func toggleChartPast() -> [DashboardEffect] {
        chartShowsPast.toggle()
        chartCursor = nil
        guard chartShowsPast, let line = chartPastHoursMissingLine(model) else { return [] }
        return showStatus(line)
    }

    /// Tab (`offset` 1) and Shift-Tab (-1), round the panels that can take the focus.
    mutating func moveFocus(by offset: Int) {
        let panels = model.focusablePanels
        let current = panels.firstIndex(of: model.focusedPanel) ?? 0
        focus = panels[((current + offset) % panels.count + panels.count) % panels.count]
    }

    private mutating func moveInAlerts(_ movement: Movement) {
        let last = listedAlerts.count - 1
        switch movement {
        case .step(let offset):
            // ↓ from the last alert goes on into the days, so that every day can be reached.
            if offset > 0, selectedAlert >= last {
                focus = .days
                return
            }
            moveAlertSelection(by: offset)
        case .page(let direction):
            moveAlertSelection(by: direction * alertsPerPage(model, size: size))
        case .first:
            moveAlertSelection(by: -selectedAlert)
        case .last:
            moveAlertSelection(by: last - selectedAlert)
        }
    }

    private mutating func moveInDays(_ movement: Movement) {
        let limit = maximumDayScroll(model, size: size)
        switch movement {
        case .step(let offset):
            // ↑ from the first day goes back up to the alerts, where there are any.
            if offset < 0, dayScroll == 0, model.focusablePanels.contains(.alerts) {
                focus = .alerts
                return
            }
            dayScroll += offset
        case .page(let direction):
            dayScroll += direction * visibleDayCount(model, size: size)
        case .first:
            dayScroll = 0
        case .last:
            dayScroll = limit
        }
        dayScroll = max(0, min(limit, dayScroll))
    }
}
