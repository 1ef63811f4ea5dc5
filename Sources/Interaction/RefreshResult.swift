import Dashboard
import Foundation
import WeatherCore

/// What an explicit refresh (`r`, or `R` for every place) came to for one place, as the loop
/// reports it once the Board has answered: the data shown before and the state after.
public struct RefreshResult: Sendable, Hashable {
    public var place: Place
    public var before: Snapshot?
    public var after: PlaceLoadState
    /// The Board absorbed it: data had just arrived, and nothing was asked.
    public var wasAbsorbed: Bool

    public init(place: Place, before: Snapshot?, after: PlaceLoadState, wasAbsorbed: Bool = false) {
        self.place = place
        self.before = before
        self.after = after
        self.wasAbsorbed = wasAbsorbed
    }

    /// The answer brought data other than what was shown: the weather, not merely its fetch
    /// time (an answer of "not modified" only moves `metadata`).
    var broughtNewerData: Bool {
        guard var after = after.snapshot else { return false }
        guard let before else { return true }
        after.metadata = before.metadata
        return after != before
    }
}

extension DashboardState {
    /// Once every place asked for has been answered, the status line says how it went for the
    /// place on screen: "Updated 21:24" (the data's own time), "No newer data", or why it failed.
    mutating func refreshFinished(_ results: [RefreshResult]) -> [DashboardEffect] {
        guard let result = results.first(where: { $0.place.coordinateKey == board.selectedPlace?.coordinateKey }) ?? results.first
        else { return [] }
        if case .failed(let error, _) = result.after {
            let clock = LocalClock(timeZone: settings.userTimeZone, locale: settings.locale)
            return showStatus(error.userMessage(clock: clock, now: now, words: words), seconds: 8)
        }
        if result.wasAbsorbed { return showStatus(words(.updatedJustNow)) }
        guard result.broughtNewerData, let snapshot = result.after.snapshot else { return showStatus(words(.noNewerData)) }
        let clock = LocalClock(timeZone: result.place.timeZone, locale: settings.locale)
        return showStatus(words(.updatedAt, ["time": clock.datedTime(snapshot.current.date, now: now)]))
    }
}
