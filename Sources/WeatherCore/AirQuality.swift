import Foundation

/// The air-quality index scales people know: the US EPA's AQI (0–500) and the European
/// Environment Agency's European AQI (0–100 and beyond).
public enum AirQualityScale: String, Codable, Sendable, CaseIterable {
    case european
    case us

    /// The scale the user's measurement locale expects: US AQI where it is in the United
    /// States, the European index elsewhere.
    public static func preferred(environment: [String: String]) -> AirQualityScale {
        UserLocale.measurementRegion(environment) == "US" ? .us : .european
    }
}

/// A category of an index, in the words its agency uses, from best to worst.
public enum AirQualityCategory: String, Codable, Sendable, CaseIterable {
    case good, fair, moderate, poor, veryPoor, extremelyPoor
    case unhealthyForSensitiveGroups, unhealthy, veryUnhealthy, hazardous

    /// "very poor", "unhealthy for sensitive groups", in English (`--json`); `words(in:)` in the user's language.
    public var words: String { words(in: .english) }

    /// The scale's categories from best to worst, each with the highest (rounded) index it
    /// covers: the EEA's 0–20 good, 20–40 fair, 40–60 moderate, 60–80 poor, 80–100 very poor,
    /// above extremely poor; the EPA's 0–50 good, 51–100 moderate, 101–150 unhealthy for
    /// sensitive groups, 151–200 unhealthy, 201–300 very unhealthy, above hazardous.
    static func bands(of scale: AirQualityScale) -> [(category: AirQualityCategory, upTo: Int)] {
        switch scale {
        case .european:
            [(.good, 20), (.fair, 40), (.moderate, 60), (.poor, 80), (.veryPoor, 100), (.extremelyPoor, .max)]
        case .us:
            [(.good, 50), (.moderate, 100), (.unhealthyForSensitiveGroups, 150), (.unhealthy, 200),
             (.veryUnhealthy, 300), (.hazardous, .max)]
        }
    }
}

/// The pollutants both indices are made of.
public enum AirPollutant: String, Codable, CodingKeyRepresentable, Sendable, CaseIterable {
    case pm25, pm10, ozone, nitrogenDioxide

}

/// The pollen types Open-Meteo forecasts (for Europe only, in season).
public enum PollenType: String, Codable, CodingKeyRepresentable, Sendable, CaseIterable {
    case alder, birch, grass, mugwort, olive, ragweed
}

/// The air at a place: both indices with each pollutant's own part of them, concentrations,
/// and pollen where and when there is any. Values the service does not have are missing,
/// never zero.
public struct AirQuality: Codable, Sendable, Hashable {
    /// When the values were valid.
    public var date: Date
    public var europeanIndex: Double?
    public var usIndex: Double?
    /// Each pollutant's own index on each scale; the highest one makes the index.
    public var europeanSubIndices: [AirPollutant: Double]
    public var usSubIndices: [AirPollutant: Double]
    /// µg/m³.
    public var concentrations: [AirPollutant: Double]
    /// The most grains per m³ expected over the next 24 hours, only for the types that have any.
    public var pollen: [PollenType: Double]

    public init(
        date: Date, europeanIndex: Double?, usIndex: Double?, europeanSubIndices: [AirPollutant: Double] = [:],
        usSubIndices: [AirPollutant: Double] = [:], concentrations: [AirPollutant: Double] = [:],
        pollen: [PollenType: Double] = [:]
    ) {
        self.date = date
        self.europeanIndex = europeanIndex
        self.usIndex = usIndex
        self.europeanSubIndices = europeanSubIndices
        self.usSubIndices = usSubIndices
        self.concentrations = concentrations
        self.pollen = pollen
    }

    /// Whether the service said anything at all: a place it has no data for gets nothing shown.
    public var isEmpty: Bool {
        europeanIndex == nil && usIndex == nil && concentrations.isEmpty && pollen.isEmpty
    }

    /// The index on `scale` as people read it; nil when the service has no value for that scale.
    public func reading(on scale: AirQualityScale) -> AirQualityReading? {
        let value = scale == .us ? usIndex : europeanIndex
        guard let value else { return nil }
        let index = Int(value.rounded())
        let parts = scale == .us ? usSubIndices : europeanSubIndices
        // Ties go to the pollutant listed first, so the same answer comes every time.
        let dominant = AirPollutant.allCases.compactMap { pollutant in parts[pollutant].map { (pollutant, $0) } }
            .max { $0.1 < $1.1 }?.0
        let bands = AirQualityCategory.bands(of: scale)
        let level = bands.firstIndex { index <= $0.upTo } ?? bands.count - 1
        return AirQualityReading(
            index: index, scale: scale, category: bands[level].category, level: level, dominantPollutant: dominant)
    }

    /// The reading on `scale`, or on the other scale when the service has only that one (the
    /// reading says which), so a missing index never hides the air that is known.
    public func reading(preferring scale: AirQualityScale) -> AirQualityReading? {
        if let chosen = reading(on: scale) { return chosen }
        return AirQualityScale.allCases.filter { $0 != scale }.compactMap { reading(on: $0) }.first
    }

    /// Index values no scale reaches (the EPA's ends at 500, the EEA's rarely passes a few hundred).
    public static let indexRange: ClosedRange<Double> = 0...1_000
    /// Concentrations, µg/m³ (the worst smog measured is a few thousand).
    public static let concentrationRange: ClosedRange<Double> = 0...10_000
    /// Pollen, grains per m³ (heavy birch seasons reach several thousand).
    public static let pollenRange: ClosedRange<Double> = 0...100_000

    /// The readings with impossible values treated as missing, and pollen types with none left
    /// out; nil when the date is impossible or nothing is left.
    public func rangeChecked() -> AirQuality? {
        guard let date = PhysicalLimits.checked(date) else { return nil }
        func kept<Key>(_ values: [Key: Double], _ range: ClosedRange<Double>) -> [Key: Double] {
            values.compactMapValues { PhysicalLimits.checked($0, range) }
        }
        let checked = AirQuality(
            date: date, europeanIndex: PhysicalLimits.checked(europeanIndex, Self.indexRange),
            usIndex: PhysicalLimits.checked(usIndex, Self.indexRange),
            europeanSubIndices: kept(europeanSubIndices, Self.indexRange), usSubIndices: kept(usSubIndices, Self.indexRange),
            concentrations: kept(concentrations, Self.concentrationRange),
            pollen: kept(pollen, Self.pollenRange).filter { $0.value > 0 })
        return checked.isEmpty ? nil : checked
    }
}

/// One index as shown: "AQI 42, fair (ozone)".
public struct AirQualityReading: Sendable, Hashable {
    public var index: Int
    public var scale: AirQualityScale
    public var category: AirQualityCategory
    /// The category's place on its scale, 0 (good) to 5 (the worst), so both scales share one
    /// set of colours.
    public var level: Int
    /// The pollutant whose own index is highest; nil when the service gave no parts.
    public var dominantPollutant: AirPollutant?
}
