import Foundation
import WeatherCore

/// NWS describes conditions only as free text (`shortForecast`) and an icon URL whose path
/// names the condition (`/icons/land/day/tsra_sct,40/rain?size=medium`). The icon token is
/// the more regular of the two, so it is tried first.
enum NWSCondition {
    static func condition(icon: String?, shortForecast: String?) -> WeatherCondition {
        if let token = iconToken(icon), let condition = iconConditions[token] { return condition }
        return condition(forText: shortForecast ?? "")
    }

    /// The first condition token of the icon path: "tsra_sct" in ".../day/tsra_sct,40/rain".
    static func iconToken(_ icon: String?) -> String? {
        guard let icon, let path = URLComponents(string: icon)?.path else { return nil }
        let segments = path.split(separator: "/")
        guard let index = segments.firstIndex(where: { $0 == "day" || $0 == "night" }), index + 1 < segments.count else {
            return nil
        }
        return segments[index + 1].split(separator: ",").first.map(String.init)
    }

    private static let iconConditions: [String: WeatherCondition] = [
        "skc": .clear, "few": .mostlyClear, "sct": .partlyCloudy, "bkn": .mostlyCloudy, "ovc": .cloudy,
        "wind_skc": .windy, "wind_few": .windy, "wind_sct": .windy, "wind_bkn": .windy, "wind_ovc": .windy,
        "snow": .snow, "rain_snow": .wintryMix, "rain_sleet": .sleet, "snow_sleet": .sleet, "sleet": .sleet,
        "fzra": .freezingRain, "rain_fzra": .freezingRain, "snow_fzra": .freezingRain,
        "rain": .rain, "rain_showers": .sunShowers, "rain_showers_hi": .sunShowers,
        "tsra": .thunderstorms, "tsra_sct": .scatteredThunderstorms, "tsra_hi": .isolatedThunderstorms,
        "tornado": .strongStorms, "hurricane": .hurricane, "tropical_storm": .tropicalStorm,
        "dust": .blowingDust, "smoke": .smoky, "haze": .haze, "hot": .hot, "cold": .frigid,
        "blizzard": .blizzard, "fog": .foggy,
    ]

    /// Keywords in the order that decides a mixed text: "Chance Rain Showers then Mostly
    /// Sunny" is a showers day.
    private static let keywords: [(String, WeatherCondition)] = [
        ("thunder", .thunderstorms), ("blizzard", .blizzard), ("freezing rain", .freezingRain),
        ("freezing drizzle", .freezingDrizzle), ("sleet", .sleet), ("heavy snow", .heavySnow),
        ("flurries", .flurries), ("snow", .snow), ("heavy rain", .heavyRain), ("drizzle", .drizzle),
        ("showers", .sunShowers), ("rain", .rain), ("fog", .foggy), ("haze", .haze), ("smoke", .smoky),
        ("mostly cloudy", .mostlyCloudy), ("partly cloudy", .partlyCloudy), ("partly sunny", .partlyCloudy),
        ("mostly sunny", .mostlyClear), ("mostly clear", .mostlyClear), ("sunny", .clear), ("clear", .clear),
        ("cloudy", .cloudy), ("overcast", .cloudy), ("windy", .windy), ("breezy", .breezy),
    ]

    static func condition(forText text: String) -> WeatherCondition {
        let lowered = text.lowercased()
        return keywords.first { lowered.contains($0.0) }?.1 ?? .unknown
    }
}
