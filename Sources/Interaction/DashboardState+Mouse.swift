import Dashboard

/// Clicks and the wheel (xterm SGR reporting; off with `"mouse": false`): a click on a tab
/// switches to that place, on a warning opens its popup, on the chart sets the time cursor
/// there, on the days gives them the focus; the wheel scrolls the focused panel as ↑/↓ do.
/// Over a popup the wheel scrolls it, and a click closes the help (as any key does).
extension DashboardState {
    mutating func clicked(_ event: MouseEvent) -> [DashboardEffect] {
        if let overlay {
            switch (event.action, overlay) {
            case (.wheelUp, _): return apply(.key(.up))
            case (.wheelDown, _): return apply(.key(.down))
            case (.press, .help):
                self.overlay = nil
                return []
            case (.press, _):
                return []
            }
        }
        switch event.action {
        case .wheelUp:
            move(.step(-1))
            return []
        case .wheelDown:
            move(.step(1))
            return []
        case .press:
            switch mouseTarget(atX: event.x, y: event.y, model: model, size: size) {
            case .place(let index)?:
                return selectPlace(index)
            case .alert(let index)?:
                focus = .alerts
                moveAlertSelection(by: index - selectedAlert)
                return perform(.showAlertDetail, key: .enter)
            case .chartHour(let hour)?:
                chartCursor = hour
                focus = .chart
                return []
            case .days?:
                if model.focusablePanels.contains(.days) { focus = .days }
                return []
            case .alerts?, .chart?, nil:
                return []
            }
        }
    }
}
