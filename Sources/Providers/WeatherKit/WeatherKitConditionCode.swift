import Foundation
import WeatherCore

/// WeatherKit's `conditionCode` tokens ("MostlyClear", "HeavyRain") are the PascalCase form of
/// `WeatherCondition`'s cases, which were taken from the same list.
enum WeatherKitConditionCode {
    private static let conditionsByLowercasedCode: [String: WeatherCondition] = Dictionary(
        WeatherCondition.allCases.filter { $0 != .unknown }.map { ($0.rawValue.lowercased(), $0) },
        uniquingKeysWith: { first, _ in first })

    /// Case-insensitive; a code Apple adds later, or none at all, is `.unknown`.
    static func condition(for code: String?) -> WeatherCondition {
        guard let code else { return .unknown }
        return conditionsByLowercasedCode[code.trimmingCharacters(in: .whitespaces).lowercased()] ?? .unknown
    }
}
