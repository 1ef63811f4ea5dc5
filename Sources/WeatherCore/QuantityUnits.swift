import Foundation

/// A unit one quantity can be shown in, with the names `--units` and config.json accept for it.
public protocol DisplayUnit: CaseIterable, Hashable, Sendable {
    /// The name errors and completions give, such as "m/s".
    var name: String { get }
    /// Other spellings accepted for it, such as "ms".
    var aliases: [String] { get }
}

extension DisplayUnit {
    public var aliases: [String] { [] }

    /// The unit called `text` (any case: "hpa" is hPa), or nil.
    public static func named(_ text: String) -> Self? {
        let wanted = text.lowercased()
        return allCases.first { unit in ([unit.name] + unit.aliases).contains { $0.lowercased() == wanted } }
    }

    /// Every unit's name, in order: "km/h", "m/s", ….
    public static var names: [String] { allCases.map(\.name) }
}

public enum TemperatureUnit: String, DisplayUnit {
    case celsius, fahrenheit

    public var name: String { self == .celsius ? "C" : "F" }
    public var aliases: [String] { self == .celsius ? ["°C", "celsius"] : ["°F", "fahrenheit"] }
    public var symbol: String { self == .celsius ? "°C" : "°F" }

    public func value(fromCelsius celsius: Double) -> Double {
        self == .celsius ? celsius : celsius * 9 / 5 + 32
    }
}

public enum WindSpeedUnit: String, DisplayUnit {
    case kilometresPerHour, metresPerSecond, milesPerHour, knots, beaufort

    public var name: String {
        switch self {
        case .kilometresPerHour: "km/h"
        case .metresPerSecond: "m/s"
        case .milesPerHour: "mph"
        case .knots: "kn"
        case .beaufort: "bft"
        }
    }

    public var aliases: [String] {
        switch self {
        case .kilometresPerHour: ["kmh"]
        case .metresPerSecond: ["ms"]
        case .milesPerHour: []
        case .knots: ["kt", "knots"]
        case .beaufort: ["beaufort"]
        }
    }

    public var symbol: String { self == .beaufort ? "Bft" : name }

    /// One knot (a nautical mile, 1852 m, an hour) in km/h: for showing speeds in knots and
    /// for reading the knots aviation reports are made in.
    public static let kilometresPerHourInKnot = 1.852

    /// The speed in this unit; in Beaufort, the force (0–12) as a whole number.
    public func value(fromKilometresPerHour kmh: Double) -> Double {
        switch self {
        case .kilometresPerHour: kmh
        case .metresPerSecond: kmh / 3.6
        case .milesPerHour: kmh / 1.609344
        case .knots: kmh / Self.kilometresPerHourInKnot
        case .beaufort: Double(Self.beaufortForce(metresPerSecond: kmh / 3.6))
        }
    }

    /// The lower edge of forces 1 to 12 in m/s, as the WMO's table gives them (force 4,
    /// "moderate breeze", is 5.5–7.9 m/s).
    static let beaufortLowerEdges: [Double] = [0.3, 1.6, 3.4, 5.5, 8.0, 10.8, 13.9, 17.2, 20.8, 24.5, 28.5, 32.7]

    /// The Beaufort force of a wind speed: 0 (calm) to 12 (hurricane force and above).
    public static func beaufortForce(metresPerSecond speed: Double) -> Int {
        beaufortLowerEdges.prefix { speed >= $0 }.count
    }
}

public enum PressureUnit: String, DisplayUnit {
    case hectopascals, inchesOfMercury, millimetresOfMercury

    public var name: String {
        switch self {
        case .hectopascals: "hPa"
        case .inchesOfMercury: "inHg"
        case .millimetresOfMercury: "mmHg"
        }
    }

    public var aliases: [String] { self == .hectopascals ? ["mbar"] : [] }
    public var symbol: String { name }

    public func value(fromHectopascals hPa: Double) -> Double {
        switch self {
        case .hectopascals: hPa
        case .inchesOfMercury: hPa * 0.0295299830714
        case .millimetresOfMercury: hPa * 0.750061683
        }
    }
}

/// Rain in mm or in; fresh snow follows it, in cm or in.
public enum PrecipitationUnit: String, DisplayUnit {
    case millimetres, inches

    public var name: String { self == .millimetres ? "mm" : "in" }
    public var symbol: String { name }
    public var snowfallSymbol: String { self == .millimetres ? "cm" : "in" }

    public func value(fromMillimetres millimetres: Double) -> Double {
        self == .millimetres ? millimetres : millimetres / 25.4
    }

    public func snowfall(fromCentimetres centimetres: Double) -> Double {
        self == .millimetres ? centimetres : centimetres / 2.54
    }
}

public enum DistanceUnit: String, DisplayUnit {
    case kilometres, miles

    public var name: String { self == .kilometres ? "km" : "mi" }
    public var symbol: String { name }

    /// The international (statute) mile: for showing distances in miles and for reading the
    /// visibilities US reports are made in.
    public static let metresInMile = 1609.344

    public func value(fromMetres metres: Double) -> Double {
        self == .kilometres ? metres / 1000 : metres / Self.metresInMile
    }
}
