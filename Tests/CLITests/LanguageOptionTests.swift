import Foundation
import Testing
import TestSupport

/// Which language the real binary speaks: the locale, `--lang`, config.json's "language", and
/// the sentences for a language it does not have.
@Suite("the language of the command line")
struct LanguageOptionTests {
    let home = IsolatedHome()

    func demoFrame(_ extra: [String: String] = [:], _ arguments: String...) throws -> ProcessResult {
        try runProcess(
            arguments: [WeatherboardBinary.path, "--demo", "--print", "--width", "100", "--height", "40"] + arguments,
            environment: home.environment(server: nil, extra: extra))
    }

    @Test func theLocaleChoosesAndLangOverridesIt() throws {
        let german = try demoFrame(["LANG": "de_DE.UTF-8"])
        #expect(german.status == 0, "\(german.stderr)")
        #expect(german.stdout.contains("Heute") && !german.stdout.contains("Today"))
        let english = try demoFrame(["LANG": "de_DE.UTF-8"], "--lang", "en")
        #expect(english.stdout.contains("Today") && !english.stdout.contains("Heute"))
        let told = try demoFrame(["LANG": "en_GB.UTF-8"], "--lang", "de_AT")
        #expect(told.stdout.contains("Heute"))
    }

    @Test func theConfigFileSetsTheLanguageAndLangWins() throws {
        try home.writeConfig(#"{"language": "de"}"#)
        #expect(try demoFrame().stdout.contains("Heute"))
        #expect(try demoFrame([:], "--lang", "en").stdout.contains("Today"))
    }

    @Test func aLanguageThatIsNotShippedIsAUsageErrorNamingThoseThatAre() throws {
        let result = try demoFrame([:], "--lang", "tlh")
        #expect(result.status == 2)
        #expect(result.stderr.contains("--lang must be en") && result.stderr.contains("de") && result.stderr.contains("not \"tlh\""), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        try home.writeConfig(#"{"language": "tlh"}"#)
        let configured = try demoFrame()
        #expect(configured.status == 2)
        #expect(configured.stderr.contains("\"language\" to \"tlh\""), "\(configured.stderr)")
    }

    @Test func anUnknownLocaleIsEnglishWithoutComplaint() throws {
        let result = try demoFrame(["LANG": "tlh_XX.UTF-8"])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.stdout.contains("Today"))
    }

    @Test func languagesListsEveryCatalogAndMarksTheOneInUse() throws {
        let result = try runProcess(
            arguments: [WeatherboardBinary.path, "languages"], environment: home.environment(server: nil, extra: ["LANG": "de_DE.UTF-8"]))
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("en ") == true)
        #expect(lines.contains { $0.hasPrefix("de ") && $0.contains("Deutsch (German)") && $0.hasSuffix(" *") })
    }
}
