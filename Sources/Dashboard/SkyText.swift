import Foundation
import WeatherCore

/// The sun and moon in the card's few words: "10 h 54 min (+2 min)", "Polar night: the sun
/// does not rise", "Waxing gibbous 87%".
enum SkyText {
    /// The sentence a polar day or night gets in place of a sunrise and sunset.
    static func polar(_ state: PolarState) -> String {
        switch state {
        case .day: "Midnight sun: the sun does not set"
        case .night: "Polar night: the sun does not rise"
        }
    }

    /// Day length and how it changed since yesterday: "10 h 54 min (+2 min)", "9 h 3 min
    /// (-45 s)"; `compact` for narrow cards: "10h 54m (+2m)".
    static func dayLength(_ sky: Astronomy, compact: Bool = false, withChange: Bool = true) -> String {
        let length = duration(sky.dayLength, compact: compact)
        let change = sky.dayLengthChange.rounded()
        guard withChange, change != 0 else { return length }
        let sign = change > 0 ? "+" : "-"
        let magnitude = abs(change) < 60 ? "\(Int(abs(change)))" + (compact ? "s" : " s") : duration(abs(change), compact: compact)
        return "\(length) (\(sign)\(magnitude))"
    }

    /// "Waxing gibbous 87%".
    static func moon(_ sky: Astronomy) -> String {
        "\(sky.moon.phase.name) \(Int((sky.moon.illumination * 100).rounded()))%"
    }

    /// "10 h 54 min", "24 h", "7 min"; compact "10h 54m".
    private static func duration(_ seconds: TimeInterval, compact: Bool) -> String {
        let minutes = Int((seconds / 60).rounded())
        let hours = minutes / 60, rest = minutes % 60
        let (h, min) = compact ? ("h", "m") : (" h", " min")
        if hours == 0 { return "\(rest)\(min)" }
        return rest == 0 ? "\(hours)\(h)" : "\(hours)\(h) \(rest)\(min)"
    }
}
