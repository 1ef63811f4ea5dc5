import Foundation
import Testing
import TestSupport

/// `--json` with the climate normals and air quality turned on, all services played by one
/// loopback server: what the document says and how often each service is asked.
@Suite("Normals and air quality in --json")
struct ContextCommandTests {
    let home = IsolatedHome()
    let server: LocalHTTPServer

    init() throws {
        // The binary runs on the real clock: the forecast is moved to now, and the archive by
        // the same days, so that today's normals are the saved 21 August's.
        let saved = try WeatherboardBinary.fixture("open-meteo-forecast-berlin.json")
        let shift = try TimeShift.openMeteo(saved)
        let forecast = shift.applied(to: saved)
        let geocoding = try WeatherboardBinary.fixture("open-meteo-geocoding-berlin.json")
        let archive = shift.applied(to: try WeatherboardBinary.fixture("open-meteo-archive-berlin.json"))
        let air = try WeatherboardBinary.fixture("open-meteo-air-quality-berlin.json")
        server = try LocalHTTPServer { request in
            switch request.pathWithoutQuery {
            case "/v1/search": .data(200, geocoding, contentType: "application/json")
            case "/v1/archive": .data(200, archive, contentType: "application/json", headers: ["ETag": "\"normals\""])
            // The binary runs on the real clock, so the fixture's readings are moved to this hour.
            case "/v1/air-quality": .data(200, Self.currentReadings(air), contentType: "application/json")
            default: .data(200, forecast, contentType: "application/json")
            }
        }
    }

    /// The air-quality fixture with its times shifted so that its current hour is now.
    static func currentReadings(_ fixture: Data) -> Data {
        guard var object = try? JSONSerialization.jsonObject(with: fixture) as? [String: Any],
              var current = object["current"] as? [String: Any], var hourly = object["hourly"] as? [String: Any],
              let then = current["time"] as? Double, let times = hourly["time"] as? [Double]
        else { return fixture }
        let shift = (Date().timeIntervalSince1970 / 3600).rounded(.down) * 3600 - then
        current["time"] = then + shift
        hourly["time"] = times.map { $0 + shift }
        object["current"] = current
        object["hourly"] = hourly
        return (try? JSONSerialization.data(withJSONObject: object)) ?? fixture
    }

    func run(_ arguments: String..., extra: [String: String] = [:]) throws -> ProcessResult {
        let base = server.baseURL.absoluteString
        var environment = ["WEATHERBOARD_ARCHIVE_URL": base, "WEATHERBOARD_AIR_QUALITY_URL": base]
        environment.merge(extra) { _, new in new }
        return try home.runWeatherboard(arguments, server: server, extra: environment)
    }

    func requests(_ path: String) -> [RecordedRequest] {
        server.requests.filter { $0.pathWithoutQuery == path }
    }

    @Test func theDocumentCarriesTheNormalsAndTheAir() throws {
        #expect(try run("places", "add", "Berlin").status == 0)
        let result = try run("--json")
        #expect(result.status == 0, "\(result.stderr)")
        let document = try jsonObject(result.stdout)
        let days = try #require(document["daily"] as? [[String: Any]])
        // 21 August (today, moved): highs of 5.8 + (year − 2016) over 2016–2025, lows 8 less, 2 mm a day on average.
        #expect(days.first?["normalHigh"] as? Double == 10.3)
        #expect(days.first?["normalLow"] as? Double == 2.3)
        #expect(days.first?["normalPrecipitation"] as? Double == 2)
        let air = try #require(document["airQuality"] as? [String: Any])
        #expect(air["index"] as? Int == 42)
        #expect(air["scale"] as? String == "european", "LANG is en_GB")
        #expect(air["category"] as? String == "moderate")
        #expect(air["dominantPollutant"] as? String == "ozone")
        #expect(air["pollen"] as? [String: Double] == ["birch": 120])
        let failures = try #require(document["sourceFailures"] as? [[String: Any]])
        #expect(!failures.contains { ["Climate normals", "Air-quality readings"].contains($0["source"] as? String) })
        #expect(requests("/v1/archive").first?.header("user-agent")?.hasPrefix("weatherboard/") == true)
        #expect(requests("/v1/archive").count == 1)
        #expect(requests("/v1/air-quality").count == 1)
    }

    /// A new forecast does not bring new normals or air quality while theirs are still good.
    @Test func aNewForecastDoesNotAskThePartsAgain() throws {
        #expect(try run("places", "add", "Berlin").status == 0)
        #expect(try run("--json").status == 0)
        try FileManager.default.removeItem(at: home.cacheDirectory.appendingPathComponent("open-meteo"))
        try? FileManager.default.removeItem(at: home.cacheDirectory.appendingPathComponent("forecast-parts"))
        let again = try run("--json")
        #expect(again.status == 0, "\(again.stderr)")
        #expect(requests("/v1/forecast").count == 2)
        #expect(requests("/v1/archive").count == 1)
        #expect(requests("/v1/air-quality").count == 1)
        let days = try #require(try jsonObject(again.stdout)["daily"] as? [[String: Any]])
        #expect(days.first?["normalHigh"] as? Double == 10.3, "the stored normals are used")
    }

    @Test func theIndexFollowsTheLocaleAndTheConfigFileAndUnits() throws {
        #expect(try run("places", "add", "Berlin").status == 0)
        let american = try jsonObject(try run("--json", extra: ["LANG": "en_US.UTF-8"]).stdout)
        let us = try #require(american["airQuality"] as? [String: Any])
        #expect(us["scale"] as? String == "us")
        #expect(us["index"] as? Int == 61)
        #expect(us["category"] as? String == "moderate")
        #expect(us["dominantPollutant"] as? String == "pm25")
        let days = try #require(american["daily"] as? [[String: Any]])
        #expect(days.first?["normalHigh"] as? Double == 50.5, "°F")
        #expect(days.first?["normalPrecipitation"] as? Double == 0.08, "inches")

        try FileManager.default.createDirectory(at: home.configDirectory, withIntermediateDirectories: true)
        let config = home.configDirectory.appendingPathComponent("config.json")
        try Data(#"{"airQualityIndex": "european"}"#.utf8).write(to: config)
        let configured = try jsonObject(try run("--json", extra: ["LANG": "en_US.UTF-8"]).stdout)
        #expect((configured["airQuality"] as? [String: Any])?["scale"] as? String == "european")
        try Data(#"{"airQualityIndex": "caqi"}"#.utf8).write(to: config)
        let bad = try run("--json")
        #expect(bad.status == 2)
        #expect(bad.stderr.contains(config.path) && bad.stderr.contains("\"caqi\"") && bad.stderr.contains("use us or european"))
        // Every setting is checked, also those only the dashboard uses: the radar's graphics.
        try Data(#"{"graphics": "sixels"}"#.utf8).write(to: config)
        let graphics = try run("--json")
        #expect(graphics.status == 2)
        #expect(graphics.stderr.contains("\"sixels\"") && graphics.stderr.contains("auto, kitty, sixel or text"))
        try Data(#"{"graphics": "Kitty"}"#.utf8).write(to: config)
        #expect(try run("--json").status == 0)
    }

    /// A malformed base URL is a configuration mistake named in one sentence, never a silent
    /// fallback to the public service.
    @Test func aMalformedURLIsAUsageError() throws {
        #expect(try run("places", "add", "Berlin").status == 0)
        for variable in ["WEATHERBOARD_ARCHIVE_URL", "WEATHERBOARD_AIR_QUALITY_URL"] {
            let result = try run("--json", extra: [variable: "archive-api.open-meteo.com"])
            #expect(result.status == 2)
            #expect(result.stderr == "weatherboard: \(variable) must be an http or https URL, but it is \"archive-api.open-meteo.com\".\n")
        }
    }

    /// With `past_days` the week before today is `pastDays`, oldest first, with its normals;
    /// `daily[0]` is still today, as scripts read it.
    @Test func thePastWeekIsApartFromTheDaysAhead() throws {
        let saved = try WeatherboardBinary.fixture("open-meteo-forecast-berlin-past-days.json")
        let shift = try TimeShift.openMeteo(saved)
        let forecast = shift.applied(to: saved)
        let geocoding = try WeatherboardBinary.fixture("open-meteo-geocoding-berlin.json")
        let archive = shift.applied(to: try WeatherboardBinary.fixture("open-meteo-archive-berlin.json"))
        server.setHandler { request in
            switch request.pathWithoutQuery {
            case "/v1/search": .data(200, geocoding, contentType: "application/json")
            case "/v1/archive": .data(200, archive, contentType: "application/json")
            case "/v1/air-quality": .status(404)
            default: .data(200, forecast, contentType: "application/json")
            }
        }
        #expect(try run("places", "add", "Berlin").status == 0)
        let result = try run("--json")
        #expect(result.status == 0, "\(result.stderr)")
        let document = try jsonObject(result.stdout)
        let days = try #require(document["daily"] as? [[String: Any]])
        let past = try #require(document["pastDays"] as? [[String: Any]])
        #expect(days.count == 10)
        #expect((days.first?["date"] as? String)?.prefix(10) == shift.applied(to: "2026-08-21").prefix(10), "today")
        #expect(past.count == 7)
        #expect((past.first?["date"] as? String)?.prefix(10) == shift.applied(to: "2026-08-14").prefix(10))
        #expect((past.last?["date"] as? String)?.prefix(10) == shift.applied(to: "2026-08-20").prefix(10), "yesterday")
        #expect(past.last?["highTemperature"] as? Double == 19)
        #expect(past.last?["precipitationAmount"] as? Double == 12.5)
        #expect(past.allSatisfy { $0["ensemble"] is NSNull })
        #expect(past.allSatisfy { $0["normalHigh"] is Double }, "what happened beside the normal")
        #expect(requests("/v1/forecast").last?.queryValue("past_days") == "7")
        // The hours of the answer before its current hour (00:00 to 12:00 of its today) are
        // `pastHours`, with the one that has ended since (the redating puts the current time in
        // the last hour); `hourly[0]` is the hour under way.
        let hours = try #require(document["hourly"] as? [[String: Any]])
        let pastHours = try #require(document["pastHours"] as? [[String: Any]])
        #expect((13...14).contains(pastHours.count), "\(pastHours.count)")
        #expect((pastHours.first?["date"] as? String)?.prefix(16) == shift.applied(to: "2026-08-21T00:00").prefix(16))
        #expect(pastHours.first?["temperature"] as? Double == 14)
        #expect(pastHours.allSatisfy { $0["ensemble"] is NSNull })
        let lastPast = try #require(pastHours.last?["date"] as? String), firstAhead = try #require(hours.first?["date"] as? String)
        #expect(lastPast < firstAhead, "\(lastPast) before \(firstAhead)")
        #expect(requests("/v1/forecast").last?.queryValue("past_hours") == "24")
    }

    /// A place the services have nothing for gets nulls, and a broken service says which part is missing.
    @Test func noDataIsNullAndAFailureSaysWhichPart() throws {
        let forecast = try WeatherboardBinary.currentOpenMeteoFixture("open-meteo-forecast-berlin.json")
        let geocoding = try WeatherboardBinary.fixture("open-meteo-geocoding-berlin.json")
        let noAir = try WeatherboardBinary.fixture("open-meteo-air-quality-no-data.json")
        server.setHandler { request in
            switch request.pathWithoutQuery {
            case "/v1/search": .data(200, geocoding, contentType: "application/json")
            case "/v1/archive": .status(502)
            case "/v1/air-quality": .data(200, noAir, contentType: "application/json")
            default: .data(200, forecast, contentType: "application/json")
            }
        }
        #expect(try run("places", "add", "Berlin").status == 0)
        let result = try run("--json")
        #expect(result.status == 0, "\(result.stderr)")
        let document = try jsonObject(result.stdout)
        #expect(document["airQuality"] is NSNull)
        let days = try #require(document["daily"] as? [[String: Any]])
        #expect(days.allSatisfy { $0["normalHigh"] is NSNull && $0["normalPrecipitation"] is NSNull })
        #expect((document["current"] as? [String: Any])?["temperature"] as? Double == 25.3, "the forecast is all there")
        let failures = try #require(document["sourceFailures"] as? [[String: Any]])
        #expect(failures.contains { $0["message"] as? String == "Climate normals are unavailable: the service answered HTTP 502." })
        #expect(!failures.contains { $0["source"] as? String == "Air-quality readings" })
    }

    /// A full cache disk (here the cache directory is a file, which fails every write the same
    /// way; root ignores permissions) once made every `--oneline` ask all four services again,
    /// the weekly archive included, and said nothing. The files now go to the spare in
    /// `$XDG_RUNTIME_DIR`, and the run that could not write says so once.
    @Test func aCacheThatCannotBeWrittenKeepsAStatusBarFromAskingAgain() throws {
        #expect(try run("places", "add", "Berlin").status == 0)
        let files = FileManager.default
        try? files.removeItem(at: home.cacheDirectory)
        try files.createDirectory(at: home.cacheDirectory.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("a file where the cache directory should be".utf8).write(to: home.cacheDirectory)
        let runtime = ["XDG_RUNTIME_DIR": home.root.appendingPathComponent("run").path]

        let first = try run("--oneline", extra: runtime)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.hasPrefix("Berlin "))
        let sentence = "weatherboard: The cache in \(home.cacheDirectory.path) cannot be written ("
        #expect(first.stderr.components(separatedBy: sentence).count == 2, "said once: \(first.stderr)")
        #expect(first.stderr.hasSuffix("); until it can, it is kept in \(runtime["XDG_RUNTIME_DIR"]!)/weatherboard/cache.\n"))
        #expect(requests("/v1/archive").count == 1)
        #expect(requests("/v1/air-quality").count == 1)

        let asked = server.requestCount
        let second = try run("--oneline", extra: runtime)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout == first.stdout)
        #expect(second.stderr.isEmpty, "nothing was written, so nothing failed: \(second.stderr)")
        #expect(server.requestCount == asked, "the second call reads what the first kept in the spare")

        // Without a spare, the run still works and says what it costs.
        let bare = try run("--oneline")
        #expect(bare.status == 0)
        #expect(bare.stderr.hasSuffix("); until it can, each run asks the network again.\n"), "\(bare.stderr)")
    }
}
