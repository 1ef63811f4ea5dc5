import Foundation
import Testing
@testable import Providers
import TestSupport
import WeatherCore

/// DWD's warnings in English for readers who do not read German: placed by DWD's GeoServer,
/// told in DWD's own English as Bright Sky relays it, joined by the identifier they share.
@Suite("DWD warnings in English")
struct DWDEnglishAlertTests {
    let now = providerTestDate("2026-07-14T12:00:00Z")
    let munich = Place(
        name: "Munich", latitude: 48.13743, longitude: 11.57549, timeZoneIdentifier: "Europe/Berlin", countryCode: "DE")
    let minorID = "2.49.0.0.276.0.DWD.PVW.1784028000000.6f1c2a4e-93d1-4b0e-a8c5-2e7d9b4f1a03.DEU"
    let preAnnouncementID = "2.49.0.0.276.0.DWD.PVW.1784022000000.5a1e77c0-0d4b-4f7e-9c61-8b3f2e6d4c17.DEU"
    let english = ["en-GB", "en"], german = ["de-DE", "de"]

    // MARK: Bright Sky's answer

    /// A real answer (linecast's saved `brightsky_alerts.json`, Berlin-Mitte, March 2026).
    @Test func readsTheEnglishTextOfARealAnswer() throws {
        let texts = try BrightSkyAlertResponse.decode(try FixtureLoader.data("brightsky-alerts-berlin-mitte.json")).englishTexts
        let frost = try #require(texts["2.49.0.0.276.0.DWD.PVW.1772797020000.bda05e21-69ce-45a9-aff8-25a95592cfd5"])
        #expect(texts.count == 1)
        #expect(frost.event == "frost")
        #expect(frost.headline == "Official WARNING of FROST")
        #expect(frost.description == "There is a risk of frost (level 1 of 2).\nMinimum temperature: -1 - -5 °C")
        #expect(frost.instruction?.hasPrefix("Hazard(s) to expect: possible frost damage.") == true)
    }

    @Test(arguments: [
        #"{"detail":"Unknown warn_cell_id, please use commune (Gemeinden), not district (Landkreis) ids"}"#,
        #"{"alerts":"none"}"#,
        #"{"type":"FeatureCollection","features":[]}"#,
        "<html>502 Bad Gateway</html>",
        "",
    ])
    func anAnswerThatIsNotBrightSkysFails(_ body: String) {
        #expect(throws: ResponseDecodingError.self) { try BrightSkyAlertResponse.decode(Data(body.utf8)) }
    }

    /// An entry that is not a warning at all fails the answer (its warnings are then shown in
    /// German), as any other answer that is not Bright Sky's does.
    @Test func anEntryThatIsNoWarningFailsTheAnswer() {
        #expect(throws: ResponseDecodingError.self) {
            try BrightSkyAlertResponse.decode(Data(#"{"alerts":[{"alert_id":"x.1","headline_en":"first"},"no warning"]}"#.utf8))
        }
    }

    /// One odd warning costs only its own text: no identifier, no English words, an identifier
    /// written as a number, a field of another kind, the same warning twice.
    @Test func oddWarningsCostOnlyTheirOwnText() throws {
        let texts = try BrightSkyAlertResponse.decode(Data("""
            {"alerts":[
             {"alert_id":null,"headline_en":"Official WARNING of FROST"},
             {"alert_id":"a.b.c","headline_en":"  ","event_en":null,"description_en":"words without a title"},
             {"alert_id":12345,"event_en":"fog","headline_en":["not","text"]},
             {"alert_id":"x.1","headline_en":"first"},
             {"alert_id":"x.1","headline_en":"second"}
            ]}
            """.utf8)).englishTexts
        #expect(Set(texts.keys) == ["12345", "x.1"])
        #expect(texts["12345"]?.event == "fog")
        #expect(texts["12345"]?.headline == nil)
        #expect(texts["x.1"]?.headline == "first")
    }

    @Test func theIdentifierEveryPublicationShares() {
        #expect(DWDAlertFeed.sharedIdentifier(minorID) == "2.49.0.0.276.0.DWD.PVW.1784028000000.6f1c2a4e-93d1-4b0e-a8c5-2e7d9b4f1a03")
        #expect(DWDAlertFeed.sharedIdentifier("2.49.0.0.276.0.DWD.PVW.1687511640000.0d1a4fb5-251a-46fc-aae3-a688d2021e71.MUL")
            == "2.49.0.0.276.0.DWD.PVW.1687511640000.0d1a4fb5-251a-46fc-aae3-a688d2021e71")
        #expect(DWDAlertFeed.sharedIdentifier("2.49.0.0.276.0.DWD.PVW.1772797020000.bda05e21-69ce-45a9-aff8-25a95592cfd5")
            == "2.49.0.0.276.0.DWD.PVW.1772797020000.bda05e21-69ce-45a9-aff8-25a95592cfd5", "Bright Sky's has no suffix")
        #expect(DWDAlertFeed.sharedIdentifier("12345") == "12345")
        #expect(DWDAlertFeed.sharedIdentifier("a.") == "a.")
    }

    @Test func germanReadersReadGermanEveryoneElseEnglish() {
        #expect(DWDAlertFeed.readsGerman(german))
        #expect(DWDAlertFeed.readsGerman(["de-AT", "de"]))
        #expect(DWDAlertFeed.readsGerman(["fr-FR", "fr", "de"]), "German named after a language DWD does not write")
        #expect(!DWDAlertFeed.readsGerman(english))
        #expect(!DWDAlertFeed.readsGerman(["fr-FR", "fr"]))
        #expect(!DWDAlertFeed.readsGerman([]), "C or POSIX: weatherboard speaks English")
        #expect(!DWDAlertFeed.readsGerman(["en-US", "en", "de"]))
    }

    // MARK: The GeoServer's real answer

    /// A real GeoServer answer (ioBroker.weather-warnings' saved test data, Oberhausen bei Kirn,
    /// 21 September 2023): what German and English readers see when there is no English text.
    @Test func aRealGeoServerAnswerIsShownInGermanWithoutEnglishText() throws {
        let response = try DWDWarningResponse.decode(try FixtureLoader.data("dwd-warnungen-oberhausen-kirn.json"))
        let at = providerTestDate("2023-09-21T17:00:00Z")
        let alerts = DWDAlertFeed.alerts(from: response, languages: english, now: at)
        #expect(alerts == DWDAlertFeed.alerts(from: response, now: at))
        #expect(alerts.map(\.summary) == ["Amtliche WARNUNG vor STARKEM GEWITTER", "Amtliche WARNUNG vor WINDBÖEN"])
        #expect(alerts.map(\.severity) == [.moderate, .minor])
        #expect(alerts.map(\.region) == ["Gemeinde Oberhausen bei Kirn", "Gemeinde Oberhausen bei Kirn"])
        #expect(alerts.first?.details?.hasSuffix("gusts: 65-85 [km/h]\nprecipitation: 15-25 [l/m² in 1h]\nhail: <2 [cm]") == true)
        #expect(alerts.last?.details?.hasPrefix("Es treten Windböen mit Geschwindigkeiten bis 60 km/h") == true, "INSTRUCTION null")
        #expect(DWDAlertFeed.alerts(from: response, now: providerTestDate("2023-09-21T17:45:00Z")).map(\.summary)
            == ["Amtliche WARNUNG vor WINDBÖEN"], "the thunderstorm warning expired at 17:30")
    }

    /// Bright Sky's English joined to the real answer by the shared identifier.
    @Test func theEnglishTextJoinsTheRealAnswerByItsIdentifier() throws {
        let response = try DWDWarningResponse.decode(try FixtureLoader.data("dwd-warnungen-oberhausen-kirn.json"))
        let texts = try BrightSkyAlertResponse.decode(Data("""
            {"alerts":[{"alert_id":"2.49.0.0.276.0.DWD.PVW.1695300180000.d7e89266-cce4-4d25-be40-cc7ea987b822",
             "event_en":"wind gusts","headline_en":"Official WARNING of WIND GUSTS",
             "description_en":"There is a risk of wind gusts (level 1 of 4).","instruction_en":null}],"location":null}
            """.utf8)).englishTexts
        let alerts = DWDAlertFeed.alerts(from: response, english: texts, languages: english, now: providerTestDate("2023-09-21T17:00:00Z"))
        #expect(alerts.map(\.summary) == ["Amtliche WARNUNG vor STARKEM GEWITTER", "Official WARNING of WIND GUSTS"])
        #expect(alerts.last?.details?.hasPrefix("There is a risk of wind gusts (level 1 of 4).\n\nwind direction: south-west") == true,
                "\(alerts.last?.details ?? "")")
        #expect(alerts.last?.id == "2.49.0.0.276.0.DWD.PVW.1695300180000.d7e89266-cce4-4d25-be40-cc7ea987b822.DEU", "DWD's own identifier")
        #expect(DWDAlertFeed.alerts(from: response, english: texts, languages: german, now: providerTestDate("2023-09-21T17:00:00Z"))
            .map(\.summary) == ["Amtliche WARNUNG vor STARKEM GEWITTER", "Amtliche WARNUNG vor WINDBÖEN"], "a German reader")
    }

    /// A feature without `LANGUAGE` is DWD's German all the same: a German reader keeps it.
    @Test func aFeatureWithoutItsLanguageIsStillGerman() throws {
        let text = try #require(String(data: try FixtureLoader.data("dwd-warnungen-munich.json"), encoding: .utf8))
        let response = try DWDWarningResponse.decode(Data(text.replacingOccurrences(of: #""LANGUAGE": "de-DE","#, with: "").utf8))
        let texts = try BrightSkyAlertResponse.decode(try FixtureLoader.data("brightsky-alerts-munich.json")).englishTexts
        #expect(DWDAlertFeed.alerts(from: response, english: texts, languages: german, now: now).map(\.summary)
            == ["Amtliche WARNUNG vor GEWITTER", "VORABINFORMATION UNWETTER vor SCHWEREM GEWITTER"])
        #expect(DWDAlertFeed.alerts(from: response, english: texts, languages: english, now: now).map(\.summary)
            == ["Official WARNING of THUNDERSTORMS", "Official SEVERE WEATHER PRE-ANNOUNCEMENT of SEVERE THUNDERSTORMS"])
    }

    // MARK: Through the loopback server

    /// Stands in for DWD's GeoServer and Bright Sky, answering only the point asked latitude
    /// first at the GeoServer and Munich's point at Bright Sky; `brightSky` answers `/alerts`.
    func server(brightSky: @escaping @Sendable (RecordedRequest) -> ScriptedResponse = Self.munichText) throws -> LocalHTTPServer {
        let warnings = try FixtureLoader.data("dwd-warnungen-munich.json")
        let none = try FixtureLoader.data("dwd-warnungen-empty.json")
        return try LocalHTTPServer { request in
            switch request.pathWithoutQuery {
            case "/geoserver/dwd/ows":
                .data(200, AxisOrderChecks.isGermanPointLatitudeFirst(request) ? warnings : none, contentType: "application/json",
                      headers: ["ETag": "\"w-1\""])
            case "/alerts": brightSky(request)
            default: .json(404, #"{"detail":"Not Found"}"#)
            }
        }
    }

    static let munichText: @Sendable (RecordedRequest) -> ScriptedResponse = { request in
        guard request.queryValue("lat") == "48.1374", request.queryValue("lon") == "11.5755",
              let body = try? FixtureLoader.data("brightsky-alerts-munich.json")
        else { return .json(200, #"{"alerts":[],"location":null}"#) }
        return .data(200, body, contentType: "application/json")
    }

    func requests(_ server: LocalHTTPServer, to path: String) -> [RecordedRequest] {
        server.requests.filter { $0.pathWithoutQuery == path }
    }

    @Test func anEnglishReaderGetsDWDsEnglishPlacedByTheGeoServer() async throws {
        let server = try server()
        defer { server.stop() }
        let clock = ProviderTestClock(now)
        let source = AlertService.dwd.source(
            transport: CurlHTTPClient(clock: clock.function), endpoint: testEndpoint(server), languages: english, clock: clock.function)

        let report = try await source.report(for: munich, previous: nil)
        #expect(report.alerts.map(\.id) == [minorID, preAnnouncementID], "the GeoServer's warnings, the heavy rain Bright Sky adds is not")
        let minor = try #require(report.alerts.first)
        #expect(minor.summary == "Official WARNING of THUNDERSTORMS")
        #expect(minor.details == """
            There is a risk of thunderstorms (Level 1 of 4).
            Max. gusts: ~60 km/h; Direction: SW

            NOTE: Be aware of the following possible dangers: Local lightning strikes. Lightning can be life-threatening!

            Böen: ~60 [km/h]
            Gewitter: einzelne
            Gewitteraufzugsrichtung: SW
            """)
        #expect(minor.severity == .minor)
        #expect(minor.region == "Stadt München")
        #expect(minor.expirationDate == providerTestDate("2026-07-14T13:00:00Z"))
        let preAnnouncement = try #require(report.alerts.last)
        #expect(preAnnouncement.summary == "Official SEVERE WEATHER PRE-ANNOUNCEMENT of SEVERE THUNDERSTORMS")
        #expect(preAnnouncement.urgency == .future)
        #expect(preAnnouncement.region == "Stadt München, Gemeinde Unterföhring")
        #expect(report.attribution.serviceName == "Quelle: Deutscher Wetterdienst")

        let text = try #require(requests(server, to: "/alerts").first)
        #expect(text.queryValue("lat") == "48.1374")
        #expect(text.queryValue("lon") == "11.5755")
        #expect(text.header("accept") == "application/json")
        #expect(text.header("user-agent")?.hasPrefix("weatherboard/") == true)
        #expect(server.requestCount == 2)

        // Every warning had its English: the next poll is conditional, and DWD's 304 keeps it.
        server.setHandler { _ in .status(304, headers: ["Cache-Control": "max-age=600"]) }
        clock.advance(by: 300)
        let second = try await source.report(for: munich, previous: report)
        #expect(server.requests.last?.header("if-none-match") == "\"w-1\"")
        #expect(server.requestCount == 3, "nothing new from DWD: Bright Sky is not asked")
        #expect(second.alerts == report.alerts)
        #expect(second.expirationDate == now + 300 + 600)
    }

    @Test func aGermanReaderGetsTheGeoServerAloneAsBefore() async throws {
        let server = try server()
        defer { server.stop() }
        let source = AlertService.dwd.source(
            transport: CurlHTTPClient(clock: { [now] in now }), endpoint: testEndpoint(server), languages: german, clock: { [now] in now })
        let report = try await source.report(for: munich, previous: nil)
        #expect(report.alerts.map(\.summary) == ["Amtliche WARNUNG vor GEWITTER", "VORABINFORMATION UNWETTER vor SCHWEREM GEWITTER"])
        #expect(report.alerts.first?.details?.hasPrefix("Von Südwesten ziehen einzelne Gewitter auf.") == true)
        #expect(requests(server, to: "/alerts").isEmpty, "no request for text a German reader does not read")
        #expect(report.validators.entityTag == "\"w-1\"")
    }

    @Test func noWarningsNoRequestForTheirText() async throws {
        let none = try FixtureLoader.data("dwd-warnungen-empty.json")
        let server = try LocalHTTPServer { request in
            request.pathWithoutQuery == "/alerts" ? Self.munichText(request) : .data(200, none, contentType: "application/json")
        }
        defer { server.stop() }
        let source = AlertService.dwd.source(
            transport: CurlHTTPClient(clock: { [now] in now }), endpoint: testEndpoint(server), languages: english, clock: { [now] in now })
        #expect(try await source.report(for: munich, previous: nil).alerts.isEmpty)
        #expect(requests(server, to: "/alerts").isEmpty)
        #expect(server.requestCount == 1)
    }

    /// Bright Sky failing, or answering what is not its answer, never costs a warning: it is
    /// shown in German, and the next poll asks both again in full.
    @Test(arguments: [
        ScriptedResponse.json(500, #"{"detail":"Internal Server Error"}"#),
        ScriptedResponse.json(200, #"{"unexpected":true}"#),
        ScriptedResponse.json(404, #"{"detail":"Not Found"}"#),
    ])
    func aFailingEnglishSourceStillShowsTheWarningsInGerman(_ failure: ScriptedResponse) async throws {
        let server = try server { _ in failure }
        defer { server.stop() }
        let clock = ProviderTestClock(now)
        let source = AlertService.dwd.source(
            transport: CurlHTTPClient(clock: clock.function), endpoint: testEndpoint(server), languages: english, clock: clock.function)

        let report = try await source.report(for: munich, previous: nil)
        #expect(report.alerts.map(\.id) == [minorID, preAnnouncementID])
        #expect(report.alerts.map(\.summary) == ["Amtliche WARNUNG vor GEWITTER", "VORABINFORMATION UNWETTER vor SCHWEREM GEWITTER"])
        #expect(report.validators.isEmpty, "kept without validators, so the next poll is not answered 304")

        server.setHandler { request in
            request.pathWithoutQuery == "/alerts" ? Self.munichText(request) : .data(
                200, (try? FixtureLoader.data("dwd-warnungen-munich.json")) ?? Data(), contentType: "application/json",
                headers: ["ETag": "\"w-1\""])
        }
        clock.advance(by: 300)
        let recovered = try await source.report(for: munich, previous: report)
        #expect(server.requests.last(where: { $0.pathWithoutQuery == "/geoserver/dwd/ows" })?.header("if-none-match") == nil)
        #expect(recovered.alerts.map(\.summary)
            == ["Official WARNING of THUNDERSTORMS", "Official SEVERE WEATHER PRE-ANNOUNCEMENT of SEVERE THUNDERSTORMS"])
        #expect(recovered.validators.entityTag == "\"w-1\"")
    }

    /// A warning Bright Sky does not list yet (it polls DWD's files each minute) is shown in
    /// German beside the others in English, and asked for again at the next poll.
    @Test func aWarningWithoutEnglishTextIsShownInGerman() async throws {
        let server = try server { request in
            guard let body = try? FixtureLoader.data("brightsky-alerts-munich.json"),
                  var object = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
                  let alerts = object["alerts"] as? [[String: Any]]
            else { return .status(500) }
            object["alerts"] = alerts.filter { ($0["event_code"] as? Int) != 40 }
            return .data(200, (try? JSONSerialization.data(withJSONObject: object)) ?? Data(), contentType: "application/json")
        }
        defer { server.stop() }
        let source = AlertService.dwd.source(
            transport: CurlHTTPClient(clock: { [now] in now }), endpoint: testEndpoint(server), languages: english, clock: { [now] in now })
        let report = try await source.report(for: munich, previous: nil)
        #expect(report.alerts.map(\.summary) == ["Official WARNING of THUNDERSTORMS", "VORABINFORMATION UNWETTER vor SCHWEREM GEWITTER"])
        #expect(report.validators.isEmpty)
    }

    /// The row's companion is resolved like every endpoint: a bad override stops weatherboard.
    @Test func brightSkyIsTheRowsCompanion() throws {
        let companion = try #require(AlertService.dwd.companion)
        #expect(companion.overrideVariable == "WEATHERBOARD_BRIGHTSKY_URL")
        #expect(try companion.endpoint(environment: [:]).baseURL.absoluteString == "https://api.brightsky.dev")
        #expect(throws: ConfigurationError.self) {
            _ = try AlertService.dwd.source(AlertSourceInputs(
                transport: CurlHTTPClient(), environment: ["WEATHERBOARD_BRIGHTSKY_URL": "ftp://x"], languages: english))
        }
    }
}
