import Foundation
import Testing
import WeatherCore

/// The chart's local hours and days agree with the calendar, also across a change of offset
/// and west of Greenwich, where the local day starts before the UTC one.
@Suite struct LocalHourTests {
    @Test(arguments: ["Europe/Berlin", "America/Chicago", "Asia/Tokyo", "Pacific/Chatham"])
    func agreesWithTheCalendarHourByHour(zone: String) throws {
        let timeZone = try #require(TimeZone(identifier: zone))
        let clock = LocalClock(timeZone: timeZone, locale: .noPreference)
        // From Saturday 24 October 2026, 18:00 UTC, over Europe's change back to winter time.
        let start = Date(timeIntervalSince1970: 1_792_864_800)
        var previous: (date: Date, day: Int)?
        for hour in 0..<48 {
            let date = start + Double(hour) * 3600
            let local = clock.localHourAndDay(date)
            #expect(local.hour == clock.calendar.component(.hour, from: date), "\(zone) \(date)")
            #expect(clock.hour(ofDay: local.hour) == clock.hour(date))
            if let previous {
                #expect((local.day != previous.day) == !clock.isSameDay(date, previous.date), "\(zone) \(date)")
            }
            previous = (date, local.day)
        }
    }

    @Test func berlinHasTwoTwoOClocksThatNight() {
        let clock = LocalClock(timeZone: TimeZone(identifier: "Europe/Berlin") ?? .gmt, locale: .noPreference)
        // Sunday 25 October 2026, 00:00 to 04:00 UTC: 02, 02, 03, 04, 05 (CEST ends at 01:00 UTC).
        let hours = (0..<5).map { clock.localHourAndDay(Date(timeIntervalSince1970: 1_792_886_400 + Double($0) * 3600)).hour }
        #expect(hours == [2, 2, 3, 4, 5])
    }
}
