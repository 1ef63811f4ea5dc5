import Foundation

// Measurements are stored in metric units (°C, km/h, hPa, metres, millimetres; snow depth in cm) whatever the
// provider sent; conversion to the user's units happens only when values are shown or printed.
// Values a provider may omit are optional, so "no data" is never confused with zero.

public struct CurrentWeather: Codable, Sendable, Hashable {
    public var date: Date
    public var temperature: Double?
    public var apparentTemperature: Double?
    public var condition: WeatherCondition
    /// Relative humidity, 0...1.
    public var humidity: Double?
    public var windSpeed: Double?
    /// Direction the wind blows from, degrees clockwise from north.
    public var windDirection: Double?
    public var windGust: Double?
    public var uvIndex: Int?
    public var pressure: Double?
    public var visibility: Double?
    public var isDaylight: Bool

    public init(
        date: Date, temperature: Double?, apparentTemperature: Double?, condition: WeatherCondition,
        humidity: Double?, windSpeed: Double?, windDirection: Double?, windGust: Double?,
        uvIndex: Int?, pressure: Double?, visibility: Double?, isDaylight: Bool
    ) {
        self.date = date
        self.temperature = temperature
        self.apparentTemperature = apparentTemperature
        self.condition = condition
        self.humidity = humidity
        self.windSpeed = windSpeed
        self.windDirection = windDirection
        self.windGust = windGust
        self.uvIndex = uvIndex
        self.pressure = pressure
        self.visibility = visibility
        self.isDaylight = isDaylight
    }
}

public struct HourWeather: Codable, Sendable, Hashable {
    public var date: Date
    public var temperature: Double?
    /// Feels-like temperature, °C.
    public var apparentTemperature: Double?
    public var condition: WeatherCondition
    /// Chance of precipitation, 0...1.
    public var precipitationChance: Double?
    /// Liquid-equivalent precipitation (rain, showers and melted snow) in the hour, mm.
    public var precipitationAmount: Double?
    /// Snowfall in the hour as fresh snow depth, cm.
    public var snowfallAmount: Double?
    /// Sustained wind, km/h, as in `CurrentWeather`.
    public var windSpeed: Double?
    /// Direction the wind blows from, degrees clockwise from north.
    public var windDirection: Double?
    /// Strongest gust in the hour, km/h.
    public var windGust: Double?
    public var isDaylight: Bool

    public init(
        date: Date, temperature: Double?, apparentTemperature: Double? = nil, condition: WeatherCondition,
        precipitationChance: Double?, precipitationAmount: Double? = nil, snowfallAmount: Double? = nil,
        windSpeed: Double? = nil, windDirection: Double? = nil, windGust: Double? = nil, isDaylight: Bool
    ) {
        self.date = date
        self.temperature = temperature
        self.apparentTemperature = apparentTemperature
        self.condition = condition
        self.precipitationChance = precipitationChance
        self.precipitationAmount = precipitationAmount
        self.snowfallAmount = snowfallAmount
        self.windSpeed = windSpeed
        self.windDirection = windDirection
        self.windGust = windGust
        self.isDaylight = isDaylight
    }
}

public struct DayWeather: Codable, Sendable, Hashable {
    /// Midnight at the start of the day, in the place's time zone.
    public var date: Date
    public var lowTemperature: Double?
    public var highTemperature: Double?
    public var condition: WeatherCondition
    public var precipitationChance: Double?
    /// Absent during polar day and polar night.
    public var sunrise: Date?
    public var sunset: Date?
    public var uvIndexMax: Double?
    /// Liquid-equivalent precipitation over the day, mm.
    public var precipitationAmount: Double?
    /// Snowfall over the day as fresh snow depth, cm.
    public var snowfallAmount: Double?
    /// Strongest sustained wind of the day, km/h.
    public var windSpeedMax: Double?
    /// Hours of the day with precipitation.
    public var precipitationHours: Double?
    /// The normal high and low of this calendar day (°C) and its normal precipitation (mm),
    /// from `ClimateNormals`; nil where no normals are known for the place.
    public var normalHigh: Double?
    public var normalLow: Double?
    public var normalPrecipitation: Double?
    /// Strongest gust of the day, km/h.
    public var windGustMax: Double?

    public init(
        date: Date, lowTemperature: Double?, highTemperature: Double?, condition: WeatherCondition,
        precipitationChance: Double?, sunrise: Date?, sunset: Date?, uvIndexMax: Double?,
        precipitationAmount: Double? = nil, snowfallAmount: Double? = nil, windSpeedMax: Double? = nil,
        precipitationHours: Double? = nil, windGustMax: Double? = nil, normalHigh: Double? = nil,
        normalLow: Double? = nil, normalPrecipitation: Double? = nil
    ) {
        self.windGustMax = windGustMax
        self.normalHigh = normalHigh
        self.normalLow = normalLow
        self.normalPrecipitation = normalPrecipitation
        self.precipitationAmount = precipitationAmount
        self.snowfallAmount = snowfallAmount
        self.windSpeedMax = windSpeedMax
        self.precipitationHours = precipitationHours
        self.date = date
        self.lowTemperature = lowTemperature
        self.highTemperature = highTemperature
        self.condition = condition
        self.precipitationChance = precipitationChance
        self.sunrise = sunrise
        self.sunset = sunset
        self.uvIndexMax = uvIndexMax
    }
}
