import Foundation
import Testing
import TestSupport

/// `--json` with the nearest observation turned on, Open-Meteo and the Aviation Weather Center
/// played by one loopback server.
@Suite("The nearest observation in --json")
struct ObservationCommandTests {
    let home = IsolatedHome()
    let server: LocalHTTPServer
    let forecast: Data
    let geocoding: Data

    init() throws {
        forecast = try WeatherboardBinary.currentOpenMeteoFixture("open-meteo-forecast-berlin.json")
        geocoding = try WeatherboardBinary.fixture("open-meteo-geocoding-berlin.json")
        server = try LocalHTTPServer { _ in .status(404) }
        answer(metar: Self.brandenburg(minutesAgo: 20))
    }

    /// A report of Berlin Brandenburg (EDDB, about 20 km from the geocoded Berlin) in the
    /// service's shape, observed `minutesAgo` before the real clock, since the binary runs on it.
    static func brandenburg(minutesAgo: Double) -> Data {
        let observed = Int(Date().timeIntervalSince1970 - minutesAgo * 60)
        return Data("""
            [{"icaoId":"EDDB","receiptTime":"2026-12-02T10:23:11.000Z","obsTime":\(observed),"temp":3.4,"dewp":-1.2,\
            "wdir":"VRB","wspd":4,"wgst":null,"visib":"6+","altim":1016,"wxString":"-SN","metarType":"METAR",\
            "rawOb":"METAR EDDB 021020Z VRB04KT 9999 -SN FEW012 03/M01 Q1016 NOSIG","lat":52.3514,"lon":13.4939,"elev":47,\
            "name":"Berlin/Brandenburg Arpt, BB, DE","clouds":[{"cover":"FEW","base":1200}]}]
            """.utf8)
    }

    func answer(metar: Data, status: Int = 200) {
        server.setHandler { [forecast, geocoding] request in
            switch request.pathWithoutQuery {
            case "/v1/search": .data(200, geocoding, contentType: "application/json")
            case "/api/data/metar": status == 200 ? .data(200, metar, contentType: "application/json") : .status(status)
            default: .data(200, forecast, contentType: "application/json")
            }
        }
    }

    func run(_ arguments: String..., extra: [String: String] = [:]) throws -> ProcessResult {
        var environment = ["WEATHERBOARD_AVIATIONWEATHER_URL": server.baseURL.absoluteString]
        environment.merge(extra) { _, new in new }
        return try home.runWeatherboard(arguments, server: server, extra: environment)
    }

    func metarRequests() -> [RecordedRequest] {
        server.requests.filter { $0.pathWithoutQuery == "/api/data/metar" }
    }

    @Test func theDocumentCarriesTheStationItsDistanceValuesAndRawReport() throws {
        #expect(try run("places", "add", "Berlin").status == 0)
        let result = try run("--json")
        #expect(result.status == 0, "\(result.stderr)")
        let document = try jsonObject(result.stdout)
        let observation = try #require(document["observation"] as? [String: Any])
        let station = try #require(observation["station"] as? [String: Any])
        #expect(station["id"] as? String == "EDDB")
        #expect(station["name"] as? String == "Berlin/Brandenburg Arpt, BB, DE")
        #expect(abs((observation["distance"] as? Double ?? 0) - 20.05) < 0.15, "km")
        #expect(observation["temperature"] as? Double == 3.4)
        #expect(observation["dewPoint"] as? Double == -1.2)
        #expect(observation["windSpeed"] as? Double == 7.4, "4 kt in km/h")
        #expect(observation["windDirection"] is NSNull, "variable")
        #expect(observation["windVariable"] as? Bool == true)
        #expect(observation["windGust"] is NSNull)
        #expect(observation["pressure"] as? Double == 1016)
        #expect(observation["visibility"] as? Double == 9.7, "6 statute miles or more, in km")
        #expect(observation["visibilityAtLeast"] as? Bool == true)
        #expect(observation["presentWeather"] as? String == "-SN")
        #expect(observation["raw"] as? String == "METAR EDDB 021020Z VRB04KT 9999 -SN FEW012 03/M01 Q1016 NOSIG")
        #expect(observation["date"] as? String != nil)
        let credits = try #require(document["attributions"] as? [[String: Any]])
        #expect(credits.contains { $0["serviceName"] as? String == "NOAA Aviation Weather Center" })
        #expect(metarRequests().count == 1)
        #expect(metarRequests().first?.header("user-agent")?.hasPrefix("weatherboard/") == true)
    }

    /// The printed dashboard's card and a status bar's `{observed}` show the same report.
    @Test func theCardAndTheStatusBarShowIt() throws {
        #expect(try run("places", "add", "Berlin").status == 0)
        let printed = try run("--print", "--width", "120", "--height", "40")
        #expect(printed.status == 0, "\(printed.stderr)")
        #expect(printed.stdout.contains("3°C (model"), "measured, with the model's far warmer beside: \(printed.stdout)")
        #expect(printed.stdout.contains(" at EDDB, 20 km"), "\(printed.stdout)")
        #expect(printed.stdout.contains("Visibility ≥ 9.7 km"), "six miles or more: \(printed.stdout)")
        let bar = try run("--format", "{observed}")
        #expect(bar.status == 0 && bar.stdout.hasPrefix("3° EDDB "), "\(bar.stdout)\(bar.stderr)")
        #expect(metarRequests().count == 1, "one report for all three")
    }

    @Test func theValuesFollowTheUnits() throws {
        #expect(try run("places", "add", "Berlin").status == 0)
        let document = try jsonObject(try run("--json", extra: ["LANG": "en_US.UTF-8"]).stdout)
        let observation = try #require(document["observation"] as? [String: Any])
        #expect(observation["temperature"] as? Double == 38.1, "°F")
        #expect(abs((observation["distance"] as? Double ?? 0) - 12.46) < 0.1, "miles")
        #expect(observation["visibility"] as? Double == 6, "miles")
        #expect(observation["pressure"] as? Double == 30, "inHg, rounded to two places")
    }

    /// A run a minute later keeps to the source's own schedule: no second request.
    @Test func aSecondRunDoesNotAskAgain() throws {
        #expect(try run("places", "add", "Berlin").status == 0)
        #expect(try run("--json").status == 0)
        let again = try run("--json")
        #expect(again.status == 0, "\(again.stderr)")
        #expect(metarRequests().count == 1)
        #expect((try jsonObject(again.stdout))["observation"] is [String: Any])
    }

    /// Three hours old is no observation of now: null, and no failure.
    @Test func anOldReportIsNull() throws {
        answer(metar: Self.brandenburg(minutesAgo: 180))
        #expect(try run("places", "add", "Berlin").status == 0)
        let document = try jsonObject(try run("--json").stdout)
        #expect(document["observation"] is NSNull)
        let failures = try #require(document["sourceFailures"] as? [[String: Any]])
        #expect(!failures.contains { $0["source"] as? String == "Station observations" })
    }

    /// The service failing never fails the forecast: the document is there, the part is null,
    /// and the failure is said once.
    @Test func aFailingServiceLeavesTheForecast() throws {
        answer(metar: Data(), status: 503)
        #expect(try run("places", "add", "Berlin").status == 0)
        let result = try run("--json")
        #expect(result.status == 0, "\(result.stderr)")
        let document = try jsonObject(result.stdout)
        #expect(document["observation"] is NSNull)
        #expect((document["current"] as? [String: Any])?["temperature"] is Double)
        // (DWD's warnings, which the loopback server does not play, fail beside it.)
        let failures = try #require(document["sourceFailures"] as? [[String: Any]])
        let ours = failures.filter { $0["source"] as? String == "Station observations" }
        #expect(ours.map { $0["message"] as? String } == ["Station observations are unavailable: the service answered HTTP 503."])
    }

    @Test func offIsNeverAskedAndAMalformedURLIsAUsageError() throws {
        #expect(try run("places", "add", "Berlin").status == 0)
        let off = try run("--json", extra: ["WEATHERBOARD_AVIATIONWEATHER_URL": "off"])
        #expect(off.status == 0)
        #expect((try jsonObject(off.stdout))["observation"] is NSNull)
        #expect(metarRequests().isEmpty)
        let bad = try run("--json", extra: ["WEATHERBOARD_AVIATIONWEATHER_URL": "aviationweather.gov"])
        #expect(bad.status == 2)
        #expect(bad.stderr == "weatherboard: WEATHERBOARD_AVIATIONWEATHER_URL must be an http or https URL, but it is \"aviationweather.gov\".\n")
    }
}
