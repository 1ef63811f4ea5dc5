import Foundation
import Testing
import TestSupport

/// The real binary against a server and files that hold values no weather can have: each run
/// ends with one sentence or with the value shown as missing, never a crash, and nothing
/// impossible is kept in the cache.
@Suite("Hostile data")
struct HostileDataTests {
    let home = IsolatedHome()
    let fixture: Data

    init() throws {
        fixture = try WeatherboardBinary.currentOpenMeteoFixture("open-meteo-forecast-berlin.json")
    }

    func run(_ arguments: String..., server: LocalHTTPServer) throws -> ProcessResult {
        try home.runWeatherboard(arguments, server: server)
    }

    private func cacheFiles() -> [URL] {
        let directory = home.cacheDirectory.appendingPathComponent("open-meteo")
        return (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
    }

    @Test func aForecastFullOfHugeNumbersIsOneSentenceAndIsNotCached() throws {
        let hostile = try HostileForecast.openMeteo(fixture, with: 1e20)
        let server = try LocalHTTPServer { _ in .data(200, hostile, contentType: "application/json") }
        for arguments in [["--print", "--width", "80", "--height", "24", "52.52,13.41"], ["--json", "52.52,13.41"]] {
            let result = try runProcess(
                arguments: [WeatherboardBinary.path] + arguments,
                environment: home.environment(server: server.baseURL), timeout: .seconds(30))
            #expect(result.status == 1, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("could not be read"), "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        }
        #expect(cacheFiles().isEmpty, "an impossible forecast must never be cached")
    }

    @Test func oneHugeNumberIsShownAsMissing() throws {
        let hostile = try HostileForecast.openMeteo(fixture, replacingMeasurementsIn: ["current"], onlyKeys: ["temperature_2m"], with: 1e20)
        let server = try LocalHTTPServer { _ in .data(200, hostile, contentType: "application/json") }
        let json = try run("--json", "52.52,13.41", server: server)
        #expect(json.status == 0, "\(json.stderr)")
        #expect(json.stdout.contains("\"temperature\" : null") || json.stdout.contains("\"temperature\":null"), "\(json.stdout.prefix(400))")
        let printed = try run("--print", "--width", "80", "--height", "24", "52.52,13.41", server: server)
        #expect(printed.status == 0, "\(printed.stderr)")
        #expect(printed.stdout.contains("--"))
    }

    @Test func aCacheFileWithHugeNumbersNeitherCrashesNorIsBelieved() throws {
        let server = try LocalHTTPServer { _ in .data(200, fixture, contentType: "application/json") }
        _ = try run("places", "add", "52.52,13.41", server: server)
        #expect(try run("--json", server: server).status == 0)
        let files = cacheFiles()
        #expect(!files.isEmpty)
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let hostile = text.replacingOccurrences(
                of: #""(temperature|apparentTemperature|lowTemperature|highTemperature)":(-?[0-9.]+)"#,
                with: "\"$1\":1e300", options: .regularExpression)
            #expect(hostile != text)
            try Data(hostile.utf8).write(to: file)
        }
        let requestsBefore = server.requestCount
        let result = try run("--print", "--width", "100", "--height", "30", server: server)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(server.requestCount == requestsBefore + 1, "an unbelievable cache entry is a miss, fetched again")
    }
}
