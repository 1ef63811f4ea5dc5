import Foundation
import Testing
import WeatherCore

/// `--units` and config.json's `"units"`: one parser for a system, single quantities or both,
/// and the conversions behind every unit it accepts.
@Suite struct MeasurementUnitsTests {
    func units(_ text: String, fallback: UnitSystem = .metric) throws -> MeasurementUnits {
        UnitPreference.resolved([try UnitPreference(parsing: text)], fallback: fallback)
    }

    func reason(_ text: String) -> String? {
        do {
            _ = try UnitPreference(parsing: text)
            return nil
        } catch {
            return error.reason
        }
    }

    @Test func aSystemAloneAsToday() throws {
        #expect(try units("metric", fallback: .imperial) == .metric)
        #expect(try units("Imperial") == .imperial)
        let imperial = MeasurementUnits.imperial
        #expect([imperial.temperature.symbol, imperial.windSpeedSymbol, imperial.pressureSymbol, imperial.precipitationSymbol,
                 imperial.snowfallSymbol, imperial.distanceSymbol] == ["°F", "mph", "inHg", "in", "in", "mi"])
        let metric = MeasurementUnits.metric
        #expect([metric.temperature.symbol, metric.windSpeedSymbol, metric.pressureSymbol, metric.precipitationSymbol,
                 metric.snowfallSymbol, metric.distanceSymbol] == ["°C", "km/h", "hPa", "mm", "cm", "km"])
    }

    @Test func singleQuantitiesOverTheLocaleOrAGivenSystem() throws {
        let chosen = try units("wind=m/s,pressure=hPa", fallback: .imperial)
        #expect(chosen.system == .imperial, "the locale's system stays the default")
        #expect(chosen.windSpeed == .metresPerSecond && chosen.pressure == .hectopascals)
        #expect(chosen.temperature == .fahrenheit && chosen.precipitation == .inches && chosen.distance == .miles)
        let afterSystem = try units("imperial,wind=kn")
        #expect(afterSystem == MeasurementUnits(system: .imperial, overrides: UnitOverrides(windSpeed: .knots)))
        #expect(try units("wind=kn, imperial") == afterSystem, "in any order, spaces around entries allowed")
    }

    @Test(arguments: [
        ("temperature", ["C": TemperatureUnit.celsius, "°C": .celsius, "celsius": .celsius, "F": .fahrenheit, "°f": .fahrenheit]
            .mapValues(\.rawValue)),
        ("wind", ["km/h": WindSpeedUnit.kilometresPerHour, "KMH": .kilometresPerHour, "m/s": .metresPerSecond, "ms": .metresPerSecond,
                  "mph": .milesPerHour, "kn": .knots, "kt": .knots, "bft": .beaufort, "Beaufort": .beaufort].mapValues(\.rawValue)),
        ("pressure", ["hPa": PressureUnit.hectopascals, "hpa": .hectopascals, "mbar": .hectopascals, "inHg": .inchesOfMercury,
                      "mmhg": .millimetresOfMercury].mapValues(\.rawValue)),
        ("precipitation", ["mm": PrecipitationUnit.millimetres, "IN": .inches].mapValues(\.rawValue)),
        ("distance", ["km": DistanceUnit.kilometres, "mi": .miles].mapValues(\.rawValue)),
    ])
    func everyUnitOfEveryQuantity(quantity: String, spellings: [String: String]) throws {
        for (spelling, expected) in spellings {
            let chosen = try units("\(quantity)=\(spelling)")
            let found: String = switch quantity {
            case "temperature": chosen.temperature.rawValue
            case "wind": chosen.windSpeed.rawValue
            case "pressure": chosen.pressure.rawValue
            case "precipitation": chosen.precipitation.rawValue
            default: chosen.distance.rawValue
            }
            #expect(found == expected, "\(quantity)=\(spelling)")
        }
    }

    @Test func mistakesNameTheAcceptedValues() {
        #expect(reason("wind=furlongs") == "wind must be km/h, m/s, mph, kn or bft, not \"furlongs\"")
        #expect(reason("speed=kn") == "the quantity must be temperature, wind, pressure, precipitation or distance, not \"speed\"")
        #expect(reason("kelvin") == "the system must be metric or imperial, not \"kelvin\" (a single quantity is set as QUANTITY=UNIT, such as wind=m/s)")
        #expect(reason("temperature=K") == "temperature must be C or F, not \"K\"")
        #expect(reason("pressure=atm") == "pressure must be hPa, inHg or mmHg, not \"atm\"")
        #expect(reason("precipitation=cm") == "precipitation must be mm or in, not \"cm\"")
        #expect(reason("distance=nm") == "distance must be km or mi, not \"nm\"")
        #expect(reason("wind=") == "wind must be km/h, m/s, mph, kn or bft, not \"\"")
        #expect(reason("metric,imperial") == "two systems are given")
        #expect(reason("wind=kn,WIND=m/s") == "wind is given twice")
        #expect(reason("")?.hasPrefix("an entry is empty") == true)
        #expect(reason("metric,")?.hasPrefix("an entry is empty") == true)
    }

    @Test func configObjectEntriesFollowTheSameRules() throws {
        let object = try UnitPreference(entries: [("system", "metric"), ("wind", "m/s"), ("pressure", "hPa")])
        #expect(object == (try UnitPreference(parsing: "metric,wind=m/s,pressure=hPa")))
        #expect(throws: UnitPreferenceError.self) { try UnitPreference(entries: [("speed", "kn")]) }
    }

    @Test func eachQuantityFromTheStrongestSourceThatNamesIt() throws {
        let commandLine = try UnitPreference(parsing: "wind=kn")
        let configFile = try UnitPreference(parsing: "imperial,wind=m/s,pressure=hPa")
        let chosen = UnitPreference.resolved([commandLine, configFile, UnitPreference(system: .metric)], fallback: .metric)
        #expect(chosen == MeasurementUnits(system: .imperial, overrides: UnitOverrides(windSpeed: .knots, pressure: .hectopascals)))
        #expect(UnitPreference.resolved([nil, nil], fallback: .imperial) == .imperial)
    }

    @Test func togglingSwitchesTheSystemAndKeepsTheOverrides() throws {
        let chosen = try units("imperial,wind=kn")
        #expect(chosen.toggled == MeasurementUnits(system: .metric, overrides: UnitOverrides(windSpeed: .knots)))
        #expect(chosen.toggled.temperature == .celsius && chosen.toggled.windSpeed == .knots)
        #expect(chosen.summary(in: .english) == "imperial, wind in kn")
        #expect(MeasurementUnits.metric.summary(in: .english) == "metric")
    }

    @Test func theSummaryNamesTheSystemAndQuantitiesInTheUsersLanguage() throws {
        let german = Catalog.shipped("de")
        #expect(try units("metric,wind=kn").summary(in: german) == "metrisch, Wind in kn")
        #expect(MeasurementUnits.imperial.summary(in: german) == "imperial")
    }

    /// The WMO table's lower edges in m/s: each force begins exactly there.
    @Test func beaufortThresholds() {
        let edges: [(Double, Int)] = [
            (0, 0), (0.29, 0), (0.3, 1), (1.59, 1), (1.6, 2), (3.4, 3), (5.49, 3), (5.5, 4), (8.0, 5), (10.8, 6), (13.9, 7),
            (17.2, 8), (20.8, 9), (24.5, 10), (28.5, 11), (32.69, 11), (32.7, 12), (60, 12),
        ]
        for (speed, force) in edges {
            #expect(WindSpeedUnit.beaufortForce(metresPerSecond: speed) == force, "\(speed) m/s")
        }
        #expect(WindSpeedUnit.beaufort.value(fromKilometresPerHour: 20) == 4, "20 km/h is 5.6 m/s, a moderate breeze")
        #expect(WindSpeedUnit.beaufort.value(fromKilometresPerHour: 19) == 3, "19 km/h is 5.3 m/s")
        #expect(WindSpeedUnit.beaufort.symbol == "Bft")
    }

    @Test func speedPressureAndAmountConversions() {
        #expect(abs(WindSpeedUnit.knots.value(fromKilometresPerHour: 1.852) - 1) < 1e-12)
        #expect(abs(WindSpeedUnit.metresPerSecond.value(fromKilometresPerHour: 36) - 10) < 1e-12)
        #expect(abs(WindSpeedUnit.milesPerHour.value(fromKilometresPerHour: 1.609344) - 1) < 1e-12)
        #expect(abs(PressureUnit.millimetresOfMercury.value(fromHectopascals: 1013.25) - 760) < 0.001, "one atmosphere")
        #expect(abs(PressureUnit.inchesOfMercury.value(fromHectopascals: 1013.25) - 29.921) < 0.001)
        #expect(abs(PrecipitationUnit.inches.value(fromMillimetres: 25.4) - 1) < 1e-12)
        #expect(abs(PrecipitationUnit.inches.snowfall(fromCentimetres: 2.54) - 1) < 1e-12)
        #expect(abs(DistanceUnit.miles.value(fromMetres: 1609.344) - 1) < 1e-12)
        #expect(abs(TemperatureUnit.fahrenheit.value(fromCelsius: 100) - 212) < 1e-12)
        let windInKnots = MeasurementUnits(system: .metric, overrides: UnitOverrides(windSpeed: .knots))
        #expect(abs(windInKnots.windSpeed(fromKilometresPerHour: 18.52) - 10) < 1e-12)
        #expect(windInKnots.temperature(fromCelsius: 20) == 20)
    }
}
