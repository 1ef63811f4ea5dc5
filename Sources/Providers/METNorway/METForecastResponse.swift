import Foundation

/// The parts of a Locationforecast 2.0 `complete` response that weatherboard reads. Variables
/// differ by region ("make sure your client can handle that"), so every one is optional.
struct METForecastResponse: Decodable, Sendable {
    var properties: Properties?

    struct Properties: Decodable, Sendable {
        var timeseries: [Entry]?
    }

    struct Entry: Decodable, Sendable {
        var time: String?
        var data: EntryData?
    }

    struct EntryData: Decodable, Sendable {
        var instant: Instant?
        var next1Hours: Period?
        var next6Hours: Period?
        var next12Hours: Period?

        enum CodingKeys: String, CodingKey {
            case instant
            case next1Hours = "next_1_hours"
            case next6Hours = "next_6_hours"
            case next12Hours = "next_12_hours"
        }
    }

    struct Instant: Decodable, Sendable {
        var details: InstantDetails?
    }

    struct InstantDetails: Decodable, Sendable {
        var airPressureAtSeaLevel: Double?
        var airTemperature: Double?
        var relativeHumidity: Double?
        var windFromDirection: Double?
        var windSpeed: Double?
        var windSpeedOfGust: Double?
        var ultravioletIndexClearSky: Double?

        enum CodingKeys: String, CodingKey {
            case airPressureAtSeaLevel = "air_pressure_at_sea_level"
            case airTemperature = "air_temperature"
            case relativeHumidity = "relative_humidity"
            case windFromDirection = "wind_from_direction"
            case windSpeed = "wind_speed"
            case windSpeedOfGust = "wind_speed_of_gust"
            case ultravioletIndexClearSky = "ultraviolet_index_clear_sky"
        }
    }

    struct Period: Decodable, Sendable {
        var summary: Summary?
        var details: PeriodDetails?
    }

    struct Summary: Decodable, Sendable {
        var symbolCode: String?

        enum CodingKeys: String, CodingKey {
            case symbolCode = "symbol_code"
        }
    }

    struct PeriodDetails: Decodable, Sendable {
        var airTemperatureMax: Double?
        var airTemperatureMin: Double?
        var probabilityOfPrecipitation: Double?
        /// mm over the period.
        var precipitationAmount: Double?

        enum CodingKeys: String, CodingKey {
            case precipitationAmount = "precipitation_amount"
            case airTemperatureMax = "air_temperature_max"
            case airTemperatureMin = "air_temperature_min"
            case probabilityOfPrecipitation = "probability_of_precipitation"
        }
    }

    static func decode(_ data: Data) throws(ResponseDecodingError) -> METForecastResponse {
        try ResponseDecodingError.decode(METForecastResponse.self, from: data)
    }
}
