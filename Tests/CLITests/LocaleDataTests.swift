import Foundation
import Testing
import TestSupport
import WeatherCore

/// What ICU's data gives the binary, in several locales, is what this test process's
/// Foundation says, which links the toolchain's whole ICU data: the weekday names and the
/// 12/24-hour clock of the board, and a country's name in an unplaced-warnings line. The
/// installed binary links only part of that data (scripts/trimmed-icu-data says which), so
/// scripts/fresh-debian-check runs these tests against it (WEATHERBOARD_TEST_BINARY).
@Suite("ICU's words in the binary")
struct LocaleDataTests {
    let home = IsolatedHome()

    /// Shipped languages with their own scripts and clocks, a region's variant of one, and
    /// languages not shipped (English words, their own clock).
    static let locales = [
        "de_DE", "fr_CA", "ja_JP", "zh_TW", "ko_KR", "ru_RU", "el_GR", "tr_TR", "en_US", "th_TH", "ar_EG", "hi_IN",
    ]

    /// The facts the binary should show under LANG=`locale`: this process's ICU answers.
    func expected(_ locale: String) -> (names: LocaleFacts, uses24HourClock: Bool) {
        let user = UserLocale.fromEnvironment(["LANG": "\(locale).UTF-8"])
        return (LocaleFacts.fromICU(identifier: user.namesIdentifier), LocaleFacts.fromICU(identifier: user.identifier).uses24HourClock)
    }

    @Test(arguments: locales)
    func theBoardsWeekdaysAndClockAreICUs(locale: String) throws {
        let result = try home.runWeatherboard(
            ["--demo", "--print", "--width", "160", "--height", "50"], server: nil,
            extra: ["LANG": "\(locale).UTF-8", "NO_COLOR": "1"])
        #expect(result.status == 0, "\(result.stderr)")
        let (names, uses24HourClock) = expected(locale)
        // Ten days of forecast: each weekday at least once.
        for weekday in names.shortWeekdays {
            #expect(result.stdout.contains(weekday), "\(locale): no \(weekday) in\n\(result.stdout)")
        }
        let marksHalfDays = result.stdout.contains(names.am) || result.stdout.contains(names.pm)
        #expect(marksHalfDays == !uses24HourClock, "\(locale): 24-hour clock \(uses24HourClock), AM/PM \(names.am)/\(names.pm) in\n\(result.stdout)")
    }

    @Test(arguments: ["de_DE", "ja_JP", "fr_FR", "ru_RU", "zh_TW", "ar_EG"])
    func anUnplacedWarningNamesTheCountryAsICUDoes(locale: String) throws {
        let server = try MeteoAlarmCommandTests.netherlandsServer()
        try home.writePlaces([MeteoAlarmCommandTests.unplaceablePlace])
        let result = try home.runWeatherboard(["--waybar"], server: server, extra: ["LANG": "\(locale).UTF-8"])
        #expect(result.status == 0, "\(result.stderr)")
        let identifier = UserLocale.fromEnvironment(["LANG": "\(locale).UTF-8"]).identifier
        let country = try #require(Locale(identifier: identifier).localizedString(forRegionCode: "NL"))
        #expect(result.stdout.contains(country), "\(locale): no \(country) in \(result.stdout)")
    }
}
