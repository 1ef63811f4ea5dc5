import Foundation

/// Local calendar days of a time zone worked out from its offsets alone: the day an instant
/// falls on, and the instant a day begins, as `Calendar` gives them (a test compares the two
/// in zones whose clocks change at midnight, and in Samoa's skipped day). A `--print` asks for
/// a few days and times; through `Calendar` its first question costs more than the answers.
public enum LocalDays {
    /// Seconds since 1970-01-01 00:00 on the zone's wall clock at `date`.
    public static func localSeconds(of date: Date, in zone: TimeZone) -> Int {
        Int(date.timeIntervalSince1970.rounded(.down)) + zone.secondsFromGMT(for: date)
    }

    /// The local date of `date` as a count of days from 1970-01-01 (negative before).
    public static func dayNumber(of date: Date, in zone: TimeZone) -> Int {
        dayNumber(ofLocalSeconds: localSeconds(of: date, in: zone))
    }

    /// The day of a wall-clock time given as `localSeconds`, rounding down before 1970 too.
    public static func dayNumber(ofLocalSeconds local: Int) -> Int {
        local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
    }

    /// The local day containing `date`, midnight to midnight (23 or 25 hours long on the days the
    /// clocks change).
    public static func interval(containing date: Date, in zone: TimeZone) -> DateInterval {
        let day = dayNumber(of: date, in: zone)
        return DateInterval(start: start(ofDay: day, in: zone), end: start(ofDay: day + 1, in: zone))
    }

    /// The first instant of local day `day`: its midnight, the first of two where the clocks go
    /// back across midnight, or where they go forward across it, the moment they do.
    public static func start(ofDay day: Int, in zone: TimeZone) -> Date {
        let midnight = day * 86_400
        // The offsets in force well before and well after midnight, the only ones it can have:
        // offsets run from -12 to +14 hours, so these instants are at least an hour before and
        // two after midnight's, whatever the zone.
        let earlierOffset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(midnight - 54_000)))
        let laterOffset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(midnight + 50_400)))
        let candidates = Set([midnight - laterOffset, midnight - earlierOffset]).sorted()
        for instant in candidates where instant + zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(instant))) == midnight {
            return Date(timeIntervalSince1970: Double(instant))
        }
        // Midnight does not exist that day: the day begins when the clocks jump past it, the
        // first second whose wall clock reads that day.
        var before = candidates[0], after = candidates[candidates.count - 1]
        while after - before > 1 {
            let middle = before + (after - before) / 2
            if localSeconds(of: Date(timeIntervalSince1970: Double(middle)), in: zone) >= midnight { after = middle } else { before = middle }
        }
        return Date(timeIntervalSince1970: Double(after))
    }
}
