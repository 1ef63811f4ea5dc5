import WeatherCore

/// A Locationforecast `symbol_code` such as "partlycloudy_day": a weather id plus an optional
/// day/night/polar-twilight variant.
struct METSymbol: Hashable, Sendable {
    let id: String
    /// true for `_day`, false for `_night` and `_polartwilight` (the sun is below the horizon),
    /// nil for ids that have no variants.
    let isDaylight: Bool?

    init(_ code: String) {
        let lowered = code.lowercased()
        for (suffix, daylight) in [("_day", true), ("_night", false), ("_polartwilight", false)] where lowered.hasSuffix(suffix) {
            id = String(lowered.dropLast(suffix.count))
            isDaylight = daylight
            return
        }
        id = lowered
        isDaylight = nil
    }

    var condition: WeatherCondition {
        // The API spells two ids with a doubled "s" (metno/weathericons legend.csv); both the
        // typo and the corrected spelling are accepted.
        switch id {
        case "clearsky": .clear
        case "fair": .mostlyClear
        case "partlycloudy": .partlyCloudy
        case "cloudy": .cloudy
        case "fog": .foggy
        case "lightrainshowers", "rainshowers": .sunShowers
        case "heavyrainshowers": .heavyRain
        case "lightrain": .drizzle
        case "rain": .rain
        case "heavyrain": .heavyRain
        case "lightsleetshowers", "sleetshowers", "heavysleetshowers", "lightsleet", "sleet", "heavysleet": .sleet
        case "lightsnowshowers": .sunFlurries
        case "lightsnow": .flurries
        case "snowshowers", "snow": .snow
        case "heavysnowshowers", "heavysnow": .heavySnow
        case "lightrainshowersandthunder", "lightssleetshowersandthunder", "lightsleetshowersandthunder",
             "lightssnowshowersandthunder", "lightsnowshowersandthunder":
            .isolatedThunderstorms
        case "rainshowersandthunder", "sleetshowersandthunder", "snowshowersandthunder":
            .scatteredThunderstorms
        case "heavyrainshowersandthunder", "heavysleetshowersandthunder", "heavysnowshowersandthunder",
             "heavyrainandthunder", "heavysleetandthunder", "heavysnowandthunder":
            .strongStorms
        case "lightrainandthunder", "rainandthunder", "lightsleetandthunder", "sleetandthunder",
             "lightsnowandthunder", "snowandthunder":
            .thunderstorms
        default: .unknown
        }
    }

    /// What falls under the symbol: snow, sleet (mixed) or rain; nil for dry symbols.
    var precipitationKind: PrecipitationKind? {
        if id.contains("sleet") { return .mixed }
        if id.contains("snow") { return .snow }
        if id.contains("rain") { return .rain }
        return nil
    }

    /// How much a symbol says about a day, for picking one symbol to stand for it: thunder over
    /// snow over sleet over rain over showers over fog over cloud over sun; heavier first.
    var weight: Int {
        var weight: Int
        switch id {
        case "clearsky": weight = 0
        case "fair": weight = 10
        case "partlycloudy": weight = 20
        case "cloudy": weight = 30
        case "fog": weight = 40
        default:
            if id.contains("thunder") { weight = 100 }
            else if id.contains("snow") { weight = 90 }
            else if id.contains("sleet") { weight = 80 }
            else if id.contains("rain") { weight = 60 }
            else { weight = -1 }
            if id.contains("showers") { weight -= 5 }
        }
        if id.hasPrefix("heavy") { weight += 3 }
        if id.hasPrefix("light") { weight -= 3 }
        return weight
    }
}
