import Foundation
import WeatherCore

/// Turns metric measurements into the short strings the panels show, in the user's units.
/// A missing value is always "--", never zero.
struct ValueFormatter {
    let units: MeasurementUnits
    let glyphs: Glyphs
    /// "." or "," as the language writes "3.4" (`number.decimalSeparator` in the catalogs).
    var decimalSeparator = "."

    init(units: MeasurementUnits, glyphs: Glyphs, words: Catalog? = nil) {
        self.units = units
        self.glyphs = glyphs
        if let words { decimalSeparator = words(.decimalSeparator) }
    }

    static let missing = "--"

    /// "21°" (or "21" in ASCII mode, where there is no degree sign).
    func temperature(_ celsius: Double?) -> String {
        guard let celsius else { return Self.missing }
        return "\(displayRounded(units.temperature(fromCelsius: celsius)))\(glyphs.degree)"
    }

    /// "21°C"; used where the unit is shown once for the whole screen.
    func temperatureWithUnit(_ celsius: Double?) -> String {
        guard let celsius else { return Self.missing }
        let symbol = glyphs.set == .ascii ? String(units.temperatureSymbol.suffix(1)) : units.temperatureSymbol
        return "\(displayRounded(units.temperature(fromCelsius: celsius)))\(symbol)"
    }

    func percent(_ fraction: Double?) -> String {
        guard let fraction else { return Self.missing }
        return "\(displayRounded(fraction * 100))%"
    }

    /// The number alone, for where the unit is said once nearby (gusts beside the wind):
    /// "11", "3.4" (m/s, one decimal below 10, where a whole number would be too coarse), "4"
    /// (the Beaufort force).
    func speed(_ kmh: Double?) -> String {
        guard let kmh else { return Self.missing }
        let value = units.windSpeed(fromKilometresPerHour: kmh)
        return units.windSpeed == .metresPerSecond ? withSeparator(Self.decimalsBelowTen(value, places: 1)) : "\(displayRounded(value))"
    }

    /// "11 km/h", "3.4 m/s", "Bft 4": a force is named before its number, as it is said.
    func windSpeed(_ kmh: Double?) -> String {
        guard kmh != nil else { return Self.missing }
        let number = speed(kmh)
        return units.windSpeed == .beaufort ? units.windSpeedSymbol + " " + number : number + " " + units.windSpeedSymbol
    }

    /// "11 km/h SW ↗": the speed, the point it comes from and, outside ASCII, the arrow where it
    /// blows; the direction only beside a speed. "--" without a speed.
    func wind(_ kmh: Double?, from degrees: Double?, words: Catalog) -> String {
        var text = windSpeed(kmh)
        guard kmh != nil, let degrees else { return text }
        text += " " + Self.compassPoint(degrees, words: words)
        if let arrow = windArrow(degrees) { text += " " + arrow }
        return text
    }

    func pressure(_ hPa: Double?) -> String {
        guard let hPa else { return Self.missing }
        let value = units.pressure(fromHectopascals: hPa)
        // inHg needs two decimals to mean anything; hPa and mmHg need none.
        let text = units.pressure == .inchesOfMercury ? withSeparator(DecimalText.fixed(value, places: 2)) : "\(displayRounded(value))"
        return text + " " + units.pressureSymbol
    }

    /// "19 km", "12 mi", "4.5 km": how far a station is, one decimal below 10.
    func distance(metres: Double?) -> String {
        guard let metres else { return Self.missing }
        return withSeparator(Self.decimalsBelowTen(units.distance(fromMetres: metres), places: 1)) + " " + units.distanceSymbol
    }

    /// "1.2 mm", "0.05 in", "12 mm": one decimal below 10 (two in inches), none above, so a
    /// drizzle does not read as nothing and a downpour stays short.
    func precipitation(_ millimetres: Double?) -> String {
        guard let millimetres else { return Self.missing }
        return amount(units.precipitation(fromMillimetres: millimetres), symbol: units.precipitationSymbol)
    }

    /// How far either side a value may lie, as the day's spread is shown: "±2°", "±11°" in
    /// Fahrenheit for the same 6 °C ("+/-2" in ASCII). A difference converts without the
    /// scale's offset.
    func temperatureSpread(_ celsius: Double) -> String {
        let shown = units.temperature(fromCelsius: celsius) - units.temperature(fromCelsius: 0)
        return "\(glyphs.plusMinus)\(displayRounded(shown))\(glyphs.degree)"
    }

    /// The members' 10th to 90th percentile of an amount: "0–4.8 mm", "0.1–0.35 in".
    func precipitationRange(_ low: Double, _ high: Double) -> String {
        let places = units.precipitation == .millimetres ? 1 : 2
        // Dry members are "0", not "0.0": nothing is no measurement's precision.
        let lowText = low <= 0 ? "0" : withSeparator(Self.decimalsBelowTen(units.precipitation(fromMillimetres: low), places: places))
        return lowText + glyphs.rangeDash + precipitation(high)
    }

    /// Fresh snow depth: "3.5 cm", "1.4 in".
    func snowfall(_ centimetres: Double?) -> String {
        guard let centimetres else { return Self.missing }
        return amount(units.snowfall(fromCentimetres: centimetres), symbol: units.snowfallSymbol)
    }

    private func amount(_ value: Double, symbol: String) -> String {
        withSeparator(Self.decimalsBelowTen(value, places: units.precipitation == .millimetres ? 1 : 2)) + " " + symbol
    }

    /// printf's "3.4" with the language's separator.
    private func withSeparator(_ number: String) -> String {
        decimalSeparator == "." ? number : String(number.map { $0 == "." ? Character(decimalSeparator) : $0 })
    }

    /// "3.4" (or "0.05" with two places) below 10, a whole number from 10 on, where a decimal
    /// would only add width. Rounded first, so 9.97 is "10", not "10.0".
    private static func decimalsBelowTen(_ value: Double, places: Int) -> String {
        let scale = pow(10, Double(places))
        let rounded = (min(max(value, 0), 10) * scale).rounded() / scale
        return rounded < 10 ? DecimalText.fixed(rounded, places: places) : "\(displayRounded(value))"
    }

    /// Compass point the wind comes from, in the language's letters: "SW", "NNO".
    static func compassPoint(_ degrees: Double, words: Catalog) -> String {
        let index = Int((normalized(degrees) / 22.5).rounded()) % compassPoints.count
        return words(compassPoints[index])
    }

    /// The sixteen points clockwise from north.
    private static let compassPoints: [Phrase] = [
        .compassNorth, .compassNorthNorthEast, .compassNorthEast, .compassEastNorthEast,
        .compassEast, .compassEastSouthEast, .compassSouthEast, .compassSouthSouthEast,
        .compassSouth, .compassSouthSouthWest, .compassSouthWest, .compassWestSouthWest,
        .compassWest, .compassWestNorthWest, .compassNorthWest, .compassNorthNorthWest,
    ]

    /// Arrow pointing where the wind blows to (opposite of where it comes from): SW gives ↗.
    func windArrow(_ fromDegrees: Double) -> String? {
        guard glyphs.set != .ascii else { return nil }
        let arrows = ["↓", "↙", "←", "↖", "↑", "↗", "→", "↘"]
        let index = Int((Self.normalized(fromDegrees) / 45).rounded()) % 8
        return arrows[index]
    }

    /// 0..<360; a non-finite direction (which the range check keeps out) counts as north
    /// rather than trapping in the Int conversions above.
    private static func normalized(_ degrees: Double) -> Double {
        guard degrees.isFinite else { return 0 }
        let value = degrees.truncatingRemainder(dividingBy: 360)
        return value < 0 ? value + 360 : value
    }
}
