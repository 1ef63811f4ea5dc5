import WeatherCore

/// How hard it rains where a radar dot falls, from its reflectivity: below 10 dBZ nothing is
/// drawn (RainViewer's own "Original" scale starts there), light rain to 30 dBZ (about
/// 2.7 mm/h by Marshall and Palmer's Z = 200 R^1.6), rain to 40 dBZ (about 11.5 mm/h), heavy
/// rain above. Three classes, each named by a phrase the catalogs already have.
public enum RadarIntensity: Int, Sendable, Hashable, CaseIterable, Comparable {
    case light, moderate, heavy

    /// Nil below 10 dBZ.
    public init?(dbz: Int) {
        switch dbz {
        case ..<10: return nil
        case ..<30: self = .light
        case ..<40: self = .moderate
        default: self = .heavy
        }
    }

    public static func < (left: RadarIntensity, right: RadarIntensity) -> Bool { left.rawValue < right.rawValue }

    /// The legend's words.
    public var phrase: Phrase {
        switch self {
        case .light: .precipitationLightRain
        case .moderate: .precipitationRain
        case .heavy: .precipitationHeavyRain
        }
    }
}
