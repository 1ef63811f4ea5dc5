import Foundation
import Testing
import WeatherCore

/// The units and theme chosen with `u` and `t` outlive the dashboard; the command line and the
/// config file still win, and a file that cannot be read is never overwritten.
@Suite struct RememberedDisplayTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("weatherboard-remembered-\(UUID().uuidString)")
    var store: RememberedDisplayStore { RememberedDisplayStore(configurationDirectory: directory) }

    @Test func whatIsSavedIsReadBack() throws {
        #expect(store.load() == RememberedDisplay(), "nothing remembered yet")
        try store.save(RememberedDisplay(units: .imperial, theme: "light"))
        #expect(store.load() == RememberedDisplay(units: .imperial, theme: "light"))
        #expect(store.fileURL.lastPathComponent == "remembered.json")
        #expect(store.fileURL.deletingLastPathComponent().path == directory.path, "beside places.json, not in config.json")
        try? FileManager.default.removeItem(at: directory)
    }

    @Test func aFileThatCannotBeReadIsIgnoredAndLeftAlone() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let broken = Data("{\"units\": ".utf8)
        try broken.write(to: store.fileURL)
        #expect(store.load() == RememberedDisplay())
        #expect(throws: RememberedDisplayError.self) { try store.save(RememberedDisplay(units: .metric)) }
        #expect(try Data(contentsOf: store.fileURL) == broken)
        try? FileManager.default.removeItem(at: directory)
    }

    @Test func theCommandLineAndTheConfigFileWin() {
        let remembered = RememberedDisplay(units: .imperial)
        #expect(remembered.units(commandLine: nil, configFile: nil, locale: .metric) == .imperial)
        #expect(remembered.units(commandLine: UnitPreference(system: .metric), configFile: nil, locale: .imperial) == .metric)
        #expect(remembered.units(commandLine: nil, configFile: UnitPreference(system: .metric), locale: .imperial) == .metric)
        #expect(RememberedDisplay().units(commandLine: nil, configFile: nil, locale: .imperial) == .imperial)
    }

    /// Only the system is remembered; units given to single quantities come from the command
    /// line or the config file and win over it.
    @Test func singleQuantitiesComeFromTheCommandLineOverTheRememberedSystem() throws {
        let remembered = RememberedDisplay(units: .imperial)
        let chosen = remembered.units(
            commandLine: try UnitPreference(parsing: "wind=kn"), configFile: try UnitPreference(parsing: "pressure=mmHg"), locale: .metric)
        #expect(chosen == MeasurementUnits(system: .imperial, overrides: UnitOverrides(windSpeed: .knots, pressure: .millimetresOfMercury)))
    }

    /// A file written before units could be given per quantity reads as it did.
    @Test func aFileFromBeforeUnitsPerQuantityStillReads() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(#"{"theme": "light", "units": "imperial", "version": 1}"#.utf8).write(to: store.fileURL)
        #expect(store.load() == RememberedDisplay(units: .imperial, theme: "light"))
        try store.save(RememberedDisplay(units: .metric, theme: "light"))
        let written = try JSONSerialization.jsonObject(with: Data(contentsOf: store.fileURL)) as? [String: Any]
        #expect(written?["units"] as? String == "metric", "still the system's name, so an older weatherboard reads it too")
        try? FileManager.default.removeItem(at: directory)
    }
}
