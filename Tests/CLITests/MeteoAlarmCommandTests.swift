import Foundation
import Testing
import TestSupport

/// The real binary for a place in Amsterdam against one loopback server standing in for
/// Open-Meteo and MeteoAlarm: the Netherlands' whole feed, placed on North Holland.
@Suite("weatherboard with MeteoAlarm warnings")
struct MeteoAlarmCommandTests {
    let home = IsolatedHome()
    let server: LocalHTTPServer
    static let feedPath = "/api/v1/warnings/feeds-netherlands"

    init() throws {
        server = try Self.netherlandsServer()
        // As `places add Amsterdam` saves it: the country, and the area names in English and Dutch.
        try FileManager.default.createDirectory(at: home.configDirectory, withIntermediateDirectories: true)
        let places = """
            {"version": 1, "selected": 0, "places": [{"name": "Amsterdam", "latitude": 52.37403, "longitude": 4.88969,
             "timeZoneIdentifier": "Europe/Amsterdam", "countryCode": "NL", "adminArea": "North Holland",
             "administrativeAreas": ["North Holland", "Noord-Holland", "Gemeente Amsterdam", "Amsterdam"]}]}
            """
        try Data(places.utf8).write(to: home.placesFile)
    }

    /// Open-Meteo's forecast and the Netherlands' whole MeteoAlarm feed.
    static func netherlandsServer() throws -> LocalHTTPServer {
        let forecast = try WeatherboardBinary.currentOpenMeteoFixture("open-meteo-forecast-berlin.json")
        // Captured for 7 March 2026; moved to 2099 so the warnings are in force whenever the
        // test runs, except the fog warning of the 6th, which is meant to have expired.
        let feed = String(decoding: try WeatherboardBinary.fixture("meteoalarm-netherlands.json"), as: UTF8.self)
            .replacingOccurrences(of: "2026-03-07T", with: "2099-03-07T")
            .replacingOccurrences(of: "2026-03-08T", with: "2099-03-08T")
        return try LocalHTTPServer { request in
            switch request.pathWithoutQuery {
            case "/v1/forecast": .data(200, forecast, contentType: "application/json")
            case feedPath: .json(200, feed, headers: ["Cache-Control": "max-age=60"])
            default: .json(404, #"{"message":"Not Found"}"#)
            }
        }
    }

    /// A place added as `LAT,LON` has no area names, and the feed no shapes: its warnings can
    /// be neither placed nor ruled out.
    static let unplaceablePlace =
        #"{"name": "52.374, 4.890", "latitude": 52.37403, "longitude": 4.88969, "timeZoneIdentifier": "Europe/Amsterdam", "countryCode": "NL"}"#

    func run(_ arguments: String..., extra: [String: String] = [:]) throws -> ProcessResult {
        try home.runWeatherboard(arguments, server: server, extra: extra)
    }

    var feedRequests: [RecordedRequest] { server.requests.filter { $0.pathWithoutQuery == Self.feedPath } }

    @Test func jsonShowsTheNoordHollandWarningsRankedAndAttributed() throws {
        let result = try run("--json")
        #expect(result.status == 0, "\(result.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let alerts = try #require(document["alerts"] as? [[String: Any]])
        #expect(alerts.compactMap { $0["summary"] as? String } == [
            "Code orange: severe gusts in Noord-Holland", "Code yellow: heavy rain in Noord-Holland",
        ], "ranked, and nothing for Utrecht, no green entries, no expired or test messages")
        #expect(alerts.compactMap { $0["severity"] as? String } == ["severe", "moderate"])
        #expect(alerts.first?["region"] as? String == "Noord-Holland")
        #expect(alerts.first?["source"] as? String == "EUMETNET – MeteoAlarm · KNMI")
        #expect(alerts.first?["detailsURL"] as? String == "https://www.knmi.nl/nederland-nu/weer/waarschuwingen/noord-holland")
        #expect(document["alertSource"] as? String == "available")
        let attributions = try #require(document["attributions"] as? [[String: Any]])
        #expect(attributions.compactMap { $0["serviceName"] as? String } == ["Open-Meteo.com", "EUMETNET – MeteoAlarm"])
        #expect(attributions.last?["legalPageURL"] as? String == "https://www.meteoalarm.org")
        #expect((document["sourceFailures"] as? [Any])?.isEmpty == true)

        let request = try #require(feedRequests.first)
        #expect(feedRequests.count == 1)
        #expect(request.header("user-agent")?.hasPrefix("weatherboard/") == true)

        #expect(try run("--json").status == 0)
        #expect(feedRequests.count == 1, "not asked again within five minutes")
    }

    @Test func printShowsTheOrangeWarningFirstAndNamesTheRelay() throws {
        let result = try run("--print", "--width", "120", "--height", "45", "--icons", "ascii", extra: ["NO_COLOR": "1"])
        #expect(result.status == 0, "\(result.stderr)")
        let orange = try #require(result.stdout.range(of: "Code orange: severe gusts in Noord-Holland"), "\(result.stdout)")
        let yellow = try #require(result.stdout.range(of: "Code yellow: heavy rain in Noord-Holland"))
        #expect(orange.lowerBound < yellow.lowerBound, "severe first")
        #expect(!result.stdout.contains("Utrecht"))
        // A row each: the event, until (or from) when and the region (the issuing service is in the popup).
        #expect(result.stdout.range(of: "Code orange: severe gusts in Noord-Holland - (until|from) [A-Z][a-z]+ [0-9:]+ - Noord-Holland", options: .regularExpression) != nil, "\(result.stdout)")
        #expect(result.stdout.contains("EUMETNET – MeteoAlarm https://www.meteoalarm.org"), "on the attribution row")
    }

    /// A place added as `LAT,LON` has no area names, and the feed no shapes: its three
    /// warnings in force can be neither placed nor ruled out, which is said, never "no warnings".
    @Test func warningsThatCannotBeMatchedAreSaidAsSuch() throws {
        try home.writePlaces([Self.unplaceablePlace])
        let json = try run("--json")
        #expect(json.status == 0, "\(json.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((document["alerts"] as? [Any])?.isEmpty == true)
        let unplaced = try #require((document["unplacedAlerts"] as? [[String: Any]])?.first)
        #expect(unplaced["source"] as? String == "MeteoAlarm")
        #expect(unplaced["count"] as? Int == 3)
        #expect(unplaced["countryCode"] as? String == "NL")
        #expect(unplaced["detailsURL"] as? String == "https://meteoalarm.org/en/live/region/NL")

        let print = try run("--print", "--width", "100", "--height", "30", "--icons", "ascii", extra: ["NO_COLOR": "1"])
        #expect(print.status == 0, "\(print.stderr)")
        let text = print.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "| ")) }.joined(separator: " ")
        #expect(text.contains("Warnings in force in Netherlands that could not be matched to 52.374, 4.890: 3"), "\(print.stdout)")
        #expect(text.contains("https://meteoalarm.org/en/live/region/NL"), "\(print.stdout)")
        #expect(!print.stdout.contains("No warnings"), "\(print.stdout)")

        let waybar = try run("--waybar")
        #expect(waybar.stdout.contains("could not be matched to 52.374, 4.890: 3"), "\(waybar.stdout)")
    }

    @Test func aFailingFeedLeavesTheForecastAndIsNotNoWarnings() throws {
        server.setHandler { request in
            request.pathWithoutQuery == Self.feedPath
                ? .text(500, "<html>Internal Server Error</html>")
                : .data(200, (try? WeatherboardBinary.currentOpenMeteoFixture("open-meteo-forecast-berlin.json")) ?? Data(), contentType: "application/json")
        }
        let json = try run("--json")
        #expect(json.status == 0, "\(json.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((document["current"] as? [String: Any])?["temperature"] as? Double == 25.3)
        let failures = try #require(document["sourceFailures"] as? [[String: Any]])
        #expect(failures.compactMap { $0["source"] as? String } == ["MeteoAlarm warnings"])
        let print = try run("--print", "--width", "120", "--height", "40", extra: ["NO_COLOR": "1"])
        #expect(!print.stdout.contains("No active alerts"), "\(print.stdout)")
        #expect(print.stdout.contains("MeteoAlarm warnings unavailable"), "\(print.stdout)")
    }
}
