import Foundation
import Testing
import TestSupport

/// Place names from the geocoder and alert texts from sources with several languages follow
/// the user's language: the locale, or `--lang` over it.
@Suite("place names and alert texts in the user's language")
struct UserLanguageSourcesTests {
    let home = IsolatedHome()

    /// The language of the user's own search: the first request to the geocoder (the ones after
    /// it look the place up again in its country's languages for its area names).
    func searchLanguages(_ arguments: [String], extra: [String: String] = [:]) throws -> [String?] {
        let geocoding = try WeatherboardBinary.fixture("open-meteo-geocoding-berlin.json")
        let server = try LocalHTTPServer { _ in .data(200, geocoding, contentType: "application/json") }
        let result = try home.runWeatherboard(arguments + ["places", "add", "Berlin"], server: server, extra: extra)
        #expect(result.status == 0, "\(result.stderr)")
        return server.requests.filter { $0.pathWithoutQuery == "/v1/search" }.map { $0.queryValue("language") }
    }

    func searchLanguage(_ arguments: [String], extra: [String: String] = [:]) throws -> String? {
        try searchLanguages(arguments, extra: extra).first ?? nil
    }

    @Test func aGermanUserSearchesPlacesInGerman() throws {
        #expect(try searchLanguages([], extra: ["LANG": "de_DE.UTF-8"]) == ["de"], "Berlin's own language is not asked twice")
        #expect(try searchLanguages([]) == ["en", "de"], "in English, then Berlin's area names in German")
    }

    @Test func langChoosesTheLanguageOfPlaceNamesOverTheLocale() throws {
        #expect(try searchLanguage(["--lang", "de"]) == "de", "LANG is en_GB")
    }

    @Test func withoutALanguagePlacesAreSearchedInEnglish() throws {
        #expect(try searchLanguage([]) == "en", "en_GB")
        #expect(try searchLanguage([], extra: ["LANG": "C"]) == "en", "C names no language")
        #expect(try searchLanguage([], extra: ["LANG": "ar_EG.UTF-8"]) == "en", "Arabic is not shipped: English words, so English names")
    }

    /// MeteoSchweiz's warnings for Zürich come in English, German, French, Italian and Romansh.
    @Test func langChoosesTheLanguageOfAlertTexts() throws {
        let forecast = try WeatherboardBinary.currentOpenMeteoFixture("open-meteo-forecast-berlin.json")
        // Captured for 7 March 2026; moved to 2099 so the warnings are in force whenever the test runs.
        let feed = String(decoding: try WeatherboardBinary.fixture("meteoalarm-switzerland.json"), as: UTF8.self)
            .replacingOccurrences(of: "2026-03-0", with: "2099-03-0")
        let server = try LocalHTTPServer { request in
            switch request.pathWithoutQuery {
            case "/v1/forecast": .data(200, forecast, contentType: "application/json")
            case "/api/v1/warnings/feeds-switzerland": .json(200, feed)
            default: .json(404, #"{"message":"Not Found"}"#)
            }
        }
        // Each run in a home of its own, so that neither answers from the other's cache.
        func summaries(_ arguments: String...) throws -> [String] {
            let home = IsolatedHome()
            try home.writePlaces([
                #"{"name": "Zürich", "latitude": 47.36667, "longitude": 8.55, "timeZoneIdentifier": "Europe/Zurich", "countryCode": "CH", "administrativeAreas": ["Zurich", "Kanton Zürich", "Bezirk Zürich", "Zürich"]}"#,
            ])
            let result = try home.runWeatherboard(["--json"] + arguments, server: server)
            #expect(result.status == 0, "\(result.stderr)")
            return try #require(try jsonObject(result.stdout)["alerts"] as? [[String: Any]]).compactMap { $0["summary"] as? String }
        }
        #expect(try summaries().first == "Level 3: thunderstorms", "LANG is en_GB")
        #expect(try summaries("--lang", "de").first == "Stufe 3: Gewitter")
    }
}
