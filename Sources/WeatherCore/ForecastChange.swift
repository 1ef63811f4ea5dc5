import Foundation

/// A notable change in the next two days, found in the forecast itself (the "significant
/// changes" of the WeatherKit guides). Pure: the words, units and clock are the dashboard's
/// (`ForecastChangeSentences`).
public enum ForecastChange: Sendable, Hashable {
    /// Gusts stronger than `gustThreshold` on `day` (km/h).
    case gusts(speed: Double, day: Date)
    /// The first low at or below freezing after lows above it, on `day` (°C).
    case firstFrost(low: Double, day: Date)
    /// Tomorrow's high differs from today's by more than `highChangeThreshold` (°C).
    case highTemperature(today: Double, tomorrow: Double, day: Date)
    /// A wet day after at least `drySpellDays` dry ones; `start` is its first wet hour when the
    /// hourly forecast reaches that far.
    case precipitationAfterDrySpell(kind: PrecipitationKind, day: Date, start: Date?, dryDays: Int)

    /// The daily high must change by more than this, °C.
    public static let highChangeThreshold = 5.0
    /// Gusts above this are worth a sentence, km/h.
    public static let gustThreshold = 50.0
    /// Lows at or below this are frost, °C.
    public static let frostThreshold = 0.0
    /// A day is wet with at least this chance of precipitation...
    public static let wetDayChance = 0.6
    /// ...or at least this much of it, mm (the climatologists' wet day).
    public static let wetDayAmount = 1.0
    /// Dry days that make a spell.
    public static let drySpellDays = 2
    /// Today, tomorrow and the day after: the next 24 to 48 hours, whatever the hour now.
    private static let daysAhead = 2

    /// At most `limit` changes, most important first: gusts (a danger), then the first frost,
    /// then a jump in the high, then rain after a dry spell. nil when the forecast has no day
    /// for today and tomorrow (nothing can be said, rather than "no big changes").
    public static func notable(in snapshot: Snapshot, now: Date, calendar: Calendar, limit: Int = 2) -> [ForecastChange]? {
        guard let today = snapshot.daily.firstIndex(where: { calendar.isDate($0.date, inSameDayAs: now) }),
              snapshot.daily.indices.contains(today + 1) else { return nil }
        let days = Array(snapshot.daily[today...].prefix(daysAhead + 1))
        let found = [
            gusts(days, current: snapshot.current),
            firstFrost(days),
            highTemperature(days),
            precipitationAfterDrySpell(days, hourly: snapshot.hourly, calendar: calendar),
        ]
        return Array(found.compactMap { $0 }.prefix(limit))
    }

    /// Today's and tomorrow's strongest gust; today falls back on the current gust.
    private static func gusts(_ days: [DayWeather], current: CurrentWeather) -> ForecastChange? {
        var candidates: [(speed: Double, day: Date)] = []
        if let today = days.first, let speed = today.windGustMax ?? current.windGust { candidates.append((speed, today.date)) }
        if days.count > 1, let speed = days[1].windGustMax { candidates.append((speed, days[1].date)) }
        guard let strongest = candidates.filter({ $0.speed > gustThreshold }).max(by: { $0.speed < $1.speed }) else { return nil }
        return .gusts(speed: strongest.speed, day: strongest.day)
    }

    private static func firstFrost(_ days: [DayWeather]) -> ForecastChange? {
        guard let todayLow = days.first?.lowTemperature, todayLow > frostThreshold else { return nil }
        for day in days.dropFirst() {
            guard let low = day.lowTemperature else { return nil }
            if low <= frostThreshold { return .firstFrost(low: low, day: day.date) }
        }
        return nil
    }

    private static func highTemperature(_ days: [DayWeather]) -> ForecastChange? {
        guard days.count > 1, let today = days[0].highTemperature, let tomorrow = days[1].highTemperature,
              abs(tomorrow - today) > highChangeThreshold else { return nil }
        return .highTemperature(today: today, tomorrow: tomorrow, day: days[1].date)
    }

    /// The spell is counted from today: the forecast knows nothing of the days before.
    private static func precipitationAfterDrySpell(
        _ days: [DayWeather], hourly: [HourWeather], calendar: Calendar
    ) -> ForecastChange? {
        var dryDays = 0
        for day in days {
            switch wetness(day) {
            case .dry?:
                // A shower in the hours of a day the daily figures call dry breaks the spell.
                guard !hourly.contains(where: { calendar.isDate($0.date, inSameDayAs: day.date) && isWet($0) }) else { return nil }
                dryDays += 1
            case .wet?:
                guard dryDays >= drySpellDays else { return nil }
                let start = hourly.first { calendar.isDate($0.date, inSameDayAs: day.date) && isWet($0) }?.date
                return .precipitationAfterDrySpell(kind: kind(of: day.condition), day: day.date, start: start, dryDays: dryDays)
            case nil:
                return nil
            }
        }
        return nil
    }

    private enum Wetness { case dry, wet }

    /// nil when the day says nothing about precipitation: unknown is neither dry nor wet.
    private static func wetness(_ day: DayWeather) -> Wetness? {
        if let chance = day.precipitationChance, chance >= wetDayChance { return .wet }
        if let amount = day.precipitationAmount, amount >= wetDayAmount { return .wet }
        return day.precipitationChance == nil && day.precipitationAmount == nil ? nil : .dry
    }

    private static func isWet(_ hour: HourWeather) -> Bool {
        (hour.precipitationChance ?? 0) >= wetDayChance || (hour.precipitationAmount ?? 0) >= NextHourOutlook.wetThreshold
    }

    private static func kind(of condition: WeatherCondition) -> PrecipitationKind {
        switch condition {
        case .snow, .heavySnow, .flurries, .sunFlurries, .blizzard, .blowingSnow: .snow
        case .sleet, .wintryMix, .freezingRain, .freezingDrizzle: .mixed
        default: .rain
        }
    }
}
