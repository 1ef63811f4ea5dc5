import Foundation
import WeatherCore

/// The row under a radar map: the source credited and the frame's time and age,
/// "RainViewer · as of 21:40 (6 min ago)". One wording for the printed map and the dashboard's.
public enum RadarCredit {
    public static func line(attribution: String, frameTime: Date, now: Date, clock: LocalClock, words: Catalog, ascii: Bool) -> String {
        let time = clock.datedTime(frameTime, now: now)
        let age = now.timeIntervalSince(frameTime)
        let when = age > 0 ? words(.asOfAged, ["time": time, "age": StatusLine.age(age, words: words)]) : words(.asOf, ["time": time])
        return attribution + (ascii ? " - " : " · ") + when
    }
}
