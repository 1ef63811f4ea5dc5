import Foundation
import Testing
@testable import Providers
import TestSupport
import WeatherCore

/// Nowcast 2.0 beside Locationforecast: its own request, its own Expires and validators, and
/// silence outside its coverage.
@Suite("MET Norway nowcast")
struct METNowcastTests {
    /// 08:10 in Oslo.
    let start = providerTestDate("2026-09-22T06:10:00Z")
    let oslo = Place(
        name: "Oslo", latitude: 59.913868, longitude: 10.752245, timeZoneIdentifier: "Europe/Oslo", countryCode: "NO")

    func headers(date: Date, lifetime: TimeInterval, lastModified: String) -> [String: String] {
        ["Date": ScriptedResponse.httpDate(date), "Expires": ScriptedResponse.httpDate(date + lifetime), "Last-Modified": lastModified]
    }

    /// A server answering Locationforecast with the Oslo fixture (fresh for 30 minutes) and
    /// the nowcast with `nowcast`.
    func server(nowcast: @escaping @Sendable (RecordedRequest) -> ScriptedResponse) throws -> LocalHTTPServer {
        let forecast = try FixtureLoader.data("met-locationforecast-oslo.json")
        let start = start
        return try LocalHTTPServer { request in
            if request.pathWithoutQuery == "/weatherapi/nowcast/2.0/complete" { return nowcast(request) }
            return .data(200, forecast, contentType: "application/json", headers: [
                "Date": ScriptedResponse.httpDate(start), "Expires": ScriptedResponse.httpDate(start + 1800),
                "Last-Modified": "Tue, 22 Sep 2026 05:30:00 GMT",
            ])
        }
    }

    func provider(_ server: LocalHTTPServer, clock: ProviderTestClock) -> METNorwayForecastProvider {
        METNorwayForecastProvider(
            transport: CurlHTTPClient(clock: clock.function), endpoint: testEndpoint(server), clock: clock.function)
    }

    func requests(to path: String, on server: LocalHTTPServer) -> [RecordedRequest] {
        server.requests.filter { $0.pathWithoutQuery.contains(path) }
    }

    @Test func aRealShapedBodyIsFiveMinuteStepsWithTheFirstHoursKind() throws {
        let response = try METNowcastResponse.decode(try FixtureLoader.data("met-nowcast-oslo.json"))
        let forecast = try #require(METNowcastSource.forecast(from: response, expirationDate: start + 300, validators: HTTPValidators()))
        #expect(forecast.minutes.count == 24)
        #expect(forecast.step == 300)
        #expect(forecast.isEstimated == false)
        #expect(forecast.source == "MET Norway Nowcast")
        #expect(forecast.minutes[4].precipitationIntensity == 0.6)
        #expect(forecast.minutes[4].kind == .rain, "from the first hour's lightrain symbol")
        #expect(forecast.minutes[0].kind == nil, "nothing falls")
        #expect(NextHourOutlook(forecast, now: start) == .starting(
            .rain, intensity: .light, start: providerTestDate("2026-09-22T06:25:00Z"), stop: providerTestDate("2026-09-22T07:00:00Z")))
    }

    @Test func anEmptySeriesOrNoRadarIsNoMinuteForecast() throws {
        let empty = try METNowcastResponse.decode(try FixtureLoader.data("met-nowcast-empty.json"))
        #expect(METNowcastSource.forecast(from: empty, expirationDate: start, validators: HTTPValidators()) == nil)
        let text = try FixtureLoader.text("met-nowcast-oslo.json").replacingOccurrences(
            of: #""radar_coverage": "ok""#, with: #""radar_coverage": "temporarily unavailable""#)
        let withoutRadar = try METNowcastResponse.decode(Data(text.utf8))
        #expect(METNowcastSource.forecast(from: withoutRadar, expirationDate: start, validators: HTTPValidators()) == nil)
    }

    @Test func eachPartIsAskedAgainOnlyWhenItsOwnExpiresHasPassed() async throws {
        let nowcastBody = try FixtureLoader.data("met-nowcast-oslo.json")
        let start = start
        let server = try server { _ in
            .data(200, nowcastBody, contentType: "application/json", headers: [
                "Date": ScriptedResponse.httpDate(start), "Expires": ScriptedResponse.httpDate(start + 300),
                "Last-Modified": "Tue, 22 Sep 2026 06:05:12 GMT",
            ])
        }
        defer { server.stop() }
        let clock = ProviderTestClock(start)
        let provider = provider(server, clock: clock)

        let first = try await provider.snapshot(for: oslo, previous: nil)
        #expect(requests(to: "/locationforecast/", on: server).count == 1)
        let nowcastRequest = try #require(requests(to: "/nowcast/", on: server).first)
        #expect(nowcastRequest.queryValue("lat") == "59.9139")
        #expect(nowcastRequest.header("user-agent")?.hasPrefix("weatherboard/") == true)
        let nextHour = try #require(first.nextHour)
        #expect(nextHour.minutes.count == 24)
        #expect(nextHour.expirationDate == start + 300)
        #expect(first.metadata.expirationDate == start + 300, "the snapshot expires with its earliest part")
        #expect(first.metadata.forecastExpirationDate == start + 1800)

        clock.advance(by: 299)
        #expect(try await provider.snapshot(for: oslo, previous: first) == first)
        #expect(server.requestCount == 2, "neither part before its Expires")

        server.setHandler { request in
            request.pathWithoutQuery.contains("/nowcast/")
                ? .status(304, headers: ["Date": ScriptedResponse.httpDate(start + 300), "Expires": ScriptedResponse.httpDate(start + 600)])
                : .status(500)
        }
        clock.advance(by: 1)
        let second = try await provider.snapshot(for: oslo, previous: first)
        #expect(requests(to: "/locationforecast/", on: server).count == 1, "the forecast is still fresh")
        #expect(requests(to: "/nowcast/", on: server).last?.header("if-modified-since") == "Tue, 22 Sep 2026 06:05:12 GMT")
        #expect(second.nextHour?.minutes == nextHour.minutes, "304 keeps the stored minutes")
        #expect(second.metadata.expirationDate == start + 600)
        #expect(second.metadata.forecastExpirationDate == start + 1800)
        #expect(second.daily == first.daily)
    }

    @Test func aFreshNowcastIsNotAskedAgainWhenOnlyTheForecastIsDue() async throws {
        let nowcastBody = try FixtureLoader.data("met-nowcast-oslo.json")
        let start = start
        let server = try server { _ in
            .data(200, nowcastBody, contentType: "application/json", headers: [
                "Date": ScriptedResponse.httpDate(start), "Expires": ScriptedResponse.httpDate(start + 2400),
            ])
        }
        defer { server.stop() }
        let clock = ProviderTestClock(start)
        let provider = provider(server, clock: clock)
        let first = try await provider.snapshot(for: oslo, previous: nil)
        #expect(first.metadata.expirationDate == start + 1800, "the forecast expires first here")
        clock.advance(by: 1800)
        let second = try await provider.snapshot(for: oslo, previous: first)
        #expect(requests(to: "/locationforecast/", on: server).count == 2)
        #expect(requests(to: "/nowcast/", on: server).count == 1, "its own Expires has not passed")
        #expect(second.nextHour == first.nextHour)
        #expect(second.metadata.expirationDate == start + 2400, "the renewed forecast now outlasts the nowcast")
    }

    @Test(arguments: [422, 404])
    func outsideCoverageIsNoMinuteForecastAndNoFailure(status: Int) async throws {
        let server = try server { _ in .json(status, #"{"code":\#(status),"message":"Location is outside the nowcast coverage area"}"#) }
        defer { server.stop() }
        let snapshot = try await provider(server, clock: ProviderTestClock(start)).snapshot(for: oslo, previous: nil)
        #expect(snapshot.nextHour == nil)
        #expect(snapshot.sourceFailures.isEmpty)
        #expect(snapshot.metadata.expirationDate == start + 1800, "nothing to ask again before the forecast")
        #expect(snapshot.current.temperature == 10)
    }

    @Test func aFailingNowcastKeepsItsLastMinutesAndNeverTheForecastFromWorking() async throws {
        let nowcastBody = try FixtureLoader.data("met-nowcast-oslo.json")
        let start = start
        let server = try server { _ in
            .data(200, nowcastBody, contentType: "application/json", headers: [
                "Date": ScriptedResponse.httpDate(start), "Expires": ScriptedResponse.httpDate(start + 300),
            ])
        }
        defer { server.stop() }
        let clock = ProviderTestClock(start)
        let provider = provider(server, clock: clock)
        let first = try await provider.snapshot(for: oslo, previous: nil)
        let forecast = try FixtureLoader.data("met-locationforecast-oslo.json")
        server.setHandler { request in
            request.pathWithoutQuery.contains("/nowcast/")
                ? .json(500, #"{"message":"trouble"}"#)
                : .data(200, forecast, contentType: "application/json", headers: ["Expires": ScriptedResponse.httpDate(start + 4 * 3600)])
        }
        clock.advance(by: 600)
        let second = try await provider.snapshot(for: oslo, previous: first)
        #expect(second.nextHour?.minutes == first.nextHour?.minutes, "they still reach past now")
        #expect(second.nextHour?.expirationDate == start + 600 + METNowcastSource.failureRetryInterval)
        #expect(second.sourceFailures.isEmpty)

        clock.advance(by: 2 * 3600)
        let later = try await provider.snapshot(for: oslo, previous: second)
        #expect(later.nextHour == nil, "minutes that ended before now are not kept")
    }
}
