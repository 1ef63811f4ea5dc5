import Foundation
import Testing
import TestSupport
import WeatherCore

/// `weatherboard providers` and `weatherboard alerts` say what each provider and alert source
/// covers, and name the sources, in the locale's language: no English coverage or source word
/// is left, while the services' and products' names (NWS, MetAlerts) stay.
@Suite("providers and alerts in the locale's language")
struct TranslatedListingsTests {
    let home = IsolatedHome()

    static let coverage = Phrase.allCases.filter { $0.rawValue.hasPrefix("coverage.") }
    static let alertSourceNames: [Phrase] = [
        .sourceNWSAlerts, .sourceMETNorwayAlerts, .sourceDWDWarnings, .sourceECCCAlerts, .sourceMeteoAlarmWarnings, .sourceFPASAlerts,
        .sourceJMAWarnings, .sourceHKOWarnings,
    ]

    func listings(_ locale: String) throws -> String {
        try home.writePlaces([
            #"{"name": "Oslo", "latitude": 59.9133, "longitude": 10.739, "timeZoneIdentifier": "Europe/Oslo"}"#,
        ])
        return try ["providers", "alerts"].map { command in
            let result = try home.runWeatherboard([command], server: nil, extra: ["LANG": locale])
            #expect(result.status == 0, "\(result.stderr)")
            return result.stdout
        }.joined()
    }

    @Test(arguments: [("de_DE.UTF-8", "de"), ("ja_JP.UTF-8", "ja")])
    func noEnglishCoverageOrSourceWordIsLeft(locale: String, code: String) throws {
        let text = try listings(locale)
        let words = Catalog.shipped(code)
        for phrase in Self.coverage + Self.alertSourceNames {
            #expect(text.contains(words(phrase)), "\(phrase) in \(code):\n\(text)")
            // A name that is the same word in both languages ("China" in German) is no English left.
            if words(phrase) != Catalog.english(phrase) {
                #expect(!text.contains(Catalog.english(phrase)), "English \(phrase) in \(code):\n\(text)")
            }
        }
        #expect(text.contains("MetAlerts") && text.contains("NWS"), "the services' names stay")
    }

    @Test func theGermanSourcesLineUpAndNameWhichServesEachPlace() throws {
        let lines = try listings("de_DE.UTF-8").split(separator: "\n").map(String.init)
        #expect(lines.contains("  Warnungen von MET Norway  Norwegen und Spitzbergen"), "\(lines)")
        #expect(lines.contains("  Warnungen des DWD         Deutschland"), "\(lines)")
        #expect(lines.contains("  1. Oslo (NO): Warnungen von MET Norway"), "\(lines)")
        #expect(lines.contains("    Warnungen:  MetAlerts für Norwegen und Spitzbergen"), "\(lines)")
    }

    @Test func englishIsAsBefore() throws {
        let lines = try listings("C").split(separator: "\n").map(String.init)
        #expect(lines.contains("  MET Norway alerts    Norway and Svalbard"), "\(lines)")
        #expect(lines.contains("    forecast: worldwide, about 9 days"), "\(lines)")
    }
}
