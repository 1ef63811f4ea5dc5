import Foundation
import Testing
import WeatherCore
@testable import Dashboard

/// A status line whose tokens a glance answers is made from the glance's small file: each such
/// token reads the same from the glance as from the whole forecast, fresh, old or expired, and
/// each token said to need more does read differently without it.
@Suite struct StatusLineGlanceTests {
    /// Oklahoma City's demo forecast (warnings, the next hour, hours) with an observation and an
    /// ensemble band for today: every part a token may read.
    func wholeForecast() throws -> Snapshot {
        var snapshot = try #require(Fixtures.snapshot(DemoData.oklahomaCity))
        snapshot.observation = StationObservation(
            stationIdentifier: "KOKC", stationName: "Oklahoma City, Will Rogers World Airport", latitude: 35.39, longitude: -97.6,
            date: Fixtures.now - 600, temperature: 21, dewPoint: 9, windSpeed: 20, windDirection: 180,
            windGust: nil, pressure: 1008, visibility: 10_000, rawReport: "METAR KOKC …")
        let today = LocalDays.interval(containing: Fixtures.now, in: snapshot.place.timeZone).start
        snapshot.ensemble = EnsembleForecast(
            memberCount: 51, hours: [EnsembleHour(date: today, temperature: EnsembleRange(low: 10, median: 11, high: 12))],
            days: [EnsembleDay(
                date: today, high: EnsembleRange(low: 25, median: 27, high: 31), low: EnsembleRange(low: 10, median: 10.5, high: 11))])
        return snapshot
    }

    func line(_ snapshot: Snapshot, _ format: StatusLineFormat, at now: Date) -> String {
        StatusLine(
            snapshot: snapshot, placeName: "Oklahoma City", now: now, units: .metric, locale: Fixtures.britishLocale,
            glyphs: .unicode, minimumAlertSeverity: nil).line(format)
    }

    @Test func aGlanceReadsAsTheWholeForecastForTheTokensItAnswers() throws {
        let whole = try wholeForecast()
        let glance = whole.glance
        // Now, an hour on (no longer current), and a day on (expired).
        for now in [Fixtures.now, Fixtures.now + 3 * 3600, Fixtures.now + 26 * 3600] {
            for token in StatusLineFormat.Token.allCases {
                let format = try StatusLineFormat(parsing: "{\(token.rawValue)}")
                if token.isAnsweredByGlance {
                    #expect(format.isAnsweredByGlance)
                    #expect(line(glance, format, at: now) == line(whole, format, at: now), "{\(token.rawValue)} at \(now)")
                } else if now == Fixtures.now {
                    #expect(!format.isAnsweredByGlance)
                    #expect(line(glance, format, at: now) != line(whole, format, at: now), "{\(token.rawValue)} needs more than a glance")
                }
            }
        }
        #expect(StatusLineFormat.oneline.isAnsweredByGlance)
        #expect(line(glance, .oneline, at: Fixtures.now) == line(whole, .oneline, at: Fixtures.now))
        #expect(try !StatusLineFormat(parsing: "{place} {temperature} {precipitation}").isAnsweredByGlance)
    }
}
