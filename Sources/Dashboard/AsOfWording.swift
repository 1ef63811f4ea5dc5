import Foundation
import WeatherCore

/// When the conditions shown as current are from, by their own time: "as of 07:45", with the
/// date whenever it is not today, and where they are not current
/// (`Snapshot.hasCurrentConditions`) how old they are: "as of Sat 28 Nov 07:45 (3 d ago)".
/// The card and the status bars say it alike.
enum AsOfWording {
    static func text(for snapshot: Snapshot, now: Date, clock: LocalClock, words: Catalog) -> String {
        let time = clock.datedTime(snapshot.current.date, now: now)
        let age = snapshot.age(at: now)
        // Dated ahead of now, by a clock that is off, they get the date alone: "ago" would be untrue.
        guard !snapshot.hasCurrentConditions(at: now), age > 0 else { return words(.asOf, ["time": time]) }
        return words(.asOfAged, ["time": time, "age": StatusLine.age(age, words: words)])
    }
}
