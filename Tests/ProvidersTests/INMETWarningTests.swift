import Foundation
import Testing
@testable import Providers
import TestSupport
import WeatherCore

/// Brazil's INMET on a real answer of its warnings in force (Fixtures/cap-feeds/br-inmet, the
/// first two of that day's warnings, byte for byte) and on hostile ones.
@Suite struct INMETWarningTests {
    /// 18 May 2026, 15:00 in Brasília: both warnings (08:55 and 09:10 to 23:59) in force.
    let afternoon = providerTestDate("2026-05-18T18:00:00Z")
    let saoPaulo = Place(name: "São Paulo", latitude: -23.5505, longitude: -46.6333, timeZoneIdentifier: "America/Sao_Paulo", countryCode: "BR")
    let belem = Place(name: "Belém", latitude: -1.4558, longitude: -48.4902, timeZoneIdentifier: "America/Belem", countryCode: "BR")
    let portoAlegre = Place(name: "Porto Alegre", latitude: -30.0346, longitude: -51.2177, timeZoneIdentifier: "America/Sao_Paulo", countryCode: "BR")

    func fixture() throws -> Data { try FixtureLoader.data("cap-feeds/br-inmet/avisos-ativos-2026-05-18-excerpt.json") }

    @Test func eachWarningIsPlacedByItsPolygon() throws {
        let feed = INMETWarningFeed()
        let inSaoPaulo = try feed.findings(from: fixture(), for: saoPaulo, now: afternoon)
        let warning = try #require(inSaoPaulo.alerts.first)
        #expect(inSaoPaulo.alerts.count == 1 && inSaoPaulo.unplaced == nil)
        #expect(warning.id == "urn:oid:2.49.0.0.76.0.2026.27427.1")
        #expect(warning.summary == "Chuvas Intensas (Perigo Potencial)")
        #expect(warning.severity == .moderate)
        #expect(warning.onsetDate == providerTestDate("2026-05-18T12:10:00Z"), "09:10 in Brasília")
        #expect(warning.expirationDate == providerTestDate("2026-05-19T02:59:00Z"), "23:59 in Brasília")
        #expect(warning.region?.contains("São Paulo, Mato Grosso do Sul") == true, "\(warning.region ?? "")")
        #expect(warning.source == "Instituto Nacional de Meteorologia (INMET)")
        #expect(warning.details?.hasPrefix("Chuva entre 20 e 30 mm/h ou até 50 mm/dia") == true)
        #expect(warning.details?.contains("\n\nEvite usar aparelhos eletrônicos ligados à tomada.") == true)
        // The polygon that placed it, kept for the map.
        let rings = try #require(warning.geometry?.rings)
        #expect(rings.count == 1 && rings[0].count >= 3)
        #expect(GeoPolygon(points: rings[0]).contains(saoPaulo.point) && !GeoPolygon(points: rings[0]).contains(portoAlegre.point))

        #expect(try feed.findings(from: fixture(), for: belem, now: afternoon).alerts.map(\.id) == ["urn:oid:2.49.0.0.76.0.2026.27425.1"])
        let south = try feed.findings(from: fixture(), for: portoAlegre, now: afternoon)
        #expect(south.alerts.isEmpty && south.unplaced == nil, "both polygons lie elsewhere")
    }

    @Test func endedAndPastWarningsAreNotShown() throws {
        let feed = INMETWarningFeed()
        #expect(try feed.findings(from: fixture(), for: saoPaulo, now: providerTestDate("2026-05-19T03:00:00Z")).alerts.isEmpty)
        let ended = Data(String(decoding: try fixture(), as: UTF8.self)
            .replacingOccurrences(of: "\"encerrado\": false", with: "\"encerrado\": true").utf8)
        #expect(try feed.findings(from: ended, for: saoPaulo, now: afternoon).alerts.isEmpty)
        // Before its start it is shown as what is coming, dated by its onset.
        let morning = try feed.findings(from: fixture(), for: saoPaulo, now: providerTestDate("2026-05-18T11:00:00Z"))
        #expect(morning.alerts.first?.onsetDate == providerTestDate("2026-05-18T12:10:00Z"))
    }

    @Test(arguments: [
        ("Grande Perigo", 8, AlertSeverity.extreme), ("Perigo", 7, .severe), ("Perigo Potencial", 6, .moderate),
        ("", 7, .severe), ("", 9, .unknown), ("Aviso", 1, .unknown),
    ])
    func levelsAreSeverities(level: String, number: Int, severity: AlertSeverity) {
        #expect(INMETWarningFeed.severity(level: level, number: number) == severity)
    }

    /// A polygon that is not one is a warning that could not be placed; an element that is no
    /// warning, or a warning without a name, costs only itself; an answer that is not INMET's
    /// fails.
    @Test func hostileAnswers() throws {
        let feed = INMETWarningFeed()
        let broken = #"""
            {"hoje": [
              {"codigo": "a", "descricao": "Vendaval", "severidade": "Perigo", "inicio": "2026-05-18 08:00", "fim": "2026-05-18 23:00", "poligono": "{\"type\":\"Polygon\",\"coordinates\":[[[1,2]]]}"},
              {"codigo": "b", "descricao": "Vendaval", "severidade": "Perigo", "inicio": "2026-05-18 08:00", "fim": "2026-05-18 23:00", "poligono": "not json"},
              42, null,
              {"codigo": "c", "poligono": "{\"type\":\"Polygon\",\"coordinates\":[[[-47,-24],[-46,-24],[-46,-23],[-47,-23],[-47,-24]]]}", "fim": "2026-05-18 23:00"},
              {"codigo": "d", "descricao": "\u001b[31mGeada\u001b[0m", "severidade": "Grande Perigo", "fim": "2026-05-18 23:00", "riscos": [null, "Risco."],
               "poligono": "{\"type\":\"MultiPolygon\",\"coordinates\":[[[[-47,-24],[-46,-24],[-46,-23],[-47,-23],[-47,-24]]]]}"}
            ]}
            """#
        let findings = try feed.findings(from: Data(broken.utf8), for: saoPaulo, now: afternoon)
        #expect(findings.alerts.map(\.summary) == ["c", "Geada (Grande Perigo)"], "terminal controls removed; the nameless one named by its code")
        #expect(findings.alerts.last?.severity == .extreme && findings.alerts.last?.details == "Risco.")
        #expect(findings.unplaced?.count == 2, "two polygons that cannot be read")
        #expect(try feed.findings(from: Data(#"{"hoje": [], "futuro": []}"#.utf8), for: saoPaulo, now: afternoon).alerts.isEmpty)
        for body in ["<html><body>503</body></html>", #"{"error": "x"}"#, "[]", #"{"hoje": "x"}"#] {
            #expect(throws: ResponseDecodingError.self, "\(body)") { try feed.findings(from: Data(body.utf8), for: saoPaulo, now: afternoon) }
        }
    }

    /// Through the row and its URL override: one request for the whole country, conditional the
    /// second time; no warning for Porto Alegre is "no warnings" only because INMET said so.
    @Test func throughTheOverride() async throws {
        let body = try fixture()
        let server = try LocalHTTPServer { request in
            guard request.pathWithoutQuery == "/avisos/ativos" else { return .status(404) }
            if request.header("if-none-match") == "\"v1\"" { return .status(304, headers: ["ETag": "\"v1\""]) }
            return .data(200, body, contentType: "application/json", headers: ["ETag": "\"v1\""])
        }
        defer { server.stop() }
        let clock = ProviderTestClock(afternoon)
        let inmet = try AlertService.inmet.source(AlertSourceInputs(
            transport: CurlHTTPClient(clock: clock.function), endpoint: testEndpoint(server), languages: ["pt-BR"], clock: clock.function))
        #expect(inmet.replacesFallback, "confirmed: FPAS is not asked in Brazil")
        let first = try await inmet.report(for: saoPaulo, previous: nil)
        #expect(first.alerts.map(\.summary) == ["Chuvas Intensas (Perigo Potencial)"])
        #expect(first.attribution.serviceName == "INMET (Instituto Nacional de Meteorologia)")
        clock.advance(by: 30 * 60)
        let second = try await inmet.report(for: saoPaulo, previous: first)
        #expect(second.alerts == first.alerts)
        #expect(server.requests.count == 2 && server.requests.last?.header("if-none-match") == "\"v1\"")
    }
}
