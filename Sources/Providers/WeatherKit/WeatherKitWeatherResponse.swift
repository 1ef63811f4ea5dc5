import Foundation

/// The parts of a WeatherKit `/api/v1/weather/…` response that weatherboard reads. Apple adds
/// fields over time and omits many (sunrise in polar day, `areaName` on some alerts,
/// `expireTime` in some metadata), so everything is optional and unknown keys are ignored.
struct WeatherKitWeatherResponse: Decodable, Sendable {
    var currentWeather: CurrentWeather?
    var forecastHourly: HourlyForecast?
    var forecastDaily: DailyForecast?
    var forecastNextHour: NextHourForecast?
    var weatherAlerts: AlertCollection?

    struct Metadata: Decodable, Sendable {
        var attributionURL: String?
        var expireTime: Date?
        var readTime: Date?
        var providerName: String?
    }

    struct CurrentWeather: Decodable, Sendable {
        var metadata: Metadata?
        var asOf: Date?
        var conditionCode: String?
        var daylight: Bool?
        var humidity: Double?
        var pressure: Double?
        var temperature: Double?
        var temperatureApparent: Double?
        var uvIndex: Double?
        var visibility: Double?
        var windDirection: Double?
        var windGust: Double?
        var windSpeed: Double?
    }

    struct HourlyForecast: Decodable, Sendable {
        var metadata: Metadata?
        var hours: [Hour]?
    }

    struct Hour: Decodable, Sendable {
        var forecastStart: Date?
        var conditionCode: String?
        var daylight: Bool?
        var precipitationChance: Double?
        var temperature: Double?
        var temperatureApparent: Double?
        /// mm.
        var precipitationAmount: Double?
        /// mm of snow as ice crystals (Apple's unit), not liquid equivalent.
        var snowfallAmount: Double?
        /// km/h, as in the current weather.
        var windSpeed: Double?
        /// Degrees the wind blows from.
        var windDirection: Double?
        /// km/h.
        var windGust: Double?
    }

    /// `forecastNextHour`: minute by minute for about an hour, with summary periods that say
    /// what falls. Only where Apple has minute data; elsewhere the data set is absent.
    struct NextHourForecast: Decodable, Sendable {
        var metadata: Metadata?
        var summary: [Period]?
        var minutes: [Minute]?
    }

    struct Minute: Decodable, Sendable {
        var startTime: Date?
        /// 0...1.
        var precipitationChance: Double?
        /// mm/h.
        var precipitationIntensity: Double?
    }

    struct Period: Decodable, Sendable {
        var startTime: Date?
        var endTime: Date?
        /// A PrecipitationType (`clear`, `precipitation`, `rain`, `snow`, `sleet`, `hail`, `mixed`);
        /// Apple's documentation names the field `condition`, some clients `precipitationType`.
        var condition: String?
        var precipitationType: String?
    }

    struct DailyForecast: Decodable, Sendable {
        var metadata: Metadata?
        var days: [Day]?
    }

    struct Day: Decodable, Sendable {
        var forecastStart: Date?
        var conditionCode: String?
        var maxUvIndex: Double?
        var precipitationChance: Double?
        var sunrise: Date?
        var sunset: Date?
        var temperatureMax: Double?
        var temperatureMin: Double?
        /// mm.
        var precipitationAmount: Double?
        /// mm of snow as ice crystals.
        var snowfallAmount: Double?
        /// km/h; only in newer responses.
        var windSpeedMax: Double?
    }

    struct AlertCollection: Decodable, Sendable {
        var metadata: Metadata?
        var detailsURL: String?
        var alerts: [Alert]?

        enum CodingKeys: String, CodingKey {
            case metadata, alerts
            case detailsURL = "detailsUrl"
        }
    }

    struct Alert: Decodable, Sendable {
        var id: String?
        var areaName: String?
        var description: String?
        var phenomenon: String?
        var detailsURL: String?
        var source: String?
        var severity: String?
        var urgency: String?
        var effectiveTime: Date?
        /// Apple spells it with a lower-case "s"; go-weatherkit's `eventOnSetTime` is wrong.
        var eventOnsetTime: Date?
        var expireTime: Date?

        enum CodingKeys: String, CodingKey {
            case id, areaName, description, phenomenon, source, severity, urgency
            case effectiveTime, eventOnsetTime, expireTime
            case detailsURL = "detailsUrl"
        }
    }

    /// The metadata of every data set present, for expiry and attribution.
    var allMetadata: [Metadata] {
        [currentWeather?.metadata, forecastHourly?.metadata, forecastDaily?.metadata, forecastNextHour?.metadata,
         weatherAlerts?.metadata]
            .compactMap { $0 }
    }

    static func decode(_ data: Data) throws(ResponseDecodingError) -> WeatherKitWeatherResponse {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = ISO8601Timestamp.parse(text) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "not an ISO 8601 time")
            }
            return date
        }
        return try ResponseDecodingError.decode(WeatherKitWeatherResponse.self, from: data, using: decoder)
    }
}

/// Times written into WeatherKit's query parameters; its answers are read by ISO8601Timestamp.
enum WeatherKitTimestamp {
    /// The form WeatherKit's query parameters take: UTC, whole seconds, "Z".
    static func string(from date: Date) -> String {
        Date.ISO8601FormatStyle().format(date)
    }
}
