import Foundation
import WeatherCore

/// `astronomy` in the `--json` document: times as ISO 8601 in the place's offset, lengths in
/// seconds, the moon's illumination as 0–100 like the other percentages.
struct AstronomyJSON: Encodable {
    struct IntervalJSON: Encodable {
        var start: String
        var end: String
    }

    struct MoonJSON: Encodable {
        /// WeatherKit's names: "new", "waxingCrescent", "firstQuarter", … "waningCrescent".
        var phase: String
        /// Elongation, 0–360°: 0 new, 90 first quarter, 180 full, 270 last quarter.
        var phaseAngle: Double
        var illumination: Double
        @JSONNullable var moonrise: String?
        @JSONNullable var moonset: String?
    }

    @JSONNullable var sunrise: String?
    @JSONNullable var sunset: String?
    var dayLength: Int
    var dayLengthChange: Int
    @JSONNullable var civilDawn: String?
    @JSONNullable var civilDusk: String?
    @JSONNullable var goldenHourMorning: IntervalJSON?
    @JSONNullable var goldenHourEvening: IntervalJSON?
    /// "day" or "night" when the sun neither rises nor sets today, else null.
    @JSONNullable var polar: String?
    var moon: MoonJSON

    init(_ sky: Astronomy, date: (Date) -> String) {
        func interval(_ value: DateInterval?) -> IntervalJSON? {
            value.map { IntervalJSON(start: date($0.start), end: date($0.end)) }
        }
        sunrise = sky.sunrise.map(date)
        sunset = sky.sunset.map(date)
        dayLength = Int(sky.dayLength.rounded())
        dayLengthChange = Int(sky.dayLengthChange.rounded())
        civilDawn = sky.civilDawn.map(date)
        civilDusk = sky.civilDusk.map(date)
        goldenHourMorning = interval(sky.goldenHourMorning)
        goldenHourEvening = interval(sky.goldenHourEvening)
        polar = sky.polar?.rawValue
        moon = MoonJSON(
            phase: sky.moon.phase.rawValue, phaseAngle: (sky.moon.phaseAngle * 10).rounded() / 10,
            illumination: (sky.moon.illumination * 1000).rounded() / 10,
            moonrise: sky.moon.moonrise.map(date), moonset: sky.moon.moonset.map(date))
    }
}
