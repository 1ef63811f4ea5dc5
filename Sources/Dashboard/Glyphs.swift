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

    /// Emoji that are text-presentation by default carry U+FE0F, so terminals (and
    /// `DisplayWidth`) draw them two columns wide rather than guessing.
    private static func emojiIcon(_ condition: WeatherCondition, _ isDaylight: Bool) -> String {
        switch condition {
        case .clear, .mostlyClear, .hot: isDaylight ? (condition == .mostlyClear ? "🌤️" : "☀️") : "🌙"
        case .partlyCloudy: isDaylight ? "⛅" : "☁️"
        case .mostlyCloudy: isDaylight ? "🌥️" : "☁️"
        case .cloudy: "☁️"
        case .foggy, .haze, .smoky, .blowingDust: "🌫️"
        case .drizzle, .sunShowers: isDaylight ? "🌦️" : "🌧️"
        case .rain, .heavyRain: "🌧️"
        case .isolatedThunderstorms, .scatteredThunderstorms, .thunderstorms, .strongStorms: "⛈️"
        case .snow, .heavySnow, .flurries, .blizzard, .blowingSnow, .frigid: "❄️"
        case .sunFlurries, .sleet, .freezingRain, .freezingDrizzle, .wintryMix, .hail: "🌨️"
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
