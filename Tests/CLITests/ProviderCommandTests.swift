import Foundation
import Testing
import TestSupport

/// The real binary with each provider against one loopback server that stands in for
/// Open-Meteo, NWS and MET Norway.
@Suite("weatherboard providers and official alerts")
struct ProviderCommandTests {
    let home = IsolatedHome()
    let server: LocalHTTPServer

    init() throws {
        let openMeteo = try WeatherboardBinary.currentOpenMeteoFixture("open-meteo-forecast-berlin.json")
        // Captured in 2019; moved into the future so the alerts are in force whenever the test
        // runs, except the one that is meant to have expired.
        let nwsAlerts = String(decoding: try WeatherboardBinary.fixture("nws-alerts-portland.json"), as: UTF8.self)
            .replacingOccurrences(of: "2019-08-28T06:00:00", with: "2001-01-01T00:00:00")
            .replacingOccurrences(of: "2019-", with: "2099-")
        let metForecast = try WeatherboardBinary.fixture("met-locationforecast-oslo.json")
        let metAlerts = String(decoding: try WeatherboardBinary.fixture("met-alerts-gale.json"), as: UTF8.self)
            .replacingOccurrences(of: "2024-05-03T13:00:00", with: "2099-05-03T13:00:00")
        let nwsPoints = try WeatherboardBinary.fixture("nws-points-washington.json")
        // Captured in 2024; moved so that the first hour is this one and the first day today.
        let savedHourly = try WeatherboardBinary.fixture("nws-forecast-hourly-washington.json")
        let nwsShift = try TimeShift.nwsHourly(savedHourly)
        let nwsForecast = nwsShift.applied(to: try WeatherboardBinary.fixture("nws-forecast-washington.json"))
        let nwsHourly = nwsShift.applied(to: savedHourly)
        // JMA warnings as FPAS relays them, moved into the future like the others: there if FPAS
        // were wrongly asked for a place in Japan.
        let fpas = FPASScript(
            listed: [FPASScript.tokyoBayWaves, FPASScript.kanagawaThunderstorm, FPASScript.tokyoRain],
            files: try FPASScript.tokyoFiles { $0.replacingOccurrences(of: "2026-", with: "2099-") })
        // JMA's Tokyo office file, its bulletins moved to today in Tokyo so that the feed is live.
        let tokyoToday = Date().formatted(Date.ISO8601FormatStyle(timeZone: TimeZone(identifier: "Asia/Tokyo") ?? .gmt).year().month().day())
        let jmaOffice = String(decoding: try WeatherboardBinary.fixture("jma-r8-tokyo.json"), as: UTF8.self)
            .replacingOccurrences(of: "2026-06-03", with: tokyoToday)
        let jmaAreas = try WeatherboardBinary.fixture("jma-area-tokyo.json")
        let gsiChiyoda = try WeatherboardBinary.fixture("gsi-lonlattoaddress-chiyoda.json")
        server = try LocalHTTPServer { request in
            if let answer = fpas.response(to: request) { return answer }
            switch request.pathWithoutQuery {
            case "/reverse-geocoder/LonLatToAddress":
                return .data(200, gsiChiyoda, contentType: "application/json")
            case "/bosai/common/const/area.json":
                return .data(200, jmaAreas, contentType: "application/json")
            case "/bosai/warning/data/r8/130000.json":
                return .json(200, jmaOffice)
            case "/points/45.458,-122.6636":
                return .data(200, nwsPoints, contentType: "application/geo+json")
            case "/gridpoints/LWX/96,70/forecast":
                return .data(200, nwsForecast, contentType: "application/geo+json", headers: ["Cache-Control": "max-age=900"])
            case "/gridpoints/LWX/96,70/forecast/hourly":
                return .data(200, nwsHourly, contentType: "application/geo+json", headers: ["Cache-Control": "max-age=900"])
            case "/v1/forecast":
                return .data(200, openMeteo, contentType: "application/json")
            case "/alerts/active":
                return .json(200, nwsAlerts, headers: [
                    "Content-Type": "application/geo+json", "Cache-Control": "public, max-age=30",
                    "Last-Modified": "Wed, 28 Aug 2019 17:36:22 GMT",
                ])
            case "/weatherapi/locationforecast/2.0/complete":
                return .data(200, metForecast, contentType: "application/json", headers: [
                    "Expires": ScriptedResponse.httpDate(Date() + 1800), "Last-Modified": ScriptedResponse.httpDate(Date()),
                ])
            case "/weatherapi/metalerts/2.0/current.json":
                return .json(200, metAlerts, headers: ["Expires": ScriptedResponse.httpDate(Date() + 60)])
            default:
                return .json(404, #"{"title":"Not Found"}"#)
            }
        }
    }

    func run(_ arguments: String..., extra: [String: String] = [:]) throws -> ProcessResult {
        try home.runWeatherboard(arguments, server: server, extra: extra)
    }


    func savePortland() throws {
        try home.writePlaces([#"{"name": "Portland", "latitude": 45.458, "longitude": -122.6636, "timeZoneIdentifier": "America/Los_Angeles", "countryCode": "US", "adminArea": "Oregon"}"#])
    }

    /// Chiyoda, Tokyo: JMA is its alert source.
    func saveChiyoda() throws {
        try home.writePlaces([#"{"name": "Chiyoda", "latitude": 35.694, "longitude": 139.7536, "timeZoneIdentifier": "Asia/Tokyo", "countryCode": "JP", "adminArea": "Tokyo"}"#])
    }

    /// Nuuk, in a country no national source covers: FPAS is its alert source.
    func saveNuuk() throws {
        try home.writePlaces([#"{"name": "Nuuk", "latitude": 64.1814, "longitude": -51.6941, "timeZoneIdentifier": "America/Nuuk", "countryCode": "GL"}"#])
    }

    func requests(to path: String) -> [RecordedRequest] {
        server.requests.filter { $0.pathWithoutQuery == path }
    }

    @Test func openMeteoForAUSPlaceShowsNWSAlertsRanked() throws {
        try savePortland()
        let result = try run("--json", "--provider", "open-meteo")
        #expect(result.status == 0, "\(result.stderr)")
        let document = try jsonObject(result.stdout)
        let alerts = try #require(document["alerts"] as? [[String: Any]])
        #expect(alerts.compactMap { $0["severity"] as? String } == ["extreme", "moderate", "unknown"])
        #expect(alerts.compactMap { $0["summary"] as? String } == ["Excessive Heat Warning", "Heat Advisory", "Air Quality Alert"])
        #expect(alerts.first?["detailsURL"] as? String == "https://api.weather.gov/alerts/urn:oid:2.49.0.1.840.0.extreme1.001.1")
        #expect(document["alertSource"] as? String == "available")
        let attributions = try #require(document["attributions"] as? [[String: Any]])
        #expect(attributions.compactMap { $0["serviceName"] as? String } == ["Open-Meteo.com", "National Weather Service"])
        #expect((document["metadata"] as? [String: Any])?["provider"] as? String == "open-meteo")

        let alertRequests = requests(to: "/alerts/active")
        #expect(alertRequests.count == 1)
        #expect(alertRequests.first?.queryValue("point") == "45.458,-122.6636")
        #expect(alertRequests.first?.header("user-agent")?.hasPrefix("weatherboard/") == true)
        #expect(alertRequests.first?.header("accept") == "application/geo+json")

        let again = try run("--json", "--provider", "open-meteo")
        #expect(again.status == 0)
        #expect(server.requestCount == 2, "within both expiries nothing is fetched again")
    }

    @Test func nwsForecastAndAlertsWorkThroughProvider() throws {
        try savePortland()
        let result = try run("--json", "--provider", "nws")
        #expect(result.status == 0, "\(result.stderr)")
        let document = try jsonObject(result.stdout)
        #expect((document["metadata"] as? [String: Any])?["provider"] as? String == "nws")
        // The saved forecast is seven days and a night, moved to now by whole hours (the binary
        // runs on the real clock): by the hour of the day in Portland its periods fall on 7 or 8
        // local days from today, never fewer, never more.
        #expect((7...8).contains((document["daily"] as? [Any])?.count ?? 0))
        #expect((document["alerts"] as? [Any])?.count == 3)
        let attributions = try #require(document["attributions"] as? [[String: Any]])
        #expect(attributions.compactMap { $0["serviceName"] as? String } == ["National Weather Service"], "one line for NWS")
        #expect(requests(to: "/v1/forecast").isEmpty, "Open-Meteo is not asked")
    }

    @Test func printForAUSPlaceShowsNWSAlertsRanked() throws {
        try savePortland()
        let result = try run("--print", "--width", "120", "--height", "45", "--icons", "ascii", extra: ["NO_COLOR": "1"])
        #expect(result.status == 0, "\(result.stderr)")
        let extreme = try #require(result.stdout.range(of: "Excessive Heat Warning"), "\(result.stdout)")
        let moderate = try #require(result.stdout.range(of: "Heat Advisory"))
        #expect(extreme.lowerBound < moderate.lowerBound, "extreme first")
        #expect(result.stdout.contains("National Weather Service"), "named in the attribution line")
    }

    @Test func aFailingAlertSourceLeavesTheForecast() throws {
        try savePortland()
        server.setHandler { request in
            request.pathWithoutQuery == "/alerts/active"
                ? .json(403, #"{"title":"Forbidden","detail":"Missing User-Agent"}"#)
                : .data(200, (try? WeatherboardBinary.currentOpenMeteoFixture("open-meteo-forecast-berlin.json")) ?? Data(), contentType: "application/json")
        }
        let result = try run("--json")
        #expect(result.status == 0, "\(result.stderr)")
        let document = try jsonObject(result.stdout)
        #expect((document["current"] as? [String: Any])?["temperature"] as? Double == 25.3)
        #expect((document["alerts"] as? [Any])?.isEmpty == true)
        let failures = try #require(document["sourceFailures"] as? [[String: Any]])
        #expect(failures.count == 1)
        #expect((failures.first?["message"] as? String)?.contains("403") == true, "\(failures)")
    }

    @Test func aFailingAlertSourceIsSaidOnThePrintNotShownAsNoAlerts() throws {
        try savePortland()
        server.setHandler { request in
            request.pathWithoutQuery == "/alerts/active"
                ? .json(500, #"{"title":"Internal Server Error"}"#)
                : .data(200, (try? WeatherboardBinary.currentOpenMeteoFixture("open-meteo-forecast-berlin.json")) ?? Data(), contentType: "application/json")
        }
        for size in [("120", "40"), ("40", "12")] {
            let result = try run("--print", "--width", size.0, "--height", size.1, extra: ["NO_COLOR": "1"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(!result.stdout.contains("No active alerts"), "\(result.stdout)")
            #expect(result.stdout.contains("NWS alerts unavailable"), "\(result.stdout)")
        }
    }

    /// Tokyo's warnings come from JMA itself, through the JMA and GSI URL overrides, in
    /// `--json` and `--print`, attributed as JMA asks; FPAS, which relays JMA, is not asked.
    @Test func tokyoShowsJMAsOwnWarnings() throws {
        try saveChiyoda()
        let result = try run("--json")
        #expect(result.status == 0, "\(result.stderr)")
        let document = try jsonObject(result.stdout)
        let alerts = try #require(document["alerts"] as? [[String: Any]])
        #expect(Set(alerts.compactMap { $0["summary"] as? String }) == ["Thunderstorm Advisory", "Gale Advisory"],
                "not the heavy rain warning JMA lifted")
        #expect(alerts.first?["source"] as? String == "Japan Meteorological Agency")
        #expect(alerts.first?["region"] as? String == "Chiyoda City")
        #expect(document["alertSource"] as? String == "available")
        let attributions = try #require(document["attributions"] as? [[String: Any]])
        #expect(attributions.compactMap { $0["serviceName"] as? String } == ["Open-Meteo.com", "Source: Japan Meteorological Agency"])
        #expect((document["sourceFailures"] as? [Any])?.isEmpty == true, "\(document["sourceFailures"] ?? "")")
        #expect(requests(to: "/reverse-geocoder/LonLatToAddress").count == 1)
        #expect(requests(to: "/bosai/warning/data/r8/130000.json").count == 1)
        #expect(requests(to: "/alert/area").isEmpty, "FPAS stands in only where no national source covers the place")

        let printed = try run("--print", "--width", "120", "--height", "45", "--icons", "ascii", extra: ["NO_COLOR": "1"])
        #expect(printed.status == 0, "\(printed.stderr)")
        #expect(printed.stdout.contains("Thunderstorm Advisory") && printed.stdout.contains("Gale Advisory"), "\(printed.stdout)")
        #expect(!printed.stdout.contains("Heavy Rain"))
        #expect(printed.stdout.contains("Source: Japan Meteorological Agency"), "named in the attribution line")
        #expect(requests(to: "/bosai/warning/data/r8/130000.json").count == 1, "no request to JMA within ten minutes")
        #expect(requests(to: "/reverse-geocoder/LonLatToAddress").count == 1, "the municipality is kept")
    }

    @Test func alertFallbackFalseInTheConfigFileTurnsFPASOff() throws {
        try saveNuuk()
        try Data(#"{"alertFallback": false}"#.utf8).write(to: home.configDirectory.appendingPathComponent("config.json"))
        let result = try run("--json")
        #expect(result.status == 0, "\(result.stderr)")
        let document = try jsonObject(result.stdout)
        #expect((document["alerts"] as? [Any])?.isEmpty == true)
        #expect(document["alertSource"] as? String == "none")
        #expect(requests(to: "/alert/area").isEmpty)
    }

    @Test func metNorwayWorksAgainstTheLocalServer() throws {
        let result = try run("--json", "--provider", "met-norway", "59.913868,10.752245")
        #expect(result.status == 0, "\(result.stderr)")
        let document = try jsonObject(result.stdout)
        #expect((document["metadata"] as? [String: Any])?["provider"] as? String == "met-norway")
        let attributions = try #require(document["attributions"] as? [[String: Any]])
        #expect(attributions.compactMap { $0["serviceName"] as? String } == ["Data from MET Norway"], "one line for both MET services")
        let alerts = try #require(document["alerts"] as? [[String: Any]])
        #expect(alerts.compactMap { $0["summary"] as? String } == ["Kuling"])
        #expect((document["current"] as? [String: Any])?["temperature"] as? Double != nil)

        let forecast = try #require(requests(to: "/weatherapi/locationforecast/2.0/complete").first)
        #expect(forecast.queryValue("lat") == "59.9139")
        #expect(forecast.queryValue("lon") == "10.7522")
        #expect(forecast.header("user-agent")?.hasPrefix("weatherboard/") == true)
        #expect(requests(to: "/weatherapi/metalerts/2.0/current.json").count == 1)

        _ = try run("--json", "--provider", "met-norway", "59.913868,10.752245")
        #expect(requests(to: "/weatherapi/locationforecast/2.0/complete").count == 1, "no request before Expires")
    }

    @Test func providersListsFourWithTheChosenOneMarked() throws {
        try FileManager.default.createDirectory(at: home.configDirectory, withIntermediateDirectories: true)
        try Data(#"{"provider": "met-norway", "theme": "ignored by this reader"}"#.utf8)
            .write(to: home.configDirectory.appendingPathComponent("config.json"))
        let result = try run("providers")
        #expect(result.status == 0, "\(result.stderr)")
        for name in ["open-meteo", "met-norway", "nws", "weatherkit"] {
            #expect(result.stdout.contains(" \(name) "), "lists \(name)")
        }
        #expect(result.stdout.contains("* met-norway"))
        #expect(result.stdout.contains("not configured: WEATHERKIT_TEAM_ID"))
        #expect(server.requestCount == 0)
        #expect(try run("providers", "--provider", "nws").stdout.contains("* nws"), "--provider overrides the config file")
    }

    @Test(arguments: [["--provider", "accuweather"], ["--provider"], ["providers", "extra"], ["--json", "providers"]])
    func unknownProviderOrMisuseIsAUsageError(arguments: [String]) throws {
        let result = try runProcess(
            arguments: [WeatherboardBinary.path] + arguments, environment: home.environment(server: server.baseURL))
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("weatherboard: "))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(server.requestCount == 0)
    }

    @Test func aBrokenConfigFileIsNamedWithExitTwo() throws {
        try FileManager.default.createDirectory(at: home.configDirectory, withIntermediateDirectories: true)
        let file = home.configDirectory.appendingPathComponent("config.json")
        for (content, problem) in [(#"{"provider": 3}"#, #""provider" must be a string"#),
                                   (#"{"provider": "yr"}"#, #"names the provider "yr""#),
                                   (#"{"alertFallback": "no"}"#, #""alertFallback" must be true or false"#),
                                   ("{ not json", "not valid JSON")] {
            try Data(content.utf8).write(to: file)
            let result = try run("--json", "52.52,13.41")
            #expect(result.status == 2)
            #expect(result.stderr.contains(file.path))
            #expect(result.stderr.contains(problem), "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1)
            #expect(try Data(contentsOf: file) == Data(content.utf8), "never rewritten")
        }
        #expect(server.requestCount == 0)
    }

    @Test func weatherKitWithoutCredentialsFailsWithOneSentence() throws {
        let result = try run("--json", "--provider", "weatherkit", "52.52,13.41")
        #expect(result.status == 1)
        #expect(result.stderr.contains("WeatherKit is not configured"))
        #expect(result.stderr.split(separator: "\n").count == 1)
        // The place's alert source is asked beside the forecast (its answer is kept for when the
        // forecast works); no forecast service is.
        #expect(server.requests.allSatisfy { $0.pathWithoutQuery.hasPrefix("/geoserver/") }, "\(server.requests.map(\.pathWithoutQuery))")
    }
}
