import WeatherCore

/// Maps WMO weather interpretation codes (as Open-Meteo sends them) onto WeatherKit's
/// condition set. Codes outside the WMO table map to `.unknown`, never a crash.
enum WMOWeatherCode {
    /// A code as it arrives in JSON, where every number is a Double.
    static func condition(forJSONValue value: Double?) -> WeatherCondition {
        condition(for: value.flatMap { JSONNumber.wholeNumber($0, rounding: .towardZero) })
    }

    static func condition(for code: Int?) -> WeatherCondition {
        guard let code else { return .unknown }
        switch code {
        case 0: return .clear
        case 1: return .mostlyClear
        case 2: return .partlyCloudy
        case 3: return .cloudy
        case 45, 48: return .foggy
        case 51, 53, 55: return .drizzle
        case 56, 57: return .freezingDrizzle
        case 61, 63: return .rain
        case 65: return .heavyRain
        case 66, 67: return .freezingRain
        case 71, 77: return .flurries
        case 73: return .snow
        case 75: return .heavySnow
        case 80: return .sunShowers
        case 81: return .rain
        case 82: return .heavyRain
        case 85: return .sunFlurries
        case 86: return .heavySnow
        case 95: return .thunderstorms
        case 96, 99: return .strongStorms
        default: return .unknown
        }
    }

    /// What falls under a code: freezing drizzle and rain count as mixed (sleet is what a
    /// person leaving the house must expect); nil for codes without precipitation.
    static func precipitationKind(for code: Int?) -> PrecipitationKind? {
        guard let code else { return nil }
        switch code {
        case 56, 57, 66, 67: return .mixed
        case 71, 73, 75, 77, 85, 86: return .snow
        case 51, 53, 55, 61, 63, 65, 80, 81, 82, 95, 96, 99: return .rain
        default: return nil
        }
    }
}
