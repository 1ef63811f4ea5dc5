import Foundation

/// Units chosen for single quantities, over those of the system; nil keeps the system's.
public struct UnitOverrides: Sendable, Hashable {
    public var temperature: TemperatureUnit?
    public var windSpeed: WindSpeedUnit?
    public var pressure: PressureUnit?
    public var precipitation: PrecipitationUnit?
    public var distance: DistanceUnit?

    public init(
        temperature: TemperatureUnit? = nil, windSpeed: WindSpeedUnit? = nil, pressure: PressureUnit? = nil,
        precipitation: PrecipitationUnit? = nil, distance: DistanceUnit? = nil
    ) {
        self.temperature = temperature
        self.windSpeed = windSpeed
        self.pressure = pressure
        self.precipitation = precipitation
        self.distance = distance
    }

    /// These overrides, and `other`'s for the quantities these leave open.
    public func filled(from other: UnitOverrides) -> UnitOverrides {
        UnitOverrides(
            temperature: temperature ?? other.temperature, windSpeed: windSpeed ?? other.windSpeed,
            pressure: pressure ?? other.pressure, precipitation: precipitation ?? other.precipitation,
            distance: distance ?? other.distance)
    }
}

/// The unit of every quantity weatherboard shows: a system (metric, imperial) and the
/// quantities given their own unit (`--units imperial,wind=kn`). Measurements arrive metric
/// (°C, km/h, hPa, mm, cm of snow, m); these turn them into the user's units.
public struct MeasurementUnits: Sendable, Hashable {
    public var system: UnitSystem
    /// Kept apart from the system so that `u` switches the system and keeps them.
    public var overrides: UnitOverrides

    public init(system: UnitSystem, overrides: UnitOverrides = UnitOverrides()) {
        self.system = system
        self.overrides = overrides
    }

    public static let metric = MeasurementUnits(system: .metric)
    public static let imperial = MeasurementUnits(system: .imperial)

    /// The other system, with the same overrides (the dashboard's `u`).
    public var toggled: MeasurementUnits { MeasurementUnits(system: system.toggled, overrides: overrides) }

    /// "imperial", or "imperial, wind in kn, pressure in hPa" with the quantities given their
    /// own unit, in `words`' language (the symbols stay as they are).
    public func summary(in words: Catalog) -> String {
        let own: [(Phrase, String?)] = [
            (.temperatureUnit, overrides.temperature?.symbol), (.windUnit, overrides.windSpeed?.symbol),
            (.pressureUnit, overrides.pressure?.symbol), (.precipitationUnit, overrides.precipitation?.symbol),
            (.distanceUnit, overrides.distance?.symbol),
        ]
        let systemName = switch system {
        case .metric: words(.metricUnits)
        case .imperial: words(.imperialUnits)
        }
        return ([systemName] + own.compactMap { quantity, symbol in symbol.map { words(quantity, ["unit": $0]) } })
            .joined(separator: ", ")
    }

    public var temperature: TemperatureUnit { overrides.temperature ?? system.temperature }
    public var windSpeed: WindSpeedUnit { overrides.windSpeed ?? system.windSpeed }
    public var pressure: PressureUnit { overrides.pressure ?? system.pressure }
    public var precipitation: PrecipitationUnit { overrides.precipitation ?? system.precipitation }
    public var distance: DistanceUnit { overrides.distance ?? system.distance }

    public var temperatureSymbol: String { temperature.symbol }
    public var windSpeedSymbol: String { windSpeed.symbol }
    public var pressureSymbol: String { pressure.symbol }
    public var precipitationSymbol: String { precipitation.symbol }
    public var snowfallSymbol: String { precipitation.snowfallSymbol }
    public var distanceSymbol: String { distance.symbol }

    public func temperature(fromCelsius celsius: Double) -> Double { temperature.value(fromCelsius: celsius) }
    public func windSpeed(fromKilometresPerHour kmh: Double) -> Double { windSpeed.value(fromKilometresPerHour: kmh) }
    public func pressure(fromHectopascals hPa: Double) -> Double { pressure.value(fromHectopascals: hPa) }
    public func precipitation(fromMillimetres millimetres: Double) -> Double { precipitation.value(fromMillimetres: millimetres) }
    public func snowfall(fromCentimetres centimetres: Double) -> Double { precipitation.snowfall(fromCentimetres: centimetres) }
    public func distance(fromMetres metres: Double) -> Double { distance.value(fromMetres: metres) }
}
