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
    /// (-45 s)"; short for narrow cards: "10h 54m (+2m)". Nil where the length is unknown.
    static func dayLength(_ daylight: Daylight, words: Catalog, form: DurationWording.Form = .long, withChange: Bool = true) -> String? {
        guard let length = daylight.length.map({ DurationWording.text($0, form: form, words: words) }) else { return nil }
        guard withChange, let change = daylight.change, change.rounded() != 0 else { return length }
        return words(.skyDayLengthChange, ["length": length, "change": DurationWording.change(change, form: form, words: words)])
    }

    /// The day's length in the widest wording `width` holds: long with the change, long, short
    /// with the change, short; nil where none fits. Chosen by the widest numbers any place can
    /// have, so that cards of one width word every place's day alike.
    static func dayLength(_ daylight: Daylight, words: Catalog, fitting width: Int) -> String? {
        for form in DurationWording.Form.allCases {
            for withChange in [true, false] {
                let widestLength = DurationWording.widestText(form: form, words: words)
                let widest = withChange
                    ? words(.skyDayLengthChange, ["length": widestLength, "change": DurationWording.widestChange(form: form, words: words)])
                    : widestLength
                guard DisplayWidth.of(widest) <= width,
                      let text = dayLength(daylight, words: words, form: form, withChange: withChange),
                      DisplayWidth.of(text) <= width else { continue }
                return text
            }
        }
        return nil
    }

    /// "Waxing gibbous 87%".
    static func moon(_ sky: Astronomy, words: Catalog) -> String {
        words(.skyMoon, ["phase": sky.moon.phase.name(in: words), "percent": String(Int((sky.moon.illumination * 100).rounded()))])
    }
}
