import Foundation
import Testing
import TestSupport

/// `--json` and `--format {confidence}` with the ensemble turned on, Open-Meteo's forecast and
/// ensemble played by one loopback server.
@Suite("The ensemble band in --json and --format")
struct EnsembleCommandTests {
    let home = IsolatedHome()
    let server: LocalHTTPServer
    let forecast: Data
    let geocoding: Data
    let ensemble: Data

    init() throws {
        forecast = try WeatherboardBinary.currentOpenMeteoFixture("open-meteo-forecast-berlin.json")
        geocoding = try WeatherboardBinary.fixture("open-meteo-geocoding-berlin.json")
        ensemble = try Self.startingToday(try WeatherboardBinary.fixture("open-meteo-ensemble/ensemble-berlin-51-members.json"))
        server = try LocalHTTPServer { _ in .status(404) }
        answer(ensembleStatus: 200)
    }

    static let berlin = TimeZone(identifier: "Europe/Berlin") ?? .current

    /// The written 51-member answer moved so its first hour is today's midnight in Berlin: the
    /// binary runs on the real clock.
    static func startingToday(_ fixture: Data) throws -> Data {
        var object = try #require(try JSONSerialization.jsonObject(with: fixture) as? [String: Any])
        var hourly = try #require(object["hourly"] as? [String: Any])
        let times = try #require(hourly["time"] as? [Double])
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = berlin
        let shift = calendar.startOfDay(for: Date()).timeIntervalSince1970 - times[0]
        hourly["time"] = times.map { $0 + shift }
        object["hourly"] = hourly
        return try JSONSerialization.data(withJSONObject: object)
    }

    /// Whether today in Berlin has 24 hours; on the days the clocks change the written answer's
    /// 24-hour days are not whole local days, and have no day band.
    static var todayIsWhole: Bool {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = berlin
        return calendar.dateInterval(of: .day, for: Date())?.duration == 86_400
    }

    func answer(ensembleStatus: Int) {
        server.setHandler { [forecast, geocoding, ensemble] request in
            switch request.pathWithoutQuery {
            case "/v1/search": .data(200, geocoding, contentType: "application/json")
            case "/v1/ensemble": ensembleStatus == 200 ? .data(200, ensemble, contentType: "application/json") : .status(ensembleStatus)
            default: .data(200, forecast, contentType: "application/json")
            }
        }
    }

    func run(_ arguments: String..., extra: [String: String] = [:]) throws -> ProcessResult {
        var environment = ["WEATHERBOARD_ENSEMBLE_URL": server.baseURL.absoluteString]
        environment.merge(extra) { _, new in new }
        return try home.runWeatherboard(arguments, server: server, extra: environment)
    }

    func ensembleRequests() -> [RecordedRequest] {
        server.requests.filter { $0.pathWithoutQuery == "/v1/ensemble" }
    }

    @Test func theDocumentCarriesEachHoursAndDaysPercentiles() throws {
        #expect(try run("places", "add", "Berlin").status == 0)
        let result = try run("--json")
        #expect(result.status == 0, "\(result.stderr)")
        let document = try jsonObject(result.stdout)
        let hours = try #require(document["hourly"] as? [[String: Any]])
        let band = try #require(hours.first?["ensemble"] as? [String: Any])
        let p10 = try #require(band["temperatureP10"] as? Double)
        let p50 = try #require(band["temperatureP50"] as? Double)
        let p90 = try #require(band["temperatureP90"] as? Double)
        #expect(p10 <= p50 && p50 <= p90)
        #expect(band["precipitationP10"] as? Double == 0)
        #expect(band["wetShare"] is Double)
        // The second afternoon: 25 of 51 members wet, 0.8 mm at the 90th percentile.
        let wet = hours.compactMap { $0["ensemble"] as? [String: Any] }.filter { ($0["wetShare"] as? Double ?? 0) > 0 }
        #expect(wet.contains { $0["wetShare"] as? Double == 49 && $0["precipitationP90"] as? Double == 0.8 }, "\(wet)")
        let days = try #require(document["daily"] as? [[String: Any]])
        if Self.todayIsWhole {
            let today = try #require(days.first?["ensemble"] as? [String: Any])
            #expect(today["spread"] as? Double == 0.8)
            #expect(today["uncertain"] as? Bool == false)
            #expect(today["highP10"] as? Double == 5.2 && today["highP90"] as? Double == 6.8)
        } else {
            #expect(days.first?["ensemble"] is NSNull, "a day the clocks change is not a whole day of the answer: no band")
        }
        #expect(days.dropFirst(3).allSatisfy { $0["ensemble"] is NSNull }, "the answer covers three days")
        #expect(ensembleRequests().count == 1)
        let request = try #require(ensembleRequests().first)
        #expect(request.queryValue("models") == "ecmwf_ifs025_ensemble")
    }

    @Test func theStatusBarSaysTodaysSpreadAndTheBandIsAskedOncePerExpiry() throws {
        #expect(try run("places", "add", "Berlin").status == 0)
        let bar = try run("--format", "{place} {confidence}")
        #expect(bar.status == 0, "\(bar.stderr)")
        #expect(bar.stdout == (Self.todayIsWhole ? "Berlin ±1°\n" : "Berlin\n"), "0.8 °C rounded; none on a day the clocks change")
        _ = try run("--json")
        _ = try run("--print", "--width", "120", "--height", "40")
        #expect(ensembleRequests().count == 1, "kept on disk for three hours at least")
    }

    @Test func aFailureIsSaidOnceAndTheForecastStays() throws {
        answer(ensembleStatus: 503)
        #expect(try run("places", "add", "Berlin").status == 0)
        let result = try run("--json")
        #expect(result.status == 0, "\(result.stderr)")
        let document = try jsonObject(result.stdout)
        let failures = try #require(document["sourceFailures"] as? [[String: Any]])
        #expect(failures.filter { $0["source"] as? String == "Ensemble forecasts" }.count == 1)
        let hours = try #require(document["hourly"] as? [[String: Any]])
        #expect(!hours.isEmpty && hours.allSatisfy { $0["ensemble"] is NSNull })
        let bar = try run("--format", "{place} {confidence}")
        #expect(bar.stdout == "Berlin\n")
    }

    @Test func offNeverAsks() throws {
        #expect(try run("places", "add", "Berlin").status == 0)
        let result = try run("--json", extra: ["WEATHERBOARD_ENSEMBLE_URL": "off"])
        #expect(result.status == 0)
        #expect(ensembleRequests().isEmpty)
        let bad = try run("--json", extra: ["WEATHERBOARD_ENSEMBLE_URL": "ensemble-api.open-meteo.com"])
        #expect(bad.status == 2)
        #expect(bad.stderr == "weatherboard: WEATHERBOARD_ENSEMBLE_URL must be an http or https URL, but it is \"ensemble-api.open-meteo.com\".\n")
    }
}
