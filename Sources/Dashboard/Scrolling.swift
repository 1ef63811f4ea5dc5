import WeatherCore

// How far the lists of a frame may scroll, asked by `update` with the model and size it will
// draw, so that scrolling stops where the drawing does.

/// The first alert the alerts panel should show so that alert `selected` is in view: `current`
/// when it already is, else moved just enough; and never so far down that rows stay empty
/// while alerts are hidden above. 0 where the panel shows no list (narrow panes).
public func alertScroll(showing selected: Int, from current: Int, model: DashboardModel, size: TerminalSize) -> Int {
    let context = RenderContext(model: model, theme: .plain)
    let count = context.alerts.count
    guard count > 0, let plan = FrameGeometry(context: context, size: size).plan(context: context),
          let panel = plan.alerts else { return 0 }
    let room = max(0, panel.height - 2)
    func shown(from first: Int) -> Range<Int> { AlertsPanel.shownAlerts(from: first, room: room, content: plan.alertsContent) }
    let target = max(0, min(selected, count - 1))
    var first = max(0, min(current, count - 1))
    if target < first { first = target }
    while !shown(from: first).contains(target), first < target { first += 1 }
    // Pull earlier alerts back into view while they fit with everything shown now.
    while first > 0, shown(from: first - 1).upperBound >= shown(from: first).upperBound, shown(from: first - 1).contains(target) {
        first -= 1
    }
    return first
}

/// How many alerts the alerts panel shows at once from its current first alert, for PgUp/PgDn
/// (at least one).
public func alertsPerPage(_ model: DashboardModel, size: TerminalSize) -> Int {
    let context = RenderContext(model: model, theme: .plain)
    guard !context.alerts.isEmpty, let plan = FrameGeometry(context: context, size: size).plan(context: context),
          let panel = plan.alerts else { return 1 }
    let first = max(0, min(model.alertScroll, context.alerts.count - 1))
    return max(1, AlertsPanel.shownAlerts(from: first, room: max(0, panel.height - 2), content: plan.alertsContent).count)
}

/// How many days the 10-day list shows at once, for PgUp/PgDn (at least one).
public func visibleDayCount(_ model: DashboardModel, size: TerminalSize) -> Int {
    let context = RenderContext(model: model, theme: .plain)
    guard let plan = FrameGeometry(context: context, size: size).plan(context: context) else { return 1 }
    return max(1, plan.visibleDays)
}

/// The largest first day the 10-day list can start at when it scrolls.
public func maximumDayScroll(_ model: DashboardModel, size: TerminalSize) -> Int {
    let context = RenderContext(model: model, theme: .plain)
    guard let snapshot = context.snapshot, let plan = FrameGeometry(context: context, size: size).plan(context: context) else { return 0 }
    return max(0, min(snapshot.daily.count, DailyGridPanel.maximumDays) - plan.visibleDays)
}

/// The largest useful scroll of the alert-detail popup in `model` at `size`, so the app can
/// stop counting once the end of the text is on screen.
public func alertDetailMaximumScroll(_ model: DashboardModel, size: TerminalSize) -> Int {
    guard case .alertDetail(let index, _) = model.overlay else { return 0 }
    let context = RenderContext(model: model, theme: .plain)
    let bounds = FrameGeometry(context: context, size: size).fullBody
    return AlertDetailOverlay.maximumScroll(in: bounds, index: index, context: context)
}

/// The largest useful scroll of the help in `model` at `size` (0 where every key fits).
public func helpMaximumScroll(_ model: DashboardModel, size: TerminalSize) -> Int {
    let context = RenderContext(model: model, theme: .plain)
    let bounds = FrameGeometry(context: context, size: size).fullBody
    return HelpOverlay.content(bounds: bounds, context: context).maximumScroll
}

/// How many hours the 48-hour chart shows in `model` at `size`, for its time cursor: 0 where
/// the pane has no chart (the 12-hour strip stands in for it).
public func chartHourCount(_ model: DashboardModel, size: TerminalSize) -> Int {
    let context = RenderContext(model: model, theme: .plain)
    guard let snapshot = context.snapshot, let plan = FrameGeometry(context: context, size: size).plan(context: context),
          let chart = plan.chart else { return 0 }
    return HourlyChartPanel.hourCount(snapshot, rect: chart, boxed: plan.mode != .narrow, context: context)
}

/// How many of the chart's hours in `model` at `size` are before now (none unless it shows the
/// day before now, `p`): the hour under way, where the time cursor is first set, comes after them.
public func chartPastHourCount(_ model: DashboardModel, size: TerminalSize) -> Int {
    let context = RenderContext(model: model, theme: .plain)
    guard let snapshot = context.snapshot, let plan = FrameGeometry(context: context, size: size).plan(context: context),
          let chart = plan.chart else { return 0 }
    return HourlyChartPanel.pastHourCount(snapshot, rect: chart, boxed: plan.mode != .narrow, context: context)
}
