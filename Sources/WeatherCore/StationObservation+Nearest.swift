import Foundation

extension StationObservation {
    /// How far a station may be from a place for its report to stand for the weather there, km.
    public static let nearbyDistance = 30.0

    /// How old a report may be to be shown as what is measured now (METARs come every hour or
    /// half hour), and how far ahead of the clock it may be dated (a clock a few minutes off).
    public static let currentWindow = CurrentWindow(longestLead: 15 * 60, longestAge: 2 * 60 * 60)

    /// The report to show for `place` at `now`: the newest report of the nearest station within
    /// `nearbyDistance` whose report is current; nil when no station qualifies. A farther
    /// station is not chosen over a nearer one for having reported later.
    public static func nearest(_ reports: [StationObservation], to place: Place, at now: Date) -> StationObservation? {
        let candidates = reports.filter { report in
            currentWindow.contains(report.date, at: now) && report.distanceKilometres(from: place) <= nearbyDistance
        }
        return candidates.min { lhs, rhs in
            let lhsDistance = lhs.distanceKilometres(from: place)
            let rhsDistance = rhs.distanceKilometres(from: place)
            if lhsDistance != rhsDistance { return lhsDistance < rhsDistance }
            return lhs.date > rhs.date
        }
    }
}

extension Snapshot {
    /// The snapshot's observation while it stands for what is measured at the place at `now`
    /// (near enough, recent enough: `StationObservation.nearest`); nil otherwise. The one rule
    /// for the card, the status line and `--json`.
    public func observation(at now: Date) -> StationObservation? {
        observation.flatMap { StationObservation.nearest([$0], to: place, at: now) }
    }
}
