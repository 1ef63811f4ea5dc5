import Foundation
import Testing
import WeatherCore
@testable import Dashboard

/// `{confidence}` in `--format`: today's spread among the ensemble's members, with the word for
/// a wide one; empty without an ensemble band for today.
@Suite struct StatusLineConfidenceTests {
    func statusLine(spread: Double?, units: MeasurementUnits = .metric) throws -> StatusLine {
        var snapshot = try #require(Fixtures.snapshot(DemoData.berlin))
        if let spread {
            let today = LocalDays.interval(containing: Fixtures.now, in: snapshot.place.timeZone).start
            snapshot.ensemble = EnsembleForecast(
                memberCount: 51, hours: [EnsembleHour(date: today, temperature: EnsembleRange(low: 10, median: 11, high: 12))],
                days: [EnsembleDay(
                    date: today, high: EnsembleRange(low: 20 - spread, median: 20, high: 20 + spread),
                    low: EnsembleRange(low: 10, median: 10.5, high: 11))])
        }
        return StatusLine(
            snapshot: snapshot, placeName: "Berlin", now: Fixtures.now, units: units, locale: Fixtures.britishLocale,
            glyphs: .unicode, minimumAlertSeverity: nil)
    }

    @Test func theTokenIsTodaysSpreadAndAWordWhereItIsWide() throws {
        let format = try StatusLineFormat(parsing: "{place} {confidence}")
        #expect(try statusLine(spread: 1.4).line(format) == "Berlin ±1°")
        #expect(try statusLine(spread: 3.9).line(format) == "Berlin ±4°", "3.9 °C is not yet uncertain")
        #expect(try statusLine(spread: 4.5).line(format) == "Berlin ±5° uncertain")
        #expect(try statusLine(spread: 2, units: .imperial).line(format) == "Berlin ±4°", "2 °C is 3.6 °F")
    }

    @Test func noBandIsNothing() throws {
        let format = try StatusLineFormat(parsing: "{place} {confidence} {temperature}")
        let none = try statusLine(spread: nil)
        #expect(none.line(format) == "Berlin \(none.value(of: .temperature))")
    }
}
