import Dashboard
import WeatherCore

/// Decides which warnings get the user's attention (a bell, a notification): each warning of
/// moderate severity or worse, once, when it first appears while the dashboard is open.
///
/// The warnings a place already has when the dashboard first sees it are taken as known: the
/// user sees them on opening, and ringing for each at every launch would teach them to ignore
/// the bell.
public struct AlertAttention: Sendable {
    /// Alert ids already seen, by place (`Place.coordinateKey`).
    private var seen: [String: Set<String>] = [:]

    public init() {}

    /// The warnings in `state` that are new since the last call, worst first. Those below
    /// moderate, or hidden by `minimum`, are recorded but never returned.
    public mutating func newAlerts(in state: BoardState, minimum: AlertSeverity?) -> [(place: Place, alert: WeatherAlert)] {
        var fresh: [(place: Place, alert: WeatherAlert)] = []
        for place in state.places {
            guard let snapshot = state.state(of: place).snapshot else { continue }
            let key = place.coordinateKey
            let ids = Set(snapshot.alerts.map(\.id))
            guard let known = seen[key] else {
                seen[key] = ids
                continue
            }
            for alert in snapshot.alerts.rankedBySeverity() where !known.contains(alert.id) {
                let notable = alert.severity != .unknown && alert.severity <= .moderate
                if notable && DashboardModel.isListed(alert, minimum: minimum) { fresh.append((place, alert)) }
            }
            seen[key] = known.union(ids)
        }
        return fresh
    }
}
