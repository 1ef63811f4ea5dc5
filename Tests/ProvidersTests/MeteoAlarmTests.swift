import Foundation
import Testing
@testable import Providers
import TestSupport
import WeatherCore

/// MeteoAlarm's whole-country feeds: decoding the JSON rendering of CAP, choosing what is in
/// force for one place, the severity policy, and the source against a loopback server.
@Suite("MeteoAlarm warnings")
struct MeteoAlarmTests {
    /// Midday in the fixtures' 7 March 2026 (12:00 in Amsterdam).
    let now = providerTestDate("2026-03-07T11:00:00Z")
    let english = ["en-GB", "en"]

    let amsterdam = Place(
        name: "Amsterdam", latitude: 52.37403, longitude: 4.88969, timeZoneIdentifier: "Europe/Amsterdam", countryCode: "NL",
        administrativeAreas: ["North Holland", "Noord-Holland", "Gemeente Amsterdam", "Amsterdam"])
    let hannover = Place(
        name: "Hannover", latitude: 52.37052, longitude: 9.73322, timeZoneIdentifier: "Europe/Berlin", countryCode: "DE",
        administrativeAreas: ["Lower Saxony", "Niedersachsen", "Region Hannover", "Hannover"])
    let zurich = Place(
        name: "Zürich", latitude: 47.36667, longitude: 8.55, timeZoneIdentifier: "Europe/Zurich", countryCode: "CH",
        administrativeAreas: ["Zurich", "Kanton Zürich", "Bezirk Zürich", "Zürich"])
    let winterthur = Place(
        name: "Winterthur", latitude: 47.50564, longitude: 8.72413, timeZoneIdentifier: "Europe/Zurich", countryCode: "CH",
        administrativeAreas: ["Zurich", "Kanton Zürich", "Bezirk Winterthur", "Winterthur"])
    let chamonix = Place(
        name: "Chamonix", latitude: 45.92375, longitude: 6.86933, timeZoneIdentifier: "Europe/Paris", countryCode: "FR",
        administrativeAreas: ["Auvergne-Rhône-Alpes", "Haute-Savoie", "Arrondissement de Bonneville", "Chamonix-Mont-Blanc"])
    let grenoble = Place(
        name: "Grenoble", latitude: 45.16667, longitude: 5.71667, timeZoneIdentifier: "Europe/Paris", countryCode: "FR",
        administrativeAreas: ["Auvergne-Rhône-Alpes", "Isère", "Grenoble"])
    let pruszkow = Place(
        name: "Pruszków", latitude: 52.17072, longitude: 20.81214, timeZoneIdentifier: "Europe/Warsaw", countryCode: "PL",
        administrativeAreas: ["Masovian Voivodeship", "Województwo mazowieckie", "Powiat pruszkowski", "Pruszków"])

    func messages(_ fixture: String) throws -> [CAPMessage] {
        try MeteoAlarmFeedDecoder.messages(from: try FixtureLoader.data(fixture))
    }

    func alerts(_ fixture: String, for place: Place, languages: [String]? = nil) throws -> [WeatherAlert] {
        let warnings = MeteoAlarmWarnings(languages: languages ?? english, now: now, countryCode: place.countryCode ?? "")
        return warnings.alerts(from: try messages(fixture), for: place)
    }

    // MARK: Decoding

    @Test func decodesTheNetherlandsFeedWithBothLanguages() throws {
        let feed = try messages("meteoalarm-netherlands.json")
        #expect(feed.count == 7)
        let drenthe = try #require(feed.first)
        #expect(drenthe.identifier == "2.49.0.0.528.0.NL.260307000000.0_FX_DR")
        #expect(drenthe.sender == "procesbewaker@knmi.nl")
        #expect(drenthe.sent == providerTestDate("2026-03-07T01:02:43Z"), "the offset is kept")
        #expect(drenthe.status == .actual && drenthe.messageType == .alert && drenthe.scope == .public)
        #expect(drenthe.infos.map(\.language) == ["en-GB", "nl-NL"])
        let info = try #require(drenthe.infos.first)
        #expect(info.parameter("awareness_level") == "1; green; Minor")
        #expect(info.severity == .minor && info.urgency == .future)
        #expect(info.expires == providerTestDate("2026-03-07T22:59:59Z"))
        #expect(info.effective == nil, "null is no date")
        #expect(info.areas.map(\.description) == ["Drenthe"])
        #expect(info.areas.first?.geocodes == [CAPNamedValue(name: "EMMA_ID", value: "NL018")])
        #expect(info.areas.first?.hasGeometry == false)
        #expect(feed.last?.status == .test)
    }

    @Test func decodesSwissPolygonsGivenAsAnArrayOfRingStrings() throws {
        let feed = try messages("meteoalarm-switzerland.json")
        #expect(feed.count == 3)
        #expect(feed.first?.infos.map(\.language) == ["en", "de", "fr", "it", "rm"])
        let heatArea = try #require(feed.last?.infos.first?.areas.first)
        #expect(heatArea.polygons.count == 2, "one polygon per ring string")
        let ring = try #require(heatArea.polygons.first)
        #expect(ring.points.first == GeoPoint(latitude: 45.80, longitude: 8.70), "CAP order: latitude first")
    }

    @Test func decodesReferencesOfUpdates() throws {
        let feed = try messages("meteoalarm-france.json")
        #expect(feed.map(\.messageType) == [.alert, .update, .alert, .update, .alert])
        #expect(feed[1].references.map(\.identifier) == [feed[0].identifier])
        #expect(feed[1].references.first?.sender == "vigilance@meteo.fr")
        #expect(feed[0].infos.first?.areas.first?.geocodes.first == CAPNamedValue(name: "NUTS3", value: "FR718"))
    }

    @Test func acceptsTheShapesOtherServicesSend() throws {
        // One `info` object instead of an array, a polygon as one string, a numeric
        // identifier, a geocode object, a missing identifier (the uuid stands in), a parameter
        // without a value, and an entry without any identity (skipped).
        let json = #"""
            {"warnings":[
             {"alert":{"identifier":20260307,"status":"Actual","msgType":"Alert","scope":"Public","sent":"2026-03-07T10:00:00-00:00",
               "info":{"language":null,"event":"Wind","severity":"Moderate","urgency":"Immediate","expires":"2026-03-07T20:00:00Z",
                 "parameter":[{"valueName":"awareness_level","value":null},{"valueName":"awareness_type","value":"1; Wind"}],
                 "area":{"areaDesc":"Luxembourg","polygon":"49.4,5.7 49.4,6.5 50.2,6.5 50.2,5.7 49.4,5.7",
                   "geocode":{"valueName":"EMMA_ID","value":"LU001"}}}},"uuid":"11111111-2222-4333-8444-555555555555"},
             {"alert":{"status":"Actual","msgType":"Alert","info":[]},"uuid":"66666666-7777-4888-9999-000000000000"},
             {"alert":{"status":"Actual","msgType":"Alert","info":[]}},
             {"uuid":"no-alert-at-all"}
            ]}
            """#
        let feed = try MeteoAlarmFeedDecoder.messages(from: Data(json.utf8))
        #expect(feed.map(\.identifier) == ["20260307", "66666666-7777-4888-9999-000000000000"])
        let info = try #require(feed.first?.infos.first)
        #expect(info.language == nil)
        #expect(info.parameters == [CAPNamedValue(name: "awareness_type", value: "1; Wind")])
        #expect(info.areas.first?.polygons.count == 1)
        #expect(info.areas.first?.geocodes == [CAPNamedValue(name: "EMMA_ID", value: "LU001")])
        #expect(feed.first?.sent == providerTestDate("2026-03-07T10:00:00Z"), "-00:00 is UTC")
    }

    @Test(arguments: [
        "{}", "[]", #"{"warnings":{}}"#, #"{"warnings":[{"alert":{"identifier":["x"]}}]}"#, "",
    ])
    func anythingButAWarningsListIsAnError(_ body: String) {
        #expect(throws: ResponseDecodingError.self) { try MeteoAlarmFeedDecoder.messages(from: Data(body.utf8)) }
    }

    @Test func aFeedCutShortIsAnErrorNotAQuietDay() throws {
        let full = try FixtureLoader.data("meteoalarm-netherlands.json")
        for length in [full.count / 3, full.count / 2, full.count - 5] {
            #expect(throws: ResponseDecodingError.self) { try MeteoAlarmFeedDecoder.messages(from: full.prefix(length)) }
        }
        #expect(try MeteoAlarmFeedDecoder.messages(from: Data(#"{"warnings":[]}"#.utf8)).isEmpty, "an empty list is a quiet day")
    }

    // MARK: Selection and placement

    @Test func amsterdamGetsTheNoordHollandWarningsInEnglish() throws {
        let result = try alerts("meteoalarm-netherlands.json", for: amsterdam).rankedBySeverity()
        #expect(result.map(\.summary) == ["Code orange: severe gusts in Noord-Holland", "Code yellow: heavy rain in Noord-Holland"],
                "no green entries, nothing for Utrecht, no expired fog, no test message")
        let gusts = try #require(result.first)
        #expect(gusts.id == "2.49.0.0.528.0.NL.260307100000.3_WI_NH")
        #expect(gusts.severity == .severe)
        #expect(gusts.urgency == .immediate)
        #expect(gusts.region == "Noord-Holland")
        #expect(gusts.source == "EUMETNET – MeteoAlarm · KNMI")
        #expect(gusts.detailsURL.absoluteString == "https://www.knmi.nl/nederland-nu/weer/waarschuwingen/noord-holland")
        #expect(gusts.effectiveDate == providerTestDate("2026-03-07T04:12:00Z"), "the time of issue")
        #expect(gusts.onsetDate == providerTestDate("2026-03-07T09:00:00Z"))
        #expect(gusts.expirationDate == providerTestDate("2026-03-07T21:00:00Z"))
        #expect(gusts.details == "In the afternoon and evening severe gusts of 90 to 110 km/h from the southwest are expected, locally in the north up to 120 km/h.\n\nStay indoors where possible and secure loose objects. Expect disruption to traffic.")
        #expect(result.last?.severity == .moderate)
    }

    @Test func theLanguageBlockFollowsTheUser() throws {
        #expect(try alerts("meteoalarm-netherlands.json", for: amsterdam, languages: ["nl-NL", "nl"]).first?.summary
            == "Code oranje: zeer zware windstoten in Noord-Holland")
        #expect(try alerts("meteoalarm-netherlands.json", for: amsterdam, languages: ["nl-BE"]).first?.summary
            == "Code oranje: zeer zware windstoten in Noord-Holland", "the primary subtag")
        #expect(try alerts("meteoalarm-netherlands.json", for: amsterdam, languages: ["fr-FR", "fr"]).first?.summary
            == "Code orange: severe gusts in Noord-Holland", "English when the user's language is not there")
        #expect(try alerts("meteoalarm-switzerland.json", for: zurich, languages: ["rm-CH"]).first?.summary == "Grad 3: urizis")
        #expect(try alerts("meteoalarm-poland.json", for: pruszkow).first?.summary
            == "Ostrzeżenie meteorologiczne 2. stopnia: silny wiatr", "the only block when there is no English")
    }

    @Test func aWarningWithoutAPolygonIsPlacedOnlyByTheAreaName() throws {
        var unnamed = amsterdam
        unnamed.administrativeAreas = nil
        #expect(try alerts("meteoalarm-netherlands.json", for: unnamed).isEmpty, "a place without area names gets no geocode-only warning")
        let utrecht = Place(
            name: "Utrecht", latitude: 52.09083, longitude: 5.12222, timeZoneIdentifier: "Europe/Amsterdam", countryCode: "NL",
            administrativeAreas: ["Utrecht", "Gemeente Utrecht"])
        #expect(try alerts("meteoalarm-netherlands.json", for: utrecht).map(\.summary)
            == ["Moderate wind warning: Code yellow: strong gusts in Utrecht"], "the headline does not name the event")
    }

    @Test func anAreaNameIsMatchedInAnyOfTheMessagesLanguages() {
        func block(_ language: String, _ area: String) -> CAPInfo {
            CAPInfo(
                language: language, event: "Wind", headline: "Wind in \(area)", expires: now + 3600,
                parameters: [CAPNamedValue(name: "awareness_level", value: "2; yellow; Moderate")],
                areas: [CAPArea(description: "Waddeneilanden"), CAPArea(description: area)])
        }
        let feed = [CAPMessage(
            identifier: "translated", status: .actual, messageType: .alert, scope: .public,
            infos: [block("en-GB", "Province of North Holland"), block("nl-NL", "Noord-Holland")])]
        var dutchNamesOnly = amsterdam
        dutchNamesOnly.administrativeAreas = ["Noord-Holland", "Amsterdam"]
        let result = MeteoAlarmWarnings(languages: english, now: now, countryCode: "NL").alerts(from: feed, for: dutchNamesOnly)
        #expect(result.map(\.summary) == ["Wind in Province of North Holland"], "the English block, placed by the Dutch name")
        #expect(result.first?.region == "Province of North Holland", "only the area that covers the place")
    }

    @Test func thePolygonDecidesEvenWhenTheNameMatches() throws {
        // Zürich lies inside the city's polygon and inside the second ring of the heat area,
        // and outside the polygon of the canton's northern warning, whose name ("Kanton
        // Zürich") is one of Zürich's own area names.
        let city = try alerts("meteoalarm-switzerland.json", for: zurich)
        #expect(city.map(\.summary) == ["Level 3: thunderstorms", "Level 2: heat"])
        #expect(city.first?.region == "Zürich Stadt und Umgebung")
        #expect(city.first?.severity == .severe)
        #expect(city.first?.source == "EUMETNET – MeteoAlarm · MeteoSchweiz")
        let north = try alerts("meteoalarm-switzerland.json", for: winterthur)
        #expect(north.map(\.summary) == ["Level 2: thunderstorms"], "only its own polygon's warning")
        #expect(try alerts("meteoalarm-switzerland.json", for: zurich, languages: ["de-CH", "de"]).first?.summary == "Stufe 3: Gewitter")
    }

    @Test func colourWinsOverTheServicesOwnSeverity() throws {
        // DWD labels orange "Moderate" and yellow "Minor"; a block without an awareness level
        // keeps the service's severity.
        let result = try alerts("meteoalarm-germany.json", for: hannover)
        let bySummary = Dictionary(uniqueKeysWithValues: result.map { ($0.summary, $0.severity) })
        #expect(bySummary == [
            "Official WARNING of GALE-FORCE GUSTS": .severe,
            "Official WARNING of FROST": .moderate,
            "Official SEVERE WEATHER WARNING of SEVERE THUNDERSTORM": .severe,
        ])
        #expect(result.first?.region == "Region Hannover")
        #expect(result.first?.source == "EUMETNET – MeteoAlarm · Deutscher Wetterdienst")
    }

    @Test func anUpdateReplacesItsAlertAndAGreenZeroLengthUpdateEndsAnEpisode() throws {
        let alps = try alerts("meteoalarm-france.json", for: chamonix)
        #expect(alps.map(\.summary) == ["Orange avalanches warning"])
        #expect(alps.first?.id == "2.49.0.0.250.0.FR.20260307060012.315102")
        #expect(alps.first?.severity == .severe)
        #expect(alps.first?.region == "Haute Savoie", "the English block's name, matched to Haute-Savoie")
        #expect(alps.first?.source == "EUMETNET – MeteoAlarm · Météo-France")
        #expect(try alerts("meteoalarm-france.json", for: grenoble).isEmpty, "the wind warning for Isère was closed")
    }

    @Test func countyCopiesShowOnceAndOnlyForTheCountyOfThePlace() throws {
        let result = try alerts("meteoalarm-poland.json", for: pruszkow)
        #expect(result.count == 1)
        #expect(result.first?.region == "powiat pruszkowski")
        #expect(result.first?.severity == .severe)
        #expect(result.first?.source == "EUMETNET – MeteoAlarm · Instytut Meteorologii i Gospodarki Wodnej - Państwowy Instytut Badawczy")
        var provinceOnly = pruszkow
        provinceOnly.administrativeAreas = ["Województwo mazowieckie"]
        #expect(try alerts("meteoalarm-poland.json", for: provinceOnly).isEmpty, "the shared tier word places nothing")
    }

    func message(_ id: String, description: String, area: String, polygon: String) -> CAPMessage {
        CAPMessage(
            identifier: id, sender: "meteo@imgw.pl", sent: now - 3600, status: .actual, messageType: .alert, scope: .public,
            infos: [CAPInfo(
                language: "pl-PL", event: "Burze", description: description, severity: .moderate,
                onset: now - 600, expires: now + 3600,
                parameters: [CAPNamedValue(name: "awareness_level", value: "2; yellow; Moderate")],
                areas: [CAPArea(description: area, polygons: [GeoPolygon(capText: polygon)].compactMap { $0 })])])
    }

    @Test func identicalCopiesThatBothCoverThePlaceBecomeOneAlertNamingBothAreas() {
        let around = "52.0,20.6 52.0,21.0 52.4,21.0 52.4,20.6 52.0,20.6"
        let feed = [
            message("a", description: "Burze z gradem.", area: "powiat pruszkowski", polygon: around),
            message("b", description: "Burze z gradem.", area: "powiat warszawski zachodni", polygon: around),
            message("c", description: "Burze z gradem.", area: "powiat pruszkowski", polygon: around),
            message("d", description: "Silne burze z gradem.", area: "powiat pruszkowski", polygon: around),
        ]
        let result = MeteoAlarmWarnings(languages: english, now: now, countryCode: "PL").alerts(from: feed, for: pruszkow)
        #expect(result.map(\.id) == ["a", "d"])
        #expect(result.first?.region == "powiat pruszkowski, powiat warszawski zachodni")
    }

    @Test func colourPrefixesLeaveEventNames() {
        #expect(MeteoAlarmAwareness.withoutColourPrefix("yellow Tåge") == "Tåge")
        #expect(MeteoAlarmAwareness.withoutColourPrefix("Orange Regn") == "Regn")
        #expect(MeteoAlarmAwareness.withoutColourPrefix("Red") == "Red", "a name that is only a colour stays")
        #expect(MeteoAlarmAwareness.withoutColourPrefix("Redning") == "Redning")
        #expect(MeteoAlarmAwareness.withoutColourPrefix("Yellow wind warning") == "Wind warning", "a title starts with a capital")
        let feed = [CAPMessage(
            identifier: "dmi-1", sender: "dmi@dmi.dk", status: .actual, messageType: .alert, scope: .public,
            infos: [CAPInfo(
                language: "da-DK", event: "yellow Tåge", senderName: "DMI", expires: now + 3600,
                parameters: [CAPNamedValue(name: "awareness_level", value: "2; yellow; Moderate")],
                areas: [CAPArea(description: "Nordsjælland")])])]
        let copenhagenNorth = Place(
            name: "Hillerød", latitude: 55.93, longitude: 12.3, timeZoneIdentifier: "Europe/Copenhagen", countryCode: "DK",
            administrativeAreas: ["Capital Region of Denmark", "Nordsjælland"])
        let result = MeteoAlarmWarnings(languages: english, now: now, countryCode: "DK").alerts(from: feed, for: copenhagenNorth)
        #expect(result.map(\.summary) == ["Tåge"])
        #expect(result.first?.detailsURL.absoluteString == "https://meteoalarm.org/en/live/region/DK", "no web link: the country's page")
        #expect(result.first?.source == "EUMETNET – MeteoAlarm · DMI")
    }

    @Test func awarenessLevelsMapToSeverities() {
        func level(_ text: String) -> MeteoAlarmAwareness? {
            MeteoAlarmAwareness(CAPInfo(parameters: [CAPNamedValue(name: "awareness_level", value: text)]))
        }
        #expect(level("1; green; Minor") == .green)
        #expect(level("2; yellow; Moderate")?.severity == .moderate)
        #expect(level("3; orange; Severe")?.severity == .severe)
        #expect(level("4; red; Extreme")?.severity == .extreme)
        #expect(level("orange")?.severity == .severe, "the colour when there is no number")
        #expect(level("7; purple; Unknown") == nil)
        #expect(MeteoAlarmAwareness.severity(of: CAPInfo(severity: .extreme)) == .extreme, "no level: the service's severity")
    }

    @Test func zeroLengthAndExpiredWindowsAreDropped() {
        func feed(onset: Date?, expires: Date?) -> [CAPMessage] {
            [CAPMessage(
                identifier: "x", status: .actual, messageType: .alert, scope: .public,
                infos: [CAPInfo(
                    event: "Wind", onset: onset, expires: expires,
                    parameters: [CAPNamedValue(name: "awareness_level", value: "2; yellow; Moderate")],
                    areas: [CAPArea(description: "Noord-Holland")])])]
        }
        let warnings = MeteoAlarmWarnings(languages: english, now: now, countryCode: "NL")
        #expect(warnings.alerts(from: feed(onset: now + 60, expires: now + 60), for: amsterdam).isEmpty)
        #expect(warnings.alerts(from: feed(onset: now + 60, expires: now), for: amsterdam).isEmpty)
        #expect(warnings.alerts(from: feed(onset: now - 60, expires: now - 1), for: amsterdam).isEmpty)
        #expect(warnings.alerts(from: feed(onset: now + 60, expires: now + 120), for: amsterdam).count == 1, "announced")
        #expect(warnings.alerts(from: feed(onset: nil, expires: nil), for: amsterdam).count == 1)
    }

    // MARK: Coverage

    @Test func coversMemberCountriesWithoutABetterNationalSource() {
        let source = AlertService.meteoAlarm.source(
            transport: CurlHTTPClient(), endpoint: ServiceEndpoint(baseURL: URL(fileURLWithPath: "/"), isOverridden: true), languages: english)
        func place(_ code: String?, latitude: Double = 0, longitude: Double = 0, zone: String = "UTC") -> Place {
            Place(name: "x", latitude: latitude, longitude: longitude, timeZoneIdentifier: zone, countryCode: code)
        }
        for code in ["NL", "nl", "FR", "PL", "CH", "IE", "GB", "UK", "MK", "LT", "IL"] {
            #expect(source.covers(place(code)), "\(code)")
        }
        for code in ["DE", "NO", "US", "LI", "PO", "CA", ""] {
            #expect(!source.covers(place(code)), "\(code)")
        }
        #expect(source.covers(place(nil, latitude: 52.37, longitude: 4.89, zone: "Europe/Amsterdam")), "LAT,LON in the Netherlands")
        #expect(!source.covers(place(nil, latitude: 0, longitude: -30)), "at sea: no country, no feed")
    }

    // MARK: The source against a server

    func source(_ server: LocalHTTPServer, clock: ProviderTestClock, languages: [String]? = nil) -> any AlertSource {
        AlertService.meteoAlarm.source(
            transport: CurlHTTPClient(clock: clock.function), endpoint: testEndpoint(server), languages: languages ?? english,
            clock: clock.function)
    }

    @Test func asksForTheCountryFeedEveryFiveMinutesAndRevalidates() async throws {
        let feed = try FixtureLoader.data("meteoalarm-netherlands.json")
        let server = try LocalHTTPServer { _ in
            .data(200, feed, contentType: "application/json", headers: ["Cache-Control": "max-age=60", "ETag": "\"nl-1\""])
        }
        defer { server.stop() }
        let clock = ProviderTestClock(now)
        let meteoAlarm = source(server, clock: clock)
        let first = try await meteoAlarm.report(for: amsterdam, previous: nil)
        #expect(first.alerts.count == 2)
        #expect(first.expirationDate == now + 300, "five minutes, not the server's one")
        #expect(first.attribution.serviceName == "EUMETNET – MeteoAlarm")
        #expect(first.attribution.legalPageURL.absoluteString == "https://www.meteoalarm.org")
        let request = try #require(server.requests.first)
        #expect(request.pathWithoutQuery == "/api/v1/warnings/feeds-netherlands")
        #expect(request.header("user-agent")?.hasPrefix("weatherboard/") == true)
        #expect(request.header("accept") == "application/json")

        server.setHandler { _ in .status(304) }
        clock.advance(by: 300)
        let second = try await meteoAlarm.report(for: amsterdam, previous: first)
        #expect(server.requests.last?.header("if-none-match") == "\"nl-1\"")
        #expect(second.alerts == first.alerts)
        #expect(second.expirationDate == now + 600)
    }

    @Test func noRequestBeforeFiveMinutesThroughTheCombinedProvider() async throws {
        let feed = try FixtureLoader.data("meteoalarm-netherlands.json")
        let server = try LocalHTTPServer { _ in .data(200, feed, contentType: "application/json", headers: ["Cache-Control": "max-age=0"]) }
        defer { server.stop() }
        let clock = ProviderTestClock(now)
        let forecast = StubForecastProvider { place in
            StubForecastProvider.snapshot(for: place, fetchDate: clock.now, expiration: clock.now + 3600)
        }
        let combined = CombinedWeatherProvider(
            forecast: forecast, alertSources: [source(server, clock: clock)], forecastParts: ForecastCache(directory: nil),
            alertReports: AlertReportStore(directory: nil), clock: clock.function)
        let first = try await combined.snapshot(for: amsterdam, previous: nil)
        #expect(first.alerts.map(\.severity) == [.severe, .moderate])
        #expect(first.metadata.expirationDate == now + 300)
        clock.advance(by: 299)
        _ = try await combined.snapshot(for: amsterdam, previous: first)
        #expect(server.requestCount == 1, "not before five minutes")
        clock.advance(by: 1)
        _ = try await combined.snapshot(for: amsterdam, previous: first)
        #expect(server.requestCount == 2)
    }

    @Test func aServerErrorIsAnError() async throws {
        let server = try LocalHTTPServer { _ in .text(500, "<html>Internal Server Error</html>") }
        defer { server.stop() }
        let meteoAlarm = source(server, clock: ProviderTestClock(now))
        let error = await #expect(throws: WeatherServiceError.self) { try await meteoAlarm.report(for: amsterdam, previous: nil) }
        #expect(error == .httpStatus(500, reason: nil))
    }

    @Test func aTruncatedDownloadIsAnError() async throws {
        let feed = try FixtureLoader.text("meteoalarm-netherlands.json")
        let half = String(feed.prefix(feed.count / 2))
        let server = try LocalHTTPServer { _ in .truncated(body: half, declaredLength: feed.utf8.count) }
        defer { server.stop() }
        let meteoAlarm = source(server, clock: ProviderTestClock(now))
        let cut = await #expect(throws: WeatherServiceError.self) { try await meteoAlarm.report(for: amsterdam, previous: nil) }
        #expect(cut == .undecodable("response was truncated"))

        // A body that arrived whole but ends mid-feed (a proxy that cut it and fixed the length).
        server.setHandler { _ in .json(200, half) }
        let short = await #expect(throws: WeatherServiceError.self) { try await meteoAlarm.report(for: amsterdam, previous: nil) }
        guard case .undecodable(let reason)? = short else { Issue.record("expected undecodable, got \(String(describing: short))"); return }
        #expect(reason.hasPrefix("MeteoAlarm warnings: "))
    }

    /// Many copies of the Netherlands' entries under their own identifiers, with the one
    /// orange warning for Noord-Holland at the very end: the whole body must be read.
    static func largeFeed(atLeast byteCount: Int) throws -> Data {
        let feed = try FixtureLoader.text("meteoalarm-netherlands.json")
        let entries = feed.components(separatedBy: "\n").filter { $0.hasPrefix("{\"alert\"") }
            .map { $0.hasSuffix(",") ? String($0.dropLast()) : $0 }
        let filler = entries.filter { !$0.contains("3_WI_NH") }
        guard let orange = entries.first(where: { $0.contains("3_WI_NH") }) else { return Data() }
        var parts: [String] = []
        var size = 0
        var copy = 0
        while size < byteCount {
            for entry in filler {
                let renamed = entry.replacingOccurrences(of: "\"identifier\":\"2.49.0.0.528.0.NL.", with: "\"identifier\":\"2.49.0.0.528.0.NL.copy\(copy).")
                parts.append(renamed)
                size += renamed.utf8.count + 2
            }
            copy += 1
        }
        parts.append(orange)
        return Data(("{\"warnings\":[\n" + parts.joined(separator: ",\n") + "\n]}\n").utf8)
    }

    @Test func aFeedOverTenMegabytesIsReadWhole() async throws {
        let big = try Self.largeFeed(atLeast: 10 * 1024 * 1024 + 1)
        #expect(big.count > 10 * 1024 * 1024, "larger than the client's usual 8 MiB cap")
        let server = try LocalHTTPServer { _ in .data(200, big, contentType: "application/json") }
        defer { server.stop() }
        let report = try await source(server, clock: ProviderTestClock(now)).report(for: amsterdam, previous: nil)
        #expect(report.alerts.map(\.summary).contains("Code orange: severe gusts in Noord-Holland"))
        #expect(report.alerts.filter { $0.summary == "Code yellow: heavy rain in Noord-Holland" }.count == 1, "copies fold into one")
    }

    @Test func aBodyBeyondTheCapIsAnErrorNotNoWarnings() async throws {
        let server = try LocalHTTPServer { _ in .oversized(byteCount: (AlertService.meteoAlarm.request.maximumBodySize ?? 0) + 1024) }
        defer { server.stop() }
        let meteoAlarm = source(server, clock: ProviderTestClock(now))
        let error = await #expect(throws: WeatherServiceError.self) { try await meteoAlarm.report(for: amsterdam, previous: nil) }
        guard case .undecodable? = error else { Issue.record("expected undecodable, got \(String(describing: error))"); return }
    }

    @Test func northMacedoniaTriesTheShortSlugAfterA404() async throws {
        let server = try LocalHTTPServer { request in
            request.pathWithoutQuery == "/api/v1/warnings/feeds-north-macedonia"
                ? .json(200, #"{"warnings":[]}"#) : .json(404, #"{"message":"Not Found"}"#)
        }
        defer { server.stop() }
        let skopje = Place(name: "Skopje", latitude: 41.99646, longitude: 21.43141, timeZoneIdentifier: "Europe/Skopje", countryCode: "MK")
        let report = try await source(server, clock: ProviderTestClock(now)).report(for: skopje, previous: nil)
        #expect(report.alerts.isEmpty)
        #expect(server.requests.map(\.pathWithoutQuery) == [
            "/api/v1/warnings/feeds-republic-of-north-macedonia", "/api/v1/warnings/feeds-north-macedonia",
        ])

        server.setHandler { _ in .json(404, #"{"message":"Not Found"}"#) }
        let meteoAlarm = source(server, clock: ProviderTestClock(now))
        let error = await #expect(throws: WeatherServiceError.self) { try await meteoAlarm.report(for: skopje, previous: nil) }
        #expect(error == .httpStatus(404, reason: "Not Found"), "both missing: the 404 is said")
        let paris = Place(name: "Paris", latitude: 48.85, longitude: 2.35, timeZoneIdentifier: "Europe/Paris", countryCode: "FR")
        _ = try? await meteoAlarm.report(for: paris, previous: nil)
        #expect(server.requests.last?.pathWithoutQuery == "/api/v1/warnings/feeds-france")
        #expect(server.requests.count == 5, "France has one spelling only")
    }

    @Test func theCatalogAsksMeteoAlarmInTheUsersLanguageWhereNoNationalSourceIs() async throws {
        let feed = try FixtureLoader.data("meteoalarm-netherlands.json")
        let server = try LocalHTTPServer { _ in .data(200, feed, contentType: "application/json") }
        defer { server.stop() }
        let settings = ProviderSettings(
            environment: ["HOME": "/nonexistent", "LANG": "nl_NL.UTF-8", "WEATHERBOARD_METEOALARM_URL": server.baseURL.absoluteString],
            transport: CurlHTTPClient(), clock: { [now] in now })
        let stack = try ProviderCatalog.makeStack(identifier: "open-meteo", settings: settings)
        let combined = try #require(stack.forecast as? CombinedWeatherProvider)
        func sources(_ place: Place) -> [String] { combined.alertSources(covering: place).map(\.identifier) }
        #expect(sources(amsterdam) == ["meteoalarm"])
        #expect(sources(zurich) == ["meteoalarm"])
        #expect(!sources(hannover).contains("meteoalarm"), "Germany has DWD")
        let oslo = Place(name: "Oslo", latitude: 59.91, longitude: 10.75, timeZoneIdentifier: "Europe/Oslo", countryCode: "NO")
        #expect(sources(oslo) == ["met-alerts"])
        let report = try await #require(combined.alertSources(covering: amsterdam).first).report(for: amsterdam, previous: nil)
        #expect(report.alerts.first?.summary == "Code oranje: zeer zware windstoten in Noord-Holland", "LANG chose the Dutch block")
    }

    @Test func theEndpointComesFromTheEnvironment() throws {
        #expect(try AlertService.meteoAlarm.endpoint(environment: [:]).baseURL.absoluteString == "https://feeds.meteoalarm.org")
        let local = try AlertService.meteoAlarm.endpoint(environment: ["WEATHERBOARD_METEOALARM_URL": "http://127.0.0.1:8080/mirror"])
        #expect(local.isOverridden)
        #expect(throws: ConfigurationError.self) { try AlertService.meteoAlarm.endpoint(environment: ["WEATHERBOARD_METEOALARM_URL": "feeds"]) }
    }
}
