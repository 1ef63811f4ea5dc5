import Foundation
import Testing
@testable import Providers
import TestSupport
import WeatherCore

@Suite("MET Norway alerts")
struct METAlertTests {
    let now = providerTestDate("2024-05-02T18:00:00Z")
    let kristiansand = Place(
        name: "Kristiansand", latitude: 58.14671234, longitude: 7.99561234, timeZoneIdentifier: "Europe/Oslo",
        countryCode: "NO")

    func alerts(_ fixture: String) throws -> [WeatherAlert] {
        METAlertFeed.alerts(from: try METAlertResponse.decode(try FixtureLoader.data(fixture)), now: now)
    }

    @Test func mapsAnAlertWithSeverity() throws {
        let gale = try #require(try alerts("met-alerts-gale.json").first)
        #expect(gale.severity == .moderate)
        #expect(gale.summary == "Kuling")
        #expect(gale.region == "Torungen - Oksøy")
        #expect(gale.source == "MET Norway")
        #expect(gale.detailsURL.host == "www.met.no")
        #expect(gale.startDate == providerTestDate("2024-05-01T18:00:00Z"))
        #expect(gale.expirationDate == providerTestDate("2024-05-03T13:00:00Z"))
        #expect(gale.details?.contains("stiv kuling") == true)
    }

    @Test func severityFallsBackToAwarenessLevelThenColour() throws {
        let result = try alerts("met-alerts-without-severity.json")
        let byArea = Dictionary(uniqueKeysWithValues: result.map { ($0.region ?? "", $0) })
        #expect(byArea["Area 1"]?.severity == .severe, "third field of awareness_level")
        #expect(byArea["Area 1"]?.summary == "rain", "event when there is no eventAwarenessName")
        #expect(byArea["Area 1"]?.detailsURL.absoluteString.contains("cap=1") == true, "resources[0] without web")
        #expect(byArea["Area 2"]?.severity == .moderate, "yellow")
        #expect(byArea["Area 2"]?.summary == "Snow")
        #expect(byArea["Area 3"]?.severity == .extreme, "riskMatrixColor red")
        #expect(byArea["Area 3"]?.summary == "Storm surge, red level", "title as the last resort")
        #expect(byArea["Area 4"] == nil, "expired")
        #expect(byArea["Area 5"] == nil, "cancelled")
    }

    @Test func coversNorwayAndSvalbardOnly() {
        let source = AlertService.metNorway.source(transport: CurlHTTPClient(), endpoint: ServiceEndpoint(baseURL: URL(fileURLWithPath: "/"), isOverridden: true))
        #expect(source.covers(kristiansand))
        #expect(source.covers(Place(name: "Longyearbyen", latitude: 78.22, longitude: 15.65, timeZoneIdentifier: "UTC", countryCode: "SJ")))
        #expect(source.covers(Place(name: "Bergen?", latitude: 60.39, longitude: 5.32, timeZoneIdentifier: "UTC")))
        #expect(!source.covers(Place(name: "Stockholm", latitude: 59.33, longitude: 18.07, timeZoneIdentifier: "UTC", countryCode: "SE")))
        #expect(!source.covers(Place(name: "Berlin", latitude: 52.52, longitude: 13.41, timeZoneIdentifier: "UTC")))
    }

    @Test func pollsAtMostEveryTenMinutesAndRevalidates() async throws {
        let gale = try FixtureLoader.data("met-alerts-gale.json")
        let server = try LocalHTTPServer { _ in
            .data(200, gale, contentType: "application/json", headers: [
                "Date": ScriptedResponse.httpDate(providerTestDate("2024-05-02T18:00:00Z")),
                "Expires": ScriptedResponse.httpDate(providerTestDate("2024-05-02T18:01:00Z")),
                "Last-Modified": "Thu, 02 May 2024 17:25:53 GMT",
            ])
        }
        defer { server.stop() }
        let clock = ProviderTestClock(now)
        let source = AlertService.metNorway.source(transport: CurlHTTPClient(clock: clock.function), endpoint: testEndpoint(server), clock: clock.function)
        let first = try await source.report(for: kristiansand, previous: nil)
        #expect(first.alerts.count == 1)
        #expect(first.expirationDate == now + 600, "Expires one minute ahead is raised to 10 minutes")
        #expect(first.attribution.serviceName == "Data from MET Norway")
        let request = try #require(server.requests.first)
        #expect(request.pathWithoutQuery == "/weatherapi/metalerts/2.0/current.json")
        #expect(request.queryValue("lat") == "58.1467")
        #expect(request.queryValue("lon") == "7.9956")
        #expect(request.queryValue("lang") == "en")
        #expect(request.header("user-agent")?.hasPrefix("weatherboard/") == true)

        server.setHandler { _ in .status(304) }
        clock.advance(by: 600)
        let second = try await source.report(for: kristiansand, previous: first)
        #expect(server.requests.last?.header("if-modified-since") == "Thu, 02 May 2024 17:25:53 GMT")
        #expect(second.alerts == first.alerts)
    }

    @Test func anEmptyCollectionIsNoAlerts() throws {
        #expect(try alerts("met-alerts-empty.json").isEmpty)
    }

    /// An error document answered with 200 is a failed read, never "no alerts".
    @Test(arguments: [#"{"error":"oops"}"#, "{}", #"{"type":"FeatureCollection","features":null}"#])
    func aBodyWithoutTheCollectionsShapeIsAFailedRead(body: String) throws {
        #expect(throws: ResponseDecodingError.self) { try METAlertResponse.decode(Data(body.utf8)) }
    }
}
