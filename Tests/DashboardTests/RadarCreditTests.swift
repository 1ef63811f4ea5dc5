import Dashboard
import Foundation
import Testing
import WeatherCore

/// The row under a radar map, five minutes after midnight in Berlin with the newest frame from
/// five minutes before: yesterday's.
@Suite struct RadarCreditTests {
    let clock = LocalClock(
        timeZone: DemoData.berlin.timeZone,
        locale: UserLocale(identifier: "en_GB", preferredUnits: .metric, uses24HourClock: true, isUTF8: true))
    /// 00:02 on Thursday 3 December in Berlin.
    let now = Date(timeIntervalSince1970: 1_796_252_520)

    func line(frameTime: Date, width: Int) -> String {
        RadarCredit.line(attribution: "RainViewer", frameTime: frameTime, now: now, clock: clock, words: .english, ascii: false, width: width)
    }

    @Test func aFrameOfYesterdayIsDatedWhereTheRowHasRoom() {
        #expect(line(frameTime: now - 300, width: 80) == "RainViewer · as of Wed 2 Dec 23:57 (5 min ago)")
    }

    @Test func aNarrowRowKeepsTheAgeAndGivesTheTimeAlone() {
        #expect(line(frameTime: now - 300, width: 40) == "RainViewer · as of 23:57 (5 min ago)")
    }

    @Test func aFrameOfTodayIsNeverDated() {
        #expect(line(frameTime: now - 60, width: 80) == "RainViewer · as of 00:01 (1 min ago)")
        #expect(line(frameTime: now - 60, width: 10) == "RainViewer · as of 00:01 (1 min ago)")
    }
}
