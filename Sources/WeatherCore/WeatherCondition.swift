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

    /// A short English description, as WeatherKit's `description`.
    public var description: String {
        switch self {
        case .blizzard: "Blizzard"
        case .blowingDust: "Blowing dust"
        case .blowingSnow: "Blowing snow"
        case .breezy: "Breezy"
        case .clear: "Clear"
        case .cloudy: "Cloudy"
        case .drizzle: "Drizzle"
        case .flurries: "Flurries"
        case .foggy: "Foggy"
        case .freezingDrizzle: "Freezing drizzle"
        case .freezingRain: "Freezing rain"
        case .frigid: "Frigid"
        case .hail: "Hail"
        case .haze: "Haze"
        case .heavyRain: "Heavy rain"
        case .heavySnow: "Heavy snow"
        case .hot: "Hot"
        case .hurricane: "Hurricane"
        case .isolatedThunderstorms: "Isolated thunderstorms"
        case .mostlyClear: "Mostly clear"
        case .mostlyCloudy: "Mostly cloudy"
        case .partlyCloudy: "Partly cloudy"
        case .rain: "Rain"
        case .scatteredThunderstorms: "Scattered thunderstorms"
        case .sleet: "Sleet"
        case .smoky: "Smoky"
        case .snow: "Snow"
        case .strongStorms: "Strong storms"
        case .sunFlurries: "Sun flurries"
        case .sunShowers: "Showers"
        case .thunderstorms: "Thunderstorms"
        case .tropicalStorm: "Tropical storm"
        case .windy: "Windy"
        case .wintryMix: "Wintry mix"
        case .unknown: "Unknown"
        }
    }
}
