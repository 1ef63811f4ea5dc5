import Foundation
import WeatherCore

extension HourlyChartPanel {
    /// The hours the chart draws: the next 48, or (`DashboardModel.chartShowsPast`, the `p` key)
    /// the 24 before now followed by the next 24, so a day that went by reads beside the day ahead.
    struct ShownHours {
        /// In time order; the first `pastCount` are before the hour under way.
        let hours: ArraySlice<HourWeather>
        let pastCount: Int
        /// The past was asked for and the place's provider has none: the chart draws the next
        /// hours and says so (`noPastHoursLine`) rather than an empty half.
        let lacksPast: Bool
    }

    /// Hours before now the chart shows at the most: a day, as many as a snapshot keeps.
    static let maximumPastHours = Snapshot.pastHourCount

    static func shownHours(_ snapshot: Snapshot, context: RenderContext) -> ShownHours {
        let upcoming = HourlyStripPanel.upcomingHours(snapshot, context: context, limit: maximumHours)
        guard context.model.chartShowsPast else { return ShownHours(hours: upcoming, pastCount: 0, lacksPast: false) }
        // Only the day right before the hours ahead: older hours (a cache kept offline) would
        // be drawn next to now as if they were the hours just gone.
        let start = (upcoming.first?.date ?? context.now).addingTimeInterval(-Double(maximumPastHours) * 3600)
        let past = snapshot.pastHours.filter { $0.hasEnded(at: context.now) && $0.date >= start }.suffix(maximumPastHours)
        guard !past.isEmpty else { return ShownHours(hours: upcoming, pastCount: 0, lacksPast: true) }
        let ahead = upcoming.prefix(maximumHours - past.count)
        return ShownHours(hours: ArraySlice(Array(past) + Array(ahead)), pastCount: past.count, lacksPast: false)
    }

    /// "MET Norway has no past hours": one line where the chart was asked for the past.
    static func noPastHoursLine(_ snapshot: Snapshot, context: RenderContext) -> String {
        let source = snapshot.attributions.first?.serviceName ?? snapshot.metadata.provider
        return context.words(.noPastHours, ["source": context.clean(source)])
    }
}

/// The line the status row shows when the chart is asked for the past (`p`) and the selected
/// place's provider has no past hours; nil where it has them, or no place is loaded.
public func chartPastHoursMissingLine(_ model: DashboardModel) -> String? {
    let context = RenderContext(model: model, theme: .plain)
    guard let snapshot = context.snapshot, snapshot.pastHours.isEmpty else { return nil }
    return HourlyChartPanel.noPastHoursLine(snapshot, context: context)
}
