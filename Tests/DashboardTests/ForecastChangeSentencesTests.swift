import Foundation
import Testing
import WeatherCore
@testable import Dashboard

/// "What is changing": each rule alone, metric and imperial, the ranking when several apply,
/// and "No big changes" when none does.
@Suite struct ForecastChangeSentencesTests {
    /// Saturday 22 August 2026, 14:05 in Berlin.
    let now = Fixtures.now
    /// Midnight at the start of that Saturday in Berlin.
    let today = Date(timeIntervalSince1970: 1_787_349_600)
    let berlin = TimeZone(identifier: "Europe/Berlin") ?? .gmt

    /// A quiet three days (mild, dry, light wind) unless a test says otherwise.
    func snapshot(
        highs: [Double?] = [22, 23, 21], lows: [Double?] = [12, 13, 12], chances: [Double?] = [0.1, 0.1, 0.1],
        amounts: [Double?] = [nil, nil, nil], gusts: [Double?] = [nil, nil, nil], currentGust: Double? = nil,
        conditions: [WeatherCondition] = [.clear, .clear, .clear], hourly: [HourWeather] = []
    ) -> Snapshot {
        let daily = highs.indices.map { index in
            DayWeather(
                date: today + Double(index) * 86_400, lowTemperature: lows[index], highTemperature: highs[index],
                condition: conditions[index], precipitationChance: chances[index], sunrise: nil, sunset: nil, uvIndexMax: nil,
                precipitationAmount: amounts[index], windGustMax: gusts[index])
        }
        return Snapshot(
            place: DemoData.berlin,
            current: CurrentWeather(
                date: now, temperature: 20, apparentTemperature: 20, condition: .clear, humidity: 0.5, windSpeed: 10,
                windDirection: 180, windGust: currentGust, uvIndex: 3, pressure: 1013, visibility: 10_000, isDaylight: true),
            hourly: hourly, daily: daily, alerts: [], alertAvailability: .noSource,
            attributions: [WeatherAttribution(serviceName: "Test", legalPageURL: URL(fileURLWithPath: "/legal"))],
            metadata: SnapshotMetadata(provider: "test", fetchDate: now, expirationDate: now + 600))
    }

    func sentences(_ snapshot: Snapshot, imperial: Bool = false) -> [String] {
        let locale = imperial ? Fixtures.americanLocale : Fixtures.britishLocale
        return ForecastChangeSentences.sentences(
            for: snapshot, now: now, units: imperial ? .imperial : .metric, clock: LocalClock(timeZone: berlin, locale: locale), words: .english)
    }

    /// In German words with German weekday names, as `--lang de` gives them.
    func germanSentences(_ snapshot: Snapshot) -> [String] {
        let locale = UserLocale.fromEnvironment(["LANG": "de_DE.UTF-8"])
        return ForecastChangeSentences.sentences(
            for: snapshot, now: now, units: .metric, clock: LocalClock(timeZone: berlin, locale: locale), words: locale.words)
    }

    @Test func aQuietForecastHasNoBigChanges() {
        #expect(sentences(snapshot()) == ["No big changes"])
        #expect(sentences(snapshot(), imperial: true) == ["No big changes"])
    }

    @Test func aForecastThatDoesNotReachTomorrowSaysNothing() {
        #expect(sentences(snapshot(highs: [22], lows: [12], chances: [0.1], amounts: [nil], gusts: [nil], conditions: [.clear])) == [])
        var yesterdays = snapshot()
        yesterdays.daily = yesterdays.daily.map { var day = $0; day.date -= 3 * 86_400; return day }
        #expect(sentences(yesterdays) == [], "a forecast whose days are all past has no today to compare with")
    }

    @Test func aDropOfMoreThanFiveDegreesInTheHigh() {
        let colder = snapshot(highs: [24, 17, 18])
        #expect(sentences(colder) == ["Much colder tomorrow: a high of 17° after 24° today"])
        #expect(sentences(colder, imperial: true) == ["Much colder tomorrow: a high of 63° after 75° today"])
    }

    @Test func aRiseOfMoreThanFiveDegreesInTheHigh() {
        #expect(sentences(snapshot(highs: [15, 21.5, 20])) == ["Much warmer tomorrow: a high of 22° after 15° today"])
        #expect(sentences(snapshot(highs: [15, 21.5, 20]), imperial: true) == ["Much warmer tomorrow: a high of 71° after 59° today"])
    }

    @Test func fiveDegreesExactlyIsNotABigChange() {
        #expect(sentences(snapshot(highs: [20, 15, 15])) == ["No big changes"])
        #expect(sentences(snapshot(highs: [20, nil, 10])) == ["No big changes"], "an unknown high compares with nothing")
    }

    @Test func gustsOverFiftyKilometresAnHour() {
        let windy = snapshot(gusts: [30, 65, nil])
        #expect(sentences(windy) == ["Gusts up to 65 km/h tomorrow"])
        #expect(sentences(windy, imperial: true) == ["Gusts up to 40 mph tomorrow"])
        #expect(sentences(snapshot(gusts: [50, 50, 90])) == ["No big changes"], "50 is not over 50; the day after tomorrow is too far")
    }

    @Test func todaysGustsFallBackOnTheCurrentGust() {
        #expect(sentences(snapshot(currentGust: 55)) == ["Gusts up to 55 km/h today"])
        #expect(sentences(snapshot(gusts: [70, nil, nil], currentGust: 55)) == ["Gusts up to 70 km/h today"])
    }

    @Test func theFirstFrostAfterMilderNights() {
        let frost = snapshot(lows: [3, -1.2, -3])
        #expect(sentences(frost) == ["First frost tomorrow, a low of -1°"])
        #expect(sentences(frost, imperial: true) == ["First frost tomorrow, a low of 30°"])
        #expect(sentences(snapshot(lows: [3, 1, 0])) == ["First frost on Mon, a low of 0°"])
        #expect(sentences(snapshot(lows: [-2, -4, -1])) == ["No big changes"], "frost after frost is not the first")
    }

    @Test func rainAfterTwoDryDays() {
        let wetMonday = snapshot(chances: [0.1, 0.2, 0.8])
        #expect(sentences(wetMonday) == ["Rain on Mon after 2 dry days"])
        #expect(sentences(snapshot(chances: [0.1, 0.3, 0.2], amounts: [0, 0.2, 4])) == ["Rain on Mon after 2 dry days"],
                "an amount makes a day wet whatever its chance")
        #expect(sentences(snapshot(chances: [0.1, 0.7, 0.9])) == ["No big changes"], "one dry day is no spell")
        #expect(sentences(snapshot(chances: [0.1, nil, 0.9])) == ["No big changes"], "an unknown day breaks the spell")
        #expect(sentences(snapshot(chances: [0.1, 0.1, 0.9], conditions: [.clear, .clear, .snow])) == ["Snow on Mon after 2 dry days"])
    }

    @Test func aShowerInTheHoursOfADryDayBreaksTheSpell() {
        let evening = today + 20 * 3600
        let shower = [HourWeather(date: evening, temperature: 18, condition: .rain, precipitationChance: 0.8, isDaylight: false)]
        #expect(sentences(snapshot(chances: [0.1, 0.2, 0.8], hourly: shower)) == ["No big changes"])
    }

    @Test func rainAfterADrySpellSaysWhenItStartsInTheUsersClock() {
        let monday = today + 2 * 86_400
        let hourly = (0..<24).map { hour in
            HourWeather(date: monday + Double(hour) * 3600, temperature: 15, condition: .clear,
                        precipitationChance: hour >= 15 ? 0.7 : 0.1, isDaylight: true)
        }
        let wetMonday = snapshot(chances: [0.1, 0.2, 0.8], hourly: hourly)
        #expect(sentences(wetMonday) == ["Rain from about 15:00 on Mon after 2 dry days"])
        #expect(sentences(wetMonday, imperial: true) == ["Rain from about 3:00 PM on Mon after 2 dry days"])
    }

    @Test func atMostTwoSentencesMostImportantFirst() {
        let stormy = snapshot(highs: [20, 8, 6], lows: [4, -1, -3], chances: [0.1, 0.1, 0.9], gusts: [nil, 80, nil])
        #expect(sentences(stormy) == ["Gusts up to 80 km/h tomorrow", "First frost tomorrow, a low of -1°"])
        let coldAndWet = snapshot(highs: [20, 12, 11], chances: [0.1, 0.1, 0.9])
        #expect(sentences(coldAndWet) == ["Much colder tomorrow: a high of 12° after 20° today", "Rain on Mon after 2 dry days"])
    }

    @Test func theSentencesInGerman() {
        #expect(germanSentences(snapshot()) == ["Keine großen Änderungen"])
        #expect(germanSentences(snapshot(highs: [24, 17, 18])) == ["Morgen deutlich kälter: Höchstwert 17° nach 24° heute"])
        #expect(germanSentences(snapshot(gusts: [30, 65, nil])) == ["Morgen Böen bis 65 km/h"])
        #expect(germanSentences(snapshot(lows: [3, 1, 0])) == ["Am Mo erster Frost, Tiefstwert 0°"])
        #expect(germanSentences(snapshot(chances: [0.1, 0.2, 0.8])) == ["Am Mo Regen nach 2 trockenen Tagen"])
        let monday = today + 2 * 86_400
        let hourly = (0..<24).map { hour in
            HourWeather(date: monday + Double(hour) * 3600, temperature: 15, condition: .clear,
                        precipitationChance: hour >= 15 ? 0.7 : 0.1, isDaylight: true)
        }
        #expect(germanSentences(snapshot(chances: [0.1, 0.2, 0.8], hourly: hourly)) == ["Am Mo ab etwa 15:00 Regen nach 2 trockenen Tagen"])
    }
}
