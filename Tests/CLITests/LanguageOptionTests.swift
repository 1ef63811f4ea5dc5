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

    /// A shipped catalog's file as the user's own, with `edit` applied to its text.
    func writeOwnCopy(of code: String, _ edit: (String) -> String) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let shipped = try String(contentsOf: RepositoryFiles.url("translations/\(code).json"), encoding: .utf8)
        try Data(edit(shipped).utf8).write(to: directory.appendingPathComponent("\(code).json"))
    }

    func demoFrame(_ arguments: String...) throws -> ProcessResult {
        try run([:], ["--demo", "--print", "--width", "100", "--height", "40"] + arguments)
    }

    func run(_ extra: [String: String], _ arguments: [String]) throws -> ProcessResult {
        try runProcess(arguments: [WeatherboardBinary.path] + arguments, environment: home.environment(server: nil, extra: extra))
    }

    /// The issue's example: a text without the placeholder English has was warned about and
    /// shown anyway, its `%n` and all. Where the language is shipped, its own text stands in.
    @Test func aTextWhosePlaceholdersDifferIsNotUsed() throws {
        try writeCatalog { $0.replacingOccurrences(of: #""gusts": "Böen {speed}""#, with: #""gusts": "Böen %n%n%n%s""#) }
        let new = try demoFrame("--lang", "xx")
        #expect(new.status == 0)
        #expect(!new.stdout.contains("%n"), "\(new.stdout)")
        #expect(new.stdout.contains("gusts "), "English stands in for the refused text:\n\(new.stdout)")
        #expect(new.stdout.contains("Xheute"), "the catalog's other texts are used")
        #expect(
            new.stderr.contains("xx.json has texts that are not used, English stands in: xx: card.gusts has the placeholders none where English has {speed}"),
            "\(new.stderr)")

        try writeOwnCopy(of: "de") { $0.replacingOccurrences(of: #""gusts": "Böen {speed}""#, with: #""gusts": "Windböen %n""#) }
        let german = try demoFrame("--lang", "de")
        #expect(!german.stdout.contains("%n") && german.stdout.contains("Böen "), "\(german.stdout)")
        #expect(german.stderr.contains("de.json has texts that are not used, the built-in German texts stand in"), "\(german.stderr)")
    }

    /// A user's English that lacks a text showed the text's key ("alerts.titleWithCounts").
    @Test func anOwnEnglishCatalogLackingATextSaysTheBuiltInText() throws {
        try writeOwnCopy(of: "en") { $0.replacingOccurrences(of: #""titleWithCounts": "Alerts ({counts})","#, with: "") }
        // Oklahoma City has alerts, whose panel is titled with their counts.
        let result = try run([:], ["--demo", "--print", "--width", "120", "--height", "40", "--lang", "en", "Oklahoma City"])
        #expect(result.status == 0)
        #expect(!result.stdout.contains("alerts.titleWithCounts"), "\(result.stdout)")
        #expect(result.stdout.contains("Alerts ("), "\(result.stdout)")
        #expect(result.stderr.contains("en.json is incomplete, the built-in English texts stand in: en lacks 1 text: alerts.titleWithCounts"), "\(result.stderr)")
        let german = try demoFrame("--lang", "de")
        #expect(german.stdout.contains("Heute"), "another language is not touched")
    }

    /// A catalog's code is a name `--lang` takes, whatever locales it lists: `languages` and
    /// the completions offer exactly the codes `--lang` accepts.
    @Test func everyListedLanguageIsAcceptedByLang() throws {
        try writeCatalog { $0.replacingOccurrences(of: #""locales": ["xx"]"#, with: #""locales": ["tlh"]"#) }
        let listed = try run([:], ["languages"])
        #expect(listed.status == 0, "\(listed.stderr)")
        let codes = listed.stdout.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }.compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(codes.contains("xx") && codes.contains("de") && codes.count == 22, "\(codes)")
        for code in codes {
            let chosen = try run([:], ["--lang", code, "languages"])
            #expect(chosen.status == 0, "--lang \(code): \(chosen.stderr)")
            #expect(chosen.stdout.split(separator: "\n").contains { $0.hasPrefix("\(code) ") && $0.hasSuffix(" *") }, "--lang \(code)")
        }
        #expect(try demoFrame("--lang", "xx").stdout.contains("Xheute"))
        #expect(try run(["LANG": "tlh_XX.UTF-8"], ["--demo", "--print"]).stdout.contains("Xheute"), "and its locales choose it")
    }

    @Test func aBrokenCatalogIsNamedAndNotUsed() throws {
        try writeCatalog { _ in "{ not json" }
        let result = try run(["LANG": "xx_YY.UTF-8"], "--demo", "--print")
        #expect(result.status == 0)
        #expect(result.stderr.contains("xx.json is not used: it is not valid JSON"), "\(result.stderr)")
        #expect(result.stdout.contains("Today"))
    }
}
