import Foundation

/// Metric (°C, km/h, hPa, km) or imperial (°F, mph, inHg, mi).
public enum UnitSystem: String, Codable, Sendable, CaseIterable {
    case metric, imperial

    public var toggled: UnitSystem { self == .metric ? .imperial : .metric }

    public var temperatureSymbol: String { self == .metric ? "°C" : "°F" }
    public var windSpeedSymbol: String { self == .metric ? "km/h" : "mph" }
    public var pressureSymbol: String { self == .metric ? "hPa" : "inHg" }
    public var distanceSymbol: String { self == .metric ? "km" : "mi" }
    public var precipitationSymbol: String { self == .metric ? "mm" : "in" }
    public var snowfallSymbol: String { self == .metric ? "cm" : "in" }

    public func temperature(fromCelsius celsius: Double) -> Double {
        self == .metric ? celsius : celsius * 9 / 5 + 32
    }

    public func windSpeed(fromKilometresPerHour kmh: Double) -> Double {
        self == .metric ? kmh : kmh / 1.609344
    }

    public func pressure(fromHectopascals hPa: Double) -> Double {
        self == .metric ? hPa : hPa * 0.0295299830714
    }

    public func distance(fromMetres metres: Double) -> Double {
        self == .metric ? metres / 1000 : metres / 1609.344
    }

    public func precipitation(fromMillimetres millimetres: Double) -> Double {
        self == .metric ? millimetres : millimetres / 25.4
    }

    public func snowfall(fromCentimetres centimetres: Double) -> Double {
        self == .metric ? centimetres : centimetres / 2.54
    }
}

/// Rounds for display: half away from zero, and never "-0". Values reach here range-checked
/// (`PhysicalLimits`), but a conversion must never be able to trap, so anything beyond
/// ±1,000,000 (or NaN) is pinned to that bound rather than converted.
public func displayRounded(_ value: Double) -> Int {
    let bound = 1_000_000.0
    guard !value.isNaN else { return 0 }
    let rounded = Int(min(max(value, -bound), bound).rounded())
    return rounded == 0 ? 0 : rounded
}
