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

    /// The issue's own examples: a Chinese user in China and one in Taiwan.
    @Test func chineseLocalesChooseSimplifiedOrTraditional() throws {
        let simplified = try demoFrame(["LANG": "zh_CN.UTF-8"])
        #expect(simplified.status == 0 && simplified.stderr.isEmpty, "\(simplified.stderr)")
        #expect(simplified.stdout.contains("未来48小时") && !simplified.stdout.contains("Today"))
        let traditional = try demoFrame(["LANG": "zh_TW.UTF-8"])
        #expect(traditional.stdout.contains("未來48小時") && !traditional.stdout.contains("Today"))
        #expect(try demoFrame(["LANG": "zh_HK.UTF-8"]).stdout.contains("未來48小時"))
        #expect(try demoFrame(["LANG": "zh_SG.UTF-8"]).stdout.contains("未来48小时"))
    }

    /// Names in another language than the locale's are kept in the cache directory like the
    /// locale's own, so a start does not ask ICU for them every time.
    @Test func namesInTheSpokenLanguageAreKeptForTheNextStart() throws {
        let facts = home.root.appendingPathComponent("cache/weatherboard/locale-facts")
        #expect(try demoFrame(["LANG": "ar_EG.UTF-8"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: facts.appendingPathComponent("ar_EG").path))
        #expect(FileManager.default.fileExists(atPath: facts.appendingPathComponent("en").path), "Arabic is not shipped: English names")
        #expect(try demoFrame(["LANG": "en_US.UTF-8"], "--lang", "de").status == 0)
        #expect(FileManager.default.fileExists(atPath: facts.appendingPathComponent("de").path))
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
        #expect(lines.contains { $0.hasPrefix("de ") && $0.contains("Deutsch — German") && $0.hasSuffix(" *") })
    }
}

/// A translator's own catalog in the config directory: used without building, checked like the
/// shipped ones.
@Suite("translations of the user's own")
struct UserCatalogTests {
    let home = IsolatedHome()

    var directory: URL { home.configDirectory.appendingPathComponent("translations") }

    /// The German catalog as a new language "xx", with `edit` applied to its text.
    func writeCatalog(_ edit: (String) -> String = { $0 }) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let german = try String(contentsOf: RepositoryFiles.url("translations/de.json"), encoding: .utf8)
        let renamed = german
            .replacingOccurrences(of: #""language": "de""#, with: #""language": "xx""#)
            .replacingOccurrences(of: #""locales": ["de"]"#, with: #""locales": ["xx"]"#)
            .replacingOccurrences(of: "Heute", with: "Xheute")
        try Data(edit(renamed).utf8).write(to: directory.appendingPathComponent("xx.json"))
    }

    func run(_ extra: [String: String] = [:], _ arguments: String...) throws -> ProcessResult {
        try runProcess(arguments: [WeatherboardBinary.path] + arguments, environment: home.environment(server: nil, extra: extra))
    }

    @Test func aNewLanguageIsChosenByLangOrTheLocaleAndListed() throws {
        try writeCatalog()
        let told = try run([:], "--demo", "--print", "--lang", "xx")
        #expect(told.status == 0 && told.stderr.isEmpty, "\(told.stderr)")
        #expect(told.stdout.contains("Xheute"))
        #expect(try run(["LANG": "xx_YY.UTF-8"], "--demo", "--print").stdout.contains("Xheute"))
        let languages = try run([:], "languages")
        #expect(languages.stdout.split(separator: "\n").contains { $0.hasPrefix("xx ") })
    }

    @Test func anIncompleteCatalogIsUsedWithEnglishForWhatItLacksAndSaysSo() throws {
        try writeCatalog { $0.replacingOccurrences(of: #""today": "Xheute","#, with: "") }
        let result = try run([:], "--demo", "--print", "--lang", "xx")
        #expect(result.status == 0)
        #expect(result.stderr.contains("xx.json is incomplete, English stands in: xx lacks 1 text: daily.today"), "\(result.stderr)")
        #expect(result.stdout.contains("Today"))
    }

    @Test func aBrokenCatalogIsNamedAndNotUsed() throws {
        try writeCatalog { _ in "{ not json" }
        let result = try run(["LANG": "xx_YY.UTF-8"], "--demo", "--print")
        #expect(result.status == 0)
        #expect(result.stderr.contains("xx.json is not used: it is not valid JSON"), "\(result.stderr)")
        #expect(result.stdout.contains("Today"))
    }
}
