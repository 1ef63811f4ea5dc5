import Foundation
import Testing
import TestSupport

/// A locale variable can hold anything. ICU reads LANG and LC_ALL itself for its default
/// locale and crashed on a name of 180 letters or more (every command but --version exited
/// with SIGSEGV): such a value is the POSIX locale, said in one sentence, and the command runs.
@Suite("Locale variables that are no locale name")
struct LocaleVariableTests {
    let home = IsolatedHome()

    static let hostile: [(name: String, value: String)] = [
        ("LANG", String(repeating: "a", count: 300)),
        ("LC_ALL", "de_" + String(repeating: "A", count: 300)),
        ("LC_TIME", "en_US." + String(repeating: "x", count: 200)),
        ("LANG", "de_DE\u{1B}]0;owned\u{07}"),
    ]

    @Test(arguments: hostile.indices)
    func theCommandRunsInThePOSIXLocaleAndSaysWhy(_ index: Int) throws {
        let (name, value) = Self.hostile[index]
        let result = try home.runWeatherboard(
            ["--demo", "--print", "--width", "40", "--height", "12"], server: nil, extra: [name: value])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Berlin"))
        // The POSIX locale: ASCII glyphs, English words.
        #expect(result.stdout.allSatisfy(\.isASCII) || result.stdout.contains("東京"), "\(result.stdout)")
        #expect(result.stderr.contains("\(name) is not a locale name"), "\(result.stderr)")
        #expect(result.stderr.contains("using the POSIX locale"))
        #expect(!result.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "nothing from the value reaches the terminal raw")
        #expect(result.stderr.count < 300, "the value is clipped: \(result.stderr)")
    }

    @Test func aStatusBarCallWithNothingSavedFailsWithASentenceNotACrash() throws {
        let result = try home.runWeatherboard(["--oneline"], server: nil, extra: ["LANG": String(repeating: "a", count: 300)])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("LANG is not a locale name"))
    }

    @Test func realLocaleNamesAreNotWarnedAbout() throws {
        for value in ["de_DE.UTF-8", "sr_RS@latin", "de_DE.ISO-8859-15@euro", "C.UTF-8", "POSIX", "zh_CN.GB18030", "es_419.UTF-8"] {
            let result = try home.runWeatherboard(
                ["--demo", "--print", "--width", "40", "--height", "12"], server: nil, extra: ["LC_ALL": value])
            #expect(result.status == 0, "\(value): \(result.stderr)")
            #expect(!result.stderr.contains("not a locale name"), "\(value): \(result.stderr)")
        }
    }
}
