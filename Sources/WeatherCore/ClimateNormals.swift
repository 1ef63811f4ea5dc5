import Foundation

/// The normal weather of each calendar day at a place: the mean of the same day over a run of
/// complete years, so that a forecast can say "3° below normal". Computed once from a climate
/// archive and kept for weeks, since a place's normals barely change.
public struct ClimateNormals: Codable, Sendable, Hashable {
    /// One calendar day's means.
    public struct Day: Codable, Sendable, Hashable {
        public var month: Int
        public var day: Int
        /// Mean daily high, °C.
        public var high: Double?
        /// Mean daily low, °C.
        public var low: Double?
        /// Mean daily precipitation (liquid equivalent), mm.
        public var precipitation: Double?
        /// How many years the means are made of: fewer for 29 February, which only leap years have.
        public var yearCount: Int

        public init(month: Int, day: Int, high: Double?, low: Double?, precipitation: Double?, yearCount: Int) {
            self.month = month
            self.day = day
            self.high = high
            self.low = low
            self.precipitation = precipitation
            self.yearCount = yearCount
        }
    }

    /// One day of the archive, as it was observed (or reanalysed): °C and mm, in the place's
    /// own calendar. Kept on disk as the year view's days (`YearHistory.Day`).
    public struct Observation: Codable, Sendable, Hashable {
        public var year: Int
        public var month: Int
        public var day: Int
        public var high: Double?
        public var low: Double?
        public var precipitation: Double?

        public init(year: Int, month: Int, day: Int, high: Double?, low: Double?, precipitation: Double?) {
            self.year = year
            self.month = month
            self.day = day
            self.high = high
            self.low = low
            self.precipitation = precipitation
        }
    }

    /// Calendar days in month-then-day order, only those with at least one mean.
    public var days: [Day]
    /// The years averaged, such as 2016...2025.
    public var firstYear: Int
    public var lastYear: Int

    public init(days: [Day], firstYear: Int, lastYear: Int) {
        self.days = days
        self.firstYear = firstYear
        self.lastYear = lastYear
    }

    /// A mean made of fewer years than this is no normal: one odd year would be all of it.
    /// Two is what 29 February can have in a 10-year window (2018–2027 holds 2020 and 2024).
    public static let minimumYears = 2

    /// The normals of `observations` (the archive's days from 1 January `firstYear` to
    /// 31 December `lastYear`): for each calendar day, the mean of the values the archive has
    /// for it, leaving out the days it has nothing for. 29 February is the mean of the leap
    /// years in the window (two or three in ten years), not borrowed from 28 February or
    /// 1 March, because that is what those years measured. Nil when no calendar day has a
    /// mean at all: a place the archive has no data for gets no normals, never zeros.
    public static func averaging(_ observations: [Observation], firstYear: Int, lastYear: Int) -> ClimateNormals? {
        struct Sums {
            var highs: [Double] = []
            var lows: [Double] = []
            var precipitation: [Double] = []
        }
        var byDay: [Int: Sums] = [:]
        for observation in observations where (firstYear...lastYear).contains(observation.year) {
            let key = observation.month * 100 + observation.day
            var sums = byDay[key] ?? Sums()
            let (high, low) = Self.orderedTemperatures(
                high: PhysicalLimits.checked(observation.high, PhysicalLimits.temperature),
                low: PhysicalLimits.checked(observation.low, PhysicalLimits.temperature))
            if let high { sums.highs.append(high) }
            if let low { sums.lows.append(low) }
            if let amount = PhysicalLimits.checked(observation.precipitation, PhysicalLimits.precipitationPerDay) {
                sums.precipitation.append(amount)
            }
            byDay[key] = sums
        }
        func mean(_ values: [Double]) -> Double? {
            values.count >= minimumYears ? values.reduce(0, +) / Double(values.count) : nil
        }
        let days = byDay.keys.sorted().compactMap { key -> Day? in
            guard let sums = byDay[key] else { return nil }
            let (high, low) = Self.orderedTemperatures(high: mean(sums.highs), low: mean(sums.lows))
            let day = Day(
                month: key / 100, day: key % 100, high: high, low: low,
                precipitation: mean(sums.precipitation),
                yearCount: max(sums.highs.count, sums.lows.count, sums.precipitation.count))
            return day.high == nil && day.low == nil && day.precipitation == nil ? nil : day
        }
        return days.isEmpty ? nil : ClimateNormals(days: days, firstYear: firstYear, lastYear: lastYear)
    }

    /// A high below its low is no pair of temperatures anyone measured: both are missing then
    /// (an archive answered a normal high of −20 with a low of 40), never a "normal" to compare
    /// a forecast with. Either alone, or a pair in order, is kept.
    static func orderedTemperatures(high: Double?, low: Double?) -> (high: Double?, low: Double?) {
        if let high, let low, high < low { return (nil, nil) }
        return (high, low)
    }

    /// The normals of the calendar day `date` falls on in `timeZone`.
    public func normal(on date: Date, in timeZone: TimeZone) -> Day? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.month, .day], from: date)
        guard let month = parts.month, let day = parts.day else { return nil }
        return normal(month: month, day: day)
    }

    /// The normals of the calendar day `month`/`day`.
    public func normal(month: Int, day: Int) -> Day? {
        days.first { $0.month == month && $0.day == day }
    }

    /// These normals with impossible means treated as missing; nil when nothing is left. Applied
    /// to every copy read back from a cache file, which is outside data like any answer.
    public func rangeChecked() -> ClimateNormals? {
        let checked = days.compactMap { day -> Day? in
            guard (1...12).contains(day.month), (1...31).contains(day.day) else { return nil }
            var kept = day
            (kept.high, kept.low) = Self.orderedTemperatures(
                high: PhysicalLimits.checked(day.high, PhysicalLimits.temperature),
                low: PhysicalLimits.checked(day.low, PhysicalLimits.temperature))
            kept.precipitation = PhysicalLimits.checked(day.precipitation, PhysicalLimits.precipitationPerDay)
            return kept.high == nil && kept.low == nil && kept.precipitation == nil ? nil : kept
        }
        return checked.isEmpty ? nil : ClimateNormals(days: checked, firstYear: firstYear, lastYear: lastYear)
    }
}
