import Foundation

/// Formats times in a place's time zone, following the user's 12/24-hour preference and
/// weekday names from their locale. Built once per render. Hours, minutes, weekdays and "the
/// same day" are arithmetic on the zone's offset at the moment itself (`localSeconds`), which
/// gives what the calendar gives, across changes of offset too (tests compare the two), for a
/// fraction of the calendar's cost: a frame asks a few hundred times.
///
/// The one rule for times in sentences and on the dashboard: a place's times are told in that
/// place's zone (the user's own zone only when no place is involved), with the date whenever
/// the day is not today there.
public struct LocalClock: Sendable {
    public let timeZone: TimeZone
    public let uses24HourClock: Bool
    private let symbols: LocaleFacts
    /// The language's order of weekday, day, month and time ("Tue 15 Sep", "Di., 15. Sep.").
    private let words: Catalog

    public init(timeZone: TimeZone, locale: UserLocale) {
        self.timeZone = timeZone
        self.uses24HourClock = locale.uses24HourClock
        self.symbols = LocaleFacts.for(identifier: locale.namesIdentifier)
        self.words = locale.words
    }

    /// A Gregorian calendar in the place's zone, made when asked: most frames never need one,
    /// and the first `Calendar` of a process costs more than the rest of the clock. No locale:
    /// the clock's users ask for days, which no locale changes, and a locale would make the
    /// calendar ask ICU for its week rules.
    public var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    /// "14:05" or "2:05 PM".
    public func time(_ date: Date) -> String {
        let (hour, day) = localHourAndDay(date)
        let minute = (localSeconds(date) - day * 86_400 - hour * 3600) / 60
        let minutes = minute < 10 ? "0\(minute)" : "\(minute)"
        if uses24HourClock { return (hour < 10 ? "0\(hour)" : "\(hour)") + ":" + minutes }
        return "\(twelveHour(hour)):\(minutes) \(hour < 12 ? symbols.am : symbols.pm)"
    }

    /// The hour alone for the hourly strip: "15" or "3PM".
    public func hour(_ date: Date) -> String {
        hour(ofDay: localHourAndDay(date).hour)
    }

    /// An hour of the day (0...23) as `hour(_:)` writes it, for callers that already know it.
    public func hour(ofDay hour: Int) -> String {
        if uses24HourClock { return hour < 10 ? "0\(hour)" : "\(hour)" }
        return "\(twelveHour(hour))\(hour < 12 ? symbols.am : symbols.pm)"
    }

    /// The local hour of the day (0...23) and a number that changes exactly when the local date
    /// does, from the zone's offset at `date` itself: cheaper than the calendar for a chart's
    /// 48 hours, and as right across a change of offset.
    public func localHourAndDay(_ date: Date) -> (hour: Int, day: Int) {
        let local = localSeconds(date)
        let day = LocalDays.dayNumber(ofLocalSeconds: local)
        return ((local - day * 86_400) / 3600, day)
    }

    private func localSeconds(_ date: Date) -> Int { LocalDays.localSeconds(of: date, in: timeZone) }

    /// Short weekday name in the user's language, such as "Sat" or "Sa.".
    public func weekday(_ date: Date) -> String {
        // Day 0, 1 January 1970, was a Thursday: index 4, Sunday first.
        let day = localHourAndDay(date).day
        let index = ((day % 7) + 7 + 4) % 7
        return symbols.shortWeekdays.indices.contains(index) ? symbols.shortWeekdays[index] : "?"
    }

    /// "Sat 14:05".
    public func weekdayTime(_ date: Date) -> String { words(.weekdayTime, ["weekday": weekday(date), "time": time(date)]) }

    /// The time alone on the same day as `now`, else with the weekday (alerts, "stale since").
    public func relativeTime(_ date: Date, now: Date) -> String {
        isSameDay(date, now) ? time(date) : weekdayTime(date)
    }

    /// The time alone on the same day as `now`, else with the weekday, day and month:
    /// "09:47", "Tue 15 Sep 09:47". For moments that may be far off, such as the end of a
    /// rate limit, where a weekday alone could mean next week or the one after.
    public func datedTime(_ date: Date, now: Date) -> String {
        guard !isSameDay(date, now) else { return time(date) }
        let parts = calendar.dateComponents([.day, .month], from: date)
        return words(.datedTime, [
            "weekday": weekday(date), "day": String(parts.day ?? 1), "month": shortMonth(parts.month ?? 1), "time": time(date),
        ])
    }

    /// The short name of `month` (1 for January) in the user's language, such as "Mar" or "mars".
    public func shortMonth(_ month: Int) -> String {
        symbols.shortMonths.indices.contains(month - 1) ? symbols.shortMonths[month - 1] : "?"
    }

    /// `datedTime` with the zone named, for sentences read away from the dashboard (stderr,
    /// JSON), where the reader's own clock may be in another zone: "09:47 (Europe/Berlin)".
    public func zonedTime(_ date: Date, now: Date) -> String {
        words(.zonedTime, ["time": datedTime(date, now: now), "zone": timeZone.identifier])
    }

    public func isSameDay(_ a: Date, _ b: Date) -> Bool { localHourAndDay(a).day == localHourAndDay(b).day }

    private func twelveHour(_ hour: Int) -> Int {
        let value = hour % 12
        return value == 0 ? 12 : value
    }
}
