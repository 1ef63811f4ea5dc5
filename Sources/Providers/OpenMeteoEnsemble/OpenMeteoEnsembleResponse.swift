import Foundation
import WeatherCore

/// The parts of an Open-Meteo `/v1/ensemble` response (asked with `timeformat=unixtime`) that
/// weatherboard reads: `hourly.time` and one column per member of each variable. A model's
/// control run is the bare variable (`temperature_2m`), its perturbed members carry
/// `_member01`, `_member02`…; asked for more than one model, each name ends in `_<model>` as
/// well. A column whose name is none of these (another variable) is not read.
///
/// `hourly` and its `time` are required: an answer without them (`{"error":true,…}` with 200) is
/// a failed read, said as such, never a place without a band. A member column that is not an
/// array of numbers and nulls fails the read too: the band would be computed from a subset
/// nobody chose.
struct OpenMeteoEnsembleResponse: Sendable {
    var times: [Double]
    /// Every column by its name.
    var columns: [String: [Double?]]

    static func decode(_ body: Data) throws(ResponseDecodingError) -> OpenMeteoEnsembleResponse {
        try ResponseDecodingError.decode(Body.self, from: body).hourly.response
    }

    /// The columns of `variable` that are members of `models` (in name order, so the control
    /// run comes first).
    func members(of variable: String, models: [String]) -> [[Double?]] {
        columns.keys.filter { Self.isMember($0, of: variable, models: models) }.sorted().compactMap { columns[$0] }
    }

    /// Whether `name` is `variable`'s control run or a member, bare or for one of `models`.
    static func isMember(_ name: String, of variable: String, models: [String]) -> Bool {
        guard name.hasPrefix(variable) else { return false }
        var rest = Substring(name.dropFirst(variable.count))
        if rest.isEmpty { return true }
        if rest.hasPrefix("_member") {
            rest = rest.dropFirst("_member".count)
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty else { return false }
            rest = rest.dropFirst(digits.count)
            if rest.isEmpty { return true }
        }
        return models.contains { rest == "_\($0)" }
    }

    /// The band for a place in `zone`; nil when the answer gives none (see
    /// `EnsembleForecast.init(times:temperature:precipitation:zone:)`).
    func band(models: [String], zone: TimeZone) -> EnsembleForecast? {
        EnsembleForecast(
            times: times.map { Date(timeIntervalSince1970: $0) },
            temperature: members(of: OpenMeteoEnsembleSource.temperatureVariable, models: models),
            precipitation: members(of: OpenMeteoEnsembleSource.precipitationVariable, models: models),
            zone: zone)
    }

    private struct Body: Decodable {
        var hourly: Hourly
    }

    private struct Hourly: Decodable {
        var response: OpenMeteoEnsembleResponse

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: NamedCodingKey.self)
            let times = try container.decode([Double].self, forKey: NamedCodingKey(stringValue: "time"))
            var columns: [String: [Double?]] = [:]
            for key in container.allKeys where key.stringValue != "time" {
                columns[key.stringValue] = try container.decode([Double?].self, forKey: key)
            }
            response = OpenMeteoEnsembleResponse(times: times, columns: columns)
        }
    }
}
