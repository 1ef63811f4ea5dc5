import Foundation
import WeatherCore

/// The card's words for the context of today's weather: how the high compares with normal, and
/// how the air is. Each is nil when there is nothing to say, so a missing part takes no room.
struct ContextWording {
    let units: MeasurementUnits
    let glyphs: Glyphs
    let words: Catalog

    /// "3° below normal", "2° above normal" or "normal": the difference of the two values as
    /// they are shown (a high shown as 12° against a normal shown as 15° is 3° below, whatever
    /// the decimals say).
    func comparedWithNormal(_ celsius: Double?, normal: Double?) -> String? {
        guard let celsius, let normal else { return nil }
        let difference = displayRounded(units.temperature(fromCelsius: celsius)) - displayRounded(units.temperature(fromCelsius: normal))
        if difference == 0 { return words(.contextNormal) }
        let shown: KeyValuePairs = ["difference": "\(abs(difference))\(glyphs.degree)"]
        return difference < 0 ? words(.contextBelowNormal, shown) : words(.contextAboveNormal, shown)
    }

    /// "moderate (AQI 42, ozone)" on `scale`, or on the other one when the service has only that;
    /// with the reading, for its colour.
    static func airQuality(_ air: AirQuality?, scale: AirQualityScale, words: Catalog) -> (text: String, reading: AirQualityReading)? {
        guard let reading = air?.reading(preferring: scale) else { return nil }
        // The indices' own names, as their agencies publish them in every language.
        let name = reading.scale == .us ? "US AQI" : "EAQI"
        let category = reading.category.words(in: words), index = String(reading.index)
        let text = reading.dominantPollutant.map {
            words(.contextAirQualityWithPollutant, ["category": category, "scale": name, "index": index, "pollutant": $0.name(in: words)])
        } ?? words(.contextAirQuality, ["category": category, "scale": name, "index": index])
        return (text, reading)
    }

    /// "birch, grass": the pollen types in the air, the most first; nil without any.
    static func pollen(_ air: AirQuality?, words: Catalog) -> String? {
        guard let pollen = air?.pollen, !pollen.isEmpty else { return nil }
        return pollen.sorted { $0.value == $1.value ? $0.key.rawValue < $1.key.rawValue : $0.value > $1.value }
            .map { $0.key.name(in: words) }.joined(separator: ", ")
    }
}
