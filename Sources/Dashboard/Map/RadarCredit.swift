import Foundation
import WeatherCore

/// The row under a radar map: the source credited and the frame's time and age,
/// "RainViewer · as of 21:40 (6 min ago)". One wording for the printed map and the dashboard's.
public enum RadarCredit {
    /// `width`: the columns the row has. A frame of another day is dated ("as of Tue 2 Dec
    /// 23:57"); where that makes the row too long, the time alone is given, since the age
    /// that follows tells the day: what a narrow pane cuts must never be the age.
    public static func line(
        attribution: String, frameTime: Date, now: Date, clock: LocalClock, words: Catalog, ascii: Bool, width: Int
    ) -> String {
        let age = now.timeIntervalSince(frameTime)
        func line(time: String) -> String {
            let when = age > 0 ? words(.asOfAged, ["time": time, "age": StatusLine.age(age, words: words)]) : words(.asOf, ["time": time])
            return attribution + (ascii ? " - " : " · ") + when
        }
        let dated = line(time: clock.datedTime(frameTime, now: now))
        guard age > 0, DisplayWidth.of(dated) > width else { return dated }
        return line(time: clock.time(frameTime))
    }
}
