import Foundation
import Testing
@testable import Providers
import TestSupport
import WeatherCore

/// Real MeteoAlarm feeds carry no polygons, only geocodes and area names: a place with no area
/// names (added as `LAT,LON`) can have none of their warnings placed on it, and none ruled out.
/// Those are counted and said, never taken for "no warnings".
@Suite("MeteoAlarm warnings that cannot be matched")
struct MeteoAlarmUnplacedTests {
    /// Midday in the fixtures' 7 March 2026 (12:00 in Amsterdam).
    let now = providerTestDate("2026-03-07T11:00:00Z")
    /// Amsterdam as a `LAT,LON` place: its country is known, its area names are not.
    let amsterdamByPosition = Place(
        name: "52.374, 4.890", latitude: 52.37403, longitude: 4.88969, timeZoneIdentifier: "Europe/Amsterdam", countryCode: "NL")

    func findings(_ fixture: String, for place: Place) throws -> (alerts: [WeatherAlert], unplacedCount: Int) {
        let warnings = MeteoAlarmWarnings(languages: ["en-GB", "en"], now: now, countryCode: place.countryCode ?? "")
        return warnings.findings(from: try MeteoAlarmFeedDecoder.messages(from: try FixtureLoader.data(fixture)), for: place)
    }

    @Test func warningsWithoutShapesAreCountedForAPlaceWithoutAreaNames() throws {
        let found = try findings("meteoalarm-netherlands.json", for: amsterdamByPosition)
        #expect(found.alerts.isEmpty)
        // The feed's warnings in force or announced: Noord-Holland's orange gusts and yellow
        // rain, Utrecht's yellow gusts; the green "no warning" entries, the fog that ended
        // last night and the test message are none.
        #expect(found.unplacedCount == 3)
    }

    @Test func aPlaceWithAreaNamesRulesOutTheOthers() throws {
        let amsterdam = Place(
            name: "Amsterdam", latitude: 52.37403, longitude: 4.88969, timeZoneIdentifier: "Europe/Amsterdam", countryCode: "NL",
            administrativeAreas: ["North Holland", "Noord-Holland", "Gemeente Amsterdam", "Amsterdam"])
        let found = try findings("meteoalarm-netherlands.json", for: amsterdam)
        #expect(found.alerts.count == 2, "Noord-Holland's two")
        #expect(found.unplacedCount == 0, "Utrecht's is ruled out by its name")
    }

    @Test func warningsWithShapesAreRuledOutByThem() throws {
        // Outside every Swiss polygon, and without area names: each warning there has a shape.
        let geneva = Place(name: "46.204, 6.143", latitude: 46.20439, longitude: 6.14316, timeZoneIdentifier: "Europe/Zurich", countryCode: "CH")
        let found = try findings("meteoalarm-switzerland.json", for: geneva)
        #expect(found.alerts.isEmpty)
        #expect(found.unplacedCount == 0)
    }

    @Test func theSourceReportsThemWithTheCountrysPage() async throws {
        let feed = String(decoding: try FixtureLoader.data("meteoalarm-netherlands.json"), as: UTF8.self)
        let server = try LocalHTTPServer { _ in .json(200, feed) }
        let now = self.now
        let source = AlertService.meteoAlarm.source(
            transport: CurlHTTPClient(), endpoint: testEndpoint(server), languages: ["en"], clock: { now })
        let report = try await source.report(for: amsterdamByPosition, previous: nil)
        #expect(report.alerts.isEmpty)
        #expect(report.unplaced == UnplacedAlerts(
            source: "MeteoAlarm", count: 3, countryCode: "NL", detailsURL: try #require(URL(string: "https://meteoalarm.org/en/live/region/NL"))))
    }
}
