import Foundation

/// What one source of settings says about units: a system, single quantities, or both.
/// `--units` and config.json's `"units"` share the text form (`metric`, `wind=m/s,pressure=hPa`,
/// `imperial,wind=kn`); config.json may also give an object (`{"system": "metric", "wind": "m/s"}`),
/// whose keys and values go through the same rules.
public struct UnitPreference: Sendable, Hashable {
    public var system: UnitSystem?
    public var overrides: UnitOverrides

    /// The quantities that can be given a unit of their own, as they are spelt.
    public static let quantities = ["temperature", "wind", "pressure", "precipitation", "distance"]

    public init(system: UnitSystem? = nil, overrides: UnitOverrides = UnitOverrides()) {
        self.system = system
        self.overrides = overrides
    }

    /// Comma-separated entries, each a system or QUANTITY=UNIT, in any order; names are
    /// compared without case, and a quantity's own unit wins over the system's wherever it is.
    public init(parsing text: String) throws(UnitPreferenceError) {
        var entries: [(quantity: String, unit: String)] = []
        for entry in text.split(separator: ",", omittingEmptySubsequences: false) {
            if let equals = entry.firstIndex(of: "=") {
                entries.append((String(entry[..<equals]), String(entry[entry.index(after: equals)...])))
            } else {
                entries.append(("system", String(entry)))
            }
        }
        try self.init(entries: entries)
    }

    /// `quantity` is "system" or one of `quantities`; each may be given once.
    public init(entries: [(quantity: String, unit: String)]) throws(UnitPreferenceError) {
        self.init()
        var given: Set<String> = []
        for (quantity, unit) in entries {
            let quantity = quantity.trimmingCharacters(in: .whitespaces).lowercased()
            let unit = unit.trimmingCharacters(in: .whitespaces)
            if quantity == "system", unit.isEmpty {
                throw UnitPreferenceError(Wording(.unitsEmptyEntry))
            }
            guard given.insert(quantity).inserted else {
                throw UnitPreferenceError(quantity == "system" ? Wording(.unitsTwoSystems) : Wording(.unitsGivenTwice, ["quantity": "\(quantity)"]))
            }
            try set(quantity, to: unit)
        }
    }

    private mutating func set(_ quantity: String, to text: String) throws(UnitPreferenceError) {
        switch quantity {
        case "system":
            guard let chosen = UnitSystem(rawValue: text.lowercased()) else {
                throw UnitPreferenceError(Wording(.unitsUnknownSystem, ["value": "\(text)"]))
            }
            system = chosen
        case "temperature": overrides.temperature = try Self.unit(named: text, for: quantity)
        case "wind": overrides.windSpeed = try Self.unit(named: text, for: quantity)
        case "pressure": overrides.pressure = try Self.unit(named: text, for: quantity)
        case "precipitation": overrides.precipitation = try Self.unit(named: text, for: quantity)
        case "distance": overrides.distance = try Self.unit(named: text, for: quantity)
        default:
            throw UnitPreferenceError(Wording(.unitsUnknownQuantity, ["choices": .alternatives(Self.quantities), "value": "\(quantity)"]))
        }
    }

    private static func unit<Unit: DisplayUnit>(named text: String, for quantity: String) throws(UnitPreferenceError) -> Unit {
        guard let unit = Unit.named(text) else {
            throw UnitPreferenceError(Wording(.unitsUnknownUnit, ["quantity": "\(quantity)", "choices": .alternatives(Unit.names), "value": "\(text)"]))
        }
        return unit
    }

    /// The units to use: the system of the first preference that names one, else `fallback`
    /// (the locale's); each quantity's unit from the first preference that gives one, else
    /// the system's. Preferences come strongest first (command line, config file, remembered).
    public static func resolved(_ preferences: [UnitPreference?], fallback: UnitSystem) -> MeasurementUnits {
        let given = preferences.compactMap { $0 }
        return MeasurementUnits(
            system: given.lazy.compactMap(\.system).first ?? fallback,
            overrides: given.reduce(UnitOverrides()) { $0.filled(from: $1.overrides) })
    }
}

/// Why a units setting could not be used, as the end of a sentence whose start names where it
/// was given ("In --units, wind must be km/h, m/s, mph, kn or bft, not \"furlongs\".").
public struct UnitPreferenceError: Error, Sendable, Hashable {
    /// The reason, worded in the language of whoever reads it.
    public let wording: Wording

    public init(_ wording: Wording) { self.wording = wording }

    /// The reason in English, for messages not yet translated and for logs.
    public var reason: String { wording.text(in: .english) }
}
