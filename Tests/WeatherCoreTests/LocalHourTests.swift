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

/// Times, weekdays and "the same day" are worked out from the zone's offset, not asked of the
/// calendar: they must be what the calendar says, minute by minute, in zones east and west,
/// with half and quarter hours, across changes of offset and around the date line.
@Suite struct LocalClockAgainstTheCalendarTests {
    @Test(arguments: [
        "Europe/Berlin", "America/Chicago", "America/St_Johns", "Asia/Kolkata", "Asia/Kathmandu", "Australia/Lord_Howe",
        "Pacific/Chatham", "Pacific/Apia", "Pacific/Kiritimati", "America/Santiago", "UTC",
    ])
    func agreesWithTheCalendar(zone: String) throws {
        let timeZone = try #require(TimeZone(identifier: zone))
        let clock = LocalClock(timeZone: timeZone, locale: .noPreference)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        // Every 7 minutes and 13 seconds over two years from 1 January 2026, so every hour and
        // minute, both changes of offset each year and dates before 1970 are all met.
        let starts = [Date(timeIntervalSince1970: 1_767_225_600), Date(timeIntervalSince1970: -86_400 * 400)]
        for start in starts {
            var previous = start
            for step in 0..<(2 * 366 * 24 * 60 / 7) where step % 3 == 0 {
                let date = start + Double(step) * 433
                let parts = calendar.dateComponents([.hour, .minute, .weekday], from: date)
                let hour = try #require(parts.hour), minute = try #require(parts.minute)
                #expect(clock.time(date) == String(format: "%02d:%02d", hour, minute), "\(zone) \(date)")
                #expect(clock.localHourAndDay(date).hour == hour, "\(zone) \(date)")
                #expect(clock.weekday(date) == ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][(parts.weekday ?? 1) - 1], "\(zone) \(date)")
                #expect(clock.isSameDay(date, previous) == calendar.isDate(date, inSameDayAs: previous), "\(zone) \(date)")
                previous = date
            }
        }
    }
}
