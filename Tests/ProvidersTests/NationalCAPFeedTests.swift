import Foundation
import Testing
@testable import Providers
import TestSupport
import WeatherCore

/// National services' own CAP feeds through the generic CAP source, against a loopback server
/// that serves the real documents the services published (Fixtures/cap-feeds/README.md), with
/// their links pointed at it.
@Suite struct NationalCAPFeedTests {
    /// 31 August 2026, 23:30 in New Zealand: after both warnings' onset.
    let now = providerTestDate("2026-08-31T11:30:00Z")
    let desertRoad = Place(name: "Desert Road", latitude: -39.304, longitude: 175.741, timeZoneIdentifier: "Pacific/Auckland", countryCode: "NZ")
    let waitati = Place(name: "Waitati", latitude: -45.835, longitude: 170.5045, timeZoneIdentifier: "Pacific/Auckland", countryCode: "NZ")
    let wellington = Place(name: "Wellington", latitude: -41.2866, longitude: 174.7756, timeZoneIdentifier: "Pacific/Auckland", countryCode: "NZ")

    /// MetService as its feed and files are, with every link to alerts.metservice.com sent to
    /// `server`; an ETag on the feed, and a 304 when it is asked with it.
    func metService() throws -> LocalHTTPServer {
        let index = try FixtureLoader.text("cap-feeds/nz-metservice/index.xml")
        let files = [
            "2.49.0.0.554.0.roadsnow.desertroad.20260831090341521.0": try FixtureLoader.data("cap-feeds/nz-metservice/roadsnow-desertroad.xml"),
            "2.49.0.0.554.0.roadsnow.dunedintowaitatihighway.20260831090341532.0":
                try FixtureLoader.data("cap-feeds/nz-metservice/roadsnow-dunedintowaitatihighway.xml"),
        ]
        return try LocalHTTPServer { [index, files] request in
            if request.pathWithoutQuery == "/cap/rss" {
                if request.header("if-none-match") == "\"feed-1\"" { return .status(304, headers: ["ETag": "\"feed-1\""]) }
                let local = index.replacingOccurrences(of: "https://alerts.metservice.com", with: "http://\(request.header("host") ?? "")")
                return .data(200, Data(local.utf8), contentType: "application/rss+xml", headers: ["ETag": "\"feed-1\""])
            }
            if request.pathWithoutQuery == "/cap/alert", let id = request.path.split(separator: "=").last, let file = files[String(id)] {
                return .data(200, file, contentType: "application/xml")
            }
            return .status(404)
        }
    }

    @Test func metServicesRoadWarningsArePlacedOnTheirRoadsByTheirPolygons() async throws {
        let server = try metService()
        defer { server.stop() }
        let clock = ProviderTestClock(now)
        let metService = try AlertService.metService.source(AlertSourceInputs(
            transport: CurlHTTPClient(clock: clock.function), endpoint: testEndpoint(server), languages: ["en-NZ", "en"], clock: clock.function))
        let onTheRoad = try await metService.report(for: desertRoad, previous: nil)
        let warning = try #require(onTheRoad.alerts.first)
        #expect(onTheRoad.alerts.count == 1)
        #expect(warning.summary == "Road Snowfall Warning")
        #expect(warning.region == "Desert Road (SH1)")
        #expect(warning.severity == .moderate)
        #expect(warning.source == "Meteorological Service of New Zealand Limited")
        #expect(warning.detailsURL.absoluteString == "https://metservice.com/warnings/home")
        #expect(onTheRoad.attribution.legalText == "CC BY 4.0")
        #expect(onTheRoad.unplaced == nil, "both warnings have polygons")
        // The road's polygon as sent (124 pairs, the last closing the ring), kept for the map.
        let ring = try #require(warning.geometry?.rings.first)
        #expect(warning.geometry?.rings.count == 1 && ring.count == 123)
        #expect(ring.first == GeoPoint(latitude: -39.477, longitude: 175.666) && ring[1] == GeoPoint(latitude: -39.473, longitude: 175.666))
        #expect(GeoPolygon(points: ring).contains(desertRoad.point))
        #expect(onTheRoad.expirationDate == now + 5 * 60)
        #expect(server.requests.map(\.pathWithoutQuery) == ["/cap/rss", "/cap/alert", "/cap/alert"])

        let dunedin = try await metService.report(for: waitati, previous: nil).alerts
        #expect(dunedin.map(\.region) == ["Dunedin to Waitati Highway (SH1)"])
        #expect(dunedin.first?.geometry.map { GeoPolygon(points: $0.rings[0]).contains(waitati.point) } == true)
        let city = try await metService.report(for: wellington, previous: nil)
        #expect(city.alerts.isEmpty && city.unplaced == nil, "shapes elsewhere rule the warnings out")
        #expect(server.requests.count == 5, "each message was fetched once for the three places: \(server.requests.map(\.path))")
    }

    @Test func aSecondPollIsConditionalAndFetchesNoMessageAgain() async throws {
        let server = try metService()
        defer { server.stop() }
        let clock = ProviderTestClock(now)
        let metService = try AlertService.metService.source(AlertSourceInputs(
            transport: CurlHTTPClient(clock: clock.function), endpoint: testEndpoint(server), clock: clock.function))
        let first = try await metService.report(for: desertRoad, previous: nil)
        clock.advance(by: 5 * 60)
        let second = try await metService.report(for: desertRoad, previous: first)
        #expect(second.alerts == first.alerts)
        #expect(server.requests.last?.header("if-none-match") == "\"feed-1\"")
        #expect(server.requests.count == 4, "the feed twice, each message once (no validators, still before its expiry)")
    }

    @Test func aFeedThatIsNotAFeedOrAMessageThatCannotBeReadIsAFailureNotNoWarnings() async throws {
        let clock = ProviderTestClock(now)
        let page = try LocalHTTPServer { _ in .data(200, Data("<html><body>Just a moment…</body></html>".utf8), contentType: "text/html") }
        defer { page.stop() }
        let behindAChallenge = try AlertService.metService.source(AlertSourceInputs(
            transport: CurlHTTPClient(clock: clock.function), endpoint: testEndpoint(page), clock: clock.function))
        await #expect(throws: WeatherServiceError.self) { try await behindAChallenge.report(for: desertRoad, previous: nil) }

        let index = try FixtureLoader.text("cap-feeds/nz-metservice/index.xml")
        let broken = try LocalHTTPServer { request in
            if request.pathWithoutQuery == "/cap/rss" {
                let local = index.replacingOccurrences(of: "https://alerts.metservice.com", with: "http://\(request.header("host") ?? "")")
                return .data(200, Data(local.utf8), contentType: "application/rss+xml")
            }
            return .text(500, "down")
        }
        defer { broken.stop() }
        let unreadable = try AlertService.metService.source(AlertSourceInputs(
            transport: CurlHTTPClient(clock: clock.function), endpoint: testEndpoint(broken), clock: clock.function))
        await #expect(throws: WeatherServiceError.self, "no message could be read") { try await unreadable.report(for: desertRoad, previous: nil) }
    }

    /// CMA's messages carry county codes, no polygons: a place whose area names include the
    /// message's gets it; a place known only by its coordinates is told that a warning could not
    /// be placed; another county rules it out.
    @Test func aCMAMessageWithoutAShapeIsPlacedByNameOrSaidAsUnplaced() async throws {
        let message = try FixtureLoader.data("cap-feeds/cn-cma/penglai-high-temperature.xml")
        let server = try LocalHTTPServer { request in
            if request.pathWithoutQuery == "/cn-cma-xx/rss.xml" {
                let feed = "<rss version=\"2.0\"><channel><title>CMA</title><item><title>high temperature</title>"
                    + "<link>http://\(request.header("host") ?? "")/cn-cma-xx/penglai.xml</link><guid>37061441600000_20260801133303</guid></item></channel></rss>"
                return .data(200, Data(feed.utf8), contentType: "application/rss+xml")
            }
            return request.pathWithoutQuery == "/cn-cma-xx/penglai.xml" ? .data(200, message, contentType: "application/xml") : .status(404)
        }
        defer { server.stop() }
        let clock = ProviderTestClock(providerTestDate("2026-08-01T08:00:00Z"))
        let cma = try AlertService.cma.source(AlertSourceInputs(
            transport: CurlHTTPClient(clock: clock.function), endpoint: testEndpoint(server), languages: ["zh-CN"], clock: clock.function))
        var penglai = Place(name: "蓬莱", latitude: 37.81, longitude: 120.76, timeZoneIdentifier: "Asia/Shanghai", countryCode: "CN")
        penglai.administrativeAreas = ["山东省", "烟台市", "蓬莱"]
        let named = try await cma.report(for: penglai, previous: nil)
        #expect(named.alerts.map(\.summary) == ["蓬莱区气象台变更发布高温红色预警信号[Ⅰ级/特别严重]"], "the Chinese block, for a Chinese reader")
        let coordinates = Place(name: "37.81, 120.76", latitude: 37.81, longitude: 120.76, timeZoneIdentifier: "Asia/Shanghai", countryCode: "CN")
        let unplaced = try await cma.report(for: coordinates, previous: nil)
        #expect(unplaced.alerts.isEmpty)
        #expect(unplaced.unplaced?.count == 1 && unplaced.unplaced?.source == "CMA", "could not be placed, not no warnings")
        var beijing = Place(name: "北京", latitude: 39.9, longitude: 116.4, timeZoneIdentifier: "Asia/Shanghai", countryCode: "CN")
        beijing.administrativeAreas = ["北京市", "东城区"]
        let elsewhere = try await cma.report(for: beijing, previous: nil)
        #expect(elsewhere.alerts.isEmpty && elsewhere.unplaced == nil)
    }

    /// FPAS stays asked where only an unconfirmed feed covers the place, and leaves a confirmed
    /// one's country to it.
    @Test func theFallbackStandsInBesideAnUnconfirmedFeedOnly() throws {
        let inputs = AlertSourceInputs(transport: CurlHTTPClient())
        let national = try AlertService.national.map { try $0.source(inputs) }
        var fallbackInputs = inputs
        fallbackInputs.nationalSources = national
        let fpas = try AlertService.fallback.source(fallbackInputs)
        #expect(!fpas.covers(wellington), "MetService's feed is confirmed")
        let buenosAires = Place(
            name: "Buenos Aires", latitude: -34.6, longitude: -58.38, timeZoneIdentifier: "America/Argentina/Buenos_Aires", countryCode: "AR")
        #expect(!fpas.covers(buenosAires), "SMN's feed is confirmed")
        let mumbai = Place(name: "Mumbai", latitude: 19.07, longitude: 72.88, timeZoneIdentifier: "Asia/Kolkata", countryCode: "IN")
        #expect(!fpas.covers(mumbai), "SACHET's feed is confirmed")
        let brasilia = Place(name: "Brasília", latitude: -15.79, longitude: -47.88, timeZoneIdentifier: "America/Sao_Paulo", countryCode: "BR")
        #expect(!fpas.covers(brasilia), "INMET's warnings are confirmed")
        // A place in each unconfirmed service's country: the service and FPAS both serve it.
        let places = [
            "CN": Place(name: "北京", latitude: 39.9, longitude: 116.4, timeZoneIdentifier: "Asia/Shanghai", countryCode: "CN"),
            "KR": Place(name: "Seoul", latitude: 37.57, longitude: 126.98, timeZoneIdentifier: "Asia/Seoul", countryCode: "KR"),
            "PH": Place(name: "Manila", latitude: 14.6, longitude: 120.98, timeZoneIdentifier: "Asia/Manila", countryCode: "PH"),
        ]
        let unconfirmed = national.filter { !$0.replacesFallback }
        #expect(Set(unconfirmed.map(\.identifier)) == ["cma-warnings", "kma-warnings", "pagasa-warnings"])
        for (code, place) in places {
            #expect(unconfirmed.filter { $0.covers(place) }.count == 1, "\(code): its own service")
            #expect(fpas.covers(place), "\(code): and FPAS beside it")
        }
    }
}
