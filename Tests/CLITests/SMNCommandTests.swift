import Foundation
import Testing
import TestSupport

/// The real binary for a place in Argentina against one loopback server that stands in for
/// Open-Meteo and SMN: SMN's real national index and its real Formosa storm warning, moved in
/// time so that the warning's hour is under way whenever the test runs.
@Suite("weatherboard with SMN warnings")
struct SMNCommandTests {
    let home = IsolatedHome()
    let server: LocalHTTPServer

    init() throws {
        let openMeteo = try WeatherboardBinary.currentOpenMeteoFixture("open-meteo-forecast-berlin.json")
        let index = try String(decoding: WeatherboardBinary.fixture("cap-feeds/ar-smn/rss-ar-2026-10-03.xml"), as: UTF8.self)
        // The warning was sent at 21:16 in Argentina (UTC-3) and lasts an hour: moved so that it
        // was sent within the hour before now.
        let now = Date()
        let shift = TimeShift(
            referenceWallClock: try #require(TimeShift.wallClockSeconds("2026-10-03T21:16")),
            nowWallClock: Int(now.timeIntervalSince1970) - 3 * 3600)
        let storm = shift.applied(to: try WeatherboardBinary.fixture("cap-feeds/ar-smn/acp-2026-10-03-2116-formosa.xml"))
        server = try LocalHTTPServer { request in
            switch request.pathWithoutQuery {
            case "/v1/forecast":
                return .data(200, openMeteo, contentType: "application/json")
            case "/CAP/AR.php":
                let local = index.replacingOccurrences(of: "https://ssl.smn.gob.ar", with: "http://\(request.header("host") ?? "")")
                return .data(200, Data(local.utf8), contentType: "application/rss+xml; charset=UTF-8")
            case "/feeds/CAP/avisocortoplazo/2026_10_03_2116_cap_es.xml":
                return .data(200, storm, contentType: "application/xml")
            default:
                // The index's other messages, as withdrawn ones answer.
                return .status(404)
            }
        }
        try home.writePlaces([
            #"{"name": "Pirané", "latitude": -25.73, "longitude": -59.11, "timeZoneIdentifier": "America/Argentina/Cordoba", "countryCode": "AR"}"#,
        ])
    }

    @Test func aStormWarningInForceIsOnTheJSONAndThePrintAttributedToSMN() throws {
        let json = try home.runWeatherboard(["--json"], server: server, extra: ["LANG": "es_AR.UTF-8"])
        #expect(json.status == 0, "\(json.stderr)")
        let document = try jsonObject(json.stdout)
        let alerts = try #require(document["alerts"] as? [[String: Any]])
        #expect(alerts.compactMap { $0["summary"] as? String }
            == ["AVISO NARANJA POR TORMENTAS FUERTES CON LLUVIAS INTENSAS, RAFAGAS Y CAIDA DE GRANIZO"], "\(json.stdout)")
        #expect(alerts.first?["severity"] as? String == "severe")
        #expect(document["alertSources"] as? [String] == ["SMN"], "SMN alone: its feed is confirmed")
        let attributions = try #require(document["attributions"] as? [[String: Any]])
        #expect(attributions.contains { $0["serviceName"] as? String == "Servicio Meteorológico Nacional (Argentina)" && $0["legalText"] as? String == "CC BY 4.0" })
        #expect(!server.requests.contains { $0.pathWithoutQuery.hasPrefix("/alert/") }, "FPAS is not asked")

        let printed = try home.runWeatherboard(["--print", "--width", "100", "--height", "30"], server: server, extra: ["LANG": "es_AR.UTF-8"])
        #expect(printed.status == 0, "\(printed.stderr)")
        #expect(printed.stdout.contains("AVISO NARANJA POR TORMENTAS FUERTES"), "\(printed.stdout)")
        #expect(printed.stdout.contains("Servicio Meteorológico Nacional"), "credited on the attribution row: \(printed.stdout)")
    }
}
