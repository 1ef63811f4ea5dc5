import Foundation
import Testing
import WeatherCore
@testable import Dashboard

/// `{observed}` in `--format`: what the nearest station measured, its identifier and the
/// report's time; empty without a current report near the place.
@Suite struct StatusLineObservedTests {
    func statusLine(_ observation: StationObservation?) throws -> StatusLine {
        var snapshot = try #require(Fixtures.snapshot(DemoData.berlin))
        snapshot.observation = observation
        return StatusLine(
            snapshot: snapshot, placeName: "Berlin", now: Fixtures.now, units: .metric, locale: Fixtures.britishLocale,
            glyphs: .unicode, minimumAlertSeverity: nil)
    }

    @Test func theTokenIsTheMeasuredTemperatureWithItsStationAndTime() throws {
        let line = try statusLine(ObservationOnTheCardTests.brandenburg(temperature: 16.4))
        #expect(line.line(try StatusLineFormat(parsing: "{place} {observed}")) == "Berlin 16° EDDB 13:55")
    }

    @Test func anOldOrMissingReportIsNothing() throws {
        let format = try StatusLineFormat(parsing: "{place} {observed} {temperature}")
        let old = try statusLine(ObservationOnTheCardTests.brandenburg(temperature: 16.4, minutesAgo: 150))
        #expect(old.line(format) == "Berlin \(old.value(of: .temperature))")
        let none = try statusLine(nil)
        #expect(none.line(format) == "Berlin \(none.value(of: .temperature))")
    }
}
