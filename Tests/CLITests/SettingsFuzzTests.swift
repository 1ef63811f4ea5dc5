import Foundation
import Testing
import TestSupport

/// The settings files only the executable reads (config.json) and places.json, mutated and
/// fed to the real binary: every run must end with an exit status and at most one sentence on
/// stderr, never a signal. Fewer inputs than the in-process decoder fuzzing, as each is a process.
@Suite("Settings fuzzing")
struct SettingsFuzzTests {
    let home = IsolatedHome()
    let budget = FuzzBudget.fromEnvironment(iterations: 40, seconds: 6)

    func runPlacesList() throws -> ProcessResult {
        try runProcess(
            arguments: [WeatherboardBinary.path, "places", "list"], environment: home.environment(server: nil),
            timeout: .seconds(20))
    }

    func check(_ result: ProcessResult, input: Data) {
        let shown = String(decoding: input.prefix(300), as: UTF8.self)
        #expect(!result.timedOut, "\(shown)")
        #expect([0, 1, 2].contains(result.status), "status \(result.status) for \(shown)\n\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count <= 1, "\(result.stderr)")
    }

    @Test func configFiles() async throws {
        try FileManager.default.createDirectory(at: home.configDirectory, withIntermediateDirectories: true)
        let config = home.configDirectory.appendingPathComponent("config.json")
        let corpus = [Data(#"""
            {"provider": "met-norway", "units": "metric", "icons": "emoji", "theme": "solarized-dark",
             "weatherKit": {"teamID": "TEAM123456", "serviceID": "com.example.weatherboard",
                            "keyID": "KEY1234567", "keyPath": "~/keys/AuthKey.p8"}}
            """#.utf8),
            Data(#"{"units": {"system": "imperial", "wind": "m/s", "pressure": "hPa"}, "icons": "ascii"}"#.utf8),
            Data(#"{"units": "imperial,wind=kn,precipitation=mm"}"#.utf8)]
        let tried = await fuzz("config.json", corpus: corpus, budget: budget) { body in
            try? body.write(to: config)
            guard let result = try? runPlacesList() else { return }
            check(result, input: body)
        }
        #expect(tried > 0)
    }

    @Test func placesFiles() async throws {
        try FileManager.default.createDirectory(at: home.configDirectory, withIntermediateDirectories: true)
        let corpus = [Data(#"""
            {"version": 1, "selected": 1, "places": [
              {"name": "Berlin", "latitude": 52.52, "longitude": 13.41, "timeZoneIdentifier": "Europe/Berlin", "countryCode": "DE"},
              {"name": "東京", "latitude": 35.6895, "longitude": 139.6917, "timeZoneIdentifier": "Asia/Tokyo", "countryCode": "JP"}]}
            """#.utf8)]
        let tried = await fuzz("places.json", corpus: corpus, budget: budget) { body in
            try? body.write(to: home.placesFile)
            guard let result = try? runPlacesList() else { return }
            check(result, input: body)
        }
        #expect(tried > 0)
    }
}
