import Foundation

/// Forecast bodies a broken or hostile server might send, made from a real fixture so that
/// everything but the hostile part is realistic.
public enum HostileForecast {
    /// Keys of Open-Meteo's sections that are not measurements.
    private static let nonMeasurements: Set<String> = ["time", "interval", "sunrise", "sunset", "is_day", "weather_code"]

    /// `fixture` (an Open-Meteo forecast) with the measurements of `sections` replaced by
    /// `value`; with `onlyKeys`, just those measurements.
    public static func openMeteo(
        _ fixture: Data, replacingMeasurementsIn sections: [String] = ["current", "hourly", "daily"],
        onlyKeys: Set<String>? = nil, with value: Double
    ) throws -> Data {
        guard var document = try JSONSerialization.jsonObject(with: fixture) as? [String: Any] else {
            throw CocoaError(.coderReadCorrupt)
        }
        for name in sections {
            guard var section = document[name] as? [String: Any] else { continue }
            for (key, column) in section where !nonMeasurements.contains(key) && (onlyKeys?.contains(key) ?? true) {
                if column is [Any] {
                    section[key] = (column as? [Any] ?? []).map { $0 is NSNull ? $0 : value as Any }
                } else if !(column is NSNull) {
                    section[key] = value
                }
            }
            document[name] = section
        }
        return try JSONSerialization.data(withJSONObject: document)
    }

    /// `fixture` with the current conditions' time replaced by raw JSON text, such as a
    /// 30-digit number or a date with a 30-digit year.
    public static func openMeteo(_ fixture: Data, currentTime rawJSON: String) throws -> Data {
        let text = String(decoding: fixture, as: UTF8.self)
        guard let range = text.range(of: #""time": "2026-08-21T13:15""#) else { throw CocoaError(.coderReadCorrupt) }
        return Data(text.replacingCharacters(in: range, with: "\"time\": \(rawJSON)").utf8)
    }
}
