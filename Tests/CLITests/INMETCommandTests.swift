import Foundation
import Testing
import TestSupport

/// The real binary for a place in São Paulo against one loopback server that stands in for
/// Open-Meteo and INMET: INMET's real answer of 18 May 2026, its windows moved around now on
/// Brasília's clock so that its warnings are in force whenever the test runs.
@Suite("weatherboard with INMET warnings")
struct INMETCommandTests {
    let home = IsolatedHome()
    let server: LocalHTTPServer

    init() throws {
        let openMeteo = try WeatherboardBinary.currentOpenMeteoFixture("open-meteo-forecast-berlin.json")
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "America/Sao_Paulo")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        let now = Date()
        var answer = String(decoding: try WeatherboardBinary.fixture("cap-feeds/br-inmet/avisos-ativos-2026-05-18-excerpt.json"), as: UTF8.self)
        for start in ["2026-05-18 08:55", "2026-05-18 09:10"] {
            answer = answer.replacingOccurrences(of: "\"inicio\": \"\(start)\"", with: "\"inicio\": \"\(formatter.string(from: now - 3600))\"")
        }
        answer = answer.replacingOccurrences(of: "\"fim\": \"2026-05-18 23:59\"", with: "\"fim\": \"\(formatter.string(from: now + 6 * 3600))\"")
        let warnings = Data(answer.utf8)
        server = try LocalHTTPServer { request in
            switch request.pathWithoutQuery {
            case "/v1/forecast": .data(200, openMeteo, contentType: "application/json")
            case "/avisos/ativos": .data(200, warnings, contentType: "application/json")
            default: .json(404, #"{"message":"Not Found"}"#)
            }
        }
        try home.writePlaces([
            #"{"name": "São Paulo", "latitude": -23.5505, "longitude": -46.6333, "timeZoneIdentifier": "America/Sao_Paulo", "countryCode": "BR"}"#,
        ])
    }

    @Test func theWarningInForceIsOnTheJSONAndThePrintAttributedToINMET() throws {
        let json = try home.runWeatherboard(["--json"], server: server, extra: ["LANG": "pt_BR.UTF-8"])
        #expect(json.status == 0, "\(json.stderr)")
        let document = try jsonObject(json.stdout)
        let alerts = try #require(document["alerts"] as? [[String: Any]])
        #expect(alerts.compactMap { $0["summary"] as? String } == ["Chuvas Intensas (Perigo Potencial)"], "\(json.stdout)")
        #expect(alerts.first?["severity"] as? String == "moderate")
        #expect(document["alertSources"] as? [String] == ["INMET"], "INMET alone: FPAS is not asked")
        let attributions = try #require(document["attributions"] as? [[String: Any]])
        #expect(attributions.contains { $0["serviceName"] as? String == "INMET (Instituto Nacional de Meteorologia)" })

        let printed = try home.runWeatherboard(["--print", "--width", "100", "--height", "30"], server: server, extra: ["LANG": "pt_BR.UTF-8"])
        #expect(printed.status == 0, "\(printed.stderr)")
        #expect(printed.stdout.contains("Chuvas Intensas"), "\(printed.stdout)")
        #expect(printed.stdout.contains("INMET"), "credited on the attribution row: \(printed.stdout)")
        #expect(server.requests.filter { $0.pathWithoutQuery == "/avisos/ativos" }.count == 1, "the second run uses the kept answer")
    }
}
