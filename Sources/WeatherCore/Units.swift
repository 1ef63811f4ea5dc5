import Foundation

/// Metric (°C, km/h, hPa, mm, km) or imperial (°F, mph, inHg, in, mi): the units every
/// quantity has unless `MeasurementUnits` overrides it.
public enum UnitSystem: String, Codable, Sendable, CaseIterable {
    case metric, imperial

    public var toggled: UnitSystem { self == .metric ? .imperial : .metric }

    public var temperature: TemperatureUnit { self == .metric ? .celsius : .fahrenheit }
    public var windSpeed: WindSpeedUnit { self == .metric ? .kilometresPerHour : .milesPerHour }
    public var pressure: PressureUnit { self == .metric ? .hectopascals : .inchesOfMercury }
    public var precipitation: PrecipitationUnit { self == .metric ? .millimetres : .inches }
    public var distance: DistanceUnit { self == .metric ? .kilometres : .miles }
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
