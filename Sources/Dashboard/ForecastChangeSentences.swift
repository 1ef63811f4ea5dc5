import Foundation
import WeatherCore

/// "What is changing", in words: one or two short sentences about the next two days in the
/// user's units and the place's clock ("Gusts up to 65 km/h tomorrow", "Rain from about 15:00
/// on Thu after 2 dry days"), or "No big changes".
public enum ForecastChangeSentences {
    /// Empty when the forecast does not reach tomorrow, so nothing is claimed either way.
    public static func sentences(
        for snapshot: Snapshot, now: Date, units: MeasurementUnits, clock: LocalClock, words: Catalog, glyphs: GlyphSet = .unicode
    ) -> [String] {
        guard let changes = ForecastChange.notable(in: snapshot, now: now, calendar: clock.calendar) else { return [] }
        guard !changes.isEmpty else { return [words(.noBigChanges)] }
        let values = ValueFormatter(units: units, glyphs: Glyphs(glyphs), words: words)
        return changes.map { sentence(for: $0, values: values, now: now, clock: clock, words: words) }
    }

    static func sentence(for change: ForecastChange, values: ValueFormatter, now: Date, clock: LocalClock, words: Catalog) -> String {
        let sentence: String
        switch change {
        case .gusts(let speed, let day):
            sentence = words(.changeGusts, ["speed": values.windSpeed(speed), "day": dayName(day, now: now, clock: clock, words: words)])
        case .firstFrost(let low, let day):
            sentence = words(.changeFirstFrost, ["day": dayName(day, now: now, clock: clock, words: words), "temperature": values.temperature(low)])
        case .highTemperature(let today, let tomorrow, _):
            let values: KeyValuePairs = ["high": values.temperature(tomorrow), "previous": values.temperature(today)]
            sentence = tomorrow > today ? words(.changeWarmer, values) : words(.changeColder, values)
        case .precipitationAfterDrySpell(let kind, let day, let start, let dryDays):
            let precipitation = kind.words(.moderate, in: words)
            let day = dayName(day, now: now, clock: clock, words: words)
            if let start {
                sentence = words(.changeWetAtTime, count: dryDays, ["precipitation": precipitation, "time": clock.time(start), "day": day])
            } else {
                sentence = words(.changeWetOnDay, count: dryDays, ["precipitation": precipitation, "day": day])
            }
        }
        // The precipitation words are written for the middle of a sentence ("rain").
        return sentence.capitalizedFirst
    }

    /// "today", "tomorrow", "on Thu".
    private static func dayName(_ day: Date, now: Date, clock: LocalClock, words: Catalog) -> String {
        if clock.isSameDay(day, now) { return words(.changeToday) }
        if let tomorrow = clock.calendar.date(byAdding: .day, value: 1, to: now), clock.isSameDay(day, tomorrow) {
            return words(.changeTomorrow)
        }
        return words(.changeOnWeekday, ["weekday": clock.weekday(day)])
    }
}
