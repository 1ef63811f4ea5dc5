import Foundation
import Testing
@testable import Providers
import TestSupport
import WeatherCore

@Suite("NWS alerts")
struct NWSAlertTests {
    /// 11:00 PDT on the day of the Portland capture: the heat advisory is in force.
    let now = providerTestDate("2019-08-28T18:00:00Z")
    let portland = Place(
        name: "Portland", latitude: 45.458012345, longitude: -122.663612345,
        timeZoneIdentifier: "America/Los_Angeles", countryCode: "US")

    func alerts(_ fixture: String) throws -> [WeatherAlert] {
        NWSAlertFeed.alerts(from: try NWSAlertResponse.decode(try FixtureLoader.data(fixture)), now: now)
    }

    @Test func keepsOnlyActualUncancelledUnexpiredAlerts() throws {
        let result = try alerts("nws-alerts-portland.json")
        #expect(Set(result.map(\.summary)) == ["Heat Advisory", "Air Quality Alert", "Excessive Heat Warning"])
        #expect(!result.contains { $0.summary == "Red Flag Warning" }, "Cancel messages are dropped")
        #expect(!result.contains { $0.summary == "Tornado Warning" }, "Test messages are dropped")
        #expect(!result.contains { $0.summary == "Dense Fog Advisory" }, "expired alerts are dropped")
    }

    @Test func mapsTheSampleAlertsFields() throws {
        let heat = try #require(try alerts("nws-alerts-portland.json").first { $0.summary == "Heat Advisory" })
        #expect(heat.severity == .moderate)
        #expect(heat.urgency == .expected)
        #expect(heat.region == "Greater Portland Metro Area; Greater Vancouver Area")
        #expect(heat.source == "NWS Portland OR")
        #expect(heat.detailsURL.absoluteString
            == "https://api.weather.gov/alerts/urn:oid:2.49.0.1.840.0.440bd736aac4a635f3d7d2299836dc94d5e2fe58.001.1")
        #expect(heat.onsetDate == providerTestDate("2019-08-28T16:00:00Z"))
        #expect(heat.expirationDate == providerTestDate("2019-08-29T03:00:00Z"))
        #expect(heat.details?.hasPrefix("* HIGH TEMPERATURES") == true)
        #expect(heat.details?.contains("A Heat Advisory means") == true)
    }

    @Test func toleratesUnknownSeverityAndMissingFields() throws {
        let result = try alerts("nws-alerts-portland.json")
        let quality = try #require(result.first { $0.summary == "Air Quality Alert" })
        #expect(quality.severity == .unknown)
        #expect(quality.urgency == .unknown)
        #expect(quality.onsetDate == nil)
        #expect(quality.details == nil)
        #expect(quality.detailsURL.absoluteString.hasSuffix("unknown1.001.1"), "falls back to the feature id")
        let warning = try #require(result.first { $0.summary == "Excessive Heat Warning" })
        #expect(warning.source == "National Weather Service", "no senderName")
    }

    @Test func coversTheUSByCountryOrByCoordinates() {
        let source = AlertService.nws.source(transport: CurlHTTPClient(), endpoint: ServiceEndpoint(baseURL: URL(fileURLWithPath: "/"), isOverridden: true))
        #expect(source.covers(portland))
        #expect(!source.covers(Place(name: "Oslo", latitude: 59.91, longitude: 10.75, timeZoneIdentifier: "UTC", countryCode: "NO")))
        #expect(source.covers(Place(name: "Honolulu", latitude: 21.3, longitude: -157.85, timeZoneIdentifier: "UTC")))
        #expect(!source.covers(Place(name: "Berlin", latitude: 52.52, longitude: 13.41, timeZoneIdentifier: "UTC")))
    }

    @Test func requestsWithFourDecimalsAndRevalidatesWithLastModified() async throws {
        let body = try FixtureLoader.data("nws-alerts-portland.json")
        let server = try LocalHTTPServer { _ in
            .data(200, body, contentType: "application/geo+json", headers: [
                "Cache-Control": "public, max-age=30, s-maxage=30",
                "Last-Modified": "Wed, 28 Aug 2019 17:36:22 GMT",
            ])
        }
        defer { server.stop() }
        let clock = ProviderTestClock(now)
        let source = AlertService.nws.source(
            transport: CurlHTTPClient(clock: clock.function), endpoint: testEndpoint(server), clock: clock.function)

        let first = try await source.report(for: portland, previous: nil)
        #expect(first.alerts.count == 3)
        #expect(first.expirationDate == now + 60, "max-age=30 is raised to the 60 s floor")
        #expect(first.attribution.serviceName == "National Weather Service")
        let request = try #require(server.requests.first)
        #expect(request.pathWithoutQuery == "/alerts/active")
        #expect(request.queryValue("point") == "45.458,-122.6636")
        #expect(request.header("accept") == "application/geo+json")
        #expect(request.header("user-agent")?.hasPrefix("weatherboard/") == true)
        #expect(request.header("if-modified-since") == nil)

        server.setHandler { _ in .status(304, headers: ["Cache-Control": "max-age=300"]) }
        clock.advance(by: 61)
        let second = try await source.report(for: portland, previous: first)
        #expect(server.requests.last?.header("if-modified-since") == "Wed, 28 Aug 2019 17:36:22 GMT")
        #expect(second.alerts == first.alerts, "304 keeps the stored alerts")
        #expect(second.expirationDate == now + 61 + 300)
        #expect(second.validators.lastModified == "Wed, 28 Aug 2019 17:36:22 GMT")
    }

    @Test func anEmptyCollectionIsNoAlertsNotAnError() async throws {
        let body = try FixtureLoader.data("nws-alerts-empty.json")
        let server = try LocalHTTPServer { _ in .data(200, body, contentType: "application/geo+json") }
        defer { server.stop() }
        let source = AlertService.nws.source(transport: CurlHTTPClient(), endpoint: testEndpoint(server), clock: { now })
        let report = try await source.report(for: portland, previous: nil)
        #expect(report.alerts.isEmpty)
        #expect(report.expirationDate == now + 60, "no cache headers: the floor")
    }

    /// Bodies answered with 200 that are not an alerts collection: a problem document, an
    /// empty object, a null list. Each is a failed read (the source is unavailable), never
    /// "no alerts".
    @Test(arguments: [#"{"title":"Not Found","status":404}"#, "{}", #"{"type":"FeatureCollection","features":null}"#])
    func aBodyWithoutTheCollectionsShapeIsAFailedRead(body: String) async throws {
        #expect(throws: ResponseDecodingError.self) { try NWSAlertResponse.decode(Data(body.utf8)) }
        let server = try LocalHTTPServer { _ in .data(200, Data(body.utf8), contentType: "application/geo+json") }
        defer { server.stop() }
        let source = AlertService.nws.source(transport: CurlHTTPClient(), endpoint: testEndpoint(server), clock: { now })
        await #expect(throws: WeatherServiceError.self) { try await source.report(for: portland, previous: nil) }
    }

    /// A problem document is named by its title; a collection's own title is not a reason for
    /// its failure.
    @Test func onlyAnErrorDocumentIsNamedByItsReason() throws {
        do {
            _ = try NWSAlertResponse.decode(Data(#"{"title":"Not Found","status":404}"#.utf8))
            Issue.record("a problem document decoded")
        } catch {
            #expect(error.description == "the service answered an error: Not Found")
        }
        do {
            _ = try NWSAlertResponse.decode(Data(#"{"title":"Current watches, warnings, and advisories","features":5}"#.utf8))
            Issue.record("a collection with a broken features list decoded")
        } catch {
            #expect(!error.description.contains("answered an error"), "\(error.description)")
        }
    }
}
