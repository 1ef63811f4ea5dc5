import Foundation
import WeatherCore

/// Spans of time in the language's own words: the one formatter for every duration the
/// dashboard shows (the day's length and its change, the hours an amount falls over, the age
/// of the data). Long "8 h 2 min", short "8h 2m"; languages whose long form is already short
/// keep their words in both (Japanese "8時間2分").
enum DurationWording {
    enum Form: CaseIterable { case long, short }

    /// Rounded to the minute: "10 h 54 min", "24 h", "7 min".
    static func text(_ seconds: TimeInterval, form: Form, words: Catalog) -> String {
        let minutes = Int((abs(seconds) / 60).rounded())
        return text(hours: minutes / 60, minutes: minutes % 60, form: form, words: words)
    }

    /// A whole number of hours: "48 h".
    static func hours(_ count: Int, form: Form = .long, words: Catalog) -> String {
        text(hours: count, minutes: 0, form: form, words: words)
    }

    /// A whole number of minutes: "7 min".
    static func minutes(_ count: Int, form: Form = .long, words: Catalog) -> String {
        text(hours: 0, minutes: count, form: form, words: words)
    }

    /// A signed change: "+2 min", "-1 h 5 min"; to the second below a minute: "-45 s".
    static func change(_ seconds: TimeInterval, form: Form, words: Catalog) -> String {
        let sign = seconds > 0 ? "+" : "-"
        let magnitude = abs(seconds.rounded())
        guard magnitude < 60 else { return sign + text(magnitude, form: form, words: words) }
        return sign + words(form == .long ? .skySeconds : .skySecondsCompact, ["seconds": String(Int(magnitude))])
    }

    /// The widest a length of under a hundred hours, or a change of under a hundred minutes or
    /// seconds, is worded in `form`: what a place's own numbers may need, so that one width
    /// picks one form for every place.
    static func widestText(form: Form, words: Catalog) -> String {
        text(hours: 88, minutes: 88, form: form, words: words)
    }

    static func widestChange(form: Form, words: Catalog) -> String {
        let minutes = "+" + text(hours: 0, minutes: 88, form: form, words: words)
        let seconds = "+" + words(form == .long ? .skySeconds : .skySecondsCompact, ["seconds": "88"])
        return DisplayWidth.of(minutes) >= DisplayWidth.of(seconds) ? minutes : seconds
    }

    private static func text(hours: Int, minutes: Int, form: Form, words: Catalog) -> String {
        let long = form == .long
        if hours == 0 { return words(long ? .skyMinutes : .skyMinutesCompact, ["minutes": String(minutes)]) }
        if minutes == 0 { return words(long ? .skyHours : .skyHoursCompact, ["hours": String(hours)]) }
        return words(long ? .skyHoursMinutes : .skyHoursMinutesCompact, ["hours": String(hours), "minutes": String(minutes)])
    }
}
