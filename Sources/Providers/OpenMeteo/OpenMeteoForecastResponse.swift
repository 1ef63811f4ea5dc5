import Foundation
import WeatherCore

/// The parts of an Open-Meteo `/v1/forecast` response that weatherboard reads. Every field is
/// optional and columns may hold `null` (Open-Meteo writes non-finite values as null), so a
/// partial response decodes and the gaps show as "--".
struct OpenMeteoForecastResponse: Decodable, Sendable {
    var latitude: Double?
    var longitude: Double?
    var utcOffsetSeconds: Int?
    var timezone: String?
    var current: Current?
    var hourly: Hourly?
    var daily: Daily?
    var minutely15: Minutely15?

    enum CodingKeys: String, CodingKey {
        case latitude, longitude, timezone, current, hourly, daily
        case utcOffsetSeconds = "utc_offset_seconds"
        case minutely15 = "minutely_15"
    }

    struct Current: Decodable, Sendable {
        var time: OpenMeteoTimestamp?
        /// Seconds between updates of `current` (900 for 15-minutely data).
        var interval: Double?
        var temperature2m: Double?
        var relativeHumidity2m: Double?
        var apparentTemperature: Double?
        var isDay: Double?
        var weatherCode: Double?
        var windSpeed10m: Double?
        var windDirection10m: Double?
        var windGusts10m: Double?
        var pressureMsl: Double?
        var visibility: Double?
        var uvIndex: Double?

        // Explicit keys: Foundation's snake-case conversion turns "temperature_2m" into
        // "temperature2M", so it cannot be used for Open-Meteo's variable names.
        enum CodingKeys: String, CodingKey {
            case time, interval, visibility
            case temperature2m = "temperature_2m"
            case relativeHumidity2m = "relative_humidity_2m"
            case apparentTemperature = "apparent_temperature"
            case isDay = "is_day"
            case weatherCode = "weather_code"
            case windSpeed10m = "wind_speed_10m"
            case windDirection10m = "wind_direction_10m"
            case windGusts10m = "wind_gusts_10m"
            case pressureMsl = "pressure_msl"
            case uvIndex = "uv_index"
        }
    }

    struct Hourly: Decodable, Sendable {
        var time: [OpenMeteoTimestamp?]?
        var temperature2m: [Double?]?
        var weatherCode: [Double?]?
        var precipitationProbability: [Double?]?
        var isDay: [Double?]?
        var apparentTemperature: [Double?]?
        /// Rain, showers and melted snow in the preceding hour, mm.
        var precipitation: [Double?]?
        /// Fresh snow in the preceding hour, cm.
        var snowfall: [Double?]?
        var windSpeed10m: [Double?]?
        var windDirection10m: [Double?]?
        var windGusts10m: [Double?]?

        enum CodingKeys: String, CodingKey {
            case time, precipitation, snowfall
            case temperature2m = "temperature_2m"
            case weatherCode = "weather_code"
            case precipitationProbability = "precipitation_probability"
            case isDay = "is_day"
            case apparentTemperature = "apparent_temperature"
            case windSpeed10m = "wind_speed_10m"
            case windDirection10m = "wind_direction_10m"
            case windGusts10m = "wind_gusts_10m"
        }
    }

    /// `minutely_15`: each value is the sum over the quarter hour before its time.
    struct Minutely15: Decodable, Sendable {
        var time: [OpenMeteoTimestamp?]?
        /// Rain, showers and melted snow, mm in the quarter hour.
        var precipitation: [Double?]?
        var rain: [Double?]?
        /// Fresh snow, cm in the quarter hour.
        var snowfall: [Double?]?
        var weatherCode: [Double?]?

        enum CodingKeys: String, CodingKey {
            case time, precipitation, rain, snowfall
            case weatherCode = "weather_code"
        }
    }

    struct Daily: Decodable, Sendable {
        var time: [OpenMeteoTimestamp?]?
        var weatherCode: [Double?]?
        var temperature2mMax: [Double?]?
        var temperature2mMin: [Double?]?
        var precipitationProbabilityMax: [Double?]?
        var sunrise: [OpenMeteoTimestamp?]?
        var sunset: [OpenMeteoTimestamp?]?
        var uvIndexMax: [Double?]?
        var precipitationSum: [Double?]?
        /// cm of fresh snow.
        var snowfallSum: [Double?]?
        var windSpeed10mMax: [Double?]?
        var windGusts10mMax: [Double?]?
        var precipitationHours: [Double?]?

        enum CodingKeys: String, CodingKey {
            case time, sunrise, sunset
            case precipitationSum = "precipitation_sum"
            case snowfallSum = "snowfall_sum"
            case windSpeed10mMax = "wind_speed_10m_max"
            case windGusts10mMax = "wind_gusts_10m_max"
            case precipitationHours = "precipitation_hours"
            case weatherCode = "weather_code"
            case temperature2mMax = "temperature_2m_max"
            case temperature2mMin = "temperature_2m_min"
            case precipitationProbabilityMax = "precipitation_probability_max"
            case uvIndexMax = "uv_index_max"
        }
    }

    static func decode(_ data: Data) throws(ResponseDecodingError) -> OpenMeteoForecastResponse {
        try ResponseDecodingError.decode(OpenMeteoForecastResponse.self, from: data)
    }
}

/// A time as Open-Meteo sends it: local wall-clock text ("2026-08-21T13:15", "2026-08-21")
/// by default, or seconds since 1970 with `timeformat=unixtime`.
enum OpenMeteoTimestamp: Decodable, Sendable, Hashable {
    case unix(Double)
    case local(String)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let seconds = try? container.decode(Double.self) {
            self = .unix(seconds)
        } else {
            self = .local(try container.decode(String.self))
        }
    }

    /// The instant this names in `calendar`'s zone (the response's own zone).
    func date(in calendar: Calendar) -> Date? {
        switch self {
        case .unix(let seconds):
            guard seconds.isFinite else { return nil }
            return PhysicalLimits.checked(Date(timeIntervalSince1970: seconds))
        case .local(let text):
            return WallClockTime.date(from: text, in: calendar)
        }
    }
}
