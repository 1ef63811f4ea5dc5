import Foundation
import Testing
@testable import Providers
import TestSupport
import WeatherCore

/// Open-Meteo's air-quality API through the real libcurl client against a loopback server.
@Suite("Air quality from Open-Meteo")
struct AirQualitySourceTests {
    let berlin = Place(name: "Berlin", latitude: 52.52, longitude: 13.41, timeZoneIdentifier: "Europe/Berlin", countryCode: "DE")
    /// The fixtures' current hour, 15 April 2026 10:00 UTC.
    let fixtureNow = Date(timeIntervalSince1970: 1_776_247_200)

    func context(_ server: LocalHTTPServer, clock: ProviderTestClock) -> WeatherContext {
        WeatherContext(
            normals: nil,
            airQuality: OpenMeteoAirQualitySource(
                transport: CurlHTTPClient(clock: clock.function), endpoint: testEndpoint(server), clock: clock.function),
            location: nil, clock: clock.function)
    }

    func air(from fixture: String) throws -> AirQuality? {
        try OpenMeteoAirQualityResponse.decode(FixtureLoader.data(fixture)).airQuality(now: fixtureNow)
    }

    func forecast() -> Snapshot {
        StubForecastProvider.snapshot(for: berlin, fetchDate: fixtureNow, expiration: fixtureNow + 900)
    }

    @Test func oneRequestAsksForTheIndicesPollutantsAndPollen() async throws {
        let body = try FixtureLoader.data("open-meteo-air-quality-berlin.json")
        let server = try LocalHTTPServer { _ in .data(200, body, contentType: "application/json") }
        defer { server.stop() }
        _ = await context(server, clock: ProviderTestClock(fixtureNow)).parts(for: berlin)
        let request = try #require(server.requests.first)
        #expect(request.pathWithoutQuery == "/v1/air-quality")
        let current = Set((request.queryValue("current") ?? "").split(separator: ",").map(String.init))
        #expect(current.isSuperset(of: ["european_aqi", "us_aqi", "pm2_5", "pm10", "ozone", "nitrogen_dioxide"]))
        let hourly = Set((request.queryValue("hourly") ?? "").split(separator: ",").map(String.init))
        #expect(hourly == ["alder_pollen", "birch_pollen", "grass_pollen", "mugwort_pollen", "olive_pollen", "ragweed_pollen"])
        #expect(request.header("user-agent")?.hasPrefix("weatherboard/") == true)
    }

    @Test func berlinInBirchSeason() throws {
        let air = try #require(try air(from: "open-meteo-air-quality-berlin.json"))
        #expect(air.date == fixtureNow)
        let european = try #require(air.reading(on: .european))
        #expect(european.index == 42)
        #expect(european.category == .moderate)
        #expect(european.dominantPollutant == .ozone)
        #expect(air.reading(on: .us)?.dominantPollutant == .pm25)
        #expect(air.concentrations[.nitrogenDioxide] == 21.5)
        // The day's peak of birch within the next 24 hours; no zero and no null types, and
        // neither grass before the current hour nor birch two days ahead.
        #expect(air.pollen == [.birch: 120])
    }

    /// Open-Meteo has pollen for Europe only: elsewhere the columns are null, and no pollen is said.
    @Test func noPollenOutsideEurope() throws {
        let air = try #require(try air(from: "open-meteo-air-quality-new-york.json"))
        #expect(air.pollen.isEmpty)
        let us = try #require(air.reading(on: .us))
        #expect(us.index == 112)
        #expect(us.category == .unhealthyForSensitiveGroups)
    }

    /// All null is no data: no air quality at all, rather than an index of zero, and no failure.
    @Test func allNullIsNoData() async throws {
        #expect(try air(from: "open-meteo-air-quality-no-data.json") == nil)
        let body = try FixtureLoader.data("open-meteo-air-quality-no-data.json")
        let server = try LocalHTTPServer { _ in .data(200, body, contentType: "application/json") }
        defer { server.stop() }
        let weather = context(server, clock: ProviderTestClock(fixtureNow))
        let snapshot = weather.applying(await weather.parts(for: berlin), to: forecast())
        #expect(snapshot.airQuality == nil)
        #expect(snapshot.sourceFailures.isEmpty)
        #expect(snapshot.attributions.count == 1)
    }

    @Test func itIsAskedOncePerItsExpiryAndThenConditionally() async throws {
        let body = try FixtureLoader.data("open-meteo-air-quality-berlin.json")
        let server = try LocalHTTPServer { _ in
            .data(200, body, contentType: "application/json", headers: ["Cache-Control": "max-age=5400", "ETag": "\"aq-1\""])
        }
        defer { server.stop() }
        let clock = ProviderTestClock(fixtureNow)
        let weather = context(server, clock: clock)
        let first = weather.applying(await weather.parts(for: berlin), to: forecast())
        #expect(first.airQuality?.europeanIndex == 42)
        // Forecasts come and go every quarter of an hour; the air quality keeps its 90 minutes.
        for _ in 0..<5 {
            clock.advance(by: 15 * 60)
            _ = await weather.parts(for: berlin)
        }
        #expect(server.requestCount == 1)
        clock.advance(by: 15 * 60 + 1)
        server.setHandler { _ in .status(304, headers: ["Cache-Control": "max-age=3600"]) }
        let renewed = weather.applying(await weather.parts(for: berlin), to: forecast())
        #expect(server.requestCount == 2)
        #expect(server.requests.last?.header("if-none-match") == "\"aq-1\"")
        #expect(renewed.airQuality?.europeanIndex == 42)
    }

    /// Without caching headers an answer holds for an hour; a `no-cache` cannot make it shorter.
    @Test func withoutHeadersItHoldsAnHour() async throws {
        let body = try FixtureLoader.data("open-meteo-air-quality-berlin.json")
        let server = try LocalHTTPServer { _ in .data(200, body, contentType: "application/json", headers: ["Cache-Control": "no-cache"]) }
        defer { server.stop() }
        let clock = ProviderTestClock(fixtureNow)
        let weather = context(server, clock: clock)
        let parts = await weather.parts(for: berlin)
        #expect(parts.airQuality?.nextRequestDate == fixtureNow + 60 * 60)
    }

    /// A failed request keeps the last good reading (while it is recent) and says why the air
    /// quality could not be renewed; an old reading is not passed off as the air now.
    @Test func aFailureKeepsTheLastReadingAndSaysSo() async throws {
        let body = try FixtureLoader.data("open-meteo-air-quality-berlin.json")
        let server = try LocalHTTPServer { _ in .data(200, body, contentType: "application/json") }
        defer { server.stop() }
        let clock = ProviderTestClock(fixtureNow)
        let weather = context(server, clock: clock)
        _ = await weather.parts(for: berlin)
        server.setHandler { _ in .status(503) }
        clock.advance(by: 60 * 60)
        let failed = weather.applying(await weather.parts(for: berlin), to: forecast())
        #expect(failed.airQuality?.europeanIndex == 42)
        let failure = try #require(failed.sourceFailures.first)
        #expect(failure.message == "Air-quality readings are unavailable: the service answered HTTP 503.")
        #expect(failure.lastReportDate == fixtureNow)
        // Asked again only after the retry interval, as a failed alert source is.
        clock.advance(by: 60)
        _ = await weather.parts(for: berlin)
        #expect(server.requestCount == 2)
        clock.advance(by: 6 * 60 * 60)
        let old = weather.applying(await weather.parts(for: berlin), to: forecast())
        #expect(server.requestCount == 3)
        #expect(old.airQuality == nil)
        #expect(old.sourceFailures.count == 1)
    }

    /// The forecast with the air-quality part added, the service answering `body` with 200.
    func forecast(withAirQualityAnswering body: Data) async throws -> Snapshot {
        let server = try LocalHTTPServer { _ in .data(200, body, contentType: "application/json") }
        defer { server.stop() }
        let weather = context(server, clock: ProviderTestClock(fixtureNow))
        return weather.applying(await weather.parts(for: berlin), to: forecast())
    }

    /// An error document answered with 200 is a failed read with its reason, said as the air
    /// quality being unavailable: before, the "Air" line simply vanished, as for a place the
    /// service has no data for.
    @Test func anErrorBodyAnsweredWith200IsUnavailableNotNoData() async throws {
        let snapshot = try await forecast(withAirQualityAnswering: Data(
            #"{"error":true,"reason":"Cannot initialize WeatherVariable from invalid String value tomato"}"#.utf8))
        #expect(snapshot.airQuality == nil)
        let failure = try #require(snapshot.sourceFailures.first)
        #expect(failure.message.hasPrefix("Air-quality readings are unavailable"), "\(failure.message)")
        #expect(failure.message.contains("Cannot initialize WeatherVariable"), "\(failure.message)")
    }

    @Test(arguments: ["{}", #"{"current":null}"#, #"{"error":true}"#])
    func aBodyWithoutCurrentIsAFailedRead(body: String) {
        #expect(throws: ResponseDecodingError.self) { try OpenMeteoAirQualityResponse.decode(Data(body.utf8)) }
    }

    /// A reading dated 300 days ahead is no reading of the air now: a failed read, said, and
    /// never shown; the same reading in a record kept from before is not shown either.
    @Test func aReadingFromTheFutureIsNotTheAirNow() async throws {
        let text = try #require(String(data: try FixtureLoader.data("open-meteo-air-quality-berlin.json"), encoding: .utf8))
        let current = try #require(try air(from: "open-meteo-air-quality-berlin.json"))
        let stamp = String(Int(current.date.timeIntervalSince1970))
        let future = String(Int(current.date.timeIntervalSince1970) + 300 * 86_400)
        let body = Data(text.replacingOccurrences(of: "\"time\": \(stamp)", with: "\"time\": \(future)").utf8)
        #expect(body != Data(text.utf8), "the fixture's reading time was moved")
        let snapshot = try await forecast(withAirQualityAnswering: body)
        #expect(snapshot.airQuality == nil)
        let failure = try #require(snapshot.sourceFailures.first)
        #expect(failure.message.contains("ahead of now"), "\(failure.message)")

        var ahead = current
        ahead.date = fixtureNow + 2 * 60 * 60
        #expect(!WeatherContext.isCurrent(ahead, at: fixtureNow))
        ahead.date = fixtureNow + 10 * 60
        #expect(WeatherContext.isCurrent(ahead, at: fixtureNow), "a clock a few minutes off")
    }
}
