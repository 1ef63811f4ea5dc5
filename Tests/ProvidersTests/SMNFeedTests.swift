import Foundation
import Testing
@testable import Providers
import TestSupport
import WeatherCore

/// Argentina's SMN through the generic CAP feed source, on the real documents SMN published
/// (Fixtures/cap-feeds/README.md, Argentina): its national index with both of its formats,
/// a short-term warning (`cap:` prefix, no language, no onset) and a zone alert (default
/// namespace, an Update, an empty area description), served by a loopback server with the
/// index's links pointed at it.
@Suite struct SMNFeedTests {
    /// 3 October 2026, 21:30 in Argentina: inside the Formosa storm warning's hour.
    let stormNight = providerTestDate("2026-10-04T00:30:00Z")
    let pirane = Place(
        name: "Pirané", latitude: -25.73, longitude: -59.11, timeZoneIdentifier: "America/Argentina/Cordoba", countryCode: "AR")
    let buenosAires = Place(
        name: "Buenos Aires", latitude: -34.6037, longitude: -58.3816, timeZoneIdentifier: "America/Argentina/Buenos_Aires",
        countryCode: "AR")

    /// SMN as it was on 3 October 2026: the national index, the one listed message whose
    /// document was saved (the others answer 404, as withdrawn ones do), links to ssl.smn.gob.ar
    /// sent to the server.
    func smn(index: String = "rss-ar-2026-10-03.xml", messages: [String: String] = [
        "/feeds/CAP/avisocortoplazo/2026_10_03_2116_cap_es.xml": "acp-2026-10-03-2116-formosa.xml",
    ]) throws -> LocalHTTPServer {
        let feed = try FixtureLoader.text("cap-feeds/ar-smn/" + index)
        let documents = try messages.mapValues { try FixtureLoader.data("cap-feeds/ar-smn/" + $0) }
        return try LocalHTTPServer { [feed, documents] request in
            if request.pathWithoutQuery == "/CAP/AR.php" {
                let local = feed.replacingOccurrences(of: "https://ssl.smn.gob.ar", with: "http://\(request.header("host") ?? "")")
                return .data(200, Data(local.utf8), contentType: "application/rss+xml; charset=UTF-8")
            }
            if let document = documents[request.pathWithoutQuery] { return .data(200, document, contentType: "application/xml") }
            return .status(404)
        }
    }

    func source(_ server: LocalHTTPServer, at date: Date, languages: [String] = ["es-AR", "es"]) throws -> any AlertSource {
        let clock = ProviderTestClock(date)
        return try AlertService.smn.source(AlertSourceInputs(
            transport: CurlHTTPClient(clock: clock.function), endpoint: testEndpoint(server), languages: languages, clock: clock.function))
    }

    @Test func aShortTermStormWarningIsPlacedByItsPolygon() async throws {
        let server = try smn()
        defer { server.stop() }
        let smn = try source(server, at: stormNight)
        let report = try await smn.report(for: pirane, previous: nil)
        let warning = try #require(report.alerts.first)
        #expect(report.alerts.count == 1)
        #expect(warning.summary == "AVISO NARANJA POR TORMENTAS FUERTES CON LLUVIAS INTENSAS, RAFAGAS Y CAIDA DE GRANIZO")
        #expect(warning.severity == .severe)
        #expect(warning.region == "FORMOSA: FORMOSA - PIRANE.")
        #expect(warning.expirationDate == providerTestDate("2026-10-04T01:16:00Z"))
        #expect(warning.details?.contains("Retirá o asegurá objetos") == true, "\(warning.details ?? "")")
        #expect(report.attribution.serviceName == "Servicio Meteorológico Nacional (Argentina)")
        #expect(report.unplaced == nil && report.unread == nil, "every message has a polygon; withdrawn ones are not unread")
        let index = server.requests.filter { $0.pathWithoutQuery == "/CAP/AR.php" }
        #expect(index.count == 1)
        #expect(server.requests.count == 69, "the index, then each of its 68 entries once")

        let elsewhere = try await smn.report(for: buenosAires, previous: nil)
        #expect(elsewhere.alerts.isEmpty && elsewhere.unplaced == nil, "a polygon elsewhere rules it out")
        let formosa = server.requests.filter { $0.pathWithoutQuery.hasSuffix("2026_10_03_2116_cap_es.xml") }
        #expect(formosa.count == 1, "the kept message is not asked again")
    }

    /// After its hour the short-term warning is over: the place has no warning in force.
    @Test func aShortTermWarningEndsWithItsHour() async throws {
        let server = try smn()
        defer { server.stop() }
        let report = try await source(server, at: stormNight + 3600).report(for: pirane, previous: nil)
        #expect(report.alerts.isEmpty)
    }

    /// The short-term index of 29 May: SMN's placeholder " --- " for a description and an
    /// instruction is no text.
    @Test func placeholderTextsAreNoText() async throws {
        let feed = try FixtureLoader.text("cap-feeds/ar-smn/rss-acp-2026-05-29.xml")
        let document = try FixtureLoader.data("cap-feeds/ar-smn/acp-2026-05-29-1407-formosa.xml")
        let server = try LocalHTTPServer { [feed, document] request in
            if request.pathWithoutQuery == "/CAP/AR.php" {
                let local = feed.replacingOccurrences(of: "https://ssl.smn.gob.ar", with: "http://\(request.header("host") ?? "")")
                return .data(200, Data(local.utf8), contentType: "application/rss+xml")
            }
            return request.pathWithoutQuery == "/feeds/CAP/avisocortoplazo/2026_05_29_1407_cap_es.xml"
                ? .data(200, document, contentType: "application/xml") : .status(404)
        }
        defer { server.stop() }
        let sent = try #require(CAPXMLDecoder.decode(document).sent)
        let pilagas = Place(
            name: "Pilagás", latitude: -25.10, longitude: -58.60, timeZoneIdentifier: "America/Argentina/Cordoba", countryCode: "AR")
        let report = try await source(server, at: sent + 600).report(for: pilagas, previous: nil)
        let warning = try #require(report.alerts.first, "inside the May warning's polygon")
        #expect(warning.details == nil, "\(warning.details ?? "")")
    }

    /// A zone alert: default namespace, Spanish, an Update of an earlier message, and an empty
    /// area description; placed by its polygon over the middle of Buenos Aires province.
    @Test func aZoneAlertWithNoAreaNameIsPlacedByItsPolygon() throws {
        let message = try CAPXMLDecoder.decode(try FixtureLoader.data("cap-feeds/ar-smn/zone-2026-10-07-lluvias-update.xml"))
        #expect(message.messageType == .update)
        let during = providerTestDate("2026-10-07T16:00:00Z")
        let selection = CAPSelection(languages: ["es-AR"], now: during)
        let info = try #require(selection.preferredInfo(of: message))
        #expect(info.language == "es-AR" && selection.isInForce(info))
        let azul = Place(name: "Azul", latitude: -36.7769, longitude: -59.8585, timeZoneIdentifier: "America/Argentina/Buenos_Aires", countryCode: "AR")
        let inside = selection.areas(of: info, in: message, covering: azul)
        #expect(inside.count == 1)
        let alert = try #require(selection.alert(
            from: message, info: info, areas: inside, source: "SMN", fallbackURL: URL(fileURLWithPath: "/")))
        #expect(alert.summary == "Lluvias")
        #expect(alert.region == nil, "an empty area description names no region")
        #expect(alert.details?.hasPrefix("El área será afectada por lluvias fuertes.") == true, "character references read")
        #expect(selection.areas(of: info, in: message, covering: buenosAires).isEmpty)
    }
}
