import Foundation
import Testing
import WeatherCore

/// Local days from the zone's offsets must be the calendar's, in ordinary zones and in those
/// where the clocks change at midnight (so that midnight is skipped or comes twice), and across
/// the day Samoa skipped.
@Suite struct LocalDaysTests {
    @Test(arguments: [
        "Europe/Berlin", "America/Chicago", "America/St_Johns", "Asia/Kolkata", "Australia/Lord_Howe", "Pacific/Chatham",
        "America/Santiago", "America/Havana", "America/Asuncion", "Asia/Beirut", "Africa/Cairo", "Asia/Gaza",
        "America/Sao_Paulo", "Pacific/Apia", "Pacific/Kiritimati", "Pacific/Tongatapu", "Pacific/Auckland", "UTC",
    ])
    func daysAreTheCalendarsDays(zone: String) throws {
        let timeZone = try #require(TimeZone(identifier: zone))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        // Every 97 minutes over 2011–2012 (Samoa's skipped 30 December 2011, Brazil's and
        // Chile's midnight changes, Tonga's and New Zealand's clocks at +13) and over 2025–2027.
        for start in [Date(timeIntervalSince1970: 1_293_840_000), Date(timeIntervalSince1970: 1_735_689_600)] {
            for step in 0..<(2 * 366 * 24 * 60 / 97) {
                let date = start + Double(step * 97 * 60)
                let expected = try #require(calendar.dateInterval(of: .day, for: date))
                #expect(LocalDays.interval(containing: date, in: timeZone) == expected, "\(zone) \(date)")
            }
        }
    }

    /// The day before is the one containing the last second before today, so the day Samoa
    /// skipped is never anyone's yesterday.
    @Test func theDayBeforeIsTheCalendarsDayBefore() throws {
        for zone in ["America/Santiago", "Europe/Berlin", "Pacific/Apia"] {
            let timeZone = try #require(TimeZone(identifier: zone))
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            for days in stride(from: 0, to: 800, by: 3) {
                let date = Date(timeIntervalSince1970: 1_293_840_000 + Double(days) * 86_400 + 40_000)
                let today = LocalDays.interval(containing: date, in: timeZone)
                let yesterday = try #require(calendar.dateInterval(of: .day, for: today.start - 1))
                #expect(LocalDays.interval(containing: today.start - 1, in: timeZone) == yesterday, "\(zone) \(date)")
            }
        }
    }
}
