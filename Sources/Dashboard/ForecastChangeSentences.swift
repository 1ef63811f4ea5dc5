import Foundation
import WeatherCore

/// "What is changing", in words: one or two short sentences about the next two days in the
/// user's units and the place's clock ("Gusts up to 65 km/h tomorrow", "Rain from about 15:00
/// on Thu after 2 dry days"), or "No big changes".
public enum ForecastChangeSentences {
    public static let noBigChanges = "No big changes"

    /// Empty when the forecast does not reach tomorrow, so nothing is claimed either way.
    public static func sentences(
        for snapshot: Snapshot, now: Date, units: MeasurementUnits, clock: LocalClock, glyphs: GlyphSet = .unicode
    ) -> [String] {
        guard let changes = ForecastChange.notable(in: snapshot, now: now, calendar: clock.calendar) else { return [] }
        guard !changes.isEmpty else { return [noBigChanges] }
        let values = ValueFormatter(units: units, glyphs: Glyphs(glyphs))
        return changes.map { sentence(for: $0, values: values, now: now, clock: clock) }
    }

    static func sentence(for change: ForecastChange, values: ValueFormatter, now: Date, clock: LocalClock) -> String {
        switch change {
        case .gusts(let speed, let day):
            return "Gusts up to \(values.windSpeed(speed)) \(dayName(day, now: now, clock: clock))"
        case .firstFrost(let low, let day):
            return "First frost \(dayName(day, now: now, clock: clock)), a low of \(values.temperature(low))"
        case .highTemperature(let today, let tomorrow, _):
            let direction = tomorrow > today ? "warmer" : "colder"
            return "Much \(direction) tomorrow: a high of \(values.temperature(tomorrow)) after \(values.temperature(today)) today"
        case .precipitationAfterDrySpell(let kind, let day, let start, let dryDays):
            let noun = NextHourSentence.noun(kind).capitalizedFirst
            let when = start.map { "from about \(clock.time($0)) " } ?? ""
            return "\(noun) \(when)\(dayName(day, now: now, clock: clock)) after \(dryDays) dry days"
        }
    }

    /// "today", "tomorrow", "on Thu".
    private static func dayName(_ day: Date, now: Date, clock: LocalClock) -> String {
        if clock.isSameDay(day, now) { return "today" }
        if let tomorrow = clock.calendar.date(byAdding: .day, value: 1, to: now), clock.isSameDay(day, tomorrow) {
            return "tomorrow"
        }
        return "on " + clock.weekday(day)
    }
}
