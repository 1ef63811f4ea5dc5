import Foundation
import Testing
import WeatherCore
@testable import Dashboard

/// `{nexthour}` in `--format`, and the Waybar tooltip's line about the next hour: the card's
/// sentence, or nothing when the provider sends no minute forecast.
@Suite struct StatusLineNextHourTests {
    /// Light rain from 14:15 to 15:00 in Berlin; `Fixtures.now` is 14:05 there.
    var rain: NextHourForecast {
        let start = Fixtures.now - 300
        let rates = [0, 0.8, 1.2, 0.5, 0, 0, 0, 0]
        return NextHourForecast(source: "Open-Meteo", isEstimated: false, minutes: rates.enumerated().map { index, rate in
            MinuteWeather(date: start + Double(index) * 900, precipitationIntensity: rate, kind: rate > 0 ? .rain : nil)
        })
    }

    func statusLine(nextHour: NextHourForecast?) throws -> StatusLine {
        var snapshot = try #require(Fixtures.snapshot(DemoData.berlin))
        snapshot.nextHour = nextHour
        return StatusLine(
            snapshot: snapshot, placeName: "Berlin", now: Fixtures.now, units: .metric, locale: Fixtures.britishLocale,
            glyphs: .unicode, minimumAlertSeverity: nil)
    }

    @Test func theTokenIsTheCardsSentence() throws {
        let line = try statusLine(nextHour: rain)
        #expect(line.line(try StatusLineFormat(parsing: "{place}: {nexthour}")) == "Berlin: Light rain starting in about 10 min, stopping around 15:00")
        #expect(line.detailLines.contains("Light rain starting in about 10 min, stopping around 15:00"))
    }

    @Test func withoutAMinuteForecastTheTokenIsEmpty() throws {
        let line = try statusLine(nextHour: nil)
        #expect(line.line(try StatusLineFormat(parsing: "{place} {nexthour} {temperature}")) == "Berlin \(line.value(of: .temperature))")
        #expect(!line.detailLines.contains { $0.contains("precipitation") || $0.contains("rain") })
    }
}
