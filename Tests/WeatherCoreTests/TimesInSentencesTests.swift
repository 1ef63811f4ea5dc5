import Foundation
import Testing
import WeatherCore

/// One rule for the end of a rate limit wherever it is told: the place's zone, the date when
/// it is not today there, and the zone named in sentences.
@Suite("Times in sentences")
struct TimesInSentencesTests {
    let berlin = TimeZone(identifier: "Europe/Berlin") ?? .current
    let tokyo = TimeZone(identifier: "Asia/Tokyo") ?? .current
    let british = UserLocale.fromEnvironment(["LANG": "en_GB.UTF-8"])
    /// Tuesday 15 September 2026, 07:47 UTC: 09:47 in Berlin, 16:47 in Tokyo.
    let now = Date(timeIntervalSince1970: 1_789_458_420)

    @Test func todayIsTheTimeAloneAndAnotherDayHasItsDate() {
        let clock = LocalClock(timeZone: berlin, locale: british)
        #expect(clock.datedTime(now + 3600, now: now) == "10:47")
        #expect(clock.datedTime(now + 3 * 86_400, now: now) == "Fri 18 Sep 09:47")
        #expect(clock.datedTime(now + 14 * 86_400, now: now) == "Tue 29 Sep 09:47", "two weeks on is not this Tuesday")
    }

    /// The order of weekday, day, month and time is the language's template, not English's.
    @Test func germanDatesAreInGermanOrder() {
        let clock = LocalClock(timeZone: berlin, locale: UserLocale.fromEnvironment(["LANG": "de_DE.UTF-8"]))
        let friday = now + 3 * 86_400
        let dated = clock.datedTime(friday, now: now)
        #expect(dated.hasPrefix(clock.weekday(friday) + ", 18. "), "\(dated)")
        #expect(dated.hasSuffix(" 09:47"), "\(dated)")
        #expect(clock.zonedTime(friday, now: now) == dated + " (Europe/Berlin)")
    }

    @Test func todayIsJudgedInThePlacesZone() {
        // 23:00 UTC is still Tuesday in UTC but already Wednesday in Tokyo.
        let late = Date(timeIntervalSince1970: 1_789_513_200)
        #expect(LocalClock(timeZone: TimeZone(identifier: "UTC") ?? .current, locale: .noPreference).datedTime(late, now: now) == "23:00")
        #expect(LocalClock(timeZone: tokyo, locale: .noPreference).datedTime(late, now: now) == "Wed 16 Sep 08:00")
    }

    @Test func twelveHourLocalesKeepTheirClock() {
        let american = LocalClock(timeZone: berlin, locale: UserLocale.fromEnvironment(["LANG": "en_US.UTF-8"]))
        #expect(american.datedTime(now, now: now) == "9:47 AM")
    }

    @Test func theRateLimitSentenceUsesTheClockItIsGivenAndNamesTheZone() {
        let error = WeatherServiceError.rateLimited(until: now + 3 * 86_400)
        #expect(error.userMessage(clock: LocalClock(timeZone: berlin, locale: british), now: now)
            == "The weather service asked us to wait until Fri 18 Sep 09:47 (Europe/Berlin) before asking again.")
        #expect(WeatherServiceError.rateLimited(until: now + 60).userMessage(clock: LocalClock(timeZone: tokyo, locale: .noPreference), now: now)
            == "The weather service asked us to wait until 16:48 (Asia/Tokyo) before asking again.")
    }
}
