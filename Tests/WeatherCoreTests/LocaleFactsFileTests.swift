import Foundation
import Testing
import WeatherCore

/// The clock and names a locale's times are written with are ICU's whether they come from ICU
/// or from the file in the cache directory, and a file that cannot be used is written anew.
@Suite struct LocaleFactsFileTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("weatherboard-locale-facts-\(UUID().uuidString)")
    var file: LocaleFactsFile { LocaleFactsFile(directory: directory, buildStamp: "this build") }

    @Test(arguments: ["en_US", "en_GB", "de_DE", "ja_JP", "ar_EG"])
    func theFileHoldsWhatICUSays(identifier: String) throws {
        #expect(file.storedFacts(for: identifier) == nil, "nothing kept yet")
        #expect(file.facts(for: identifier) == LocaleFacts.fromICU(identifier: identifier))
        let stored = try #require(file.storedFacts(for: identifier), "written for the next run")
        #expect(stored == LocaleFacts.fromICU(identifier: identifier))
        #expect(file.facts(for: identifier) == stored)
        try? FileManager.default.removeItem(at: directory)
    }

    @Test func theClockAndNamesOfALocaleComeFromItsFile() throws {
        // Facts no ICU locale has, so what the clock writes can only have come from the file;
        // in a shipped language, whose names go with its words.
        let identifier = "de_QQ"
        let url = try #require(file.fileURL(for: identifier))
        let writer = LocaleFactsFile(directory: directory, buildStamp: "this build")
        _ = writer.facts(for: identifier)
        let text = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let edited = text[0...2] + ["12", "S1\tM2\tT3\tW4\tT5\tF6\tS7", "J1\tF2\tM3\tA4\tM5\tJ6\tJ7\tA8\tS9\tO10\tN11\tD12", "vorm", "nachm", ""]
        try Data(edited.joined(separator: "\n").utf8).write(to: url)

        let locale = UserLocale.fromEnvironment(["LANG": "de_QQ.UTF-8"], factsFile: file)
        #expect(!locale.uses24HourClock)
        let clock = LocalClock(timeZone: try #require(TimeZone(identifier: "UTC")), locale: locale)
        let tuesday = Date(timeIntervalSince1970: 1_600_178_400)  // Tue 15 Sep 2020 14:00 UTC
        // In German's order of weekday, day and month (the catalog's clock.datedTime).
        #expect(clock.datedTime(tuesday, now: tuesday + 86_400 * 3) == "T3, 15. S9 2:00 nachm")
        try? FileManager.default.removeItem(at: directory)
    }

    @Test(arguments: ["garbage", "", "weatherboard locale facts 1\nthis build\nde_DE\n24\nSo\tMo\n"])
    func aFileThatCannotBeReadIsAskedAgainAndReplaced(contents: String) throws {
        let url = try #require(file.fileURL(for: "de_DE"))
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
        #expect(file.storedFacts(for: "de_DE") == nil)
        #expect(file.facts(for: "de_DE") == LocaleFacts.fromICU(identifier: "de_DE"))
        #expect(file.storedFacts(for: "de_DE") == LocaleFacts.fromICU(identifier: "de_DE"), "replaced")
        try? FileManager.default.removeItem(at: directory)
    }

    @Test func aFileOfAnotherBuildIsAskedAgainAndReplaced() throws {
        let older = LocaleFactsFile(directory: directory, buildStamp: "an older build")
        _ = older.facts(for: "en_GB")
        #expect(older.storedFacts(for: "en_GB") != nil)
        #expect(file.storedFacts(for: "en_GB") == nil, "another build's ICU may say otherwise")
        _ = file.facts(for: "en_GB")
        #expect(file.storedFacts(for: "en_GB") == LocaleFacts.fromICU(identifier: "en_GB"))
        #expect(older.storedFacts(for: "en_GB") == nil, "one file per locale, the latest build's")
        try? FileManager.default.removeItem(at: directory)
    }

    @Test func thePOSIXLocaleIsKeptLikeAnyOther() throws {
        let locale = UserLocale.fromEnvironment(["LANG": "C"], factsFile: file)
        #expect(locale == UserLocale.fromEnvironment(["LANG": "C"]))
        #expect(locale.uses24HourClock)
        #expect(file.storedFacts(for: "en_US_POSIX") == LocaleFacts.fromICU(identifier: "en_US_POSIX"))
        try? FileManager.default.removeItem(at: directory)
    }

    @Test func anIdentifierThatIsNotAPlainNameIsNeverAPath() {
        #expect(file.fileURL(for: "../../etc/passwd") == nil)
        #expect(file.fileURL(for: "") == nil)
        #expect(file.facts(for: "../x") == LocaleFacts.fromICU(identifier: "../x"))
        #expect(!FileManager.default.fileExists(atPath: directory.path))
    }

    @Test func theRunningBuildHasAStamp() {
        #expect(LocaleFactsFile(cacheDirectory: directory).storedFacts(for: "en_GB") == nil)
        _ = LocaleFactsFile(cacheDirectory: directory).facts(for: "en_GB")
        #expect(LocaleFactsFile(cacheDirectory: directory).storedFacts(for: "en_GB") == LocaleFacts.fromICU(identifier: "en_GB"))
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("locale-facts/en_GB").path))
        try? FileManager.default.removeItem(at: directory)
    }
}
