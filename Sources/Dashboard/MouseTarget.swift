import WeatherCore

/// What is under a cell of the dashboard, for a click or a wheel turn: worked out from the same
/// plan the frame is drawn with, so a click lands on what the user sees there.
public enum MouseTarget: Hashable, Sendable {
    /// A place's tab in the top row (its index among the saved places).
    case place(Int)
    /// A warning's row (its index among the listed alerts), or the narrow panes' warning line.
    case alert(Int)
    /// Elsewhere in the alerts panel.
    case alerts
    case days
    /// An hour of the 48-hour chart (its index among the hours the chart draws).
    case chartHour(Int)
    /// Elsewhere in the chart (its labels).
    case chart
}

/// The target under column `x`, row `y` of the frame `model` draws at `size`; nil where a click
/// means nothing (the card, the attribution, the blank rows).
public func mouseTarget(atX x: Int, y: Int, model: DashboardModel, size: TerminalSize) -> MouseTarget? {
    let context = RenderContext(model: model, theme: .plain)
    if y == 0 { return HeaderPanel.place(atColumn: x, width: size.width, context: context).map(MouseTarget.place) }
    guard let snapshot = context.snapshot, let plan = FrameGeometry(context: context, size: size).plan(context: context) else { return nil }
    let boxed = plan.mode != .narrow
    func contains(_ rect: Rect?) -> Rect? {
        guard let rect, x >= rect.x, x < rect.maxX, y >= rect.y, y < rect.maxY else { return nil }
        return rect
    }
    if let alerts = contains(plan.alerts) {
        let room = max(0, alerts.height - 2)
        return AlertsPanel.alert(atRow: y - alerts.y - 1, content: plan.alertsContent, room: room, context: context).map(MouseTarget.alert) ?? .alerts
    }
    if contains(plan.alertLine) != nil, !context.alerts.isEmpty { return .alert(0) }
    if contains(plan.days) != nil { return .days }
    if let chart = contains(plan.chart) {
        return HourlyChartPanel.hour(atColumn: x, snapshot, rect: chart, boxed: boxed, context: context).map(MouseTarget.chartHour) ?? .chart
    }
    return nil
}
