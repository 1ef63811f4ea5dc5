import Foundation
import Testing
@testable import Providers
import TestSupport
import WeatherCore

/// The Open-Meteo archive through the real libcurl client against a loopback server: what is
/// asked, how the normals come out of ten years, and that a place costs at most a request a week.
@Suite("Climate normals from the Open-Meteo archive")
struct ClimateNormalsSourceTests {
    let berlin = Place(name: "Berlin", latitude: 52.52, longitude: 13.41, timeZoneIdentifier: "Europe/Berlin", countryCode: "DE")

    func context(_ server: LocalHTTPServer, clock: ProviderTestClock, directory: URL? = nil) -> WeatherContext {
        WeatherContext(
            normals: OpenMeteoArchiveSource(transport: CurlHTTPClient(clock: clock.function), endpoint: testEndpoint(server), clock: clock.function),
            airQuality: nil, location: directory.map(CacheLocation.init), clock: clock.function)
    }

    /// A forecast whose days start on `first` (local midnight in Berlin).
    func forecast(days: [String]) -> Snapshot {
        var snapshot = StubForecastProvider.snapshot(
            for: berlin, fetchDate: providerTestDate("2026-02-27T10:00:00Z"), expiration: providerTestDate("2026-02-27T11:00:00Z"))
        snapshot.daily = days.map {
            DayWeather(
                date: providerTestDate($0), lowTemperature: 1, highTemperature: 9, condition: .cloudy, precipitationChance: nil,
                sunrise: nil, sunset: nil, uvIndexMax: nil)
        }
        return snapshot
    }

    @Test func oneRequestAsksForTheLastTenCompleteYears() async throws {
        let body = try FixtureLoader.data("open-meteo-archive-berlin.json")
        let server = try LocalHTTPServer { _ in .data(200, body, contentType: "application/json") }
        defer { server.stop() }
        let clock = ProviderTestClock(providerTestDate("2026-02-27T10:00:00Z"))
        _ = await context(server, clock: clock).parts(for: berlin)
        let request = try #require(server.requests.first)
        #expect(server.requestCount == 1)
        #expect(request.pathWithoutQuery == "/v1/archive")
        #expect(request.queryValue("start_date") == "2016-01-01")
        #expect(request.queryValue("end_date") == "2025-12-31")
        #expect(request.queryValue("daily") == "temperature_2m_max,temperature_2m_min,precipitation_sum")
        #expect(request.queryValue("latitude") == "52.52")
        #expect(request.header("user-agent")?.hasPrefix("weatherboard/") == true)
    }

    /// The fixture's highs are 5 + (year − 2016) + month / 10, its lows 8 less, its
    /// precipitation 3 mm in even years and 1 mm in odd ones; 14 July 2019 and the last three
    /// days of 2025 are null, as the archive's gaps and its late days are.
    @Test func theNormalsComeFromTenYearsIncludingTheLeapDay() async throws {
        let body = try FixtureLoader.data("open-meteo-archive-berlin.json")
        let decoded = try OpenMeteoArchiveResponse.decode(body)
        let normals = try #require(ClimateNormals.averaging(decoded.observations, firstYear: 2016, lastYear: 2025))
        func day(_ month: Int, _ day: Int) throws -> ClimateNormals.Day {
            try #require(normals.days.first { $0.month == month && $0.day == day })
        }
        let january = try day(1, 1)
        #expect(abs((january.high ?? 0) - 9.6) < 1e-9)
        #expect(abs((january.low ?? 0) - 1.6) < 1e-9)
        #expect(january.precipitation == 2)
        // Only 2016, 2020 and 2024 have 29 February: offsets 0, 4 and 8, all even years.
        let leapDay = try day(2, 29)
        #expect(abs((leapDay.high ?? 0) - 9.2) < 1e-9)
        #expect(leapDay.precipitation == 3)
        #expect(leapDay.yearCount == 3)
        let july = try day(7, 14)
        #expect(july.yearCount == 9)
        #expect(abs((july.high ?? 0) - (5 + 42.0 / 9 + 0.7)) < 1e-9)
        let newYearsEve = try day(12, 31)
        #expect(abs((newYearsEve.precipitation ?? 0) - 19.0 / 9) < 1e-9)
        #expect(normals.days.count == 366)
    }

    @Test func eachDayOfTheForecastGetsItsCalendarDaysNormal() async throws {
        let body = try FixtureLoader.data("open-meteo-archive-berlin.json")
        let server = try LocalHTTPServer { _ in .data(200, body, contentType: "application/json") }
        defer { server.stop() }
        let clock = ProviderTestClock(providerTestDate("2026-02-27T10:00:00Z"))
        let weather = context(server, clock: clock)
        // Days start at midnight in Berlin (23:00 UTC in winter); 2026 has no 29 February, so
        // 28 February (9.7) is followed by 1 March (9.8).
        let snapshot = weather.applying(
            await weather.parts(for: berlin), to: forecast(days: ["2026-02-27T23:00:00Z", "2026-02-28T23:00:00Z"]))
        #expect(abs((snapshot.daily[0].normalHigh ?? 0) - 9.7) < 1e-9)
        #expect(abs((snapshot.daily[1].normalHigh ?? 0) - 9.8) < 1e-9)
        #expect(abs((snapshot.daily[1].normalLow ?? 0) - 1.8) < 1e-9)
        #expect(snapshot.daily[1].normalPrecipitation == 2)
        #expect(snapshot.attributions.map(\.serviceName) == ["Stub Weather", "Open-Meteo.com"])
        #expect(snapshot.sourceFailures.isEmpty)
    }

    /// Nothing for the place is said as nothing: no normals, no failure, no attribution.
    @Test func aPlaceWithoutDataGetsNoNormalsAndNoFailure() async throws {
        let body = try FixtureLoader.data("open-meteo-archive-no-data.json")
        let server = try LocalHTTPServer { _ in .data(200, body, contentType: "application/json") }
        defer { server.stop() }
        let clock = ProviderTestClock(providerTestDate("2026-02-27T10:00:00Z"))
        let weather = context(server, clock: clock)
        let snapshot = weather.applying(await weather.parts(for: berlin), to: forecast(days: ["2026-02-27T23:00:00Z"]))
        #expect(snapshot.daily[0].normalHigh == nil)
        #expect(snapshot.daily[0].normalPrecipitation == nil)
        #expect(snapshot.sourceFailures.isEmpty)
        #expect(snapshot.attributions.count == 1)
        // "No data" is an answer too: it is not asked again the next day.
        clock.advance(by: 24 * 60 * 60)
        _ = await weather.parts(for: berlin)
        #expect(server.requestCount == 1)
    }

    @Test func thePlaceIsAskedAtMostOnceAWeekAndConditionallyAfterwards() async throws {
        let body = try FixtureLoader.data("open-meteo-archive-berlin.json")
        let server = try LocalHTTPServer { _ in .data(200, body, contentType: "application/json", headers: ["ETag": "\"normals-1\""]) }
        defer { server.stop() }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("normals-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let clock = ProviderTestClock(providerTestDate("2026-03-02T10:00:00Z"))
        _ = await context(server, clock: clock, directory: directory).parts(for: berlin)
        // A restart six days later (a new process, the same files) asks nothing.
        clock.advance(by: 6 * 24 * 60 * 60)
        let restarted = context(server, clock: clock, directory: directory)
        let parts = await restarted.parts(for: berlin)
        #expect(server.requestCount == 1)
        #expect(parts.normals?.value?.lastYear == 2025)
        // Four weeks after the first request the normals are renewed with a conditional request.
        clock.advance(by: 22 * 24 * 60 * 60)
        server.setHandler { _ in .status(304) }
        let renewed = await restarted.parts(for: berlin)
        #expect(server.requestCount == 2)
        #expect(server.requests.last?.header("if-none-match") == "\"normals-1\"")
        #expect(renewed.normals?.value?.days.count == 366)
        #expect(renewed.normals?.fetchDate == clock.now)
    }

    /// A server error is said, and tried again after minutes, then hours: one bad minute of
    /// the archive no longer leaves the normals missing for a week.
    @Test func aFailureIsSaidAndRetriedWithBackOff() async throws {
        let server = try LocalHTTPServer { _ in .json(500, #"{"error":true,"reason":"Database unavailable"}"#) }
        defer { server.stop() }
        let clock = ProviderTestClock(providerTestDate("2026-02-27T10:00:00Z"))
        let weather = context(server, clock: clock)
        let snapshot = weather.applying(await weather.parts(for: berlin), to: forecast(days: ["2026-02-27T23:00:00Z"]))
        #expect(snapshot.current.temperature == 20)
        #expect(snapshot.daily[0].normalHigh == nil)
        #expect(snapshot.sourceFailures.map(\.message) == [
            "Climate normals are unavailable: the service answered HTTP 500, Database unavailable.",
        ])
        // Asked again after 5 minutes, then 20, then 80: never sooner.
        for wait: TimeInterval in [5 * 60, 20 * 60, 80 * 60] {
            let asked = server.requestCount
            clock.advance(by: wait - 1)
            let meanwhile = weather.applying(await weather.parts(for: berlin), to: forecast(days: ["2026-02-27T23:00:00Z"]))
            #expect(server.requestCount == asked, "not before \(wait) s")
            #expect(meanwhile.sourceFailures.count == 1, "the failure is still said")
            clock.advance(by: 1)
            _ = await weather.parts(for: berlin)
            #expect(server.requestCount == asked + 1, "after \(wait) s")
        }
        // Once the archive answers, the normals are back and the back-off is forgotten.
        let body = try FixtureLoader.data("open-meteo-archive-berlin.json")
        server.setHandler { _ in .data(200, body, contentType: "application/json") }
        clock.advance(by: 320 * 60)
        let recovered = weather.applying(await weather.parts(for: berlin), to: forecast(days: ["2026-02-27T23:00:00Z"]))
        #expect(recovered.daily[0].normalHigh != nil)
        #expect(recovered.sourceFailures.isEmpty)
    }

    /// Only what the archive would refuse again waits the week; all else backs off from minutes.
    @Test func retriesBackOffFromMinutesToTheWeek() async throws {
        let source = OpenMeteoArchiveSource(
            transport: CurlHTTPClient(), endpoint: ServiceEndpoint(baseURL: URL(fileURLWithPath: "/"), isOverridden: true))
        let now = providerTestDate("2026-02-27T10:00:00Z")
        let week = OpenMeteoArchiveSource.minimumInterval
        #expect(source.retryDate(after: .offline("refused"), attempt: 1, now: now) == now + 5 * 60)
        #expect(source.retryDate(after: .httpStatus(500, reason: nil), attempt: 1, now: now) == now + 5 * 60)
        #expect(source.retryDate(after: .httpStatus(503, reason: nil), attempt: 4, now: now) == now + 320 * 60)
        #expect(source.retryDate(after: .undecodable("truncated"), attempt: 2, now: now) == now + 20 * 60)
        #expect(source.retryDate(after: .httpStatus(500, reason: nil), attempt: 7, now: now) == now + week)
        #expect(source.retryDate(after: .httpStatus(500, reason: nil), attempt: 1000, now: now) == now + week)
        #expect(source.retryDate(after: .httpStatus(400, reason: nil), attempt: 1, now: now) == now + week, "a refused request")
        #expect(source.retryDate(after: .httpStatus(408, reason: nil), attempt: 1, now: now) == now + 5 * 60, "a timeout")
        let limit = now + 3600
        #expect(source.retryDate(after: .rateLimited(until: limit), attempt: 1, now: now) == limit)
    }

    /// The window moves on 1 January; the new year's normals are asked for once its last days are in.
    @Test func aNewYearsWindowIsAskedForInJanuary() {
        let zone = TimeZone(identifier: "Europe/Berlin") ?? .current
        let december = providerTestDate("2026-12-20T10:00:00Z")
        let next = OpenMeteoArchiveSource.nextRequestDate(after: december, years: 2016...2025, in: zone)
        #expect(next == providerTestDate("2027-01-07T23:00:00Z"))
        #expect(OpenMeteoArchiveSource.years(at: next, in: zone) == 2017...2026)
        let march = providerTestDate("2026-03-01T10:00:00Z")
        #expect(OpenMeteoArchiveSource.nextRequestDate(after: march, years: 2016...2025, in: zone)
            == march + OpenMeteoArchiveSource.renewalInterval)
    }

    @Test func offTurnsTheArchiveOff() throws {
        #expect(try OpenMeteoArchiveSource.endpoint(environment: ["WEATHERBOARD_ARCHIVE_URL": "off"]) == nil)
        #expect(try OpenMeteoArchiveSource.endpoint(environment: [:])?.baseURL.absoluteString == "https://archive-api.open-meteo.com")
        #expect(throws: ConfigurationError.self) { try OpenMeteoArchiveSource.endpoint(environment: ["WEATHERBOARD_ARCHIVE_URL": "archive"]) }
    }
}
