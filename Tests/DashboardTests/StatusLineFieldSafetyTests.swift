import Foundation
import Testing
import WeatherCore
@testable import Dashboard

/// An escape sequence left open in one field (an alert's event, a place name) is taken out of
/// that field alone: made safe after joining, it swallowed every field after it.
@Suite struct StatusLineFieldSafetyTests {
    static let unterminated = "Storm\u{1B}]0;owned"

    func statusLine(placeName: String = "Oklahoma City") throws -> StatusLine {
        var snapshot = try #require(Fixtures.snapshot(DemoData.oklahomaCity))
        let worst = try #require(snapshot.alerts.rankedBySeverity().first)
        snapshot.alerts = snapshot.alerts.map { alert in
            var alert = alert
            if alert.id == worst.id { alert.summary = Self.unterminated }
            return alert
        }
        return StatusLine(
            snapshot: snapshot, placeName: placeName, now: Fixtures.now, units: .metric,
            locale: Fixtures.britishLocale, glyphs: .unicode, minimumAlertSeverity: nil)
    }

    @Test func anOpenSequenceInTheAlertLeavesTheTemperatureAfterIt() throws {
        let line = try statusLine().line(try StatusLineFormat(parsing: "{alert} | {temperature}"))
        #expect(line.contains("Storm | "), "\(line.debugDescription)")
        #expect(line.hasSuffix("°"), "the temperature is still there: \(line.debugDescription)")
    }

    @Test func anOpenSequenceInThePlaceNameLeavesTheRestOfTheTooltip() throws {
        let lines = try statusLine(placeName: "Evil\u{1B}P1$q").detailLines
        #expect(lines.first?.contains("°") == true, "\(lines)")
        #expect(lines.contains { $0.hasSuffix("Storm") }, "\(lines)")
        #expect(!lines.joined().unicodeScalars.contains { $0.value == 0x1B })
    }

    @Test func aPlacesDescriptionKeepsItsRegionAndCountry() {
        let place = Place(
            name: "Evil\u{1B}]0;x", latitude: 1, longitude: 2, timeZoneIdentifier: "UTC", countryCode: "DE",
            adminArea: "Brandenburg", country: "Germany")
        #expect(place.fullDescription == "Evil, Brandenburg, Germany")
    }
}
