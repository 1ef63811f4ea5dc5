import Foundation
import Testing
@testable import Providers
import TestSupport
import WeatherCore

/// MeteoAlarm's real Croatian feed (DHMZ, January 2024; an excerpt with every "Split region"
/// warning and one for the sea off Split, see the fixtures' README): what is in force at 17:00 in
/// Zagreb's time on 7 January by the warnings' own times, and where a warning that names its
/// area only ("Split region", EMMA_ID HR008, no polygon) is placed, for places named as a
/// geocoder names them.
@Suite("MeteoAlarm Croatia: Split")
struct MeteoAlarmCroatiaTests {
    /// 17:00 in Croatia (UTC+1 in January), the time the project that saved the feed tests at.
    let now = providerTestDate("2024-01-07T16:00:00Z")
    let prefix = "2.49.0.0.191.0.HR."

    /// As Nominatim names a point in Split for a Croatian reader (city, the city's
    /// administrative area, the county), largest first.
    let split = Place(
        name: "Split", latitude: 43.5081, longitude: 16.4402, timeZoneIdentifier: "Europe/Zagreb", countryCode: "HR",
        administrativeAreas: ["Splitsko-dalmatinska županija", "Grad Split", "Split"])
    let zagreb = Place(
        name: "Zagreb", latitude: 45.8150, longitude: 15.9819, timeZoneIdentifier: "Europe/Zagreb", countryCode: "HR",
        administrativeAreas: ["Grad Zagreb", "Zagreb"])

    func feed() throws -> [CAPMessage] {
        try MeteoAlarmFeedDecoder.messages(from: try FixtureLoader.data("meteoalarm-croatia-split-excerpt.json"))
    }

    func alerts(for place: Place, languages: [String] = ["en-GB", "en"]) throws -> [WeatherAlert] {
        MeteoAlarmWarnings(languages: languages, now: now, countryCode: "HR").alerts(from: try feed(), for: place)
    }

    @Test func decodesTheRealFeedWithBothLanguageBlocks() throws {
        let messages = try feed()
        #expect(messages.map(\.identifier) == [
            "240105080506_0_yellow_HR008", "240106115737_0_yellow_HR008", "240106120003_3_yellow_HR008",
            "240106181308_0_orange_HR805", "240107082021_0_yellow_HR008", "240107095301_0_orange_HR008",
            "240107115935_0_yellow_HR008",
        ].map { prefix + $0 })
        #expect(messages.map(\.messageType) == [.alert, .alert, .update, .update, .alert, .update, .alert])
        #expect(messages.allSatisfy { $0.sender == "https://meteo.hr" && $0.status == .actual && $0.scope == .public })
        #expect(messages.allSatisfy { $0.infos.map(\.language) == ["hr-HR", "en-GB"] })
        let windToday = try #require(messages.first { $0.identifier.hasSuffix("240107082021_0_yellow_HR008") })
        #expect(windToday.sent == providerTestDate("2024-01-07T07:20:21Z"), "+01:00 kept")
        let english = try #require(windToday.infos.last)
        #expect(english.event == "Yellow wind warning" && english.headline == nil)
        #expect(english.onset == providerTestDate("2024-01-07T08:00:00Z"))
        #expect(english.expires == providerTestDate("2024-01-07T22:59:59Z"))
        #expect(english.areas.map(\.description) == ["Split region"])
        #expect(english.areas.first?.geocodes == [CAPNamedValue(name: "EMMA_ID", value: "HR008")])
        #expect(english.areas.first?.hasGeometry == false, "named and coded, never drawn")
        #expect(english.parameter("awareness_level") == "2; yellow; Moderate")
    }

    /// By each warning's own onset and expiry at 17:00: the wind warnings of the 5th and 6th and
    /// the thunderstorm of the 6th have ended; today's yellow wind is under way; the orange wind
    /// of the 8th (for Split and for the sea) and the yellow wind of the 9th are announced.
    @Test func whatIsInForceAtFiveInTheAfternoonOnTheSeventh() throws {
        let selection = CAPSelection(languages: ["en-GB"], now: now)
        let inForce = selection.messagesInForce(try feed()).filter { message in
            selection.preferredInfo(of: message).map(selection.isInForce) ?? false
        }
        #expect(inForce.map(\.identifier) == [
            "240106181308_0_orange_HR805", "240107082021_0_yellow_HR008", "240107095301_0_orange_HR008",
            "240107115935_0_yellow_HR008",
        ].map { prefix + $0 })
        let underWay = inForce.filter { message in
            selection.preferredInfo(of: message)?.onset.map { $0 <= now } ?? true
        }
        #expect(underWay.map(\.identifier) == [prefix + "240107082021_0_yellow_HR008"])
    }

    @Test func aPlaceInSplitGetsTheSplitRegionWarningsAndNotTheSeas() throws {
        let result = try alerts(for: split)
        #expect(result.map(\.id) == [
            "240107082021_0_yellow_HR008", "240107095301_0_orange_HR008", "240107115935_0_yellow_HR008",
        ].map { prefix + $0 }, "not Middle Dalmatia's, not the ended ones")
        #expect(result.allSatisfy { $0.region == "Split region" })
        #expect(result.map(\.severity) == [.moderate, .severe, .moderate], "the awareness colour")
        let today = try #require(result.first)
        #expect(today.summary == "Wind warning", "the colour is the severity's to say")
        #expect(today.source == "EUMETNET – MeteoAlarm · DHMZ Državni hidrometeorološki zavod")
        #expect(today.details?.hasPrefix("Locally strong jugo (SE) wind turning to bura (NE) with gale force gusts.") == true)
        #expect(today.effectiveDate == providerTestDate("2024-01-07T07:20:21Z"), "the time of issue")
        #expect(today.onsetDate == providerTestDate("2024-01-07T08:00:00Z"))
        #expect(today.detailsURL.absoluteString == "https://meteoalarm.org/en/live/region/HR", "no web link: the country's page")
    }

    @Test func englishAndCroatianNamesOfTheSamePlaceBothMatch() throws {
        var english = split
        english.administrativeAreas = ["Split-Dalmatia County", "Grad Split", "Split"]
        #expect(try alerts(for: english).count == 3)
        // A settlement of the city of Split that is not called Split: only "Grad Split" names it.
        var stobrec = split
        stobrec.name = "Stobreč"
        stobrec.administrativeAreas = ["Splitsko-dalmatinska županija", "Grad Split", "Stobreč"]
        #expect(try alerts(for: stobrec).map(\.region) == ["Split region", "Split region", "Split region"])
        var countyOnly = split
        countyOnly.administrativeAreas = ["Splitsko-dalmatinska županija"]
        #expect(try alerts(for: countyOnly).isEmpty, "the county is larger than the region named")
    }

    @Test func placesElsewhereInCroatiaAreNotGivenSplitsWarnings() throws {
        #expect(try alerts(for: zagreb).isEmpty)
        // A real Nominatim answer for Kosi, near Rijeka (Primorje-Gorski Kotar County).
        let kosi = Place.fromCoordinates(latitude: 45.3953, longitude: 14.3756, name: nil)
        let named = try #require(try NominatimReverseAnswer.decode(try FixtureLoader.data("nominatim-search-kosi-croatia.json")).naming(kosi))
        #expect(named.administrativeAreas == ["Primorje-Gorski Kotar County", "Općina Viškovo", "Kosi"])
        #expect(try alerts(for: named).isEmpty)
    }

    @Test func theReaderGetsEnglishOrCroatian() throws {
        let english = try #require(try alerts(for: split, languages: ["en-GB", "en"]).dropFirst().first)
        #expect(english.summary == "Wind warning")
        #expect(english.details?.hasPrefix("Gale, locally hurricane force gusts of NE (bura) wind.") == true, "\(english.details ?? "")")
        let croatian = try alerts(for: split, languages: ["hr-HR", "hr"])
        #expect(croatian.map(\.summary) == [
            "Žuto upozorenje za vjetar", "Narančasto upozorenje za vjetar", "Žuto upozorenje za vjetar",
        ])
        #expect(croatian.first?.details?.hasPrefix("Mjestimice jako jugo u okretanju na buru s olujnim udarima.") == true,
                "\(croatian.first?.details ?? "")")
        #expect(croatian.first?.region == "Split region", "the area's name as the feed gives it in both blocks")
        #expect(try alerts(for: split, languages: ["hr"]).map(\.summary) == croatian.map(\.summary), "the primary subtag")
        #expect(try alerts(for: split, languages: ["de-DE", "de"]).first?.summary == "Wind warning", "English for the rest")
    }

    /// The orange Update of 09:53 replaces `240107084701_0_yellow_HR008`, which the feed does
    /// not hold: it replaces nothing else (the yellow of 08:20 stays, as CAP names one message by
    /// sender, identifier and sent time) and is shown from its own onset.
    @Test func anUpdateWhoseReferenceIsNotInTheFeedStandsAlone() throws {
        let messages = try feed()
        let update = try #require(messages.first { $0.identifier.hasSuffix("240107095301_0_orange_HR008") })
        #expect(update.references.map(\.identifier) == [prefix + "240107084701_0_yellow_HR008"])
        #expect(update.references.first?.sender == "https://meteo.hr")
        #expect(!messages.contains { $0.identifier == update.references.first?.identifier })
        let result = try alerts(for: split)
        let orange = try #require(result.first { $0.id == update.identifier })
        #expect(orange.onsetDate == providerTestDate("2024-01-07T23:01:01Z"))
        #expect(orange.expirationDate == providerTestDate("2024-01-08T22:59:59Z"))
        #expect(result.contains { $0.id == prefix + "240107082021_0_yellow_HR008" }, "today's yellow is not replaced")
    }

    /// Added as `LAT,LON` and not (yet) named, a point in Split can be given none of these
    /// warnings, nor be told there are none: each in force counts as one that could not be matched.
    @Test func anUnnamedPointInSplitCountsTheWarningsItCannotPlace() throws {
        let point = Place(name: "43.508, 16.440", latitude: 43.5081, longitude: 16.4402, timeZoneIdentifier: "UTC", countryCode: "HR")
        let findings = MeteoAlarmWarnings(languages: ["en-GB"], now: now, countryCode: "HR").findings(from: try feed(), for: point)
        #expect(findings.alerts.isEmpty)
        #expect(findings.unplacedCount == 4, "the three for Split and the one for the sea, all named only")
    }
}
