import Foundation

/// The last twelve months at a place, day by day, as the climate archive has them: each day's
/// high, low and precipitation, to be read against the normal band of its calendar day. Always
/// `dayCount` days ending on `lastDay`, so a day the archive has nothing for is a gap in its
/// place, never a neighbour shifted into it.
public struct YearHistory: Codable, Sendable, Hashable {
    /// One calendar day at the place, in its own zone, as the archive observed it (the same
    /// day the normals average; nil where the archive has nothing or nothing possible).
    public typealias Day = ClimateNormals.Observation

    /// How a day's temperatures stand against its calendar day's normals.
    public enum Departure: Sendable, Hashable {
        case below, near, above
    }

    /// Twelve months: the 365 days up to and including `lastDay` (a leap year's window spans
    /// one day less than a calendar year, which no column width can show anyway).
    public static let dayCount = 365
    /// A day whose middle (between its high and low) is within this many degrees of its normal
    /// middle is a normal day: a 10-year mean of one calendar day scatters by about that much
    /// from one day to the next, so a smaller departure says nothing about the day.
    public static let nearNormal = 2.0

    /// Oldest first, exactly `dayCount` of them.
    public var days: [Day]

    public init(days: [Day]) {
        self.days = days
    }

    /// The gregorian calendar in UTC: the dates here are calendar days, not instants, so no
    /// zone's daylight-saving change may add or drop one.
    private static var dayCalendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current
        return calendar
    }

    /// The calendar day before the one `date` falls on in `timeZone`: the last day of the
    /// window, as the day of the request is not over yet.
    public static func lastComplete(before date: Date, in timeZone: TimeZone) -> DateComponents? {
        var local = Calendar(identifier: .gregorian)
        local.timeZone = timeZone
        let today = local.dateComponents([.year, .month, .day], from: date)
        guard let start = dayCalendar.date(from: today), let yesterday = dayCalendar.date(byAdding: .day, value: -1, to: start) else {
            return nil
        }
        return dayCalendar.dateComponents([.year, .month, .day], from: yesterday)
    }

    /// The `dayCount` calendar days ending on `lastDay`, oldest first, each without values;
    /// empty when `lastDay` is no date.
    public static func window(endingOn lastDay: DateComponents) -> [Day] {
        let calendar = dayCalendar
        // 31 February would be read as 3 March: only a date that reads back as itself is one.
        guard let last = calendar.date(from: DateComponents(year: lastDay.year, month: lastDay.month, day: lastDay.day)),
              case let parts = calendar.dateComponents([.year, .month, .day], from: last),
              parts.year == lastDay.year, parts.month == lastDay.month, parts.day == lastDay.day
        else { return [] }
        return (0..<dayCount).reversed().compactMap { back in
            guard let date = calendar.date(byAdding: .day, value: -back, to: last) else { return nil }
            let parts = calendar.dateComponents([.year, .month, .day], from: date)
            guard let year = parts.year, let month = parts.month, let day = parts.day else { return nil }
            return Day(year: year, month: month, day: day, high: nil, low: nil, precipitation: nil)
        }
    }

    /// The window ending on `lastDay` filled from the archive's `observations`: each day takes
    /// the values the archive gave for its date, when they are possible. A date the archive
    /// gave twice is a gap, since either copy may be the wrong one; dates outside the window
    /// are left out; a high below its low leaves both out. Nil when `lastDay` is no date or
    /// the archive has nothing for any day of the window: a place without data gets no year,
    /// never a year of zeros.
    public static func filling(endingOn lastDay: DateComponents, from observations: [ClimateNormals.Observation]) -> YearHistory? {
        var byDate: [Int: ClimateNormals.Observation] = [:]
        var repeated: Set<Int> = []
        for observation in observations {
            let key = Self.key(year: observation.year, month: observation.month, day: observation.day)
            if byDate.updateValue(observation, forKey: key) != nil { repeated.insert(key) }
        }
        let days = window(endingOn: lastDay).map { empty -> Day in
            let key = Self.key(year: empty.year, month: empty.month, day: empty.day)
            guard !repeated.contains(key), let observation = byDate[key] else { return empty }
            return checked(Day(
                year: empty.year, month: empty.month, day: empty.day,
                high: observation.high, low: observation.low, precipitation: observation.precipitation))
        }
        guard days.count == dayCount, days.contains(where: { !$0.isGap }) else { return nil }
        return YearHistory(days: days)
    }

    private static func key(year: Int, month: Int, day: Int) -> Int {
        // Out-of-range parts cannot collide with a real date's key: months and days are
        // checked against the window, which only has real ones.
        (year &* 10_000) &+ (month &* 100) &+ day
    }

    /// `day` with impossible values treated as missing.
    private static func checked(_ day: Day) -> Day {
        var kept = day
        (kept.high, kept.low) = ClimateNormals.orderedTemperatures(
            high: PhysicalLimits.checked(day.high, PhysicalLimits.temperature),
            low: PhysicalLimits.checked(day.low, PhysicalLimits.temperature))
        kept.precipitation = PhysicalLimits.checked(day.precipitation, PhysicalLimits.precipitationPerDay)
        return kept
    }

    /// The last day of the window.
    public var lastDay: Day? { days.last }

    /// This history with impossible values treated as missing; nil when it is not a whole
    /// window of consecutive days or nothing is left. Applied to every copy read back from a
    /// cache file, which is outside data like any answer.
    public func rangeChecked() -> YearHistory? {
        guard let last = days.last else { return nil }
        let window = Self.window(endingOn: DateComponents(year: last.year, month: last.month, day: last.day))
        guard window.count == days.count,
              zip(window, days).allSatisfy({ $0.year == $1.year && $0.month == $1.month && $0.day == $1.day })
        else { return nil }
        let checked = days.map(Self.checked)
        return checked.contains(where: { !$0.isGap }) ? YearHistory(days: checked) : nil
    }

    /// How `day` stands against `normal`, the normals of its calendar day: by the middle of
    /// its high and low against the middle of the normal high and low. Nil when either lacks
    /// a high or a low.
    public static func departure(of day: Day, from normal: ClimateNormals.Day?) -> Departure? {
        guard let high = day.high, let low = day.low, let normalHigh = normal?.high, let normalLow = normal?.low else { return nil }
        let difference = (high + low) / 2 - (normalHigh + normalLow) / 2
        if difference > nearNormal { return .above }
        if difference < -nearNormal { return .below }
        return .near
    }
}

extension ClimateNormals.Observation {
    /// Whether the archive had anything at all for the day.
    public var isGap: Bool { high == nil && low == nil && precipitation == nil }
}
