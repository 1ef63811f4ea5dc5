import Foundation
import Testing
import TestSupport

/// The real binary, as a user in Split would use it: `places add LAT,LON`, named by one
/// Nominatim lookup, then `--json` and `--print` with MeteoAlarm's real Croatian feed, one
/// loopback server standing in for Open-Meteo, Nominatim and MeteoAlarm. The feed (an excerpt,
/// see the fixtures' README) is moved in time so that the test runs in the hour after 17:00 of
/// 7 January 2024 in Split: today's yellow wind warning is under way, the orange of the 8th and
/// the yellow of the 9th are announced, the warnings of the 5th and 6th have ended. The
/// Nominatim answer is constructed in the shape of a real one (the README says which fields).
@Suite("weatherboard with MeteoAlarm warnings for a position in Split")
struct SplitMeteoAlarmCommandTests {
    let home = IsolatedHome()
    let server: LocalHTTPServer
    static let feedPath = "/api/v1/warnings/feeds-croatia"
    static let issuer = "EUMETNET – MeteoAlarm · DHMZ Državni hidrometeorološki zavod"

    init() throws {
        let forecast = try WeatherboardBinary.currentOpenMeteoFixture("open-meteo-forecast-berlin.json")
        let answer = try WeatherboardBinary.fixture("nominatim-reverse-split-constructed.json")
        // The feed's times carry +01:00, Croatia's offset in January: its wall clock is that one.
        let shift = TimeShift(
            referenceWallClock: try #require(TimeShift.wallClockSeconds("2024-01-07T17:00")),
            nowWallClock: Int(Date().timeIntervalSince1970) + 3600)
        let feed = shift.applied(to: try WeatherboardBinary.fixture("meteoalarm-croatia-split-excerpt.json"))
        server = try LocalHTTPServer { request in
            switch request.pathWithoutQuery {
            case "/v1/forecast": .data(200, forecast, contentType: "application/json")
            case "/reverse": .data(200, answer, contentType: "application/json")
            case Self.feedPath: .data(200, feed, contentType: "application/json")
            default: .json(404, #"{"message":"Not Found"}"#)
            }
        }
    }

    func savedPlace() throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: home.placesFile)) as? [String: Any]
        return try #require((object?["places"] as? [[String: Any]])?.first)
    }

    @Test func aPositionInSplitShowsTheSplitRegionWarningsAttributedToMeteoAlarmAndDHMZ() throws {
        let added = try home.runWeatherboard(["places", "add", "43.5081,16.4402"], server: server)
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout.contains("Split"), "\(added.stdout)")
        let saved = try savedPlace()
        #expect(saved["name"] as? String == "Split")
        #expect(saved["countryCode"] as? String == "HR", "Nominatim's country, not the forecast's time zone")
        #expect(saved["administrativeAreas"] as? [String] == ["Split-Dalmatia County", "Grad Split", "Split"])

        let json = try home.runWeatherboard(["--json"], server: server)
        #expect(json.status == 0, "\(json.stderr)")
        let document = try jsonObject(json.stdout)
        let alerts = try #require(document["alerts"] as? [[String: Any]], "\(json.stdout)")
        #expect(alerts.compactMap { $0["summary"] as? String } == ["Wind warning", "Wind warning", "Wind warning"], "\(json.stdout)")
        #expect(alerts.compactMap { $0["severity"] as? String } == ["severe", "moderate", "moderate"], "the orange of the 8th first")
        #expect(alerts.allSatisfy { $0["region"] as? String == "Split region" }, "never Middle Dalmatia's")
        #expect(alerts.allSatisfy { $0["source"] as? String == Self.issuer })
        #expect(alerts.compactMap { $0["id"] as? String }.sorted() == [
            "240107082021_0_yellow_HR008", "240107095301_0_orange_HR008", "240107115935_0_yellow_HR008",
        ].map { "2.49.0.0.191.0.HR." + $0 }, "only the warnings not yet ended")
        let attributions = try #require(document["attributions"] as? [[String: Any]])
        #expect(attributions.contains { $0["serviceName"] as? String == "EUMETNET – MeteoAlarm" }, "\(attributions)")
        #expect(attributions.contains { $0["serviceName"] as? String == "© OpenStreetMap contributors" }, "the name's credit")
        #expect(server.requests.filter { $0.pathWithoutQuery == "/reverse" }.count == 1, "named once, when added")

        let printed = try home.runWeatherboard(
            ["--print", "--width", "120", "--height", "45", "--icons", "ascii"], server: server, extra: ["NO_COLOR": "1"])
        #expect(printed.status == 0, "\(printed.stderr)")
        #expect(printed.stdout.contains("Split"), "\(printed.stdout)")
        #expect(printed.stdout.contains("Wind warning"), "\(printed.stdout)")
        // One row each: today's yellow under way ("until"), the two announced ones ("from").
        #expect(printed.stdout.range(of: "MODERATE +Wind warning - until [A-Z][a-z]+ [0-9:]+ - Split region", options: .regularExpression) != nil,
                "\(printed.stdout)")
        #expect(printed.stdout.range(of: "SEVERE +Wind warning - from [A-Z][a-z]+ [0-9:]+ - Split region", options: .regularExpression) != nil)
        #expect(!printed.stdout.contains("Middle Dalmatia"), "\(printed.stdout)")
        #expect(printed.stdout.contains("EUMETNET – MeteoAlarm") && printed.stdout.contains("meteoalarm.org"),
                "on the attribution rows: \(printed.stdout)")
        #expect(printed.stdout.contains("© OpenStreetMap contributors"), "\(printed.stdout)")
    }

    /// A Croatian reader reads DHMZ's Croatian text, although weatherboard has no Croatian
    /// words of its own and speaks English; with `--lang en` the reader asked for English.
    @Test func aCroatianReaderGetsTheCroatianTextAndLangEnGetsTheEnglish() throws {
        // Each run in a home of its own, so that neither answers from the other's cache.
        func summaries(_ arguments: [String]) throws -> [String] {
            let home = IsolatedHome()
            let added = try home.runWeatherboard(["places", "add", "43.5081,16.4402"] + arguments, server: server, extra: ["LANG": "hr_HR.UTF-8"])
            #expect(added.status == 0, "\(added.stderr)")
            let json = try home.runWeatherboard(["--json"] + arguments, server: server, extra: ["LANG": "hr_HR.UTF-8"])
            #expect(json.status == 0, "\(json.stderr)")
            let alerts = try #require(try jsonObject(json.stdout)["alerts"] as? [[String: Any]], "\(json.stdout)")
            return alerts.compactMap { $0["summary"] as? String }
        }
        let croatian = try summaries([])
        #expect(croatian == ["Narančasto upozorenje za vjetar", "Žuto upozorenje za vjetar", "Žuto upozorenje za vjetar"], "\(croatian)")
        let english = try summaries(["--lang", "en"])
        #expect(english == ["Wind warning", "Wind warning", "Wind warning"], "\(english)")
    }
}
