import Foundation
import Testing
import WeatherCore

@Suite("A year of days from the archive")
struct YearHistoryTests {
    let lastDay = DateComponents(year: 2026, month: 3, day: 1)

    func observation(_ year: Int, _ month: Int, _ day: Int, high: Double?, low: Double?, rain: Double?) -> ClimateNormals.Observation {
        ClimateNormals.Observation(year: year, month: month, day: day, high: high, low: low, precipitation: rain)
    }

    @Test func theWindowIs365DaysEndingOnItsLastDayAcrossTheYearsEnd() {
        let window = YearHistory.window(endingOn: lastDay)
        #expect(window.count == 365)
        // 2 March 2025 ... 1 March 2026: 2026 has no 29 February, so the window starts a day later than a year before.
        #expect(window.first.map { [$0.year, $0.month, $0.day] } == [2025, 3, 2])
        #expect(window.last.map { [$0.year, $0.month, $0.day] } == [2026, 3, 1])
        #expect(window.contains { $0.month == 2 && $0.day == 29 } == false)
        #expect(window.contains { $0.year == 2025 && $0.month == 12 && $0.day == 31 })
    }

    @Test func aLeapYearsWindowHoldsTheLeapDay() {
        let window = YearHistory.window(endingOn: DateComponents(year: 2024, month: 12, day: 31))
        #expect(window.count == 365)
        #expect(window.first.map { [$0.year, $0.month, $0.day] } == [2024, 1, 2])
        #expect(window.contains { $0.month == 2 && $0.day == 29 })
    }

    @Test func noDateNoWindow() {
        #expect(YearHistory.window(endingOn: DateComponents(year: 2026, month: 2, day: 31)).isEmpty)
        #expect(YearHistory.window(endingOn: DateComponents(year: 2026, month: 13, day: 1)).isEmpty)
        #expect(YearHistory.window(endingOn: DateComponents()).isEmpty)
    }

    @Test func theLastDayIsYesterdayInThePlacesZone() throws {
        // 23:30 UTC on 1 March is already 2 March in Tokyo, still 1 March in New York.
        let instant = try #require(ISO8601DateFormatter().date(from: "2026-03-01T23:30:00Z"))
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        let inTokyo = try #require(YearHistory.lastComplete(before: instant, in: tokyo))
        let inNewYork = try #require(YearHistory.lastComplete(before: instant, in: newYork))
        #expect([inTokyo.year, inTokyo.month, inTokyo.day] == [2026, 3, 1])
        #expect([inNewYork.year, inNewYork.month, inNewYork.day] == [2026, 2, 28])
    }

    @Test func eachDayTakesItsOwnDatesValues() throws {
        let history = try #require(YearHistory.filling(endingOn: lastDay, from: [
            observation(2026, 3, 1, high: 9.5, low: 1.5, rain: 0.4),
            observation(2025, 3, 2, high: 4, low: -3, rain: 0),
            observation(2025, 12, 31, high: 2, low: -1, rain: 7.5),
        ]))
        #expect(history.days.count == 365)
        #expect(history.days[364] == .init(year: 2026, month: 3, day: 1, high: 9.5, low: 1.5, precipitation: 0.4))
        #expect(history.days[0] == .init(year: 2025, month: 3, day: 2, high: 4, low: -3, precipitation: 0))
        // 31 December is 60 days before 1 March (31 in January, 28 in February, 1 March).
        #expect(history.days[364 - 60] == .init(year: 2025, month: 12, day: 31, high: 2, low: -1, precipitation: 7.5))
        #expect(history.days.filter { !$0.isGap }.count == 3)
    }

    @Test func hostileValuesAreGapsNotWrongValues() throws {
        let history = try #require(YearHistory.filling(endingOn: lastDay, from: [
            observation(2026, 3, 1, high: 1e308, low: 2, rain: -4),
            observation(2026, 2, 28, high: .nan, low: .infinity, rain: 3000.5),
            observation(2026, 2, 27, high: -20, low: 40, rain: 1),
            // Twice, with different values: neither is believed.
            observation(2026, 2, 26, high: 5, low: 1, rain: 0),
            observation(2026, 2, 26, high: 15, low: 11, rain: 9),
            // Outside the window, and no date at all.
            observation(2026, 3, 2, high: 30, low: 20, rain: 0),
            observation(2024, 3, 1, high: 30, low: 20, rain: 0),
            observation(2026, 2, 30, high: 30, low: 20, rain: 0),
            observation(2026, 2, 25, high: 6, low: 2, rain: 0.2),
        ]))
        let last = try #require(history.lastDay)
        #expect(last.high == nil && last.low == 2 && last.precipitation == nil)
        #expect(history.days[363].isGap)
        #expect(history.days[362].high == nil && history.days[362].low == nil && history.days[362].precipitation == 1)
        #expect(history.days[361].isGap)
        #expect(history.days[360] == .init(year: 2026, month: 2, day: 25, high: 6, low: 2, precipitation: 0.2))
        #expect(history.days.filter { !$0.isGap }.count == 3)
    }

    @Test func anArchiveWithNothingForTheWindowGivesNoYear() {
        #expect(YearHistory.filling(endingOn: lastDay, from: []) == nil)
        #expect(YearHistory.filling(endingOn: lastDay, from: [observation(2026, 3, 1, high: nil, low: nil, rain: nil)]) == nil)
        #expect(YearHistory.filling(endingOn: lastDay, from: [observation(2020, 3, 1, high: 1, low: 0, rain: 0)]) == nil)
        #expect(YearHistory.filling(endingOn: DateComponents(year: 2026, month: 2, day: 30), from: [observation(2026, 3, 1, high: 1, low: 0, rain: 0)]) == nil)
    }

    @Test func aStoredCopyIsCheckedLikeAnAnswer() throws {
        var history = try #require(YearHistory.filling(endingOn: lastDay, from: [
            observation(2026, 3, 1, high: 9, low: 1, rain: 0), observation(2026, 2, 28, high: 8, low: 0, rain: 1),
        ]))
        history.days[364].high = 400
        let checked = try #require(history.rangeChecked())
        #expect(checked.days[364].high == nil && checked.days[364].low == 1)
        #expect(checked.days[363].high == 8)
        var shifted = history
        shifted.days.removeFirst()
        #expect(shifted.rangeChecked() == nil)
        var reordered = history
        reordered.days.swapAt(10, 11)
        #expect(reordered.rangeChecked() == nil)
        #expect(YearHistory(days: []).rangeChecked() == nil)
    }

    @Test func aDayIsAboveOrBelowItsNormalByTheMiddleOfItsRange() {
        let normal = ClimateNormals.Day(month: 3, day: 1, high: 8, low: 0, precipitation: 1.5, yearCount: 10)
        func day(_ high: Double?, _ low: Double?) -> YearHistory.Day {
            .init(year: 2026, month: 3, day: 1, high: high, low: low, precipitation: nil)
        }
        // Normal middle 4°.
        #expect(YearHistory.departure(of: day(11, 3), from: normal) == .above)    // middle 7
        #expect(YearHistory.departure(of: day(10, 2), from: normal) == .near)     // middle 6: exactly 2 above
        #expect(YearHistory.departure(of: day(12, -8), from: normal) == .near)    // middle 2: a wide day
        #expect(YearHistory.departure(of: day(3, -3), from: normal) == .below)    // middle 0
        #expect(YearHistory.departure(of: day(nil, -3), from: normal) == nil)
        #expect(YearHistory.departure(of: day(3, -3), from: nil) == nil)
        #expect(YearHistory.departure(of: day(3, -3), from: .init(month: 3, day: 1, high: 8, low: nil, precipitation: nil, yearCount: 2)) == nil)
    }
}
