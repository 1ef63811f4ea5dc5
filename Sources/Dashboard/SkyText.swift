import Foundation
import WeatherCore

/// The sun and moon in the card's few words: "10 h 54 min (+2 min)", "Polar night: the sun
/// does not rise", "Waxing gibbous 87%".
enum SkyText {
    /// The sentence a polar day or night gets in place of a sunrise and sunset.
    static func polar(_ state: PolarState, words: Catalog) -> String {
        switch state {
        case .day: words(.skyMidnightSun)
        case .night: words(.skyPolarNight)
        }
    }

    /// Day length and how it changed since yesterday: "10 h 54 min (+2 min)", "9 h 3 min
    /// (-45 s)"; `compact` for narrow cards: "10h 54m (+2m)". Nil where the length is unknown.
    static func dayLength(_ daylight: Daylight, words: Catalog, compact: Bool = false, withChange: Bool = true) -> String? {
        guard let dayLength = daylight.length else { return nil }
        let length = duration(dayLength, compact: compact, words: words)
        guard withChange, let change = daylight.change?.rounded(), change != 0 else { return length }
        let sign = change > 0 ? "+" : "-"
        let magnitude = abs(change) < 60
            ? words(compact ? .skySecondsCompact : .skySeconds, ["seconds": String(Int(abs(change)))])
            : duration(abs(change), compact: compact, words: words)
        return words(.skyDayLengthChange, ["length": length, "change": sign + magnitude])
    }

    /// "Waxing gibbous 87%".
    static func moon(_ sky: Astronomy, words: Catalog) -> String {
        words(.skyMoon, ["phase": sky.moon.phase.name(in: words), "percent": String(Int((sky.moon.illumination * 100).rounded()))])
    }

    /// "10 h 54 min", "24 h", "7 min"; compact "10h 54m".
    private static func duration(_ seconds: TimeInterval, compact: Bool, words: Catalog) -> String {
        let minutes = Int((seconds / 60).rounded())
        let hours = String(minutes / 60), rest = String(minutes % 60)
        if minutes / 60 == 0 { return words(compact ? .skyMinutesCompact : .skyMinutes, ["minutes": rest]) }
        if minutes % 60 == 0 { return words(compact ? .skyHoursCompact : .skyHours, ["hours": hours]) }
        return words(compact ? .skyHoursMinutesCompact : .skyHoursMinutes, ["hours": hours, "minutes": rest])
    }
}
