import Foundation
import Testing
import WeatherCore

@Suite("Climate normals")
struct ClimateNormalsTests {
    /// Every day of 2016–2025 with a high of 10 + (year − 2016), so a day's normal high is 14.5
    /// when all ten years count.
    func tenYears(skipping skipped: Set<String> = []) -> [ClimateNormals.Observation] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        var observations: [ClimateNormals.Observation] = []
        var date = calendar.date(from: DateComponents(year: 2016, month: 1, day: 1)) ?? Date()
        while calendar.component(.year, from: date) <= 2025 {
            let parts = calendar.dateComponents([.year, .month, .day], from: date)
            let year = parts.year ?? 0, month = parts.month ?? 0, day = parts.day ?? 0
            let high = skipped.contains("\(year)-\(month)-\(day)") ? nil : Double(10 + year - 2016)
            observations.append(.init(
                year: year, month: month, day: day, high: high, low: high.map { $0 - 10 }, precipitation: high.map { _ in 2 }))
            date = calendar.date(byAdding: .day, value: 1, to: date) ?? date
        }
        return observations
    }

    @Test func aCalendarDayIsTheMeanOfItsTenYears() throws {
        let normals = try #require(ClimateNormals.averaging(tenYears(), firstYear: 2016, lastYear: 2025))
        let march = try #require(normals.days.first { $0.month == 3 && $0.day == 1 })
        #expect(march.high == 14.5)
        #expect(march.low == 4.5)
        #expect(march.precipitation == 2)
        #expect(march.yearCount == 10)
        #expect(normals.days.count == 366)
    }

    /// 2016, 2020 and 2024 have a 29 February: its normal is theirs (12 + 4 on average), not
    /// taken from the days around it.
    @Test func theLeapDayIsTheMeanOfTheLeapYearsInTheWindow() throws {
        let normals = try #require(ClimateNormals.averaging(tenYears(), firstYear: 2016, lastYear: 2025))
        let leapDay = try #require(normals.days.first { $0.month == 2 && $0.day == 29 })
        #expect(leapDay.high == 14)
        #expect(leapDay.yearCount == 3)
        // 2018–2027 holds only two leap years (2020 and 2024), still enough for a mean.
        let later = try #require(ClimateNormals.averaging(tenYears(), firstYear: 2018, lastYear: 2027))
        let twoLeapYears = try #require(later.days.first { $0.month == 2 && $0.day == 29 })
        #expect(twoLeapYears.yearCount == 2)
        #expect(twoLeapYears.high == 16)
    }

    @Test func missingYearsAreLeftOutNotCountedAsZero() throws {
        let normals = try #require(ClimateNormals.averaging(
            tenYears(skipping: ["2025-6-1", "2024-6-1"]), firstYear: 2016, lastYear: 2025))
        let june = try #require(normals.days.first { $0.month == 6 && $0.day == 1 })
        #expect(june.high == 13.5)
        #expect(june.yearCount == 8)
    }

    @Test func aPlaceWithoutDataHasNoNormals() {
        let empty = tenYears().map {
            ClimateNormals.Observation(year: $0.year, month: $0.month, day: $0.day, high: nil, low: nil, precipitation: nil)
        }
        #expect(ClimateNormals.averaging(empty, firstYear: 2016, lastYear: 2025) == nil)
        #expect(ClimateNormals.averaging([], firstYear: 2016, lastYear: 2025) == nil)
    }

    @Test func oneYearIsNoNormalAndImpossibleValuesDoNotCount() throws {
        let observations: [ClimateNormals.Observation] = [
            .init(year: 2020, month: 5, day: 5, high: 20, low: 10, precipitation: 1),
            .init(year: 2021, month: 5, day: 5, high: 1e9, low: 12, precipitation: -3),
            .init(year: 2021, month: 5, day: 6, high: 18, low: nil, precipitation: nil),
        ]
        let normals = try #require(ClimateNormals.averaging(observations, firstYear: 2016, lastYear: 2025))
        #expect(normals.days.count == 1)
        #expect(normals.days.first?.low == 11)
        #expect(normals.days.first?.high == nil)
    }

    /// The forecast's day starts at local midnight: in Auckland, 1 March begins on 28 February UTC.
    /// A high of −20 with a low of 40 (an archive's answer seen in the fault campaign) is no
    /// pair of temperatures: those days give no normal high or low, their precipitation stays.
    @Test func aHighBelowItsLowIsNoNormal() throws {
        let swapped = tenYears().map { day in
            var day = day
            (day.high, day.low) = (-20, 40)
            return day
        }
        let normals = try #require(ClimateNormals.averaging(swapped, firstYear: 2016, lastYear: 2025))
        let march = try #require(normals.days.first { $0.month == 3 && $0.day == 1 })
        #expect(march.high == nil && march.low == nil)
        #expect(march.precipitation == 2)

        // The same rule for normals read back from a cache file.
        let cached = ClimateNormals(
            days: [.init(month: 3, day: 1, high: -20, low: 40, precipitation: nil, yearCount: 10),
                   .init(month: 3, day: 2, high: 12, low: 3, precipitation: 1, yearCount: 10)],
            firstYear: 2016, lastYear: 2025)
        let checked = try #require(cached.rangeChecked())
        #expect(checked.days.map(\.day) == [2], "a day left with nothing is gone")
        #expect(checked.days.first?.high == 12 && checked.days.first?.low == 3)
    }

    @Test func aDayIsLookedUpInThePlacesZone() throws {
        let normals = try #require(ClimateNormals.averaging(tenYears(), firstYear: 2016, lastYear: 2025))
        let auckland = try #require(TimeZone(identifier: "Pacific/Auckland"))
        let midnight = try #require(ISO8601DateFormatter().date(from: "2026-02-28T11:00:00Z"))
        let day = try #require(normals.normal(on: midnight, in: auckland))
        #expect(day.month == 3 && day.day == 1)
    }
}
