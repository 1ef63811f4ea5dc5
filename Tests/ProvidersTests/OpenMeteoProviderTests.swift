import Foundation
import Testing
import Providers
import TestSupport
import WeatherCore

/// Open-Meteo through the real libcurl client against a loopback server that misbehaves on
/// purpose: every failure must end in its typed error, never a crash.
@Suite("Open-Meteo provider over HTTP")
struct OpenMeteoProviderTests {
    let berlin = Place(name: "Berlin", latitude: 52.524_370_1, longitude: 13.410_53, timeZoneIdentifier: "Europe/Berlin", countryCode: "DE")

    func provider(for server: LocalHTTPServer, clock: @escaping @Sendable () -> Date = Date.init) -> OpenMeteoProvider {
        let endpoint = ServiceEndpoint(baseURL: server.baseURL, isOverridden: true)
        return OpenMeteoProvider(
            transport: CurlHTTPClient(maximumBodySize: 256 * 1024, clock: clock),
            forecastEndpoint: endpoint, geocodingEndpoint: endpoint, clock: clock)
    }

    func error(from server: LocalHTTPServer) async -> WeatherServiceError? {
        do {
            _ = try await provider(for: server).snapshot(for: berlin, previous: nil)
            return nil
        } catch {
            return error
        }
    }

    @Test func requestAsksForEverythingInOneCall() async throws {
        let body = try FixtureLoader.data("open-meteo-forecast-berlin.json")
        let server = try LocalHTTPServer { _ in .data(200, body, contentType: "application/json") }
        let snapshot = try await provider(for: server).snapshot(for: berlin, previous: nil)
        #expect(snapshot.daily.count == 10)
        let request = try #require(server.requests.first)
        #expect(request.pathWithoutQuery == "/v1/forecast")
        #expect(request.queryValue("latitude") == "52.5244")
        #expect(request.queryValue("longitude") == "13.4105")
        #expect(request.queryValue("timezone") == "auto")
        #expect(request.queryValue("forecast_days") == "10")
        #expect(request.queryValue("past_days") == "7", "the week before today rides on the same request")
        #expect(request.queryValue("past_hours") == "24", "and the day before now, for the chart")
        #expect(request.queryValue("current")?.contains("apparent_temperature") == true)
        #expect(request.queryValue("daily")?.contains("sunrise") == true)
        #expect(request.queryValue("forecast_hours") == "49")
        let hourly = Set(request.queryValue("hourly")?.split(separator: ",").map(String.init) ?? [])
        #expect(hourly.isSuperset(of: ["apparent_temperature", "precipitation", "snowfall", "wind_speed_10m", "wind_direction_10m", "wind_gusts_10m"]))
        let daily = Set(request.queryValue("daily")?.split(separator: ",").map(String.init) ?? [])
        #expect(daily.isSuperset(of: ["precipitation_sum", "snowfall_sum", "wind_speed_10m_max", "wind_gusts_10m_max", "precipitation_hours"]))
        #expect(request.queryValue("wind_speed_unit") == nil && request.queryValue("precipitation_unit") == nil,
                "km/h and mm, Open-Meteo's defaults, as the snapshot holds them")
        #expect(request.queryValue("minutely_15") == "precipitation,rain,snowfall,weather_code")
        #expect(request.queryValue("forecast_minutely_15") == "9")
        #expect(server.requestCount == 1, "the minute forecast rides on the one forecast request")
        #expect(snapshot.nextHour?.minutes.count == 8)
        #expect(request.header("user-agent")?.hasPrefix("weatherboard/") == true)
        #expect(request.header("accept-encoding")?.contains("gzip") == true)
    }

    @Test func notModifiedReusesThePreviousSnapshotWithNewDates() async throws {
        let body = try FixtureLoader.data("open-meteo-forecast-berlin.json")
        let server = try LocalHTTPServer { _ in
            .data(200, body, contentType: "application/json", headers: ["ETag": "\"abc\"", "Last-Modified": "Fri, 21 Aug 2026 11:00:00 GMT"])
        }
        let first = try await provider(for: server).snapshot(for: berlin, previous: nil)
        #expect(first.metadata.validators.entityTag == "\"abc\"")
        server.setHandler { _ in .status(304) }
        let later = Date() + 3600
        let second = try await provider(for: server, clock: { later }).snapshot(for: berlin, previous: first)
        #expect(server.requests.last?.header("if-none-match") == "\"abc\"")
        #expect(server.requests.last?.header("if-modified-since") == "Fri, 21 Aug 2026 11:00:00 GMT")
        #expect(second.current == first.current)
        #expect(second.metadata.fetchDate == later)
        #expect(second.metadata.expirationDate > later)
    }

    @Test func badRequestCarriesTheServersReason() async throws {
        let reason = try FixtureLoader.text("open-meteo-error-400.json")
        let server = try LocalHTTPServer { _ in .json(400, reason) }
        guard case .httpStatus(400, let text)? = await error(from: server) else {
            Issue.record("expected HTTP 400")
            return
        }
        #expect(text?.contains("tempeture_2m") == true)
    }

    @Test func rateLimitHonoursRetryAfterAndSendsNothingUntilThen() async throws {
        let server = try LocalHTTPServer { _ in .json(429, #"{"error":true,"reason":"Minutely API request limit exceeded."}"#, headers: ["Retry-After": "60"]) }
        let client = provider(for: server)
        for _ in 0..<3 {
            do {
                _ = try await client.snapshot(for: berlin, previous: nil)
                Issue.record("expected rate limiting")
            } catch {
                guard case .rateLimited(let until) = error else {
                    Issue.record("expected rateLimited, got \(error)")
                    continue
                }
                #expect(until > Date() + 50)
            }
        }
        #expect(server.requestCount == 1)
    }

    @Test func serverErrorsAndGarbageAreTyped() async throws {
        let server = try LocalHTTPServer { _ in .status(500) }
        #expect(await error(from: server) == .httpStatus(500, reason: nil))
        server.setHandler { _ in .status(503) }
        #expect(await error(from: server) == .httpStatus(503, reason: nil))
        server.setHandler { _ in .json(200, "<html>Gateway</html>") }
        guard case .undecodable? = await error(from: server) else {
            Issue.record("garbage must be undecodable")
            return
        }
        server.setHandler { _ in .json(200, #"{"latitude": 1}"#) }
        guard case .undecodable(let detail)? = await error(from: server) else {
            Issue.record("a body without current conditions must be undecodable")
            return
        }
        #expect(detail.contains("current"))
    }

    @Test func truncatedAndOversizedBodiesAreUndecodable() async throws {
        let server = try LocalHTTPServer { _ in .truncated(body: #"{"current": {"time": "2026"#, declaredLength: 4000) }
        guard case .undecodable? = await error(from: server) else {
            Issue.record("truncated must be undecodable")
            return
        }
        server.setHandler { _ in .oversized(byteCount: 1024 * 1024, declaresLength: false) }
        guard case .undecodable(let detail)? = await error(from: server) else {
            Issue.record("oversized must be undecodable")
            return
        }
        #expect(detail.contains("larger"))
    }

    @Test func slowServerTimesOut() async throws {
        let server = try LocalHTTPServer { _ in ScriptedResponse.json(200, "{}").delayed(by: 5) }
        let endpoint = ServiceEndpoint(baseURL: server.baseURL, isOverridden: true)
        let slowTolerant = OpenMeteoProvider(
            transport: ShortTimeoutTransport(base: CurlHTTPClient()), forecastEndpoint: endpoint, geocodingEndpoint: endpoint)
        do {
            _ = try await slowTolerant.snapshot(for: berlin, previous: nil)
            Issue.record("expected a timeout")
        } catch {
            #expect(error == .timedOut)
        }
    }

    @Test func geocodingFindsPlacesAndNoMatchIsEmpty() async throws {
        let body = try FixtureLoader.data("open-meteo-geocoding-berlin.json")
        let server = try LocalHTTPServer { _ in .data(200, body, contentType: "application/json") }
        let places = try await provider(for: server).searchPlaces(matching: "Berlin", limit: 5)
        #expect(places.map(\.countryCode) == ["DE", "US"])
        #expect(server.requests.first?.queryValue("name") == "Berlin")
        #expect(server.requests.first?.queryValue("count") == "5")
        server.setHandler { _ in .json(200, #"{"generationtime_ms": 0.4}"#) }
        #expect(try await provider(for: server).searchPlaces(matching: "Xyzzy", limit: 5).isEmpty)
    }

    @Test func malformedOverrideIsAConfigurationError() {
        #expect(throws: ConfigurationError.self) {
            _ = try OpenMeteoProvider.endpoints(environment: ["WEATHERBOARD_OPEN_METEO_URL": "ftp://example"])
        }
        #expect(throws: ConfigurationError.self) {
            _ = try OpenMeteoProvider.endpoints(environment: ["WEATHERBOARD_GEOCODING_URL": "not a url"])
        }
        let defaults = try? OpenMeteoProvider.endpoints(environment: [:])
        #expect(defaults?.forecast.baseURL.scheme == "https")
        #expect(defaults?.geocoding.baseURL.scheme == "https")
    }
}

/// Shortens every request's timeout so the timeout test takes one second, not twenty.
struct ShortTimeoutTransport: HTTPTransport {
    let base: any HTTPTransport

    func send(_ request: HTTPRequest) async throws(WeatherServiceError) -> HTTPResponse {
        var short = request
        short.timeout = 1
        return try await base.send(short)
    }
}
