import Foundation

/// NWS speaks US units by default; snapshots are metric.
enum NWSUnits {
    static func celsius(_ value: Double, unit: String?) -> Double {
        let unit = (unit ?? "F").lowercased()
        return unit == "f" || unit.hasSuffix("degf") ? (value - 32) * 5 / 9 : value
    }

    /// "5 mph", "5 to 10 mph", "10 km/h": a range counts as its middle. nil when no number.
    static func kilometresPerHour(_ text: String?) -> Double? {
        guard let text else { return nil }
        let numbers = text.split(whereSeparator: { !$0.isNumber && $0 != "." }).compactMap { Double($0) }
        guard !numbers.isEmpty else { return nil }
        let value = numbers.reduce(0, +) / Double(numbers.count)
        return text.lowercased().contains("km/h") ? value : value * 1.609344
    }

    /// "SSW" → 202.5 degrees.
    static func degrees(_ compass: String?) -> Double? {
        let points = ["N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW"]
        guard let compass, let index = points.firstIndex(of: compass.uppercased()) else { return nil }
        return Double(index) * 22.5
    }
}
