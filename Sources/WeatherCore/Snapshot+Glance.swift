/// What a saved place that is not on screen shows of its forecast: its tab's warning mark and,
/// in a big pane, its row among the other places (the conditions now, today's high and low, the
/// worst warning in force). A frame printed once (`--print`) reads these from the glance files
/// the cache writes beside each snapshot, a few hundred bytes each, rather than every other
/// place's whole forecast: with 50 saved places, reading those was four fifths of a `--print`.
extension Snapshot {
    /// The snapshot without what only the selected place's panels show: the hours, the minutes,
    /// the past, the air, the observation, the ensemble, the credits, and each warning's text
    /// and shape (kept: its summary, severity and times, which rank it and say whether it is
    /// still in force). The conditions, the days and the metadata stay whole, so the glance
    /// ages exactly as the snapshot would (`freshness(at:)`, `upcoming(at:)`).
    public var glance: Snapshot {
        var glance = self
        glance.hourly = []
        glance.nextHour = nil
        glance.pastDays = []
        glance.pastHours = []
        glance.alerts = alerts.map { alert in
            var brief = alert
            brief.details = nil
            brief.geometry = nil
            return brief
        }
        glance.attributions = []
        glance.airQuality = nil
        glance.observation = nil
        glance.ensemble = nil
        glance.unplacedAlerts = []
        return glance
    }
}
