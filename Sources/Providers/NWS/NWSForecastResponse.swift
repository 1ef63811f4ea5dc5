import Foundation

/// `/points/{lat},{lon}`: which forecast office and grid cell serve a point.
struct NWSPointResponse: Codable, Sendable, Hashable {
    var properties: Properties?

    struct Properties: Codable, Sendable, Hashable {
        var gridId: String?
        var gridX: Int?
        var gridY: Int?
        var forecast: String?
        var forecastHourly: String?
        var timeZone: String?
    }
}

/// `/gridpoints/{office}/{x},{y}/forecast` and `…/forecast/hourly`: 12-hour day/night periods
/// or hourly periods. Every field is optional; temperature may be a bare number (the long-time
/// default) or a QuantitativeValue (behind the `forecast_temperature_qv` feature flag).
struct NWSForecastResponse: Decodable, Sendable {
    var properties: Properties?

    struct Properties: Decodable, Sendable {
        var periods: [Period]?
    }

    struct Period: Decodable, Sendable {
        var startTime: String?
        var endTime: String?
        var isDaytime: Bool?
        var temperature: Temperature?
        var temperatureUnit: String?
        var probabilityOfPrecipitation: QuantitativeValue?
        var relativeHumidity: QuantitativeValue?
        var windSpeed: String?
        var windDirection: String?
        var icon: String?
        var shortForecast: String?
    }

    struct QuantitativeValue: Decodable, Sendable {
        var value: Double?
        var unitCode: String?
    }

    /// A number, or `{"value": …, "unitCode": "wmoUnit:degC"}`.
    struct Temperature: Decodable, Sendable {
        var value: Double?
        var unitCode: String?

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Double.self) {
                value = number
                unitCode = nil
            } else {
                let quantity = try container.decode(QuantitativeValue.self)
                value = quantity.value
                unitCode = quantity.unitCode
            }
        }
    }

    static func decode(_ data: Data) throws(ResponseDecodingError) -> NWSForecastResponse {
        try ResponseDecodingError.decode(NWSForecastResponse.self, from: data)
    }
}
