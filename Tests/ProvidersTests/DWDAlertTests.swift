import Foundation
import Testing
@testable import Providers
import TestSupport
import WeatherCore

@Suite("DWD warnings")
struct DWDAlertTests {
    /// 14:00 in Munich: the thunderstorm warning is in force, the pre-announcement is for the
    /// evening, last night's rain warning has expired.
    let now = providerTestDate("2026-07-14T12:00:00Z")
    let munich = Place(
        name: "Munich", latitude: 48.13743, longitude: 11.57549, timeZoneIdentifier: "Europe/Berlin", countryCode: "DE")
    let minorID = "2.49.0.0.276.0.DWD.PVW.1784028000000.6f1c2a4e-93d1-4b0e-a8c5-2e7d9b4f1a03.DEU"
    let preAnnouncementID = "2.49.0.0.276.0.DWD.PVW.1784022000000.5a1e77c0-0d4b-4f7e-9c61-8b3f2e6d4c17.DEU"

    func alerts(_ fixture: String = "dwd-warnungen-munich.json", at date: Date? = nil) throws -> [WeatherAlert] {
        DWDAlertFeed.alerts(from: try DWDWarningResponse.decode(try FixtureLoader.data(fixture)), now: date ?? now)
    }

    func decoded(_ json: String) throws -> [WeatherAlert] {
        DWDAlertFeed.alerts(from: try DWDWarningResponse.decode(Data(json.utf8)), now: now)
    }

    @Test func aMinorWarningAndASevereFuturePreAnnouncementInOneCell() throws {
        let result = try alerts()
        #expect(result.map(\.id) == [minorID, preAnnouncementID])
        let minor = try #require(result.first)
        #expect(minor.severity == .minor)
        #expect(minor.urgency == .immediate)
        #expect(minor.summary == "Amtliche WARNUNG vor GEWITTER")
        #expect(minor.region == "Stadt München", "NAME, the cell, rather than AREADESC")
        #expect(minor.source == "Deutscher Wetterdienst")
        #expect(minor.detailsURL.absoluteString == "https://www.wettergefahren.de")
        #expect(minor.effectiveDate == providerTestDate("2026-07-14T11:20:00Z"))
        #expect(minor.onsetDate == providerTestDate("2026-07-14T11:20:00Z"))
        #expect(minor.expirationDate == providerTestDate("2026-07-14T13:00:00Z"))
        let details = try #require(minor.details)
        #expect(details.hasPrefix("Von Südwesten ziehen einzelne Gewitter auf."))
        #expect(details.contains("\n\nACHTUNG! Hinweis auf mögliche Gefahren"), "the instruction after the description")
        #expect(details.hasSuffix("\n\nBöen: ~60 [km/h]\nGewitter: einzelne\nGewitteraufzugsrichtung: SW"),
                "the values come from the misspelt PARAMATERVALUE key")

        let preAnnouncement = try #require(result.last)
        #expect(preAnnouncement.severity == .severe, "DWD's own severity, not a colour")
        #expect(preAnnouncement.urgency == .future, "a pre-announcement says so by its urgency")
        #expect(preAnnouncement.summary == "VORABINFORMATION UNWETTER vor SCHWEREM GEWITTER")
        #expect(preAnnouncement.region == "Stadt München, Gemeinde Unterföhring", "one alert for both cells that matched")
        #expect(preAnnouncement.detailsURL.absoluteString == "https://www.dwd.de/warnungen")
        #expect(preAnnouncement.onsetDate == providerTestDate("2026-07-14T16:00:00Z"))
        #expect(preAnnouncement.details?.hasSuffix("in den nächsten Stunden konkretisiert.") == true, "no parameters: none added")
        #expect(result.rankedBySeverity().map(\.id) == [preAnnouncementID, minorID])
    }

    @Test func expiredTestCancelledAndEndedWarningsAreLeftOut() throws {
        let summaries = try alerts().map(\.summary)
        #expect(!summaries.contains("Amtliche WARNUNG vor STARKREGEN"), "expired")
        #expect(!summaries.contains("TEST-WARNUNG"), "status Test")
        #expect(!summaries.contains("Amtliche WARNUNG vor STURMBÖEN"), "Cancel")
        #expect(!summaries.contains("Amtliche WARNUNG vor WINDBÖEN"), "an Update whose EXPIRES is its SENT")
    }

    /// DWD's clock a minute ahead of ours: the ending Update is not expired yet by our clock,
    /// but it still ends the warning.
    @Test func anUpdateExpiringWhenSentEndsTheWarningWhateverTheLocalClock() throws {
        let result = try alerts(at: providerTestDate("2026-07-14T11:45:00Z"))
        #expect(!result.contains { $0.summary == "Amtliche WARNUNG vor WINDBÖEN" })
        #expect(result.map(\.id) == [minorID, preAnnouncementID])
    }

    @Test func toleratesAStringCellIDCommaListsAndMissingLinksAndNames() throws {
        let result = try decoded("""
            {"type":"FeatureCollection","numberReturned":1,"features":[{"type":"Feature","geometry":null,"properties":{
             "IDENTIFIER":"2.49.0.0.276.0.DWD.PVW.1784030000000.aa.DEU","STATUS":"Actual","MSGTYPE":"Alert","SCOPE":"Public",
             "SENT":"2026-07-14T11:00:00Z","SEVERITY":"Extreme","URGENCY":"Immediate","EVENT":"ORKANBÖEN","HEADLINE":null,
             "AREADESC":"Nürnberg","WARNCELLID":"809564000","ONSET":"2026-07-14T11:00:00Z","EXPIRES":null,
             "WEB":"not a link","PARAMETERNAME":"Böen,Windrichtung","PARAMETERVALUE":"~130 [km/h],W","bbox":[11.0,49.3,11.3,49.5]}}]}
            """)
        let alert = try #require(result.first)
        #expect(alert.severity == .extreme)
        #expect(alert.summary == "ORKANBÖEN", "the event when there is no headline")
        #expect(alert.region == "Nürnberg", "AREADESC when there is no NAME")
        #expect(alert.detailsURL == DWDAlertFeed.warningsPage)
        #expect(alert.effectiveDate == providerTestDate("2026-07-14T11:00:00Z"), "SENT when there is no EFFECTIVE")
        #expect(alert.expirationDate == nil)
        #expect(alert.details == "Böen: ~130 [km/h]\nWindrichtung: W")
    }

    @Test(arguments: [
        #"{"type":"FeatureCollection","totalFeatures":0}"#,
        #"<?xml version="1.0"?><ows:ExceptionReport><ows:Exception exceptionCode="InvalidParameterValue"/></ows:ExceptionReport>"#,
    ])
    func anAnswerThatIsNotAFeatureListIsAnErrorNotNoWarnings(body: String) {
        #expect(throws: ResponseDecodingError.self) { try DWDWarningResponse.decode(Data(body.utf8)) }
    }

    @Test func anEmptyCollectionIsNoWarnings() throws {
        #expect(try alerts("dwd-warnungen-empty.json").isEmpty)
    }

    @Test func coversGermanyByCountryOrPosition() {
        let source = AlertService.dwd.source(transport: CurlHTTPClient(), endpoint: ServiceEndpoint(baseURL: URL(fileURLWithPath: "/"), isOverridden: true))
        #expect(source.covers(munich))
        #expect(source.covers(Place(name: "48.1374, 11.5755", latitude: 48.1374, longitude: 11.5755, timeZoneIdentifier: "UTC")),
                "a place saved as LAT,LON gets its country offline")
        #expect(!source.covers(Place(name: "Vienna", latitude: 48.21, longitude: 16.37, timeZoneIdentifier: "Europe/Vienna", countryCode: "AT")))
        #expect(!source.covers(Place(name: "Salzburg", latitude: 47.8, longitude: 13.04, timeZoneIdentifier: "Europe/Vienna", countryCode: "AT")),
                "inside Germany's rough box, but Austria")
    }

    @Test func asksForTheCellAtThePointLatitudeFirstAndRevalidates() async throws {
        let body = try FixtureLoader.data("dwd-warnungen-munich.json")
        let empty = try FixtureLoader.data("dwd-warnungen-empty.json")
        let server = try LocalHTTPServer { request in
            .data(200, AxisOrderChecks.isGermanPointLatitudeFirst(request) ? body : empty, contentType: "application/json",
                  headers: ["ETag": "\"w-1\""])
        }
        defer { server.stop() }
        let clock = ProviderTestClock(now)
        // A German reader: the GeoServer alone (DWDEnglishAlertTests has everyone else).
        let source = AlertService.dwd.source(
            transport: CurlHTTPClient(clock: clock.function), endpoint: testEndpoint(server), languages: ["de-DE", "de"],
            clock: clock.function)

        let first = try await source.report(for: munich, previous: nil)
        #expect(first.alerts.map(\.id) == [minorID, preAnnouncementID])
        #expect(first.expirationDate == now + 300, "no caching headers: five minutes")
        #expect(first.attribution.serviceName == "Quelle: Deutscher Wetterdienst")
        #expect(first.attribution.legalPageURL.absoluteString == "https://www.dwd.de/")
        let request = try #require(server.requests.first)
        #expect(request.pathWithoutQuery == "/geoserver/dwd/ows")
        #expect(request.queryValue("service") == "WFS")
        #expect(request.queryValue("version") == "2.0.0")
        #expect(request.queryValue("request") == "GetFeature")
        #expect(request.queryValue("outputFormat") == "application/json")
        #expect(request.queryValue("typeName") == "dwd:Warnungen_Gemeinden")
        #expect(request.queryValue("CQL_FILTER") == "INTERSECTS(THE_GEOM,POINT(48.1374 11.5755))")
        #expect(request.header("user-agent")?.hasPrefix("weatherboard/") == true)
        #expect(request.header("if-none-match") == nil)

        server.setHandler { _ in .status(304, headers: ["Cache-Control": "max-age=600"]) }
        clock.advance(by: 300)
        let second = try await source.report(for: munich, previous: first)
        #expect(server.requests.last?.header("if-none-match") == "\"w-1\"")
        #expect(second.alerts == first.alerts)
        #expect(second.expirationDate == now + 300 + 600, "max-age within 5 to 15 minutes is used")
    }

    @Test(arguments: [("max-age=30", 300.0), ("max-age=3600", 900.0), ("no-cache", 300.0)])
    func pollsEveryFiveToFifteenMinutes(cacheControl: String, lifetime: TimeInterval) async throws {
        let body = try FixtureLoader.data("dwd-warnungen-empty.json")
        let server = try LocalHTTPServer { _ in .data(200, body, contentType: "application/json", headers: ["Cache-Control": cacheControl]) }
        defer { server.stop() }
        let source = AlertService.dwd.source(transport: CurlHTTPClient(clock: { now }), endpoint: testEndpoint(server), clock: { now })
        #expect(try await source.report(for: munich, previous: nil).expirationDate == now + lifetime)
    }

    /// The Munich answer with `change` made to its text.
    func munich(_ change: (String) -> String) throws -> String {
        let text = try #require(String(data: try FixtureLoader.data("dwd-warnungen-munich.json"), encoding: .utf8))
        let changed = change(text)
        #expect(changed != text, "the change applies to the fixture")
        return changed
    }

    /// What decides whether a warning is shown, of another kind than DWD writes, fails the
    /// answer: the source is unavailable rather than available with a warning fewer.
    @Test func aStatusThatIsNotTextFailsTheAnswer() throws {
        let json = try munich { $0.replacingOccurrences(of: #""STATUS": "Actual""#, with: #""STATUS": 1"#) }
        #expect(throws: ResponseDecodingError.self) { try decoded(json) }
    }

    /// A numeric IDENTIFIER is read as its digits, and a missing one is made from what names
    /// the warning: either way the warning stays.
    @Test func aWarningKeepsItsPlaceWhateverItsIdentifier() throws {
        let numeric = try decoded(try munich { $0.replacingOccurrences(of: #""IDENTIFIER": "\#(minorID)""#, with: #""IDENTIFIER": 12345"#) })
        #expect(numeric.map(\.id) == ["12345", preAnnouncementID])
        let missing = try decoded(try munich { $0.replacingOccurrences(of: #""IDENTIFIER": "\#(minorID)","#, with: "") })
        #expect(missing.count == 2, "\(missing.map(\.id))")
        #expect(missing.first?.id.hasPrefix("derived:") == true)
        #expect(missing.first?.summary == "Amtliche WARNUNG vor GEWITTER")
    }
}
