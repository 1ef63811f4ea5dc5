import Foundation
import Testing
import TestSupport

/// `--oneline`, `--format` and `--waybar`, as a status bar calls them every few seconds: the
/// real binary against a loopback stand-in for Open-Meteo and NWS (Portland has NWS alerts).
@Suite("weatherboard status-bar output")
struct StatusBarTests {
    let home = IsolatedHome()
    let server: LocalHTTPServer

    init() throws {
        let forecast = try WeatherboardBinary.currentOpenMeteoFixture("open-meteo-forecast-berlin.json")
        // Moved into the future so that the alerts are in force whenever the test runs.
        let alerts = String(decoding: try WeatherboardBinary.fixture("nws-alerts-portland.json"), as: UTF8.self)
            .replacingOccurrences(of: "2019-08-28T06:00:00", with: "2001-01-01T00:00:00")
            .replacingOccurrences(of: "2019-", with: "2099-")
        server = try LocalHTTPServer { request in
            switch request.pathWithoutQuery {
            case "/v1/forecast": .data(200, forecast, contentType: "application/json")
            case "/alerts/active": .json(200, alerts, headers: ["Content-Type": "application/geo+json"])
            default: .json(404, #"{"title":"Not Found"}"#)
            }
        }
        try FileManager.default.createDirectory(at: home.configDirectory, withIntermediateDirectories: true)
        let places = """
            {"version": 1, "selected": 0, "places": [{"name": "Portland", "latitude": 45.458, "longitude": -122.6636,
             "timeZoneIdentifier": "America/Los_Angeles", "countryCode": "US", "adminArea": "Oregon"}]}
            """
        try Data(places.utf8).write(to: home.placesFile)
    }

    func run(_ arguments: String..., extra: [String: String] = [:]) throws -> ProcessResult {
        try runProcess(
            arguments: [WeatherboardBinary.path] + arguments,
            environment: home.environment(server: server.baseURL, extra: extra), timeout: .seconds(30))
    }

    func forecastRequests() -> Int {
        server.requests.filter { $0.pathWithoutQuery == "/v1/forecast" }.count
    }

    func jsonObject(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// Neither stream carries an escape sequence, whatever the provider sent.
    func expectNoEscapes(_ result: ProcessResult, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!result.stdout.contains("\u{1B}") && !result.stderr.contains("\u{1B}"), sourceLocation: sourceLocation)
    }

    /// Every cache entry (the snapshot, its forecast part, the alert report) rewritten to have
    /// expired a minute ago, as if time had passed.
    func expireCache() throws {
        let files = FileManager.default.enumerator(at: home.cacheDirectory, includingPropertiesForKeys: nil)
        let past = Date().timeIntervalSince1970 - 60
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "json",
                  var object = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any] else { continue }
            if var metadata = object["metadata"] as? [String: Any] {
                metadata["expirationDate"] = past
                object["metadata"] = metadata
            }
            if object["expirationDate"] != nil { object["expirationDate"] = past }
            try JSONSerialization.data(withJSONObject: object).write(to: file)
        }
    }

    /// Polls `condition` until it holds or `seconds` pass: for work a detached child does.
    func eventually(within seconds: Double = 30, _ condition: () throws -> Bool) rethrows -> Bool {
        let deadline = Date() + seconds
        while Date() < deadline {
            if try condition() { return true }
            usleep(100_000)
        }
        return try condition()
    }

    @Test func onelineFromTheCacheSendsNoRequest() throws {
        let filled = try run("--json")
        #expect(filled.status == 0, "\(filled.stderr)")
        let before = server.requestCount
        let result = try run("--oneline", extra: ["NO_COLOR": "1"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Portland 💧 25° ↗ 11 km/h ▲ Excessive Heat Warning\n")
        #expect(server.requestCount == before, "fresh data comes from the cache")
        expectNoEscapes(result)
    }

    @Test func asciiWhenTheLocaleIsNotUTF8() throws {
        _ = try run("--json")
        let result = try run("--oneline", "Portland", extra: ["LANG": "C"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Portland , 25 WSW 11 km/h ! Excessive Heat Warning\n")
        #expect(result.stdout.unicodeScalars.allSatisfy { $0.isASCII })
        let unicodeAsked = try run("--oneline", "--icons", "unicode", extra: ["LANG": "C"])
        #expect(unicodeAsked.stdout.unicodeScalars.allSatisfy { $0.isASCII }, "the locale wins over --icons")
    }

    @Test func formatFillsEveryToken() throws {
        // The hour under way is the first the document lists: its chance is the token's.
        let document = try jsonObject(try run("--json", "--units", "imperial").stdout)
        let chance = try #require(((document["hourly"] as? [[String: Any]])?.first?["precipitationChance"] as? Double).map { "\(Int($0))%" })
        let result = try run(
            "--format", "{place}|{icon}|{condition}|{temperature}|{feels}|{wind}|{precipitation}|{alert}|{age}",
            "--icons", "unicode", "--units", "imperial")
        #expect(result.status == 0, "\(result.stderr)")
        let fields = result.stdout.dropLast().split(separator: "|", omittingEmptySubsequences: false)
        #expect(fields.dropLast() == ["Portland", "☂", "Showers", "78°", "77°", "↗ 7 mph", Substring(chance), "▲ Excessive Heat Warning"])
        #expect(fields.last == "now" || fields.last?.hasSuffix(" min") == true, "the fixture is moved to within the last hour: \(result.stdout)")
        expectNoEscapes(result)
    }

    /// Open-Meteo's answer here has no minute forecast (its `minutely_15` taken out): the token
    /// is accepted and empty, and leaves no doubled space behind.
    @Test func nextHourTokenIsEmptyWithoutAMinuteForecast() throws {
        var fields = try #require(
            try JSONSerialization.jsonObject(with: WeatherboardBinary.currentOpenMeteoFixture("open-meteo-forecast-berlin.json")) as? [String: Any])
        fields["minutely_15"] = nil
        let withoutMinutes = try JSONSerialization.data(withJSONObject: fields)
        let alerts = #"{"type":"FeatureCollection","features":[]}"#
        server.setHandler { request in
            request.pathWithoutQuery == "/v1/forecast"
                ? .data(200, withoutMinutes, contentType: "application/json")
                : .json(200, alerts, headers: ["Content-Type": "application/geo+json"])
        }
        _ = try run("--json")
        let result = try run("--format", "{place} {nexthour} {temperature}", "--units", "metric,temperature=F")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Portland 78°\n")
    }

    @Test func unknownTokenIsAUsageErrorNamingTheTokens() throws {
        let result = try run("--format", "{place} {humidity}")
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("{humidity}"))
        #expect(result.stderr.contains("{place} {icon} {condition} {temperature} {feels} {wind} {precipitation} {nexthour} {observed} {confidence} {alert} {age}"))
        #expect(server.requestCount == 0)
        let unclosed = try run("--waybar", "--format", "{place")
        #expect(unclosed.status == 2)
        let withJSON = try run("--json", "--format", "{place}")
        #expect(withJSON.status == 2)
        #expect(withJSON.stderr.contains("--format only applies to --oneline and --waybar"))
    }

    @Test func waybarGivesTextTooltipAndClasses() throws {
        _ = try run("--json")
        let before = server.requestCount
        let result = try run("--waybar")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(server.requestCount == before)
        #expect(result.stdout.hasSuffix("}\n") && result.stdout.filter { $0 == "\n" }.count == 1, "one object on one line")
        let document = try jsonObject(result.stdout)
        #expect(document["text"] as? String == "Portland 💧 25° ↗ 11 km/h ▲ Excessive Heat Warning")
        #expect(document["class"] as? [String] == ["extreme"])
        let tooltip = try #require(document["tooltip"] as? String)
        let lines = tooltip.split(separator: "\n").map(String.init)
        #expect(lines.first == "Portland: Showers, 25° (feels 25°), wind ↗ 11 km/h")
        #expect(lines.contains("▲ EXTREME Excessive Heat Warning"))
        #expect(lines.contains("▲ MODERATE Heat Advisory"))
        #expect(lines.last?.hasPrefix("Data: Open-Meteo.com, National Weather Service") == true)
        expectNoEscapes(result)

        let short = try run("--waybar", "--format", "{temperature}")
        #expect(try jsonObject(short.stdout)["text"] as? String == "25°")
    }

    @Test func afterExpiryTheStaleLineComesAtOnceAndTheRefreshRunsInTheBackground() throws {
        _ = try run("--json")
        let fetched = forecastRequests()
        try expireCache()
        let result = try run("--oneline")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Portland 💧 25° ↗ 11 km/h ▲ Excessive Heat Warning\n", "the cached line, stale")
        #expect(eventually { forecastRequests() > fetched }, "a detached child asks for the forecast")

        // Until the child has stored the new data, the bar says the data is stale; after, fresh.
        var classes: [String] = []
        #expect(try eventually {
            classes = try jsonObject(try run("--waybar").stdout)["class"] as? [String] ?? []
            return !classes.contains("stale")
        }, "\(classes)")
        #expect(classes == ["extreme"])
        #expect(forecastRequests() == fetched + 1, "one background refresh, however often the bar asked")
    }

    @Test func staleDataIsMarkedForWaybar() throws {
        _ = try run("--json")
        try expireCache()
        // Every later request fails, so the data stays stale.
        server.setHandler { _ in .json(503, #"{"reason":"down"}"#) }
        let result = try run("--waybar")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try jsonObject(result.stdout)["class"] as? [String] == ["extreme", "stale"])
        #expect(eventually { server.requestCount > 2 }, "the background refresh still tries")
    }

    @Test func aNameWithEscapeSequencesReachesNoBar() throws {
        let places = """
            {"version": 1, "selected": 0, "places": [{"name": "Port\\u001b]0;owned\\u0007\\u001b[31mland",
             "latitude": 45.458, "longitude": -122.6636, "timeZoneIdentifier": "America/Los_Angeles"}]}
            """
        try Data(places.utf8).write(to: home.placesFile)
        _ = try run("--json")
        let line = try run("--oneline")
        #expect(line.status == 0, "\(line.stderr)")
        #expect(line.stdout.hasPrefix("Port"))
        expectNoEscapes(line)
        let waybar = try run("--waybar")
        #expect(!waybar.stdout.contains("\\u001b") && !waybar.stdout.contains("\\u001B"))
        #expect((try jsonObject(waybar.stdout)["text"] as? String)?.contains("\u{1B}") == false)
    }

    @Test func withNoCachedDataAShortNoDataText() throws {
        server.setHandler { _ in .json(503, #"{"reason":"down"}"#) }
        let result = try run("--oneline")
        #expect(result.status == 1)
        #expect(result.stdout == "Portland: no data\n")
        #expect(result.stderr.hasPrefix("weatherboard: ") && result.stderr.filter { $0 == "\n" }.count == 1)
        let waybar = try run("--waybar")
        #expect(waybar.status == 1)
        let document = try jsonObject(waybar.stdout)
        #expect(document["text"] as? String == "Portland: no data")
        #expect(document["class"] as? [String] == ["no-data"])
        expectNoEscapes(waybar)
    }

    /// The bar's own words in German; the values, place and service names stay as they are.
    @Test func theFixedWordsFollowTheLanguage() throws {
        let german = ["LANG": "de_DE.UTF-8"]
        _ = try run("--json")
        let age = try run("--format", "{place}: {age}", extra: german)
        #expect(age.status == 0, "\(age.stderr)")
        // The fixture is moved to within the last hour: its age is "jetzt" or minutes.
        #expect(age.stdout == "Portland: jetzt\n" || (age.stdout.hasPrefix("Portland: ") && age.stdout.hasSuffix(" min\n")), "\(age.stdout)")
        let waybar = try run("--waybar", extra: german)
        let tooltip = try #require(try jsonObject(waybar.stdout)["tooltip"] as? String)
        let lines = tooltip.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasSuffix(", 25° (gefühlt 25°), Wind ↗ 11 km/h") == true, "\(lines)")
        #expect(lines.last?.hasPrefix("Daten: Open-Meteo.com, National Weather Service") == true, "\(lines)")
        #expect(lines.last?.contains("aktualisiert ") == true, "\(lines)")

        server.setHandler { _ in .json(503, #"{"reason":"down"}"#) }
        try FileManager.default.removeItem(at: home.cacheDirectory)
        let noData = try run("--oneline", "--lang", "de")
        #expect(noData.status == 1)
        #expect(noData.stdout == "Portland: keine Daten\n")
    }
}
