import Foundation
import Testing
@testable import Providers
import TestSupport
import WeatherCore

/// The Aviation Weather Center's METARs through the real libcurl client against a loopback server.
@Suite("Nearest observation from the Aviation Weather Center")
struct AviationWeatherSourceTests {
    /// Knoxville's centre, about 17 km from Tyson airport (KTYS).
    let knoxville = Place(name: "Knoxville", latitude: 35.96, longitude: -83.92, timeZoneIdentifier: "America/New_York", countryCode: "US")
    let berlin = Place(name: "Berlin", latitude: 52.52, longitude: 13.41, timeZoneIdentifier: "Europe/Berlin", countryCode: "DE")
    /// The KTYS fixture's observation, 14 January 2026 22:53 UTC.
    let observed = Date(timeIntervalSince1970: 1_768_431_180)
    var now: Date { observed + 20 * 60 }

    func context(_ server: LocalHTTPServer, clock: ProviderTestClock) -> WeatherContext {
        WeatherContext(
            normals: nil, airQuality: nil,
            observations: AviationWeatherSource(
                transport: CurlHTTPClient(clock: clock.function), endpoint: testEndpoint(server), clock: clock.function),
            location: nil, clock: clock.function)
    }

    func forecast(for place: Place, at date: Date) -> Snapshot {
        StubForecastProvider.snapshot(for: place, fetchDate: date, expiration: date + 900)
    }

    func server(answering fixture: String, headers: [String: String] = [:]) throws -> LocalHTTPServer {
        let body = try FixtureLoader.data("aviationweather/" + fixture)
        return try LocalHTTPServer { _ in .data(200, body, contentType: "application/json", headers: headers) }
    }

    /// The snapshot for `place` at `date` with the observation part added, in one step.
    func snapshot(_ server: LocalHTTPServer, for place: Place, at date: Date) async -> Snapshot {
        let weather = context(server, clock: ProviderTestClock(date))
        return weather.applying(await weather.parts(for: place), to: forecast(for: place, at: date))
    }

    @Test func oneRequestAsksForASmallBoxAroundThePlace() async throws {
        let server = try server(answering: "metar-tool-ktys.json")
        defer { server.stop() }
        _ = await snapshot(server, for: knoxville, at: now)
        let request = try #require(server.requests.first)
        #expect(server.requestCount == 1)
        #expect(request.pathWithoutQuery == "/api/data/metar")
        #expect(request.queryValue("format") == "json")
        let box = try #require(request.queryValue("bbox")).split(separator: ",").compactMap { Double($0) }
        #expect(box.count == 4)
        #expect(box[0] < 35.96 && box[2] > 35.96 && box[1] < -83.92 && box[3] > -83.92)
        // About 33 km each way: wide enough for every station within 30 km, not a region.
        #expect(abs((box[2] - box[0]) - 0.6) < 0.01)
        #expect(abs((box[3] - box[1]) - 0.6 / cos(35.96 * .pi / 180)) < 0.01)
        #expect(request.header("user-agent")?.hasPrefix("weatherboard/") == true)
        #expect(request.header("accept-encoding")?.contains("gzip") == true)
    }

    @Test func theNearestStationsReportIsAddedToTheSnapshot() async throws {
        let server = try server(answering: "metar-tool-ktys.json")
        defer { server.stop() }
        let snapshot = await snapshot(server, for: knoxville, at: now)
        let observation = try #require(snapshot.observation)
        #expect(observation.stationIdentifier == "KTYS")
        #expect(observation.temperature == 6.7)
        #expect(abs(observation.distanceKilometres(from: knoxville) - 16.9) < 0.5)
        #expect(snapshot.attributions.map(\.serviceName).contains("NOAA Aviation Weather Center"))
        #expect(snapshot.sourceFailures.isEmpty)
        #expect(snapshot.current.temperature == 20, "the forecast's own current conditions stay")
    }

    /// METARs come hourly: the service is asked no more often than every ten minutes, whatever
    /// its headers say, and at least every half hour, whatever they say.
    @Test func itIsAskedAtMostEveryTenMinutesAndAtLeastEveryHalfHour() async throws {
        let server = try server(answering: "metar-tool-ktys.json", headers: ["Cache-Control": "max-age=60"])
        defer { server.stop() }
        let clock = ProviderTestClock(now)
        let weather = context(server, clock: clock)
        _ = await weather.parts(for: knoxville)
        for _ in 0..<9 {
            clock.advance(by: 60)
            _ = await weather.parts(for: knoxville)
        }
        #expect(server.requestCount == 1)
        clock.advance(by: 60)
        _ = await weather.parts(for: knoxville)
        #expect(server.requestCount == 2)

        let body = try FixtureLoader.data("aviationweather/metar-tool-ktys.json")
        server.setHandler { _ in .data(200, body, contentType: "application/json", headers: ["Cache-Control": "max-age=86400"]) }
        clock.advance(by: 10 * 60)
        let parts = await weather.parts(for: knoxville)
        #expect(server.requestCount == 3)
        #expect(parts.observations?.nextRequestDate == clock.now + 30 * 60)
    }

    /// The record outlives its report: two hours after the observation it is no longer shown,
    /// though the service still answers with it, and that is no failure.
    @Test func aReportOlderThanTwoHoursIsNoLongerShown() async throws {
        let server = try server(answering: "metar-tool-ktys.json")
        defer { server.stop() }
        let clock = ProviderTestClock(now)
        let weather = context(server, clock: clock)
        #expect(weather.applying(await weather.parts(for: knoxville), to: forecast(for: knoxville, at: now)).observation != nil)
        clock.advance(by: 2 * 60 * 60)
        let later = weather.applying(await weather.parts(for: knoxville), to: forecast(for: knoxville, at: clock.now))
        #expect(later.observation == nil)
        #expect(later.sourceFailures.isEmpty)
        #expect(!later.attributions.map(\.serviceName).contains("NOAA Aviation Weather Center"))
    }

    /// A failure never breaks the forecast: the last report stays while it is current, and the
    /// sentence says why it could not be renewed; the service is left alone until the retry.
    @Test func aFailureKeepsTheLastReportAndSaysSo() async throws {
        let server = try server(answering: "metar-tool-ktys.json")
        defer { server.stop() }
        let clock = ProviderTestClock(now)
        let weather = context(server, clock: clock)
        _ = await weather.parts(for: knoxville)
        server.setHandler { _ in .status(503) }
        clock.advance(by: 30 * 60)
        let failed = weather.applying(await weather.parts(for: knoxville), to: forecast(for: knoxville, at: clock.now))
        #expect(server.requestCount == 2)
        #expect(failed.observation?.stationIdentifier == "KTYS")
        let failure = try #require(failed.sourceFailures.first)
        #expect(failure.message == "Station observations are unavailable: the service answered HTTP 503.")
        #expect(failed.current.temperature == 20)
        clock.advance(by: 60)
        _ = await weather.parts(for: knoxville)
        #expect(server.requestCount == 2)
    }

    @Test func anHTMLPageIsAFailedReadNotAnObservation() async throws {
        let server = try server(answering: "hostile-html-error.html")
        defer { server.stop() }
        let snapshot = await snapshot(server, for: knoxville, at: now)
        #expect(snapshot.observation == nil)
        let failure = try #require(snapshot.sourceFailures.first)
        #expect(failure.message.hasPrefix("Station observations are unavailable"), "\(failure.message)")
        #expect(snapshot.current.temperature == 20)
    }

    /// No station in the box, said as `[]` or as "No Content", is nothing to show and no failure.
    @Test func noReportsIsNoObservationAndNoFailure() async throws {
        let empty = try server(answering: "empty.json")
        defer { empty.stop() }
        let fromEmpty = await snapshot(empty, for: knoxville, at: now)
        #expect(fromEmpty.observation == nil)
        #expect(fromEmpty.sourceFailures.isEmpty)
        let noContent = try LocalHTTPServer { _ in .status(204) }
        defer { noContent.stop() }
        let fromNoContent = await snapshot(noContent, for: knoxville, at: now)
        #expect(fromNoContent.observation == nil)
        #expect(fromNoContent.sourceFailures.isEmpty)
    }

    /// Frankfurt now and Brandenburg a week ago: neither stands for Berlin now.
    @Test func aFarStationAndAWeekOldReportAreNone() async throws {
        let server = try server(answering: "hostile-far-and-old.json")
        defer { server.stop() }
        let snapshot = await snapshot(server, for: berlin, at: Date(timeIntervalSince1970: 1_796_207_400))
        #expect(snapshot.observation == nil)
        #expect(snapshot.sourceFailures.isEmpty)
    }

    @Test func theEndpointFollowsItsVariable() throws {
        let standard = try #require(try AviationWeatherSource.endpoint(environment: [:]))
        #expect(standard.baseURL.host == "aviationweather.gov")
        #expect(try AviationWeatherSource.endpoint(environment: ["WEATHERBOARD_AVIATIONWEATHER_URL": "off"]) == nil)
        let moved = try #require(try AviationWeatherSource.endpoint(environment: ["WEATHERBOARD_AVIATIONWEATHER_URL": "http://127.0.0.1:9"]))
        #expect(moved.baseURL.absoluteString.hasPrefix("http://127.0.0.1:9"))
        #expect(throws: ConfigurationError.self) {
            try AviationWeatherSource.endpoint(environment: ["WEATHERBOARD_AVIATIONWEATHER_URL": "aviationweather"])
        }
    }

    /// Near the date line and the poles the box stays on the map.
    @Test func theBoxStaysOnTheMap() throws {
        let fiji = Place(name: "Taveuni", latitude: -16.8, longitude: 179.9, timeZoneIdentifier: "Pacific/Fiji")
        let alert = Place(name: "Alert", latitude: 82.5, longitude: -62.3, timeZoneIdentifier: "America/Toronto")
        let pole = Place(name: "South Pole", latitude: -89.9, longitude: 0, timeZoneIdentifier: "Antarctica/McMurdo")
        for place in [fiji, alert, pole] {
            let box = AviationWeatherSource.boundingBox(around: place).split(separator: ",").compactMap { Double($0) }
            #expect(box.count == 4)
            #expect(Place.latitudes.contains(box[0]) && Place.latitudes.contains(box[2]), "\(place.name)")
            #expect(Place.longitudes.contains(box[1]) && Place.longitudes.contains(box[3]), "\(place.name)")
            #expect(box[0] < box[2] && box[1] < box[3], "\(place.name)")
        }
    }
}
