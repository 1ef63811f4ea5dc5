import Foundation
import Testing
import WeatherCore

/// Places saved as LAT,LON get their country offline, from the time zone and the outlines.
@Suite("Country locator")
struct CountryLocatorTests {
    @Test(arguments: [
        (52.37, 4.89, "NL"), (48.14, 11.58, "DE"), (43.65, -79.38, "CA"), (45.50, -73.57, "CA"),
        (59.91, 10.75, "NO"), (40.42, -3.70, "ES"), (35.68, 139.69, "JP"), (-33.87, 151.21, "AU"),
        (46.95, 7.45, "CH"), (50.85, 4.35, "BE"), (38.90, -77.04, "US"), (41.90, 12.50, "IT"),
    ])
    func positionsInsideACountryFindIt(latitude: Double, longitude: Double, expected: String) {
        #expect(CountryLocator.countryCode(latitude: latitude, longitude: longitude) == expected)
    }

    @Test func theTimeZoneDecidesWhereItNamesOneCountry() {
        // Budapest: the outlines have no Hungary, the time zone knows it.
        #expect(CountryLocator.countryCode(latitude: 47.50, longitude: 19.04, timeZoneIdentifier: "Europe/Budapest") == "HU")
        #expect(CountryLocator.countryCode(latitude: 22.57, longitude: 88.36, timeZoneIdentifier: "Asia/Calcutta") == "IN")
    }

    @Test func aCoastalTownJustOutsideTheOutlineIsStillInItsCountry() {
        // Den Helder sits on the tip of North Holland, where coarse outlines cut corners.
        #expect(CountryLocator.countryCode(latitude: 52.96, longitude: 4.76) == "NL")
    }

    @Test func theOpenSeaHasNoCountry() {
        #expect(CountryLocator.countryCode(latitude: 45.0, longitude: -30.0) == nil)
        #expect(CountryLocator.countryCode(latitude: 0, longitude: -140, timeZoneIdentifier: "UTC") == nil)
    }

    /// The outlines' answer is kept per position, "none" (at sea) as well as a country.
    @Test func aPositionAskedAgainGetsTheSameAnswer() {
        for _ in 0..<3 {
            #expect(CountryLocator.countryCode(latitude: 44.0, longitude: -31.0) == nil)
            #expect(CountryLocator.countryCode(latitude: 52.96, longitude: 4.76, timeZoneIdentifier: "UTC") == "NL")
        }
    }

    @Test func aStoredCountryWinsAndAMissingOneIsDerived() {
        let saved = Place(name: "52.37,4.89", latitude: 52.37, longitude: 4.89, timeZoneIdentifier: "Europe/Amsterdam")
        #expect(saved.resolvedCountryCode == "NL")
        var labelled = saved
        labelled.countryCode = "be"
        #expect(labelled.resolvedCountryCode == "BE")
    }

    @Test func countriesKnowTheirLanguages() {
        #expect(CountryLocator.languages(ofCountry: "NL") == ["nl"])
        #expect(CountryLocator.languages(ofCountry: "ch").contains("fr"))
    }
}

@Suite("Preferred languages")
struct PreferredLanguageTests {
    @Test func localeVariablesGiveLanguagesInOrder() {
        #expect(UserLocale.preferredLanguages(["LANG": "nl_NL.UTF-8"]) == ["nl-NL", "nl"])
        #expect(UserLocale.preferredLanguages(["LC_ALL": "de_DE.UTF-8", "LANG": "en_GB.UTF-8"]) == ["de-DE", "de", "en-GB", "en"])
        #expect(UserLocale.preferredLanguages(["LANGUAGE": "fr_BE:fr:en", "LANG": "C.UTF-8"]) == ["fr-BE", "fr", "en"])
        #expect(UserLocale.preferredLanguages(["LANG": "C"]).isEmpty)
    }
}
