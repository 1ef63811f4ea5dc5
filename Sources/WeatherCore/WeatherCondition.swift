/// Sky and precipitation conditions, using WeatherKit's condition set so every provider maps
/// into one vocabulary. `unknown` stands for any code a provider sends that is not understood.
public enum WeatherCondition: String, Codable, Sendable, CaseIterable {
    case blizzard, blowingDust, blowingSnow, breezy, clear, cloudy, drizzle, flurries, foggy
    case freezingDrizzle, freezingRain, frigid, hail, haze, heavyRain, heavySnow, hot, hurricane
    case isolatedThunderstorms, mostlyClear, mostlyCloudy, partlyCloudy, rain
    case scatteredThunderstorms, sleet, smoky, snow, strongStorms, sunFlurries, sunShowers
    case thunderstorms, tropicalStorm, windy, wintryMix
    case unknown

    /// Decodes unknown raw values as `.unknown` instead of failing, so a cache written by a
    /// newer version never breaks an older one.
    public init(from decoder: any Decoder) throws {
        let raw = try decoder.singleValueContainer().decode(String.self)
        self = WeatherCondition(rawValue: raw) ?? .unknown
    }

    /// A short English description, as WeatherKit's `description`; `description(in:)` words
    /// it in the user's language.
    public var description: String { description(in: .english) }
}
