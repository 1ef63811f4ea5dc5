import Foundation
import Testing
import WeatherCore

/// Which station's report stands for a place, and what a stored report may still say.
@Suite("Nearest station observation")
struct StationObservationTests {
    let berlin = Place(name: "Berlin", latitude: 52.52, longitude: 13.41, timeZoneIdentifier: "Europe/Berlin", countryCode: "DE")
    let now = Date(timeIntervalSince1970: 1_796_207_400)  // 2 December 2026 10:30 UTC

    func report(_ id: String, _ latitude: Double, _ longitude: Double, minutesAgo: Double) -> StationObservation {
        StationObservation(
            stationIdentifier: id, stationName: nil, latitude: latitude, longitude: longitude,
            date: now - minutesAgo * 60, temperature: 4)
    }

    /// Brandenburg airport lies about 20 km from Berlin's centre, Tegel about 11, Hamburg 255.
    @Test func theDistanceIsWorkedOutFromBothPositions() {
        let brandenburg = report("EDDB", 52.3514, 13.4939, minutesAgo: 10)
        #expect(abs(brandenburg.distanceKilometres(from: berlin) - 19.6) < 0.5)
    }

    @Test func theNearestStationWinsOverANewerFartherOne() {
        let tegel = report("EDDT", 52.5597, 13.2877, minutesAgo: 50)
        let brandenburg = report("EDDB", 52.3514, 13.4939, minutesAgo: 5)
        #expect(StationObservation.nearest([brandenburg, tegel], to: berlin, at: now)?.stationIdentifier == "EDDT")
    }

    @Test func aStationsNewestReportIsTheOneShown() {
        let older = report("EDDB", 52.3514, 13.4939, minutesAgo: 65)
        let newer = report("EDDB", 52.3514, 13.4939, minutesAgo: 5)
        #expect(StationObservation.nearest([older, newer], to: berlin, at: now) == newer)
    }

    @Test func aStationTooFarAwayIsNone() {
        let hamburg = report("EDDH", 53.6304, 9.9883, minutesAgo: 5)
        let frankfurt = report("EDDF", 50.0333, 8.5706, minutesAgo: 5)
        #expect(StationObservation.nearest([hamburg, frankfurt], to: berlin, at: now) == nil)
        let edge = report("EDAZ", 52.2031, 13.1586, minutesAgo: 5)  // Schönhagen, about 39 km
        #expect(StationObservation.nearest([edge], to: berlin, at: now) == nil)
    }

    @Test func aReportOlderThanTwoHoursOrFromTheFutureIsNone() {
        let lastWeek = report("EDDB", 52.3514, 13.4939, minutesAgo: 7 * 24 * 60)
        let justTooOld = report("EDDB", 52.3514, 13.4939, minutesAgo: 121)
        let ahead = report("EDDB", 52.3514, 13.4939, minutesAgo: -60)
        #expect(StationObservation.nearest([lastWeek, justTooOld, ahead], to: berlin, at: now) == nil)
        let twoHours = report("EDDB", 52.3514, 13.4939, minutesAgo: 120)
        #expect(StationObservation.nearest([twoHours], to: berlin, at: now) == twoHours)
    }

    @Test func noReportsIsNone() {
        #expect(StationObservation.nearest([], to: berlin, at: now) == nil)
    }

    /// A record read back from a file is checked as a decoded report is.
    @Test func rangeCheckTreatsImpossibleValuesAsMissing() throws {
        var stored = report("EDDB", 52.3514, 13.4939, minutesAgo: 5)
        stored.temperature = 12
        stored.dewPoint = 20  // above the temperature: not a dew point
        stored.windSpeed = 0
        stored.windDirection = 0  // calm: no direction
        stored.windGust = 1e9
        stored.pressure = .nan
        stored.visibility = -1
        stored.isVisibilityAtLeast = true
        let checked = try #require(stored.rangeChecked())
        #expect(checked.temperature == 12)
        #expect(checked.dewPoint == nil)
        #expect(checked.windSpeed == 0)
        #expect(checked.windDirection == nil)
        #expect(checked.windGust == nil)
        #expect(checked.pressure == nil)
        #expect(checked.visibility == nil)
        #expect(checked.isVisibilityAtLeast == false)
        stored.latitude = 95
        #expect(stored.rangeChecked() == nil)
        stored.latitude = 52.35
        stored.date = Date(timeIntervalSince1970: 1e15)
        #expect(stored.rangeChecked() == nil)
    }

    @Test func aGustBelowTheSustainedWindIsNoGust() throws {
        var stored = report("EDDB", 52.3514, 13.4939, minutesAgo: 5)
        stored.windSpeed = 40
        stored.windGust = 30
        #expect(try #require(stored.rangeChecked()).windGust == nil)
    }
}
