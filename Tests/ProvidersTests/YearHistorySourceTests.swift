import Foundation
import Testing
@testable import Providers
import TestSupport
import WeatherCore

/// The year view's days from the Open-Meteo archive through the real libcurl client against a
/// loopback server: what is asked, what a real answer gives, and that a place costs at most
/// one request a month.
@Suite("The past year from the Open-Meteo archive")
struct YearHistorySourceTests {
    /// Where the real answer was asked for (21.0° N 96.0° E, dated in GMT as it asked).
    let myanmar = Place(name: "Central Myanmar", latitude: 21.0, longitude: 96.0, timeZoneIdentifier: "GMT", countryCode: "MM")

    func context(_ server: LocalHTTPServer, clock: ProviderTestClock, directory: URL? = nil) -> WeatherContext {
        let transport = CurlHTTPClient(clock: clock.function)
        return WeatherContext(
            normals: nil, airQuality: nil,
            year: OpenMeteoYearSource(transport: transport, endpoint: testEndpoint(server), clock: clock.function),
            location: directory.map(CacheLocation.init), clock: clock.function)
    }

    /// The real answer's 31 days (its last, 17 June 2023) are the window's last 31, value for
    /// value; the 334 days before them, which the answer does not have, are gaps.
    @Test func aRealAnswerFillsTheLastMonthOfTheWindow() throws {
        let body = try FixtureLoader.data("open-meteo-archive-myanmar-2023.json")
        let decoded = try OpenMeteoArchiveResponse.decode(body)
        let history = try #require(YearHistory.filling(endingOn: DateComponents(year: 2023, month: 6, day: 17), from: decoded.observations))
        #expect(history.days.count == 365)
        #expect(history.days.prefix(334).allSatisfy { $0.isGap })
        let month = Array(history.days.suffix(31))
        #expect(month.allSatisfy { !$0.isGap })
        #expect(month.first == .init(year: 2023, month: 5, day: 18, high: 33.8, low: 24.8, precipitation: 0))
        // The monsoon's first cool day: 26.0° and 9.7 mm on 14 June.
        #expect(month[27] == .init(year: 2023, month: 6, day: 14, high: 26.0, low: 23.7, precipitation: 9.7))
        #expect(month.last == .init(year: 2023, month: 6, day: 17, high: 33.0, low: 25.6, precipitation: 0.6))
        // Hand-summed from the answer: 61.8 mm over the month, the hottest day 37.7° on 22 May.
        #expect(abs(month.compactMap(\.precipitation).reduce(0, +) - 61.8) < 1e-9)
        #expect(month.max { ($0.high ?? 0) < ($1.high ?? 0) }.map { [$0.month, $0.day] } == [5, 22])
    }

    @Test func oneRequestAsksForThe365DaysUpToYesterday() async throws {
        let body = try FixtureLoader.data("open-meteo-archive-myanmar-2023.json")
        let server = try LocalHTTPServer { _ in .data(200, body, contentType: "application/json") }
        defer { server.stop() }
        let clock = ProviderTestClock(providerTestDate("2023-06-18T10:00:00Z"))
        let year = await context(server, clock: clock).pastYear(for: myanmar)
        let request = try #require(server.requests.first)
        #expect(server.requestCount == 1)
        #expect(request.pathWithoutQuery == "/v1/archive")
        #expect(request.queryValue("start_date") == "2022-06-18")
        #expect(request.queryValue("end_date") == "2023-06-17")
        #expect(request.queryValue("daily") == "temperature_2m_max,temperature_2m_min,precipitation_sum")
        #expect(request.queryValue("timezone") == "auto")
        #expect(year.year?.value?.lastDay?.high == 33.0)
        #expect(year.normals == nil)
    }

    /// Kept a month, across a restart; then asked for the window that ends on the new yesterday.
    @Test func aPlaceIsAskedAtMostOnceAMonth() async throws {
        let body = try FixtureLoader.data("open-meteo-archive-myanmar-2023.json")
        let server = try LocalHTTPServer { _ in .data(200, body, contentType: "application/json") }
        defer { server.stop() }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("year-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let clock = ProviderTestClock(providerTestDate("2023-06-18T10:00:00Z"))
        _ = await context(server, clock: clock, directory: directory).pastYear(for: myanmar)
        clock.advance(by: 29 * 24 * 60 * 60)
        let restarted = await context(server, clock: clock, directory: directory).pastYear(for: myanmar)
        #expect(server.requestCount == 1)
        #expect(restarted.year?.value?.lastDay.map { [$0.month, $0.day] } == [6, 17])
        clock.advance(by: 1 * 24 * 60 * 60 + 1)
        _ = await context(server, clock: clock, directory: directory).pastYear(for: myanmar)
        #expect(server.requestCount == 2)
        #expect(server.requests.last?.queryValue("end_date") == "2023-07-17")
    }

    /// A failure keeps nothing it did not have and is tried again minutes later, not every time.
    @Test func aFailureIsSaidAndBackedOff() async throws {
        let server = try LocalHTTPServer { _ in .data(500, Data("no".utf8), contentType: "text/plain") }
        defer { server.stop() }
        let clock = ProviderTestClock(providerTestDate("2023-06-18T10:00:00Z"))
        let weather = context(server, clock: clock)
        let failed = await weather.pastYear(for: myanmar)
        #expect(failed.year?.value == nil)
        #expect(failed.year?.failure != nil)
        _ = await weather.pastYear(for: myanmar)
        #expect(server.requestCount == 1)
    }

    @Test func theArchivesVariableTurnsItOff() throws {
        #expect(try OpenMeteoYearSource.endpoint(environment: ["WEATHERBOARD_ARCHIVE_URL": "off"]) == nil)
        #expect(try OpenMeteoYearSource.endpoint(environment: ["WEATHERBOARD_ARCHIVE_URL": "http://127.0.0.1:9"])?.baseURL.absoluteString == "http://127.0.0.1:9")
    }
}
