import Foundation
import Testing
import TestSupport

/// Mistakes found before the language is known are still told in it: a base URL override that
/// is no URL, and a place the demo does not have.
@Suite("configuration and demo mistakes in the locale's language")
struct TranslatedMessagesTests {
    let home = IsolatedHome()

    func run(_ arguments: String..., extra: [String: String]) throws -> ProcessResult {
        try home.runWeatherboard(arguments, server: nil, extra: extra)
    }

    @Test func aMalformedURLOverrideIsToldInTheLanguage() throws {
        let german = try run("--json", extra: ["LANG": "de_DE.UTF-8", "WEATHERBOARD_ARCHIVE_URL": "foo"])
        #expect(german.status == 2)
        #expect(german.stderr == "weatherboard: WEATHERBOARD_ARCHIVE_URL muss eine http- oder https-URL sein, ist aber „foo“.\n")
        let japanese = try run("providers", extra: ["LANG": "ja_JP.UTF-8", "WEATHERBOARD_ARCHIVE_URL": "foo"])
        #expect(japanese.status == 2)
        #expect(japanese.stderr == "weatherboard: WEATHERBOARD_ARCHIVE_URL は http または https の URL である必要がありますが、「foo」です。\n")
    }

    @Test func aPlaceTheDemoDoesNotHaveIsToldInTheLanguage() throws {
        let german = try run("--demo", "--print", "Paris", extra: ["LANG": "de_DE.UTF-8"])
        #expect(german.status == 2)
        #expect(german.stderr == "weatherboard: Die Demo hat keinen Ort „Paris“; zur Wahl: 1 Berlin, 2 東京 oder 3 Oklahoma City.\n")
        let french = try run("--demo", "Paris", "--lang", "fr", extra: [:])
        #expect(french.status == 2)
        #expect(french.stderr == "weatherboard: La démo n'a pas de lieu «\u{00A0}Paris\u{00A0}»\u{00A0}; choisissez 1 Berlin, 2 東京 ou 3 Oklahoma City.\n")
    }

    @Test func theDashboardWithoutATerminalSaysSoInTheLanguage() throws {
        let german = try run(extra: ["LANG": "de_DE.UTF-8"])
        #expect(german.status == 1)
        #expect(german.stderr.hasPrefix("weatherboard: Das Dashboard braucht ein Terminal: in einem Terminalfenster starten "), "\(german.stderr)")
        let russian = try run("--lang", "ru", extra: [:])
        #expect(russian.stderr.hasPrefix("weatherboard: Для панели нужен терминал: "), "\(russian.stderr)")
    }
}
