import Foundation
import Testing
@testable import Providers
import TestSupport
import WeatherCore

/// A place added as LAT,LON is named from Nominatim's reverse geocoding: the answer's decoding,
/// hostile answers, the request against a loopback server, and what the names are for (a
/// MeteoAlarm warning placed by area name).
@Suite("Nominatim reverse geocoding")
struct NominatimReverseTests {
    let lottum = Place.fromCoordinates(latitude: 51.447, longitude: 6.099, name: nil)

    func answer(_ text: String) throws(ResponseDecodingError) -> NominatimReverseAnswer {
        try NominatimReverseAnswer.decode(Data(text.utf8))
    }

    func geocoder(_ server: LocalHTTPServer, languages: [String] = ["nl-NL", "nl", "en"]) -> NominatimReverseGeocoder {
        NominatimReverseGeocoder(
            transport: CurlHTTPClient(), endpoint: ServiceEndpoint(baseURL: server.baseURL, isOverridden: true),
            languages: languages, spacing: RequestSpacing(interval: .zero))
    }

    // MARK: Decoding

    @Test func aRealAnswerNamesTheVillageWithItsAreasLargestFirst() throws {
        let decoded = try NominatimReverseAnswer.decode(try FixtureLoader.data("nominatim-reverse-lottum.json"))
        let named = try #require(decoded.naming(lottum))
        #expect(named.name == "Lottum")
        #expect(named.countryCode == "NL")
        #expect(named.country == "Nederland")
        #expect(named.adminArea == "Limburg")
        #expect(named.administrativeAreas == ["Limburg", "Horst aan de Maas", "Lottum"])
        #expect(named.latitude == lottum.latitude && named.longitude == lottum.longitude, "the position stays as typed")
        #expect(named.timeZoneIdentifier == "UTC", "the time zone still comes with the first forecast")
    }

    @Test func theNameFallsBackFromTheSettlementToTheLargerAreasToTheDisplayName() throws {
        let county = try answer(#"{"display_name":"x","address":{"county":"Hardangervidda","state":"Vestland","country_code":"no"}}"#)
        #expect(county.name == "Hardangervidda")
        #expect(county.countryCode == "NO")
        let state = try answer(#"{"display_name":"x","address":{"state":"Nunavut"}}"#)
        #expect(state.name == "Nunavut")
        let display = try answer(#"{"display_name":"  Mare Tirreno , Italia","address":{}}"#)
        #expect(display.name == "Mare Tirreno")
        #expect(display.naming(lottum)?.administrativeAreas == nil, "no areas stays no areas")
    }

    @Test func namesFromTheNetworkAreMadeSafeForTheTerminal() throws {
        let hostile = try answer(#"{"address":{"city":"Evil\u001b]8;;http://x\u0007town\u202e","state":"  ","country_code":"nl<script>"}}"#)
        let named = try #require(hostile.naming(lottum))
        #expect(!named.name.unicodeScalars.contains(where: TerminalText.isTerminalControl), "\(named.name)")
        #expect(named.name.contains("Evil"))
        #expect(named.administrativeAreas == [named.name], "a blank state is no area")
        #expect(named.countryCode == nil, "a country code that is not two letters is dropped")
    }

    @Test func anAnswerFromTheSeaIsAnErrorNotAPlace() {
        #expect(throws: ResponseDecodingError.self) { try answer(#"{"error":"Unable to geocode"}"#) }
    }

    @Test func garbageAndEmptyAnswersNameNothing() throws {
        #expect(throws: ResponseDecodingError.self) { try answer("<html>Bad gateway</html>") }
        #expect(throws: ResponseDecodingError.self) { try answer(#"[{"display_name":"a list is a search answer"}]"#) }
        #expect(try answer("{}").naming(lottum) == nil)
        #expect(try answer(#"{"display_name":" , ","address":{"city":""}}"#).naming(lottum) == nil)
    }

    // MARK: The request

    @Test func oneRequestAsksForTheCityLevelInTheUsersLanguages() async throws {
        let body = try FixtureLoader.data("nominatim-reverse-lottum.json")
        let server = try LocalHTTPServer { _ in .data(200, body, contentType: "application/json") }
        defer { server.stop() }
        let named = try await geocoder(server).naming(lottum)
        #expect(named.name == "Lottum")
        #expect(server.requests.count == 1)
        let request = try #require(server.requests.first)
        #expect(request.pathWithoutQuery == "/reverse")
        #expect(request.queryValue("format") == "jsonv2")
        #expect(request.queryValue("lat") == "51.447" && request.queryValue("lon") == "6.099")
        #expect(request.queryValue("zoom") == "10" && request.queryValue("addressdetails") == "1")
        #expect(request.queryValue("accept-language") == "nl-NL,nl,en")
        #expect(request.header("user-agent")?.hasPrefix("weatherboard/") == true, "an identifying User-Agent")
    }

    @Test func everyFailureThrowsSoThePlaceKeepsItsCoordinates() async throws {
        let huge = Data(#"{"display_name":""#.utf8) + Data(repeating: UInt8(ascii: "a"), count: 200_000) + Data(#""}"#.utf8)
        let answers: [ScriptedResponse] = [
            .json(200, #"{"error":"Unable to geocode"}"#), .status(503), .json(200, "not json"),
            .data(200, huge, contentType: "application/json"),
        ]
        for scripted in answers {
            let server = try LocalHTTPServer { _ in scripted }
            defer { server.stop() }
            await #expect(throws: WeatherServiceError.self) { try await geocoder(server).naming(lottum) }
            #expect(server.requests.count == 1, "never more than one request")
        }
    }

    @Test func theEndpointCanBeSwitchedWithoutARelease() throws {
        #expect(try NominatimReverseGeocoder.endpoint(environment: [:]).baseURL.absoluteString == "https://nominatim.openstreetmap.org")
        let switched = try NominatimReverseGeocoder.endpoint(environment: ["WEATHERBOARD_NOMINATIM_URL": "http://127.0.0.1:8080"])
        #expect(switched.baseURL.absoluteString == "http://127.0.0.1:8080")
    }

    @Test func lookupsInOneRunAreASecondApartAtLeast() async {
        let spacing = RequestSpacing(interval: .milliseconds(300))
        let clock = ContinuousClock()
        let start = clock.now
        await spacing.waitForTurn()
        await spacing.waitForTurn()
        #expect(clock.now - start >= .milliseconds(300))
    }

    // MARK: What the names are for

    /// MeteoAlarm's feeds carry area names and codes, no polygons. The Netherlands' feed of 7
    /// March 2026 warns for Noord-Holland; here it names Limburg instead, as KNMI's feed names
    /// the province it warns for, so that the real answer for Lottum can be placed.
    @Test func aPositionNamedByTheAnswerGetsTheMeteoAlarmWarningOfItsProvince() throws {
        let feed = String(decoding: try FixtureLoader.data("meteoalarm-netherlands.json"), as: UTF8.self)
            .replacingOccurrences(of: "Noord-Holland", with: "Limburg")
        let messages = try MeteoAlarmFeedDecoder.messages(from: Data(feed.utf8))
        let warnings = MeteoAlarmWarnings(languages: ["en-GB", "en"], now: providerTestDate("2026-03-07T11:00:00Z"), countryCode: "NL")
        var unnamed = lottum
        unnamed.countryCode = "NL"
        #expect(warnings.alerts(from: messages, for: unnamed).isEmpty, "by its coordinates alone nothing is placed")
        let named = try #require(try NominatimReverseAnswer.decode(try FixtureLoader.data("nominatim-reverse-lottum.json")).naming(unnamed))
        #expect(warnings.alerts(from: messages, for: named).rankedBySeverity().map(\.summary) == [
            "Code orange: severe gusts in Limburg", "Code yellow: heavy rain in Limburg",
        ])
    }

    /// A point in Split named as Nominatim names it (a constructed answer in the shape of
    /// Lottum's, see the fixtures' README) gets DHMZ's real "Split region" warnings from
    /// MeteoAlarm's Croatian feed, at 17:00 in Split on 7 January 2024; unnamed, none.
    @Test func aPositionInSplitNamedByTheAnswerGetsTheSplitRegionWarnings() throws {
        let answer = try NominatimReverseAnswer.decode(try FixtureLoader.data("nominatim-reverse-split-constructed.json"))
        let point = Place.fromCoordinates(latitude: 43.5081, longitude: 16.4402, name: nil)
        let named = try #require(answer.naming(point))
        #expect(named.name == "Split")
        #expect(named.countryCode == "HR" && named.country == "Croatia")
        #expect(named.administrativeAreas == ["Split-Dalmatia County", "Grad Split", "Split"])
        let messages = try MeteoAlarmFeedDecoder.messages(from: try FixtureLoader.data("meteoalarm-croatia-split-excerpt.json"))
        let warnings = MeteoAlarmWarnings(languages: ["en-GB", "en"], now: providerTestDate("2024-01-07T16:00:00Z"), countryCode: "HR")
        var unnamed = point
        unnamed.countryCode = "HR"
        #expect(warnings.alerts(from: messages, for: unnamed).isEmpty, "by its coordinates alone nothing is placed")
        let placed = warnings.alerts(from: messages, for: named)
        #expect(placed.map(\.region) == ["Split region", "Split region", "Split region"])
        #expect(placed.rankedBySeverity().first?.severity == .severe)
    }
}
