import Foundation
import WeatherCore

/// The parts of an Open-Meteo `/v1/archive` response that weatherboard reads: the daily
/// columns, each of which may be missing or hold `null` where the archive has nothing.
struct OpenMeteoArchiveResponse: Decodable, Sendable {
    var daily: Daily

    struct Daily: Decodable, Sendable {
        var time: [String]
        var temperatureMax: [Double?]?
        var temperatureMin: [Double?]?
        var precipitationSum: [Double?]?

        enum CodingKeys: String, CodingKey {
            case time
            case temperatureMax = "temperature_2m_max"
            case temperatureMin = "temperature_2m_min"
            case precipitationSum = "precipitation_sum"
        }
    }

    static func decode(_ body: Data) throws(ResponseDecodingError) -> OpenMeteoArchiveResponse {
        try ResponseDecodingError.decode(OpenMeteoArchiveResponse.self, from: body)
    }

    /// The days of an answer, for the normals and the year view alike; an answer that is not
    /// the archive's is the service's failure, named.
    static func observations(in body: Data) throws(WeatherServiceError) -> [ClimateNormals.Observation] {
        try ResponseDecodingError.reading("Open-Meteo archive") { () throws(ResponseDecodingError) in try decode(body).observations }
    }

    /// One observation per day of `time` ("2016-02-29"); a date that cannot be read is left
    /// out, and a column shorter than `time` has nothing for the days past its end.
    var observations: [ClimateNormals.Observation] {
        func value(_ column: [Double?]?, _ index: Int) -> Double? {
            guard let column, index < column.count else { return nil }
            return column[index]
        }
        return daily.time.enumerated().compactMap { index, text in
            let parts = text.split(separator: "-").compactMap { Int($0) }
            guard parts.count == 3 else { return nil }
            return ClimateNormals.Observation(
                year: parts[0], month: parts[1], day: parts[2], high: value(daily.temperatureMax, index),
                low: value(daily.temperatureMin, index), precipitation: value(daily.precipitationSum, index))
        }
    }
}
