import Foundation
import Testing
import TestSupport

/// The dashboard with units for single quantities and a remembered.json from before they
/// existed: the remembered system, the command line's wind, and `u` keeping the wind.
@Suite("units in the dashboard", .serialized)
struct UnitsTmuxTests {
    let home = IsolatedHome()
    let server: LocalHTTPServer

    init() throws {
        server = try LocalHTTPServer.berlinForecastWithQuietAlerts()
        try home.writePlaces([
            #"{"name": "Berlin", "latitude": 52.5244, "longitude": 13.4105, "timeZoneIdentifier": "Europe/Berlin", "countryCode": "DE"}"#,
        ])
    }

    var rememberedFile: URL { home.configDirectory.appendingPathComponent("remembered.json") }

    func rememberedUnits() -> String? {
        guard let data = try? Data(contentsOf: rememberedFile),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        return object["units"] as? String
    }

    @Test func theRememberedSystemWithTheCommandLinesWindAndUKeepsIt() throws {
        // As an earlier weatherboard wrote it.
        try Data(#"{"theme": "default", "units": "imperial", "version": 1}"#.utf8).write(to: rememberedFile)
        let tmux = try TmuxSession(
            command: [WeatherboardBinary.path, "--units", "wind=m/s"], environment: home.environment(server: server.baseURL),
            width: 100, height: 30)
        // The fixture: 25.3 °C, wind 11.2 km/h (3.1 m/s), 1012.6 hPa.
        #expect(tmux.waitFor(text: "Wind 3.1 m/s", timeout: .seconds(15)), "\(tmux.capture())")
        #expect(tmux.capture().contains("78°F"), "the remembered system: \(tmux.capture())")
        #expect(tmux.capture().contains("Pressure 29.90 inHg"))
        try tmux.sendKeys("u")
        #expect(tmux.waitFor(text: "Units: metric, wind in m/s"), "\(tmux.capture())")
        #expect(tmux.capture().contains("25°C") && tmux.capture().contains("Wind 3.1 m/s"), "\(tmux.capture())")
        #expect(tmux.waitUntil { rememberedUnits() == "metric" }, "only the system is remembered, as before")
        try tmux.sendKeys("q")
        #expect(tmux.waitForExit() == 0)
    }
}
