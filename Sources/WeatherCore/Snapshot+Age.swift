import Foundation

/// How current a snapshot is by the data's own times (`CurrentWindow`), and the part of it that
/// is still ahead: what every output (dashboard, `--json`, status bars) shows as now.
extension Snapshot {
    /// Whether the conditions the snapshot calls current are current at `now`.
    public func hasCurrentConditions(at now: Date) -> Bool {
        CurrentWindow.forecastConditions.contains(current.date, at: now)
    }

    /// Seconds from the conditions' own time to `now`; negative when they are dated ahead.
    public func age(at now: Date) -> TimeInterval {
        now.timeIntervalSince(current.date)
    }

    /// Stale when the data has expired, or when its own times are not now although it has not
    /// expired (a service answering with old data, a clock that moved): then `since` is the
    /// conditions' own time, or the fetch where they are dated ahead of it.
    public func freshness(at now: Date) -> Freshness {
        if metadata.isExpired(at: now) { return .stale(since: metadata.expirationDate) }
        if !hasCurrentConditions(at: now) { return .stale(since: min(current.date, metadata.fetchDate)) }
        return .fresh
    }

    /// The snapshot without the days before today in the place's zone and the hours that ended
    /// before `now`, so that an old forecast never shows a past day as "Today" or a past hour
    /// as "Now". Itself when nothing is past, as it is for fresh data.
    ///
    /// The forecast's days that have gone by are dropped, not moved to `pastDays`: they say
    /// what was expected, not what happened. A past day dated today or later (a clock set
    /// back) is dropped too, so no past row ever stands beside "Today" for the same day.
    ///
    /// The forecast's hours that have gone by do join `pastHours` (the last
    /// `Snapshot.pastHourCount` before now, none that has not ended): a service's past hours are
    /// its model's too, and an hour forecast a few hours before is as near; without them the
    /// chart's day before now would have a hole where the cache aged.
    public func upcoming(at now: Date) -> Snapshot {
        let zone = place.timeZone
        let today = LocalDays.dayNumber(of: now, in: zone)
        let endedDays = daily.prefix { LocalDays.dayNumber(of: $0.date, in: zone) < today }.count
        let pastHours = hourly.prefix { $0.hasEnded(at: now) }.count
        let notPast = pastDays.contains { LocalDays.dayNumber(of: $0.date, in: zone) >= today }
        let oldestPastHour = now.addingTimeInterval(-Double(Snapshot.pastHourCount + 1) * 3600)
        let pastHoursChange = self.pastHours.contains { !$0.hasEnded(at: now) || $0.date < oldestPastHour }
        guard endedDays > 0 || pastHours > 0 || notPast || pastHoursChange else { return self }
        var upcoming = self
        upcoming.daily.removeFirst(endedDays)
        upcoming.hourly.removeFirst(pastHours)
        if notPast { upcoming.pastDays.removeAll { LocalDays.dayNumber(of: $0.date, in: zone) >= today } }
        let ended = self.pastHours.filter { $0.hasEnded(at: now) && $0.date >= oldestPastHour }
        let endedForecast = hourly.prefix(pastHours).filter { hour in hour.date >= oldestPastHour && !ended.contains { $0.date == hour.date } }
        upcoming.pastHours = Array((ended + endedForecast).sorted { $0.date < $1.date }.suffix(Snapshot.pastHourCount))
        return upcoming
    }
}

extension HourWeather {
    /// Whether the hour that begins at `date` is over at `now`.
    public func hasEnded(at now: Date) -> Bool {
        date.addingTimeInterval(3600) <= now
    }
}
