import Foundation
import Testing
import TestSupport

/// The command line in German: the words come from the German catalog, whether the language is
/// chosen by the locale, by `--lang` (before or after the mistake it has to word) or by
/// config.json, while option names, values, paths and place names stay as typed.
@Suite("the command line in German")
struct GermanCommandLineTests {
    let home = IsolatedHome()
    let server: LocalHTTPServer
    let german = ["LANG": "de_DE.UTF-8"]

    init() throws {
        let forecast = try WeatherboardBinary.currentOpenMeteoFixture("open-meteo-forecast-berlin.json")
        let geocoding = try WeatherboardBinary.fixture("open-meteo-geocoding-berlin.json")
        server = try LocalHTTPServer { request in
            switch request.pathWithoutQuery {
            case "/v1/search": .data(200, geocoding, contentType: "application/json")
            case "/v1/forecast": .data(200, forecast, contentType: "application/json")
            default: .json(404, #"{"title":"Not Found"}"#)
            }
        }
    }

    func run(_ arguments: String..., extra: [String: String] = [:]) throws -> ProcessResult {
        try home.runWeatherboard(arguments, server: server, extra: extra)
    }

    /// One line on stderr, nothing on stdout, exit status 2.
    func expectOneUsageSentence(_ result: ProcessResult, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.status == 2, sourceLocation: sourceLocation)
        #expect(result.stdout.isEmpty, sourceLocation: sourceLocation)
        #expect(result.stderr.hasPrefix("weatherboard: ") && result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)",
                sourceLocation: sourceLocation)
    }

    @Test func aUsageErrorIsWordedInTheLanguageOfTheLocaleOrOfLang() throws {
        let sentence = "weatherboard: Bei --units: das System muss metric oder imperial sein, nicht „foo“"
        let byLocale = try run("--units", "foo", extra: german)
        expectOneUsageSentence(byLocale)
        #expect(byLocale.stderr.hasPrefix(sentence), "\(byLocale.stderr)")
        let byLang = try run("--lang", "de", "--units", "foo")
        expectOneUsageSentence(byLang)
        #expect(byLang.stderr.hasPrefix(sentence), "\(byLang.stderr)")
        // --lang after the mistake still chooses the language the mistake is told in.
        let langAfter = try run("--units", "foo", "--lang", "de")
        expectOneUsageSentence(langAfter)
        #expect(langAfter.stderr.hasPrefix(sentence), "\(langAfter.stderr)")
        let english = try run("--units", "foo", "--lang", "en", extra: german)
        expectOneUsageSentence(english)
        #expect(english.stderr.hasPrefix("weatherboard: In --units, the system must be metric or imperial, not \"foo\""), "\(english.stderr)")
    }

    @Test func theConfigFilesLanguageWordsUsageErrorsAndItsOwnMistakesAreWordedByTheLocale() throws {
        try home.writeConfig(#"{"language": "de"}"#)
        let usage = try run("--icons", "sixel")
        expectOneUsageSentence(usage)
        #expect(usage.stderr == "weatherboard: --icons muss emoji, unicode oder ascii sein, nicht „sixel“.\n", "\(usage.stderr)")
        try home.writeConfig(#"{"icons": "sixel"}"#)
        let configured = try run("--demo", "--print", extra: german)
        expectOneUsageSentence(configured)
        #expect(configured.stderr.contains("setzt \"icons\" auf „sixel“; möglich sind emoji, unicode oder ascii."), "\(configured.stderr)")
        try home.writeConfig(#"{"units": 3}"#)
        let mistyped = try run("--demo", "--print", extra: german)
        expectOneUsageSentence(mistyped)
        #expect(mistyped.stderr.hasSuffix(" ist ungültig: \"units\" muss ein Text oder ein Objekt sein.\n"), "\(mistyped.stderr)")
    }

    @Test func aStartUpWarningIsGerman() throws {
        let result = try run("--demo", "--print", "--width", "80", "--height", "24", extra: german.merging(["WEATHERBOARD_HYPERLINKS": "ja"]) { $1 })
        #expect(result.status == 0)
        #expect(result.stderr == "weatherboard: WEATHERBOARD_HYPERLINKS muss 1 oder 0 sein, nicht „ja“; das Terminal entscheidet.\n", "\(result.stderr)")
    }

    @Test func helpIsGermanAroundTheOptionsAndFitsOneScreen() throws {
        let help = try run("--help", extra: german)
        #expect(help.status == 0, "\(help.stderr)")
        let lines = help.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count <= 40 && lines.allSatisfy { $0.count <= 80 })
        #expect(lines.contains("Aufruf:") && lines.contains("Optionen:"))
        #expect(lines.contains { $0.hasPrefix("  weatherboard places remove N|NAME") && $0.hasSuffix("entfernt einen gespeicherten Ort") })
        #expect(lines.contains { $0.hasPrefix("  --units UNITS ") })
        #expect(help.stdout.contains("$XDG_CONFIG_HOME/weatherboard/places.json (gespeicherte Orte)"))
        #expect(!help.stdout.contains("saved places") && !help.stdout.contains("Usage:"))
    }

    /// --help answers the moment it is read, so a --lang before or after it must still count.
    @Test func langBeforeOrAfterHelpChoosesItsLanguage() throws {
        for arguments in [["--lang", "de", "--help"], ["--help", "--lang", "de"]] {
            let help = try runProcess(arguments: [WeatherboardBinary.path] + arguments, environment: home.environment(server: nil))
            #expect(help.status == 0)
            #expect(help.stdout.contains("Aufruf:") && !help.stdout.contains("Usage:"), "\(arguments)")
        }
    }

    @Test func placesAddListMoveAndRemoveSpeakGerman() throws {
        let empty = try run("places", "list", extra: german)
        #expect(empty.status == 0, "\(empty.stderr)")
        #expect(empty.stdout == "Keine gespeicherten Orte. Hinzufügen mit: weatherboard places add NAME\n")
        let added = try run("places", "add", "Berlin", extra: german)
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout.hasPrefix("Berlin, ") && added.stdout.hasSuffix(", Europe/Berlin) als Ort 1 gespeichert.\n"), "\(added.stdout)")
        let again = try run("places", "add", "Berlin", extra: german)
        #expect(again.stdout == "Berlin ist schon als Ort 1 gespeichert.\n", "\(again.stdout)")
        let listed = try run("places", "list", extra: german)
        #expect(listed.stdout.hasPrefix("* 1. Berlin, "), "\(listed.stdout)")
        let moved = try run("places", "move", "1", "1", extra: german)
        #expect(moved.stdout == "Berlin an Position 1 verschoben.\n", "\(moved.stdout)")
        let missing = try run("places", "remove", "Paris", extra: german)
        #expect(missing.status == 1)
        #expect(missing.stderr == "weatherboard: Kein gespeicherter Ort heißt „Paris“ oder hat diese Nummer; siehe weatherboard places list.\n")
        let removed = try run("places", "remove", "1", extra: german)
        #expect(removed.stdout == "Berlin entfernt.\n", "\(removed.stdout)")
        let noAction = try run("places", "rename", extra: german)
        expectOneUsageSentence(noAction)
        #expect(noAction.stderr.contains("Unbekannte places-Aktion „rename“"), "\(noAction.stderr)")
    }

    @Test func anUnreadablePlacesFileIsToldInGermanAndLeftAlone() throws {
        try FileManager.default.createDirectory(at: home.configDirectory, withIntermediateDirectories: true)
        let future = #"{"version": 99, "places": []}"#
        try Data(future.utf8).write(to: home.placesFile)
        let result = try run("places", "add", "Berlin", extra: german)
        #expect(result.status == 1)
        #expect(result.stderr == "weatherboard: Gespeicherte Orte aus \(home.placesFile.path) nicht lesbar: die Datei hat die Formatversion 99, "
            + "die dieses weatherboard nicht kennt. Die Datei bleibt unverändert; bitte reparieren oder verschieben und erneut versuchen.\n",
            "\(result.stderr)")
        #expect(try String(contentsOf: home.placesFile, encoding: .utf8) == future)
    }

    @Test func languagesAndProvidersListingsHaveGermanFixedWords() throws {
        let languages = try run("languages", extra: german)
        #expect(languages.stdout.hasSuffix("\n* = in Gebrauch. Wählen mit --lang CODE oder \"language\" in config.json.\n"))
        let providers = try run("providers", extra: german)
        let lines = providers.stdout.split(separator: "\n").map(String.init)
        // The labels line up at the longest German label.
        #expect(lines.contains { $0.hasPrefix("    Vorhersage: ") } && lines.contains { $0.hasPrefix("    Warnungen:  ") })
        #expect(lines.last == "Wählen mit --provider NAME oder \"provider\" in config.json.")
        #expect(lines.contains("    Status:     bereit (kein Schlüssel nötig)"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("    Status:     nicht eingerichtet: WEATHERKIT_") && $0.hasSuffix(" fehlen") }, "\(lines)")
    }
}
