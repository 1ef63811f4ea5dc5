import Foundation
import Testing
import TestSupport

/// The real binary for a place in Hong Kong against one loopback server that stands in for
/// Open-Meteo and the Hong Kong Observatory's open data (its warning summary and texts, HKO's
/// documented Traditional Chinese examples).
@Suite("weatherboard with HKO warnings")
struct HKOCommandTests {
    let home = IsolatedHome()
    let server: LocalHTTPServer

    init() throws {
        let openMeteo = try WeatherboardBinary.currentOpenMeteoFixture("open-meteo-forecast-berlin.json")
        let summary = try WeatherboardBinary.fixture("cap-feeds/hk-hko/warnsum-tc-hko-docs-sample.json")
        let texts = try WeatherboardBinary.fixture("cap-feeds/hk-hko/warninginfo-tc-hko-docs-sample.json")
        server = try LocalHTTPServer { request in
            switch (request.pathWithoutQuery, request.queryValue("dataType")) {
            case ("/v1/forecast", _): .data(200, openMeteo, contentType: "application/json")
            case ("/weatherAPI/opendata/weather.php", "warnsum"): .data(200, summary, contentType: "application/json")
            case ("/weatherAPI/opendata/weather.php", "warningInfo"): .data(200, texts, contentType: "application/json")
            default: .json(404, #"{"title":"Not Found"}"#)
            }
        }
        try home.writePlaces([
            #"{"name": "Hong Kong", "latitude": 22.3027, "longitude": 114.1772, "timeZoneIdentifier": "Asia/Hong_Kong", "countryCode": "HK"}"#,
        ])
    }

    func alerts() throws -> (document: [String: Any], alerts: [String: [String: Any]]) {
        let result = try home.runWeatherboard(["--json"], server: server, extra: ["LANG": "zh_HK.UTF-8"])
        #expect(result.status == 0, "\(result.stderr)")
        let document = try jsonObject(result.stdout)
        let alerts = try #require(document["alerts"] as? [[String: Any]])
        return (document, Dictionary(uniqueKeysWithValues: alerts.compactMap { alert in (alert["summary"] as? String).map { ($0, alert) } }))
    }

    @Test func theJSONCarriesHKOsOwnTextsInTheReadersLanguage() throws {
        let (document, alerts) = try alerts()
        #expect(document["alertSource"] as? String == "available")
        #expect(alerts["熱帶氣旋警告信號（三號強風信號）"]?["details"] as? String == "三號強風信號在上午11時15分發出。")
        #expect((alerts["酷熱天氣警告"]?["details"] as? String)?.hasPrefix("香港天文台在07時00分發出酷熱天氣警告。\n") == true)
        #expect(alerts["暴雨警告信號（紅色）"]?["details"] is NSNull, "HKO's example has no text for it")
        let asked = server.requests.filter { $0.pathWithoutQuery == "/weatherAPI/opendata/weather.php" }
        #expect(asked.map { $0.queryValue("dataType") } == ["warnsum", "warningInfo"])
        #expect(asked.allSatisfy { $0.queryValue("lang") == "tc" })
    }

    @Test func withoutTheTextsTheWarningsAreStillAvailable() throws {
        let summary = try WeatherboardBinary.fixture("cap-feeds/hk-hko/warnsum-tc-hko-docs-sample.json")
        server.setHandler { request in
            switch request.queryValue("dataType") {
            case "warnsum": .data(200, summary, contentType: "application/json")
            case "warningInfo": .text(500, "Internal Server Error")
            default: .data(200, (try? WeatherboardBinary.currentOpenMeteoFixture("open-meteo-forecast-berlin.json")) ?? Data(),
                           contentType: "application/json")
            }
        }
        let (document, alerts) = try alerts()
        #expect(document["alertSource"] as? String == "available", "the warnings were read")
        #expect(alerts.count == 3)
        #expect(alerts.values.allSatisfy { $0["details"] is NSNull })
    }
}
