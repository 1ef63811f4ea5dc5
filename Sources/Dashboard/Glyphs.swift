import WeatherCore

/// The concrete characters one `GlyphSet` draws with. Kept in one table so that every panel
/// switches together and ASCII mode never leaks a non-ASCII character.
struct Glyphs: Sendable {
    let set: GlyphSet
    let topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical: String
    let ellipsis: String
    let degree: String
    let separator: String
    let bar: String
    let currentMarker: String
    let alertMark: String
    let scrollUp, scrollDown: String
    let previous, next: String
    let selectionMark: String
    /// How the 48-hour chart draws its temperature curve.
    let curve: CurveStyle
    /// One-row bars from the least to the fullest (precipitation chance and amount).
    let barLevels: [String]
    /// The column where a new day begins in the chart.
    let dayBoundary: String
    /// A feels-like point in the chart (braille draws its own dots instead).
    let feelsMarker: String
    /// Where the sun rises and sets in the chart, on the curve's top row.
    let sunriseMark, sunsetMark: String
    /// The chart's time cursor, in the empty cells of its column.
    let cursorLine: String
    /// A dry step in the next-hour bar, so the bar's length still shows the time it covers.
    let dryStep: String
    /// The chart's ensemble band, in the empty cells between the members' 10th and 90th percentile.
    let bandShade: String
    /// Before a day's spread ("±2°") and between the ends of a range ("0–5 mm").
    let plusMinus, rangeDash: String

    /// Braille dots are the finest line a terminal can draw, where emoji fonts have them;
    /// eighth blocks are in every font that has box drawing; ASCII draws `*` and rows of numbers.
    enum CurveStyle { case braille, eighthBlocks, ascii }

    init(_ set: GlyphSet) {
        self.set = set
        switch set {
        case .emoji, .unicode:
            (topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical) = ("╭", "╮", "╰", "╯", "─", "│")
            ellipsis = "…"
            degree = "°"
            separator = " · "
            bar = "━"
            currentMarker = "●"
            alertMark = "▲"
            (scrollUp, scrollDown) = ("↑", "↓")
            (previous, next) = ("◂", "▸")
            selectionMark = "›"
            curve = set == .emoji ? .braille : .eighthBlocks
            barLevels = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
            dayBoundary = "┊"
            feelsMarker = "·"
            (sunriseMark, sunsetMark) = ("☼", "☾")
            cursorLine = "│"
            dryStep = "·"
            bandShade = "░"
            (plusMinus, rangeDash) = ("±", "–")
        case .ascii:
            (topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical) = ("+", "+", "+", "+", "-", "|")
            ellipsis = "~"
            degree = ""
            separator = " - "
            bar = "="
            currentMarker = "o"
            alertMark = "!"
            (scrollUp, scrollDown) = ("^", "v")
            (previous, next) = ("<", ">")
            selectionMark = ">"
            curve = .ascii
            barLevels = [".", "-", "=", "#"]
            dayBoundary = ":"
            feelsMarker = "."
            (sunriseMark, sunsetMark) = ("^", "v")
            cursorLine = "|"
            dryStep = "_"
            bandShade = "~"
            (plusMinus, rangeDash) = ("+/-", "-")
        }
    }

    /// Icons are drawn in a fixed two-column slot, so every set keeps columns aligned.
    static let iconWidth = 2

    func icon(for condition: WeatherCondition, isDaylight: Bool) -> String {
        switch set {
        case .emoji: Self.emojiIcon(condition, isDaylight)
        case .unicode: Self.unicodeIcon(condition, isDaylight)
        case .ascii: Self.asciiIcon(condition, isDaylight)
        }
    }

    /// Only emoji that are East Asian Wide on their own (no U+FE0F): terminals, tmux and
    /// glibc's wcwidth disagree about the width of a variation-selector sequence such as "☁️",
    /// and any disagreement shifts the rest of the row. Where no wide emoji fits (cloud), the
    /// single-width text symbol is used and padded to the two-column slot.
    private static func emojiIcon(_ condition: WeatherCondition, _ isDaylight: Bool) -> String {
        switch condition {
        case .clear, .mostlyClear, .hot: isDaylight ? "🌞" : "🌙"
        case .partlyCloudy: isDaylight ? "⛅" : "☁"
        case .mostlyCloudy, .cloudy: "☁"
        case .foggy, .haze, .smoky, .blowingDust: "🌁"
        case .drizzle, .sunShowers: "💧"
        case .rain, .heavyRain: "☔"
        case .isolatedThunderstorms, .scatteredThunderstorms, .thunderstorms, .strongStorms: "⚡"
        case .snow, .heavySnow, .flurries, .sunFlurries, .blizzard, .blowingSnow: "⛄"
        case .frigid, .sleet, .freezingRain, .freezingDrizzle, .wintryMix, .hail: "🧊"
        case .windy, .breezy: "💨"
        case .hurricane, .tropicalStorm: "🌀"
        case .unknown: "❔"
        }
    }

    /// Single-width symbols only (U+26A1 and U+26C5 are East Asian Wide, so they are avoided).
    private static func unicodeIcon(_ condition: WeatherCondition, _ isDaylight: Bool) -> String {
        switch condition {
        case .clear, .hot: isDaylight ? "☀" : "☾"
        case .mostlyClear: isDaylight ? "☼" : "☾"
        case .partlyCloudy: "◐"
        case .mostlyCloudy, .cloudy: "☁"
        case .foggy, .haze, .smoky, .blowingDust: "≡"
        case .drizzle, .sunShowers, .rain, .heavyRain: "☂"
        case .isolatedThunderstorms, .scatteredThunderstorms, .thunderstorms, .strongStorms: "↯"
        case .snow, .heavySnow, .flurries, .blizzard, .blowingSnow, .frigid: "❄"
        case .sunFlurries, .sleet, .freezingRain, .freezingDrizzle, .wintryMix, .hail: "❆"
        case .windy, .breezy: "≈"
        case .hurricane, .tropicalStorm: "@"
        case .unknown: "?"
        }
    }

    private static func asciiIcon(_ condition: WeatherCondition, _ isDaylight: Bool) -> String {
        switch condition {
        case .clear, .hot: isDaylight ? "*" : "C"
        case .mostlyClear: isDaylight ? "*" : "C"
        case .partlyCloudy: "*~"
        case .mostlyCloudy, .cloudy: "~~"
        case .foggy, .haze, .smoky, .blowingDust: "=="
        case .drizzle, .sunShowers: ","
        case .rain, .heavyRain: "//"
        case .isolatedThunderstorms, .scatteredThunderstorms, .thunderstorms, .strongStorms: "/!"
        case .snow, .heavySnow, .flurries, .blizzard, .blowingSnow, .frigid: "**"
        case .sunFlurries, .sleet, .freezingRain, .freezingDrizzle, .wintryMix, .hail: "*,"
        case .windy, .breezy: ">>"
        case .hurricane, .tropicalStorm: "@"
        case .unknown: "?"
        }
    }
}
