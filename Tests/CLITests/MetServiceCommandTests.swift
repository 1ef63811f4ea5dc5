import Foundation
import Testing
import TestSupport

/// The real binary for a place on the Desert Road against one loopback server that stands in
/// for Open-Meteo and MetService: MetService's real CAP feed and its two messages (their expiry
/// moved to 2035 by the project that saved them, so they are in force whenever the test runs).
@Suite("weatherboard with MetService warnings")
struct MetServiceCommandTests {
    let home = IsolatedHome()
    let server: LocalHTTPServer

    init() throws {
        let openMeteo = try WeatherboardBinary.currentOpenMeteoFixture("open-meteo-forecast-berlin.json")
        let index = String(decoding: try WeatherboardBinary.fixture("cap-feeds/nz-metservice/index.xml"), as: UTF8.self)
        let messages = [
            "2.49.0.0.554.0.roadsnow.desertroad.20260831090341521.0":
                try WeatherboardBinary.fixture("cap-feeds/nz-metservice/roadsnow-desertroad.xml"),
            "2.49.0.0.554.0.roadsnow.dunedintowaitatihighway.20260831090341532.0":
                try WeatherboardBinary.fixture("cap-feeds/nz-metservice/roadsnow-dunedintowaitatihighway.xml"),
        ]
        server = try LocalHTTPServer { request in
            switch request.pathWithoutQuery {
            case "/v1/forecast":
                return .data(200, openMeteo, contentType: "application/json")
            case "/cap/rss":
                let local = index.replacingOccurrences(of: "https://alerts.metservice.com", with: "http://\(request.header("host") ?? "")")
                return .data(200, Data(local.utf8), contentType: "application/rss+xml")
            case "/cap/alert":
                guard let id = request.queryValue("id"), let message = messages[id] else { return .status(404) }
                return .data(200, message, contentType: "application/xml")
            default:
                return .json(404, #"{"message":"Not Found"}"#)
            }
        }
        try home.writePlaces([
            #"{"name": "Waiouru", "latitude": -39.304, "longitude": 175.741, "timeZoneIdentifier": "Pacific/Auckland", "countryCode": "NZ"}"#,
        ])
    }

    @Test func theRoadSnowWarningIsOnTheJSONAndThePrintAttributedToMetService() throws {
        let json = try home.runWeatherboard(["--json"], server: server, extra: ["LANG": "en_NZ.UTF-8"])
        #expect(json.status == 0, "\(json.stderr)")
        let document = try jsonObject(json.stdout)
        let alerts = try #require(document["alerts"] as? [[String: Any]])
        #expect(alerts.compactMap { $0["summary"] as? String } == ["Road Snowfall Warning"], "\(json.stdout)")
        #expect(alerts.first?["region"] as? String == "Desert Road (SH1)")
        #expect(document["alertSources"] as? [String] == ["MetService"], "MetService alone: FPAS is not asked")
        let attributions = try #require(document["attributions"] as? [[String: Any]])
        #expect(attributions.contains {
            $0["serviceName"] as? String == "MetService (Meteorological Service of New Zealand)" && $0["legalText"] as? String == "CC BY 4.0"
        })

        let printed = try home.runWeatherboard(["--print", "--width", "100", "--height", "30"], server: server, extra: ["LANG": "en_NZ.UTF-8"])
        #expect(printed.status == 0, "\(printed.stderr)")
        #expect(printed.stdout.contains("Road Snowfall Warning"), "\(printed.stdout)")
        #expect(printed.stdout.contains("MetService"), "credited on the attribution row: \(printed.stdout)")
    }
}
