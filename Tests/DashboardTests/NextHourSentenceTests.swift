import Foundation
import Testing
import WeatherCore
@testable import Dashboard

/// The next-hour sentence from quarter-hour steps, as Open-Meteo sends them.
@Suite struct NextHourSentenceTests {
    /// 14:00 in Berlin; the forecast's first step starts here.
    let start = Date(timeIntervalSince1970: 1_787_400_000)
    let berlin = TimeZone(identifier: "Europe/Berlin") ?? .gmt

    func forecast(_ rates: [Double?], kind: PrecipitationKind? = .rain, estimated: Bool = false) -> NextHourForecast {
        NextHourForecast(source: "Open-Meteo", isEstimated: estimated, minutes: rates.enumerated().map { index, rate in
            MinuteWeather(date: start + Double(index) * 900, precipitationIntensity: rate, kind: (rate ?? 0) > 0 ? kind : nil)
        })
    }

    func sentence(
        _ forecast: NextHourForecast?, minutesIn: Double = 5, locale: UserLocale = Fixtures.britishLocale, words: Catalog = .english
    ) -> String? {
        NextHourSentence.text(for: forecast, now: start + minutesIn * 60, clock: LocalClock(timeZone: berlin, locale: locale), words: words)
    }

    @Test func rainStartingAndStopping() {
        let rates: [Double?] = [0, 0.8, 1.2, 0.5, 0, 0, 0, 0]
        #expect(sentence(forecast(rates)) == "Light rain starting in about 10 min, stopping around 15:00")
        #expect(sentence(forecast(rates), locale: Fixtures.americanLocale) == "Light rain starting in about 10 min, stopping around 3:00 PM")
    }

    /// Rain that begins and is still falling when the forecast ends names no stop.
    @Test func rainStartingWithoutAnEnd() {
        #expect(sentence(forecast([0, 0, 0, 0, 9, 9, 9, 9])) == "Heavy rain starting in about 55 min")
    }

    @Test func rainContinuingAndStopping() {
        #expect(sentence(forecast([3, 4, 1, 0, 0, 0, 0, 0])) == "Rain stopping around 14:45")
        #expect(sentence(forecast([0.5, 0.5, 0.4, 0.3], kind: nil)) == "Light rain for the next hour")
    }

    @Test func snowForTheWholeForecast() {
        #expect(sentence(forecast([0.6, 0.7, 0.8, 0.6], kind: .snow)) == "Light snow for the next hour")
        #expect(sentence(forecast(Array(repeating: 9, count: 8), kind: .snow)) == "Heavy snow for the next 2 h")
    }

    @Test func noneExpected() {
        #expect(sentence(forecast(Array(repeating: 0, count: 8))) == "No precipitation expected in the next 2 h")
        #expect(sentence(forecast([0, 0.05, 0, 0.09, 0, 0, 0, 0])) == "No precipitation expected in the next 2 h",
                "traces below 0.1 mm/h are not rain")
        #expect(sentence(forecast(Array(repeating: 0, count: 8), estimated: true)) == "No precipitation expected in the next 2 h (estimated)")
    }

    @Test func unknownWhenTheForecastDoesNotCoverNowOrHasNoValues() {
        #expect(sentence(nil) == nil, "no minute data: nothing pretends to")
        #expect(sentence(forecast([nil, nil, nil])) == "Next-hour precipitation unknown")
        #expect(sentence(forecast([0, 0, 0]), minutesIn: 200) == "Next-hour precipitation unknown", "the forecast is over")
        #expect(sentence(forecast([0, 0, 0]), minutesIn: -30) == "Next-hour precipitation unknown", "the forecast has not begun")
    }

    @Test func aGapEndsWhatCanBeSaid() {
        #expect(sentence(forecast([0, 0, 0, 0, nil, 5, 5, 5])) == "No precipitation expected in the next hour")
    }

    @Test func mixedKindsAreSleet() {
        let minutes = [MinuteWeather(date: start, precipitationIntensity: 3, kind: .rain),
                       MinuteWeather(date: start + 900, precipitationIntensity: 3, kind: .snow)]
        #expect(sentence(NextHourForecast(source: "MET Norway", isEstimated: false, minutes: minutes)) == "Sleet for the next 25 min")
    }

    // MARK: In German, from the German catalog

    let german = Catalog.shipped("de")

    @Test func startingAndStoppingInGerman() {
        #expect(sentence(forecast([0, 0.8, 1.2, 0.5, 0, 0, 0, 0]), words: german) == "Leichter Regen in etwa 10 min, bis etwa 15:00")
        #expect(sentence(forecast([0, 0, 0, 0, 9, 9, 9, 9]), words: german) == "Starker Regen in etwa 55 min")
        #expect(sentence(forecast([3, 4, 1, 0, 0, 0, 0, 0]), words: german) == "Regen bis etwa 14:45")
    }

    @Test func continuingInGerman() {
        #expect(sentence(forecast([0.6, 0.7, 0.8, 0.6], kind: .snow), words: german) == "Leichter Schneefall in der nächsten Stunde")
        #expect(sentence(forecast(Array(repeating: 9, count: 8), kind: .snow), words: german) == "Starker Schneefall in den nächsten 2 h")
        let minutes = [MinuteWeather(date: start, precipitationIntensity: 3, kind: .rain),
                       MinuteWeather(date: start + 900, precipitationIntensity: 3, kind: .snow)]
        #expect(sentence(NextHourForecast(source: "MET Norway", isEstimated: false, minutes: minutes), words: german)
            == "Schneeregen in den nächsten 25 min")
    }

    @Test func noneExpectedOrUnknownInGerman() {
        #expect(sentence(forecast(Array(repeating: 0, count: 8)), words: german) == "Kein Niederschlag in den nächsten 2 h erwartet")
        #expect(sentence(forecast([0, 0, 0, 0, nil, 5, 5, 5]), words: german) == "Kein Niederschlag in der nächsten Stunde erwartet")
        #expect(sentence(forecast(Array(repeating: 0, count: 8), estimated: true), words: german)
            == "Kein Niederschlag in den nächsten 2 h erwartet (geschätzt)")
        #expect(sentence(forecast([nil, nil, nil]), words: german) == "Niederschlag in der nächsten Stunde unbekannt")
    }
}
