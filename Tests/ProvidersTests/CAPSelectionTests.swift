import Foundation
import Testing
@testable import Providers
import WeatherCore

/// The rules every CAP-based alert source shares: geometry in both coordinate orders, which
/// messages of a snapshot are in force, which language block is shown.
@Suite("CAP selection and geometry")
struct CAPSelectionTests {
    let now = Date(timeIntervalSince1970: 1_787_311_000)
    // A square around Amsterdam in CAP order (lat,lon), with a pair wrapped after its comma.
    let amsterdamSquare = "52.2,4.7 52.2,5.1 52.5,\n 5.1 52.5,4.7 52.2,4.7"
    let amsterdam = GeoPoint(latitude: 52.37, longitude: 4.89)
    let utrecht = GeoPoint(latitude: 52.09, longitude: 5.12)

    @Test func capPolygonsAreLatitudeFirstAndGeoJSONIsLongitudeFirst() throws {
        let cap = try #require(GeoPolygon(capText: amsterdamSquare))
        #expect(cap.contains(amsterdam))
        #expect(!cap.contains(utrecht))
        let geoJSON = try #require(GeoPolygon(geoJSONRing: [[4.7, 52.2], [5.1, 52.2], [5.1, 52.5], [4.7, 52.5], [4.7, 52.2]]))
        #expect(geoJSON.contains(amsterdam))
        #expect(geoJSON == cap, "the same square whichever order it came in")
    }

    @Test func malformedPolygonsAreRefused() {
        #expect(GeoPolygon(capText: "") == nil)
        #expect(GeoPolygon(capText: "52.2,4.7 52.2,5.1") == nil, "fewer than three corners")
        #expect(GeoPolygon(capText: "95,4.7 52.2,5.1 52.5,5.1 95,4.7") == nil, "latitude off the globe")
        #expect(GeoPolygon(capText: "52.2;4.7 52.2,5.1 52.5,5.1") == nil)
    }

    @Test func anUnclosedRingIsClosed() throws {
        let open = try #require(GeoPolygon(capText: "52.2,4.7 52.2,5.1 52.5,5.1 52.5,4.7"))
        #expect(open.contains(amsterdam))
    }

    @Test func holesAreOutsideAMultiPolygon() throws {
        let area = try #require(GeoArea(geoJSONType: "Polygon", polygon: [
            [[4.0, 52.0], [6.0, 52.0], [6.0, 53.0], [4.0, 53.0], [4.0, 52.0]],
            [[4.8, 52.3], [5.0, 52.3], [5.0, 52.4], [4.8, 52.4], [4.8, 52.3]],
        ]))
        #expect(!area.contains(amsterdam), "Amsterdam is in the hole")
        #expect(area.contains(utrecht))
    }

    @Test func circlesAreInKilometres() throws {
        let circle = try #require(GeoCircle(capText: "52.37,4.89 10"))
        #expect(circle.contains(GeoPoint(latitude: 52.40, longitude: 4.95)))
        #expect(!circle.contains(utrecht), "Utrecht is about 35 km away")
        let point = try #require(GeoCircle(capText: "52.37,4.89 0"))
        #expect(point.contains(amsterdam))
        #expect(GeoCircle(capText: "52.37,4.89") == nil)
    }

    /// Every message sent at 10:00, the Updates and Cancels an hour later.
    func message(_ id: String, _ type: CAPMessage.MessageType = .alert, status: CAPMessage.Status = .actual,
                 references: [String] = [], infos: [CAPInfo] = [CAPInfo(event: "Wind")]) -> CAPMessage {
        let sent = providerTestDate("2026-08-21T10:00:00+02:00")
        return CAPMessage(
            identifier: id, sender: "knmi", sent: type == .alert ? sent : sent + 3600, status: status, messageType: type,
            scope: .public, references: references.map { CAPReference(sender: "knmi", identifier: $0, sent: sent) },
            infos: infos)
    }

    @Test func updatesAndCancelsReplaceWhatTheyReferenceInTheSameSnapshot() {
        let selection = CAPSelection(languages: ["en"], now: now)
        let kept = selection.messagesInForce([
            message("old"), message("new", .update, references: ["old"]),
            message("gone"), message("cancel", .cancel, references: ["gone"]),
            message("test", status: .test), message("exercise", status: .exercise), message("ack", .ack), message("plain"),
        ])
        #expect(kept.map(\.identifier) == ["new", "plain"])
    }

    @Test func referencesParseAsTriplesWithTheirTimes() {
        let list = CAPReference.list(parsing: "vigilance@meteo.fr,2.49.0.0.250.0.FR.1,2022-12-06T16:01:08+01:00  bad a,b,c knmi,x,2026-08-21T10:00+02:00")
        #expect(list == [
            CAPReference(sender: "vigilance@meteo.fr", identifier: "2.49.0.0.250.0.FR.1", sent: providerTestDate("2022-12-06T15:01:08Z")),
            CAPReference(sender: "knmi", identifier: "x", sent: providerTestDate("2026-08-21T08:00:00Z")),
        ], "a sent time that is no time makes an entry that names nothing")
        #expect(list.first?.text == "vigilance@meteo.fr,2.49.0.0.250.0.FR.1,2022-12-06T15:01:08Z")
    }

    @Test func theLanguageBlockFollowsTheUsersLanguageThenEnglishThenTheFirst() {
        let blocks = [CAPInfo(language: "nl-NL", event: "Wind"), CAPInfo(language: "en-GB", event: "Wind"), CAPInfo(language: "fr-BE", event: "Vent")]
        let message = message("x", infos: blocks)
        #expect(CAPSelection(languages: ["nl-NL"], now: now).preferredInfo(of: message)?.language == "nl-NL")
        #expect(CAPSelection(languages: ["fr-FR", "fr"], now: now).preferredInfo(of: message)?.language == "fr-BE")
        #expect(CAPSelection(languages: ["ja"], now: now).preferredInfo(of: message)?.language == "en-GB")
        let noEnglish = self.message("y", infos: [CAPInfo(language: "de-DE", event: "Sturm"), CAPInfo(language: "it", event: "Vento")])
        #expect(CAPSelection(languages: ["ja"], now: now).preferredInfo(of: noEnglish)?.language == "de-DE")
        // The reader's order first: English before German gets English though de-DE is exact.
        let german = self.message("z", infos: [CAPInfo(language: "de-DE", event: "Sturm"), CAPInfo(language: "en-GB", event: "Storm")])
        #expect(CAPSelection(languages: ["en-US", "en", "de-DE", "de"], now: now).preferredInfo(of: german)?.language == "en-GB")
        #expect(CAPSelection(languages: ["de-AT", "de", "en-GB"], now: now).preferredInfo(of: german)?.language == "de-DE")
    }

    @Test func expiredAndZeroLengthWindowsAreNotInForce() {
        let selection = CAPSelection(languages: ["en"], now: now)
        #expect(selection.isInForce(CAPInfo(onset: now - 60, expires: now + 60)))
        #expect(!selection.isInForce(CAPInfo(onset: now - 60, expires: now - 1)))
        #expect(!selection.isInForce(CAPInfo(onset: now + 3600, expires: now + 3600)), "zero-length window closes an episode")
        #expect(selection.isInForce(CAPInfo()))
    }

    @Test func anAlertTakesTheHeadlineTheCoveringAreasAndAFallbackLink() throws {
        let info = CAPInfo(
            language: "en", event: "Wind", headline: "Orange wind warning", description: "Gusts 100 km/h.",
            instruction: "Stay inside.", severity: .severe, expires: now + 3600,
            areas: [CAPArea(description: "Noord-Holland"), CAPArea(description: "Noord-Holland"), CAPArea(description: "Utrecht")])
        let fallback = try #require(URL(string: "https://meteoalarm.org"))
        let alert = try #require(CAPSelection(languages: ["en"], now: now).alert(
            from: message("x", infos: [info]), info: info, areas: Array(info.areas.prefix(2)), source: "KNMI", fallbackURL: fallback))
        #expect(alert.summary == "Orange wind warning")
        #expect(alert.region == "Noord-Holland")
        #expect(alert.detailsURL == fallback)
        #expect(alert.details == "Gusts 100 km/h.\n\nStay inside.")
        #expect(alert.severity == .severe)
    }

    /// The title names the event: the headline when it does (in any case and with or without
    /// accents, or by a word of it), else the event before the headline.
    @Test func theTitleIsTheHeadlineWhenItNamesTheEventElseBoth() {
        let named = [
            ("STURMBÖEN", "Amtliche WARNUNG vor STURMBÖEN"),
            ("VORABINFORMATION SCHWERES GEWITTER", "VORABINFORMATION UNWETTER vor SCHWEREM GEWITTER"),
            ("Thunderstorm", "Level 3: thunderstorms"),
            ("Severe wind warning", "Code orange: severe gusts in Noord-Holland"),
            ("vent violent", "Vigilance jaune vent violent"),
            ("Silny wiatr", "Ostrzeżenie meteorologiczne 2. stopnia: silny wiatr"),
            ("大雨警報", "東京２３区に大雨警報"),
            ("Volcanic Unrest", "Volcanic Alert Level raised to 2 for Whakaari/White Island"),
            ("Ola de calor", "Aviso amarillo por OLA DE CALÓR"),
        ]
        for (event, headline) in named {
            #expect(CAPSelection.title(event: event, headline: headline) == headline, "\(event)")
        }
        #expect(CAPSelection.title(event: "Bushfire", headline: "ABUNDANCE RD, MEDOWIE") == "Bushfire: ABUNDANCE RD, MEDOWIE")
        #expect(CAPSelection.title(event: "Grass Fire", headline: "ARTHURS FOREST RD, COOPLACURRIPA")
            == "Grass Fire: ARTHURS FOREST RD, COOPLACURRIPA")
        #expect(CAPSelection.title(event: "Moderate wind warning", headline: "Code yellow: strong gusts in Utrecht")
            == "Moderate wind warning: Code yellow: strong gusts in Utrecht")
        #expect(CAPSelection.title(event: " Flood ", headline: nil) == "Flood")
        #expect(CAPSelection.title(event: nil, headline: "Flood warning") == "Flood warning")
        #expect(CAPSelection.title(event: "  ", headline: " ") == nil)
    }
}
