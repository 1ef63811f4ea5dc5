import Foundation
import Testing
@testable import Providers
import TestSupport
import WeatherCore

/// The week before today for the providers without one, from Open-Meteo's forecast API through
/// the real libcurl client against a loopback server: what is asked, what a real answer gives,
/// how often it is asked, and what hostile answers leave.
@Suite("Past days for the other providers from Open-Meteo")
struct PastDaysSourceTests {
    /// Where the real answer was asked for, in the zone it was asked in.
    let kolkata = Place(name: "Kolkata", latitude: 22.625, longitude: 88.375, timeZoneIdentifier: "Asia/Kolkata", countryCode: "IN")
    /// The morning after the real answer's last day (4 June 2025), 10:00 in Kolkata: all its
    /// seven days are past days then.
    let dayAfter = providerTestDate("2025-06-05T04:30:00Z")

    func context(_ server: LocalHTTPServer, clock: ProviderTestClock, directory: URL? = nil) -> WeatherContext {
        WeatherContext(
            normals: nil, airQuality: nil,
            pastDays: OpenMeteoPastDaysSource(
                transport: CurlHTTPClient(clock: clock.function), endpoint: testEndpoint(server), clock: clock.function),
            location: directory.map(CacheLocation.init), clock: clock.function)
    }

    func server(answering body: Data) throws -> LocalHTTPServer {
        try LocalHTTPServer { _ in .data(200, body, contentType: "application/json") }
    }

    func forecast(at date: Date, provider: String = "met-norway") -> Snapshot {
        StubForecastProvider.snapshot(for: kolkata, fetchDate: date, expiration: date + 900, provider: provider)
    }

    func dayNumbers(_ days: [DayWeather]) -> [Int] {
        days.map { LocalDays.dayNumber(of: $0.date, in: kolkata.timeZone) }
    }

    // MARK: A real answer

    /// The real answer's seven days, value for value, yesterday last; credited to Open-Meteo.
    @Test func aRealAnswerGivesTheWeekUpToYesterday() async throws {
        let server = try server(answering: try FixtureLoader.data("open-meteo-daily-kolkata.json"))
        defer { server.stop() }
        let weather = context(server, clock: ProviderTestClock(dayAfter))
        let snapshot = weather.applying(await weather.parts(for: kolkata), to: forecast(at: dayAfter))
        let request = try #require(server.requests.first)
        #expect(server.requestCount == 1)
        #expect(request.pathWithoutQuery == "/v1/forecast")
        #expect(request.queryValue("past_days") == "7" && request.queryValue("forecast_days") == "1")
        #expect(request.queryValue("timezone") == "Asia/Kolkata")
        #expect(request.queryValue("daily") == OpenMeteoProvider.dailyVariables.joined(separator: ","))
        #expect(request.queryValue("hourly") == nil && request.queryValue("current") == nil)

        let days = snapshot.pastDays
        #expect(days.count == 7)
        let today = LocalDays.dayNumber(of: dayAfter, in: kolkata.timeZone)
        #expect(dayNumbers(days) == Array((today - 7)...(today - 1)))
        #expect(days.map(\.highTemperature) == [27.8, 30.9, 30.9, 29.4, 36.5, 36.2, 35.8])
        #expect(days.map(\.lowTemperature) == [26.1, 25.9, 26.8, 26.7, 27.1, 27.5, 27.1])
        #expect(days.map(\.precipitationAmount) == [57.2, 7.4, 23.9, 16, 0.3, 0.3, 4.8])
        // The answer names the code `weathercode` (the old spelling it was asked with): no
        // condition is made up from it.
        #expect(days.allSatisfy { $0.condition == .unknown })
        #expect(snapshot.attributions.map(\.serviceName) == ["Stub Weather", "Open-Meteo.com"])
        #expect(snapshot.sourceFailures.isEmpty)
    }

    /// A provider's own past days win, and a day of the answer that is today or later is never
    /// a past day.
    @Test func ownPastDaysWinAndTodayIsNeverPast() async throws {
        let server = try server(answering: try FixtureLoader.data("open-meteo-daily-kolkata.json"))
        defer { server.stop() }
        // 3 June 2025, 10:00: the answer's 3 and 4 June are today and tomorrow.
        let early = dayAfter - 2 * 86_400
        let weather = context(server, clock: ProviderTestClock(early))
        let parts = await weather.parts(for: kolkata)
        let filled = weather.applying(parts, to: forecast(at: early))
        #expect(filled.pastDays.map(\.highTemperature) == [27.8, 30.9, 30.9, 29.4, 36.5])

        var own = forecast(at: early)
        own.pastDays = [DayWeather(date: early - 86_400, lowTemperature: 1, highTemperature: 2, condition: .clear,
                                   precipitationChance: nil, sunrise: nil, sunset: nil, uvIndexMax: nil)]
        #expect(weather.applying(parts, to: own).pastDays == own.pastDays)
        #expect(weather.applying(parts, to: own).attributions.count == 1)
    }

    // MARK: Its schedule

    /// Past days change once a day: kept until the place's next midnight (across a restart),
    /// then asked once; never sooner than three hours, even across midnight.
    @Test func itIsAskedOnceADayAfterMidnight() async throws {
        let server = try server(answering: try FixtureLoader.data("open-meteo-daily-kolkata.json"))
        defer { server.stop() }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("past-days-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let clock = ProviderTestClock(dayAfter)
        for _ in 0..<50 {
            _ = await context(server, clock: clock, directory: directory).parts(for: kolkata)
            clock.advance(by: 15 * 60)
        }
        // 10:00 + 50 × 15 min = 22:30 the same day: one request all day.
        #expect(server.requestCount == 1)
        clock.advance(by: 90 * 60 + 1)
        let record = await context(server, clock: clock, directory: directory).parts(for: kolkata).pastDays
        #expect(server.requestCount == 2, "asked again after midnight")
        // Asked just after midnight, the next request waits for the next midnight.
        let nextMidnight = LocalDays.start(ofDay: LocalDays.dayNumber(of: clock.now, in: kolkata.timeZone) + 1, in: kolkata.timeZone)
        #expect(record?.nextRequestDate == nextMidnight)

        // Asked at 23:00, the next midnight is an hour away: three hours it is.
        let late = providerTestDate("2025-06-05T17:30:00Z")
        #expect(OpenMeteoPastDaysSource.nextRequestDate(after: late, in: kolkata.timeZone) == late + 3 * 60 * 60)
    }

    /// A failure never breaks the forecast: the past days are absent (or the last ones stay),
    /// the sentence is said, and the service is left alone until the retry.
    @Test func aFailureIsSaidAndLeavesTheForecast() async throws {
        let server = try LocalHTTPServer { _ in .status(503) }
        defer { server.stop() }
        let clock = ProviderTestClock(dayAfter)
        let weather = context(server, clock: clock)
        let failed = weather.applying(await weather.parts(for: kolkata), to: forecast(at: dayAfter))
        #expect(failed.pastDays.isEmpty)
        #expect(failed.sourceFailures.map(\.source) == ["Past days"])
        #expect(failed.attributions.count == 1)
        _ = await weather.parts(for: kolkata)
        #expect(server.requestCount == 1, "not asked again before the retry")
    }

    // MARK: Hostile answers

    func pastDays(answering text: String) async throws -> [DayWeather] {
        let server = try server(answering: Data(text.utf8))
        defer { server.stop() }
        let weather = context(server, clock: ProviderTestClock(dayAfter))
        return weather.applying(await weather.parts(for: kolkata), to: forecast(at: dayAfter)).pastDays
    }

    /// Nulls and impossible values are gaps in their place, a date given twice is left out, a
    /// day missing stays missing: never a neighbour's value in its place.
    @Test func hostileDaysAreGaps() async throws {
        let days = try await pastDays(answering: """
            {"daily": {"time": ["2025-06-01", "2025-06-02", "2025-06-02", "2025-06-04", "2025-06-03", "not a date", "2025-06-05"],
                       "temperature_2m_max": [30, null, 31, 1e308, 29, 28, 40],
                       "temperature_2m_min": [25, 24, 26, 27, 23, 22, 30],
                       "precipitation_sum": [1.5, 2, 3, -4, 0, 0, 9]}}
            """)
        let today = LocalDays.dayNumber(of: dayAfter, in: kolkata.timeZone)
        #expect(dayNumbers(days) == [today - 4, today - 2, today - 1])
        #expect(days.map(\.highTemperature) == [30, 29, nil])
        #expect(days.map(\.lowTemperature) == [25, 23, 27])
        #expect(days.map(\.precipitationAmount) == [1.5, 0, nil])
    }

    @Test func answersWithNothingUsableAddNothing() async throws {
        for text in [
            #"{"daily": {"time": ["2025-06-03", "2025-06-04"], "temperature_2m_max": [null, null], "precipitation_sum": [null, null]}}"#,
            #"{"daily": {"time": ["2025-06-03", "2025-06-04"], "temperature_2m_max": [900, 1e308], "temperature_2m_min": [-500, 70000]}}"#,
            #"{"daily": {"time": ["2025-06-05", "2025-06-06"], "temperature_2m_max": [30, 31]}}"#,
            #"{"daily": {"time": []}}"#,
            #"{"latitude": 22.6}"#,
        ] {
            #expect(try await pastDays(answering: text).isEmpty, "\(text)")
        }
    }

    @Test func answersThatAreNotForecastsAreFailures() async throws {
        for text in [#"{"error": true, "reason": "Parameter 'past_days' is out of allowed range"}"#, "<html>", "[1, 2]"] {
            let server = try server(answering: Data(text.utf8))
            defer { server.stop() }
            let weather = context(server, clock: ProviderTestClock(dayAfter))
            let snapshot = weather.applying(await weather.parts(for: kolkata), to: forecast(at: dayAfter))
            #expect(snapshot.pastDays.isEmpty, "\(text)")
        }
    }

    // MARK: Where it is asked

    /// Its own variable wins, `off` never asks; unset, a self-hosted Open-Meteo named for the
    /// forecast is asked rather than the public service.
    @Test func theAddressFollowsTheForecastsOverride() throws {
        let ownURL = try OpenMeteoPastDaysSource.endpoint(environment: ["WEATHERBOARD_PAST_DAYS_URL": "http://127.0.0.1:1/own",
                                                                       "WEATHERBOARD_OPEN_METEO_URL": "http://127.0.0.1:2"])
        #expect(ownURL?.baseURL.absoluteString == "http://127.0.0.1:1/own")
        let followed = try OpenMeteoPastDaysSource.endpoint(environment: ["WEATHERBOARD_OPEN_METEO_URL": "http://127.0.0.1:2"])
        #expect(followed?.baseURL.absoluteString == "http://127.0.0.1:2")
        #expect(try OpenMeteoPastDaysSource.endpoint(environment: [:])?.baseURL.absoluteString == "https://api.open-meteo.com")
        #expect(try OpenMeteoPastDaysSource.endpoint(environment: ["WEATHERBOARD_PAST_DAYS_URL": "off",
                                                                  "WEATHERBOARD_OPEN_METEO_URL": "http://127.0.0.1:2"]) == nil)
        #expect(throws: ConfigurationError.self) {
            try OpenMeteoPastDaysSource.endpoint(environment: ["WEATHERBOARD_PAST_DAYS_URL": "ftp://example"])
        }
    }
}
