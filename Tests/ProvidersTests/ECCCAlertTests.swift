import Foundation
import Testing
@testable import Providers
import TestSupport
import WeatherCore

@Suite("ECCC alerts")
struct ECCCAlertTests {
    /// 08:00 in Toronto on a hot July day.
    let now = providerTestDate("2026-07-14T12:00:00Z")
    let toronto = Place(
        name: "Toronto", latitude: 43.6532, longitude: -79.3832, timeZoneIdentifier: "America/Toronto", countryCode: "CA")
    let heatID = "1784025162795151707202607141032"

    func alerts(
        at point: GeoPoint = GeoPoint(latitude: 43.6532, longitude: -79.3832), language: ECCCAlertFeed.Language = .english
    ) throws -> [WeatherAlert] {
        ECCCAlertFeed.alerts(
            from: try ECCCAlertResponse.decode(try FixtureLoader.data("eccc-alerts-toronto.json")),
            at: point, language: language, now: now)
    }

    @Test func onlyTheAlertsWhosePolygonContainsThePlaceOncePerAlert() throws {
        let result = try alerts()
        #expect(result.map(\.summary) == ["Heat warning", "Special weather statement", "Severe thunderstorm warning"])
        #expect(result.map(\.id) == [heatID, "1784019911795151707202607140905", "1784029950795151707202607141152"])
        #expect(result.rankedBySeverity().map(\.severity) == [.extreme, .severe, .minor])
    }

    @Test func leavesOutEndedExpiredAndNeighbouringZones() throws {
        let summaries = try alerts().map(\.summary)
        #expect(!summaries.contains("Rainfall warning"), "status_en ended")
        #expect(!summaries.contains("Fog advisory"), "expiration_datetime passed")
        #expect(!summaries.contains("Severe thunderstorm watch"), "Mississauga - Brampton's polygon does not contain Toronto")
    }

    @Test func mapsTheEnglishFields() throws {
        let result = try alerts()
        let heat = try #require(result.first)
        #expect(heat.severity == .severe, "an orange warning")
        #expect(heat.urgency == .unknown)
        #expect(heat.region == "City of Toronto", "not the other zone of the same alert")
        #expect(heat.source == "Environment and Climate Change Canada")
        #expect(heat.detailsURL.absoluteString == "https://weather.gc.ca/warnings/index_e.html")
        #expect(heat.effectiveDate == providerTestDate("2026-07-14T10:32:42.795Z"), "publication, with its milliseconds")
        #expect(heat.onsetDate == providerTestDate("2026-07-14T10:32:42.795Z"))
        #expect(heat.expirationDate == providerTestDate("2026-07-16T00:00:00Z"), "the end of the event")
        #expect(heat.details?.hasPrefix("What:\nDaytime highs of 33 to 35°C") == true)

        let statement = try #require(result.first { $0.summary == "Special weather statement" })
        #expect(statement.severity == .minor)
        #expect(statement.details?.hasPrefix("Quoi :\nDes orages pourraient") == true, "empty English text: the French one")
        #expect(statement.onsetDate == providerTestDate("2026-07-14T15:00:00Z"))
        #expect(statement.expirationDate == providerTestDate("2026-07-14T21:05:11.795Z"), "no event end: the expiration")
        #expect(statement.region == "City of Toronto", "inside the second polygon of its MultiPolygon")

        let storm = try #require(result.last)
        #expect(storm.severity == .extreme, "a red warning")
    }

    @Test func frenchFieldsForAFrenchSpeaker() throws {
        let heat = try #require(try alerts(language: .french).first)
        #expect(heat.summary == "Avertissement de chaleur")
        #expect(heat.region == "Ville de Toronto")
        #expect(heat.source == "Environnement et Changement climatique Canada")
        #expect(heat.detailsURL.absoluteString == "https://weather.gc.ca/warnings/index_f.html")
        #expect(heat.details?.hasPrefix("Quoi :\nTempératures maximales") == true)
    }

    @Test func aPlaceOnTheBorderGetsTheAlertOnceNamingBothZones() throws {
        let result = try alerts(at: GeoPoint(latitude: 43.65, longitude: -79.637))
        let heat = result.filter { $0.id == heatID }
        #expect(heat.count == 1)
        #expect(heat.first?.region == "Mississauga - Brampton, City of Toronto", "zones in feed order")
        #expect(result.contains { $0.summary == "Severe thunderstorm watch" && $0.severity == .moderate })
    }

    @Test(arguments: [
        ("warning", nil, AlertSeverity.severe), ("warning", "yellow", .severe), ("warning", "Red", .extreme),
        ("watch", "orange", .moderate), ("advisory", "yellow", .minor), ("statement", nil, .minor),
        ("statement", "red", .extreme), ("bulletin", nil, .unknown), (nil, nil, .unknown),
    ] as [(String?, String?, AlertSeverity)])
    func severityPolicy(type: String?, colour: String?, expected: AlertSeverity) {
        #expect(ECCCAlertFeed.severity(alertType: type, riskColour: colour) == expected)
    }

    @Test(arguments: [
        (["fr-CA", "fr"], ECCCAlertFeed.Language.french), (["fr"], .french), (["en-CA", "en", "fr"], .english),
        (["de-DE", "de", "fr"], .english), ([], .english),
    ] as [([String], ECCCAlertFeed.Language)])
    func frenchOnlyWhenItIsTheFirstLanguage(languages: [String], expected: ECCCAlertFeed.Language) {
        #expect(ECCCAlertFeed.Language(preferences: languages) == expected)
    }

    @Test func coversCanadaByCountryOrPosition() {
        let source = AlertService.eccc.source(
            transport: CurlHTTPClient(), endpoint: ServiceEndpoint(baseURL: URL(fileURLWithPath: "/"), isOverridden: true), languages: [])
        #expect(source.covers(toronto))
        #expect(source.covers(Place(name: "43.6532, -79.3832", latitude: 43.6532, longitude: -79.3832, timeZoneIdentifier: "UTC")))
        #expect(!source.covers(Place(name: "Buffalo", latitude: 42.89, longitude: -78.88, timeZoneIdentifier: "America/New_York", countryCode: "US")))
    }

    @Test func anAnswerCutShortOrNotAFeatureListIsAnError() {
        for body in [
            #"{"type":"FeatureCollection","features":[],"numberMatched":612,"numberReturned":0}"#,
            #"{"code":"InvalidParameterValue","description":"Invalid bbox"}"#,
        ] {
            #expect(throws: ResponseDecodingError.self) { try ECCCAlertResponse.decode(Data(body.utf8)) }
        }
    }

    @Test func aFeatureWithoutAPolygonCannotBePlaced() throws {
        let response = try ECCCAlertResponse.decode(Data("""
            {"type":"FeatureCollection","numberMatched":1,"features":[{"type":"Feature","geometry":{"type":"Point","coordinates":[-79.38,43.65]},
             "properties":{"id":"1_fea1-1267","alert_type":"warning","alert_name_en":"tornado warning","status_en":"issued"}}]}
            """.utf8))
        #expect(ECCCAlertFeed.alerts(from: response, at: GeoPoint(latitude: 43.65, longitude: -79.38), language: .english, now: now).isEmpty)
    }

    @Test func asksForASmallBoxLongitudeFirstWithoutNoCacheHeaders() async throws {
        let body = try FixtureLoader.data("eccc-alerts-toronto.json")
        let server = try LocalHTTPServer { request in
            AxisOrderChecks.isCanadianBoxLongitudeFirst(request)
                ? .data(200, body, contentType: "application/geo+json")
                : .json(200, #"{"type":"FeatureCollection","features":[],"numberMatched":0,"numberReturned":0}"#)
        }
        defer { server.stop() }
        let source = AlertService.eccc.source(transport: CurlHTTPClient(clock: { now }), endpoint: testEndpoint(server), languages: ["en-GB", "en"], clock: { now })
        let report = try await source.report(for: toronto, previous: nil)
        #expect(report.alerts.count == 3)
        #expect(report.expirationDate == now + 300, "no caching headers: five minutes")
        #expect(report.attribution.serviceName == "Data Source: Environment and Climate Change Canada")
        #expect(report.attribution.legalPageURL.absoluteString == "https://eccc-msc.github.io/open-data/licence/readme_en")
        let request = try #require(server.requests.first)
        #expect(request.pathWithoutQuery == "/collections/weather-alerts/items")
        #expect(request.queryValue("f") == "json")
        #expect(request.queryValue("lang") == "en")
        #expect(request.queryValue("limit") == "500")
        #expect(request.queryValue("bbox") == "-79.3932,43.6432,-79.3732,43.6632")
        #expect(request.header("user-agent")?.hasPrefix("weatherboard/") == true)
        #expect(request.header("cache-control") == nil, "the usage policy forbids no-cache")
        #expect(request.header("pragma") == nil)
    }

    @Test func asksInFrenchForAFrenchSpeaker() async throws {
        let body = try FixtureLoader.data("eccc-alerts-toronto.json")
        let server = try LocalHTTPServer { _ in .data(200, body, contentType: "application/geo+json") }
        defer { server.stop() }
        let source = AlertService.eccc.source(transport: CurlHTTPClient(clock: { now }), endpoint: testEndpoint(server), languages: ["fr-CA", "fr"], clock: { now })
        let report = try await source.report(for: toronto, previous: nil)
        #expect(server.requests.first?.queryValue("lang") == "fr")
        #expect(report.alerts.first?.summary == "Avertissement de chaleur")
    }

    /// The Toronto answer with each of the heat warning's `"id": …,` replaced by `replacement`
    /// (given the zone part of the id), read at the place.
    func alertsWithHeatIDs(_ replacement: (String) -> String) throws -> [WeatherAlert] {
        var text = try #require(String(data: try FixtureLoader.data("eccc-alerts-toronto.json"), encoding: .utf8))
        let pattern = try Regex(#""id": "\#(heatID)_([^"]*)","#)
        let replaced = text.replacing(pattern) { match in replacement(String(match.output[1].substring ?? "")) }
        #expect(replaced != text, "the heat warning's ids are in the fixture")
        text = replaced
        return ECCCAlertFeed.alerts(
            from: try ECCCAlertResponse.decode(Data(text.utf8)),
            at: GeoPoint(latitude: 43.6532, longitude: -79.3832), language: .english, now: now)
    }

    /// A numeric id, or none at all (seen in a real client's saved answer), keeps the warning:
    /// before, the feature was dropped while the source said it was read.
    @Test func aWarningKeepsItsPlaceWhateverItsID() throws {
        let numeric = try alertsWithHeatIDs { _ in #""id": 1784025162,"# }
        #expect(numeric.map(\.summary) == ["Heat warning", "Special weather statement", "Severe thunderstorm warning"])
        #expect(numeric.first?.id == "1784025162")
        let missing = try alertsWithHeatIDs { _ in "" }
        #expect(missing.map(\.summary) == ["Heat warning", "Special weather statement", "Severe thunderstorm warning"])
        #expect(missing.first?.id.hasPrefix("derived:") == true)
    }
}
