import Foundation
import Testing
import TestSupport
import WeatherCore

/// What others wrote (a geocoder's names, a server's error reason, a reflected token) on its
/// way through the real binary to the terminal, and output sizes and times that must hold
/// whatever the environment says.
@Suite("What reaches the terminal")
struct OutputSafetyTests {
    let home = IsolatedHome()
    let server: LocalHTTPServer

    /// OSC 0 (window title), OSC 52 (clipboard), DCS, ESC c (reset), CSI, C1 CSI and a
    /// right-to-left override, around the letters that should survive.
    static let hostileName = "Evil\u{1B}]0;owned\u{07}\u{1B}]52;c;cHduZWQ=\u{07}\u{1B}P1$qm\u{1B}\\\u{1B}c\u{1B}[31m\u{9B}2J\u{202E}\u{061C}Town"
    /// Isolates, a C1 OSC and a line break that would fake a second line of a listing.
    static let hostileRegion = "\u{2066}Brandenburg\u{9D}0;t\u{9C}\u{2069}\n2. Fake"

    init() throws {
        let geocoding = try JSONSerialization.data(withJSONObject: [
            "results": [[
                "name": Self.hostileName, "latitude": 52.52437, "longitude": 13.41053, "timezone": "Europe/Berlin",
                "country_code": "DE", "country": "Deutsch\u{1B}[2Jland", "admin1": Self.hostileRegion,
            ]],
        ])
        let forecast = try WeatherboardBinary.currentOpenMeteoFixture("open-meteo-forecast-berlin.json")
        server = try LocalHTTPServer { request in
            request.pathWithoutQuery == "/v1/search"
                ? .data(200, geocoding, contentType: "application/json")
                : .data(200, forecast, contentType: "application/json")
        }
    }

    func run(_ arguments: String..., extra: [String: String] = [:]) throws -> ProcessResult {
        try home.runWeatherboard(arguments, server: server, extra: extra)
    }

    /// The first scalar a terminal would act on rather than show (line breaks excepted).
    func terminalControl(in text: String) -> String? {
        text.unicodeScalars.first { scalar in
            switch scalar.value {
            case 0x0A: false
            case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
            default: false
            }
        }.map { String(format: "U+%04X", $0.value) }
    }

    func expectClean(_ result: ProcessResult, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(terminalControl(in: result.stdout) == nil, "stdout: \(result.stdout.debugDescription)", sourceLocation: sourceLocation)
        #expect(terminalControl(in: result.stderr) == nil, "stderr: \(result.stderr.debugDescription)", sourceLocation: sourceLocation)
    }

    @Test func placesSearchAddAndListShowTheNamesWithoutTheirEscapes() throws {
        let search = try run("places", "search", "Evil")
        #expect(search.status == 0, "\(search.stderr)")
        expectClean(search)
        #expect(search.stdout.contains("1. EvilTown, Brandenburg 2. Fake, Deutschland"), "\(search.stdout.debugDescription)")
        #expect(search.stdout.split(separator: "\n").count == 1)

        let add = try run("places", "add", "Evil")
        #expect(add.status == 0, "\(add.stderr)")
        expectClean(add)
        #expect(add.stdout.contains("Added EvilTown"), "\(add.stdout.debugDescription)")

        let list = try run("places", "list")
        expectClean(list)
        #expect(list.stdout.contains("1. EvilTown"), "\(list.stdout.debugDescription)")
        #expect(list.stdout.split(separator: "\n").count == 1)
        let again = try run("places", "add", "Evil")
        expectClean(again)
        #expect(again.stdout.contains("EvilTown is already saved"))
    }

    @Test func aServersReasonAndTheUsersOwnQueryReachStderrClean() throws {
        server.setHandler { _ in
            .json(500, #"{"error":true,"reason":"bad\u001b]52;c;eA==\u0007 gateway\u009b31m \u202eyaw"}"#)
        }
        let search = try run("places", "search", "Berlin\u{1B}]0;title\u{07}")
        #expect(search.status == 1)
        expectClean(search)
        #expect(search.stderr.contains("HTTP 500: bad gateway yaw"), "\(search.stderr.debugDescription)")
        #expect(search.stderr.split(separator: "\n").count == 1)

        let forecast = try run("--json", "52.52,13.41")
        #expect(forecast.status == 1)
        expectClean(forecast)
        #expect(forecast.stderr.contains("HTTP 500: bad gateway yaw"))
    }

    @Test func jsonEscapesC1AndBidiControlsAndDecodesToTheSameText() throws {
        let result = try run("--json", "Evil")
        #expect(result.status == 0, "\(result.stderr)")
        expectClean(result)
        #expect(result.stdout.contains(#"\u009B"#) && result.stdout.contains(#"\u202E"#) && result.stdout.contains(#"\u2066"#))
        #expect(result.stdout.contains(#"\u061C"#), "the Arabic letter mark, a bidi control like the others")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let place = try #require(document["place"] as? [String: Any])
        #expect(place["name"] as? String == Self.hostileName, "the data itself is not changed")
        #expect(place["adminArea"] as? String == Self.hostileRegion)
    }

    @Test(arguments: [(["COLUMNS": "99999999999"], 1000, 24), (["COLUMNS": "90", "LINES": "99999999999"], 90, 1000)])
    func hugeTerminalSizesFromTheEnvironmentAreCapped(environment: [String: String], width: Int, height: Int) throws {
        let result = try runProcess(
            arguments: [WeatherboardBinary.path, "--demo", "--print"],
            environment: home.environment(server: nil, extra: environment), timeout: .seconds(60))
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == height)
        #expect(lines.map(\.count).max() == width)
    }

    @Test(arguments: [3600, 3 * 86_400])
    func aRateLimitIsToldInThePlacesZoneAlikeOnStderrAndOnTheAttributionRow(retryAfter: Int) throws {
        try FileManager.default.createDirectory(at: home.configDirectory, withIntermediateDirectories: true)
        try Data("""
            {"version": 1, "selected": 0, "places": [{"name": "Berlin", "latitude": 52.5244, "longitude": 13.4105,
             "timeZoneIdentifier": "Europe/Berlin", "countryCode": "DE"}]}
            """.utf8).write(to: home.placesFile)
        server.setHandler { _ in
            .json(429, #"{"error":true,"reason":"Too many requests"}"#, headers: ["Retry-After": "\(retryAfter)"])
        }
        // The process runs in New York; the place is Berlin, six hours ahead.
        let environment = ["TZ": "America/New_York"]
        let before = Date()
        let printed = try run("--print", "--width", "120", "--height", "30", extra: environment)
        let json = try run("--json", extra: environment)
        let after = Date()
        #expect(printed.status == 1 && json.status == 1)

        let berlin = LocalClock(
            timeZone: try #require(TimeZone(identifier: "Europe/Berlin")), locale: UserLocale.fromEnvironment(["LANG": "en_GB.UTF-8"]))
        let newYork = LocalClock(
            timeZone: try #require(TimeZone(identifier: "America/New_York")), locale: UserLocale.fromEnvironment(["LANG": "en_GB.UTF-8"]))
        // The child read the clock between `before` and `after`: one of these minutes is it.
        let candidates = [before, after].map { berlin.datedTime($0 + TimeInterval(retryAfter), now: $0) }
        let shown = try #require(
            candidates.first { printed.stdout.contains("rate-limited until \($0)") }, "\(printed.stdout)")
        #expect(shown != newYork.datedTime(before + TimeInterval(retryAfter), now: before))
        if retryAfter > 86_400 { #expect(shown.contains(" "), "another day is dated: \(shown)") }
        for stderr in [printed.stderr, json.stderr] {
            #expect(stderr.contains("wait until \(shown) (Europe/Berlin) before asking again."), "\(stderr)")
        }
    }

    @Test func aTokenTheServerReflectsIsNotPrinted() throws {
        let key = try WeatherKitTestKey.generate()
        defer { key.remove() }
        server.setHandler { request in
            if request.pathWithoutQuery.hasPrefix("/attribution/") { return .json(200, #"{"serviceName":"Test"}"#) }
            let echoed = request.header("authorization") ?? ""
            return .json(401, #"{"reason":"NOT_ENABLED: \#(echoed) (sent as Authorization: \#(echoed))"}"#)
        }
        let result = try run("--json", "--provider", "weatherkit", "52.52,13.41", extra: key.environment())
        #expect(result.status == 1)
        let sent = try #require(server.requests.compactMap { $0.header("authorization") }.first)
        let token = String(sent.dropFirst("Bearer ".count))
        #expect(token.hasPrefix("eyJ"))
        #expect(!result.stderr.contains(token) && !result.stderr.contains("eyJ"), "\(result.stderr)")
        #expect(result.stderr.contains("WeatherKit refused the credentials (HTTP 401: NOT_ENABLED: Bearer [redacted]"), "\(result.stderr)")
    }
}
