import Foundation

/// The parts of a Nowcast 2.0 `complete` response that weatherboard reads: a GeoJSON feature
/// like Locationforecast's, with a precipitation rate every five minutes for about two hours
/// where MET's radars cover the place.
struct METNowcastResponse: Decodable, Sendable {
    var properties: Properties?

    struct Properties: Decodable, Sendable {
        var meta: Meta?
        var timeseries: [Entry]?
    }

    struct Meta: Decodable, Sendable {
        /// "ok", "temporarily unavailable" or "no coverage": without radar there is no nowcast.
        var radarCoverage: String?

        enum CodingKeys: String, CodingKey {
            case radarCoverage = "radar_coverage"
        }
    }

    struct Entry: Decodable, Sendable {
        var time: String?
        var data: EntryData?
    }

    struct EntryData: Decodable, Sendable {
        var instant: Instant?
        var next1Hours: METForecastResponse.Period?

        enum CodingKeys: String, CodingKey {
            case instant
            case next1Hours = "next_1_hours"
        }
    }

    struct Instant: Decodable, Sendable {
        var details: Details?
    }

    struct Details: Decodable, Sendable {
        /// mm/h.
        var precipitationRate: Double?

        enum CodingKeys: String, CodingKey {
            case precipitationRate = "precipitation_rate"
        }
    }

    static func decode(_ data: Data) throws(ResponseDecodingError) -> METNowcastResponse {
        try ResponseDecodingError.decode(METNowcastResponse.self, from: data)
    }
}
