import Foundation
import WeatherCore

/// The parts of an Open-Meteo `/v1/air-quality` response (asked with `timeformat=unixtime`) that
/// weatherboard reads. Variables are read by name, and any of them may be missing or `null`:
/// pollen exists only in Europe and in season, and a place outside the models has nothing.
/// `current`, which every request asks for, is required: a place outside the models gets it
/// with nulls, and a body without it (`{"error":true,"reason":"…"}` answered with 200) is a
/// failed read, said as such, never a place without air quality.
struct OpenMeteoAirQualityResponse: Decodable, Sendable {
    var current: Current
    var hourly: Hourly?

    struct Current: Decodable, Sendable {
        var time: Double?
        /// Every numeric variable by its Open-Meteo name; nulls are left out.
        var values: [String: Double]

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: NamedCodingKey.self)
            var values: [String: Double] = [:]
            for key in container.allKeys {
                if let value = try? container.decodeIfPresent(Double.self, forKey: key) { values[key.stringValue] = value }
            }
            time = values.removeValue(forKey: "time")
            self.values = values
        }
    }

    struct Hourly: Decodable, Sendable {
        var time: [Double?]
        /// Every column by its variable name.
        var columns: [String: [Double?]]

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: NamedCodingKey.self)
            var columns: [String: [Double?]] = [:]
            for key in container.allKeys where key.stringValue != "time" {
                if let column = try? container.decode([Double?].self, forKey: key) { columns[key.stringValue] = column }
            }
            time = (try? container.decode([Double?].self, forKey: NamedCodingKey(stringValue: "time"))) ?? []
            self.columns = columns
        }
    }

    static func decode(_ body: Data) throws(ResponseDecodingError) -> OpenMeteoAirQualityResponse {
        try ResponseDecodingError.decode(OpenMeteoAirQualityResponse.self, from: body)
    }

    /// The variable names of each pollutant's concentration and its part of each index.
    static let pollutantVariables: [AirPollutant: (concentration: String, european: String, us: String)] = [
        .pm25: ("pm2_5", "european_aqi_pm2_5", "us_aqi_pm2_5"),
        .pm10: ("pm10", "european_aqi_pm10", "us_aqi_pm10"),
        .ozone: ("ozone", "european_aqi_ozone", "us_aqi_ozone"),
        .nitrogenDioxide: ("nitrogen_dioxide", "european_aqi_nitrogen_dioxide", "us_aqi_nitrogen_dioxide"),
    ]

    static func pollenVariable(_ type: PollenType) -> String { "\(type.rawValue)_pollen" }

    /// How far ahead pollen is looked at: the rest of today and tonight, as a pollen forecast
    /// is read, since the current hour at night says little about the day.
    static let pollenHorizon: TimeInterval = 24 * 60 * 60

    /// The air at `now`; nil when the service has no value at all for the place.
    func airQuality(now: Date) -> AirQuality? {
        let values = current.values
        var concentrations: [AirPollutant: Double] = [:]
        var european: [AirPollutant: Double] = [:]
        var us: [AirPollutant: Double] = [:]
        for (pollutant, names) in Self.pollutantVariables {
            concentrations[pollutant] = values[names.concentration]
            european[pollutant] = values[names.european]
            us[pollutant] = values[names.us]
        }
        var pollen: [PollenType: Double] = [:]
        if let hourly {
            let window = (now - 60 * 60)...(now + Self.pollenHorizon)
            let hours = hourly.time.indices.filter { index in
                hourly.time[index].map { window.contains(Date(timeIntervalSince1970: $0)) } ?? false
            }
            for type in PollenType.allCases {
                guard let column = hourly.columns[Self.pollenVariable(type)] else { continue }
                let most = hours.compactMap { $0 < column.count ? column[$0] : nil }.max()
                if let most, most > 0 { pollen[type] = most }
            }
        }
        let air = AirQuality(
            date: current.time.map { Date(timeIntervalSince1970: $0) } ?? now,
            europeanIndex: values["european_aqi"], usIndex: values["us_aqi"], europeanSubIndices: european,
            usSubIndices: us, concentrations: concentrations, pollen: pollen)
        return air.rangeChecked()
    }
}
