import Foundation
import Testing
@testable import Providers
import TestSupport
import WeatherCore

/// The provider over real HTTP (libcurl against `LocalHTTPServer`), with a throwaway key.
@Suite("WeatherKit provider")
struct WeatherKitProviderTests {
    let seattle = Place(
        name: "Seattle", latitude: 47.606_212_34, longitude: -122.332_07, timeZoneIdentifier: "America/Los_Angeles",
        countryCode: "us")
    let richmond = Place(
        name: "Richmond", latitude: 37.523, longitude: -77.573, timeZoneIdentifier: "America/New_York", countryCode: "US")

    /// Serves `weather` for the weather path and `attribution` for `/attribution/…`.
    static func server(weather: ScriptedResponse, attribution: ScriptedResponse? = nil) throws -> LocalHTTPServer {
        let attributionBody = try FixtureLoader.text("weatherkit-attribution.json")
        return try LocalHTTPServer { request in
            if request.pathWithoutQuery.hasPrefix("/attribution/") {
                return attribution ?? .json(200, attributionBody)
            }
            return weather
        }
    }

    static func provider(
        server: LocalHTTPServer, key: WeatherKitTestKey, clock: WeatherKitTestClock, language: String = "en"
    ) -> WeatherKitProvider {
        WeatherKitProvider(
            tokenMinter: WeatherKitTokenMinter(credentials: key.credentials(), clock: clock.function),
            transport: CurlHTTPClient(clock: clock.function),
            endpoint: ServiceEndpoint(baseURL: server.baseURL, isOverridden: true), language: language,
            clock: clock.function, serviceNameCache: WeatherKitServiceNameCache())
    }

    static func failure(_ body: () async throws(WeatherServiceError) -> Snapshot) async -> WeatherServiceError? {
        do {
            _ = try await body()
            return nil
        } catch {
            return error
        }
    }

    @Test func requestCarriesPlaceWindowsAndAVerifiableToken() async throws {
        let key = try WeatherKitTestKey.generate()
        defer { key.remove() }
        let server = try Self.server(weather: .json(200, try FixtureLoader.text("weatherkit-weather-no-alerts.json")))
        defer { server.stop() }
        let clock = WeatherKitTestClock(weatherKitTime("2026-09-01T18:24:28Z"))
        _ = try await Self.provider(server: server, key: key, clock: clock).snapshot(for: seattle, previous: nil)

        let request = try #require(server.requests.first { $0.pathWithoutQuery.hasPrefix("/api/") })
        #expect(request.pathWithoutQuery == "/api/v1/weather/en/47.6062/-122.3321")
        #expect(request.queryValue("dataSets") == "currentWeather,forecastHourly,forecastDaily,forecastNextHour,weatherAlerts")
        #expect(request.queryValue("timezone") == "America/Los_Angeles")
        #expect(request.queryValue("country") == "US")
        #expect(request.queryValue("countryCode") == "US")
        #expect(request.queryValue("hourlyStart") == "2026-09-01T18:00:00Z")
        #expect(request.queryValue("hourlyEnd") == "2026-09-03T19:00:00Z", "48 hours and the one under way")
        #expect(request.queryValue("dailyStart") == "2026-09-01T07:00:00Z", "local midnight in Seattle (PDT)")
        #expect(request.queryValue("dailyEnd") == "2026-09-11T07:00:00Z")

        let authorization = try #require(request.header("authorization"))
        #expect(authorization.hasPrefix("Bearer "))
        let token = String(authorization.dropFirst("Bearer ".count))
        let jwt = try #require(DecodedJWT(token))
        #expect(jwt.header["alg"] as? String == "ES256")
        #expect(jwt.header["kid"] as? String == "3J4F34WN24")
        #expect(jwt.header["id"] as? String == "KC697SNQ2X.com.example.weatherboard")
        #expect(jwt.claims["iss"] as? String == "KC697SNQ2X")
        #expect(jwt.claims["sub"] as? String == "com.example.weatherboard")
        #expect(jwt.claims["iat"] as? Int == 1_788_287_068)
        #expect(jwt.claims["exp"] as? Int == 1_788_287_068 + 600)
        #expect(try key.verifies(token))

        let attribution = try #require(server.requests.first { $0.pathWithoutQuery.hasPrefix("/attribution/") })
        #expect(attribution.pathWithoutQuery == "/attribution/en")
        #expect(attribution.header("authorization") == nil, "the attribution endpoint needs no token")
    }

    @Test func placeWithoutCountrySendsNoCountryAndTheLanguageIsUsed() async throws {
        let key = try WeatherKitTestKey.generate()
        defer { key.remove() }
        let server = try Self.server(weather: .json(200, try FixtureLoader.text("weatherkit-weather-no-alerts.json")))
        defer { server.stop() }
        let clock = WeatherKitTestClock(weatherKitTime("2026-09-01T18:24:28Z"))
        let place = Place(name: "Sea", latitude: -0.000_01, longitude: 150, timeZoneIdentifier: "Nowhere/Unknown")
        _ = try await Self.provider(server: server, key: key, clock: clock, language: "en-GB").snapshot(for: place, previous: nil)

        let request = try #require(server.requests.first { $0.pathWithoutQuery.hasPrefix("/api/") })
        #expect(request.pathWithoutQuery == "/api/v1/weather/en-GB/0/150")
        #expect(request.queryValue("country") == nil)
        #expect(request.queryValue("countryCode") == nil)
        #expect(request.queryValue("timezone") == "UTC", "an unknown zone falls back to UTC, like Place.timeZone")
        #expect(server.requests.contains { $0.pathWithoutQuery == "/attribution/en-GB" })
    }

    @Test func tokenIsReusedThenRemintedAndAttributionIsFetchedOnce() async throws {
        let key = try WeatherKitTestKey.generate()
        defer { key.remove() }
        let server = try Self.server(weather: .json(200, try FixtureLoader.text("weatherkit-weather-no-alerts.json")))
        defer { server.stop() }
        let clock = WeatherKitTestClock(weatherKitTime("2026-09-01T18:24:28Z"))
        let provider = Self.provider(server: server, key: key, clock: clock)

        _ = try await provider.snapshot(for: seattle, previous: nil)
        clock.advance(by: 5 * 60)
        _ = try await provider.snapshot(for: seattle, previous: nil)
        clock.advance(by: 5 * 60)
        _ = try await provider.snapshot(for: seattle, previous: nil)

        let tokens = server.requests.filter { $0.pathWithoutQuery.hasPrefix("/api/") }.compactMap { $0.header("authorization") }
        #expect(tokens.count == 3)
        #expect(tokens[0] == tokens[1], "a token five minutes old is reused")
        #expect(tokens[2] != tokens[1], "a token at its expiry is replaced")
        #expect(try key.verifies(String(tokens[2].dropFirst("Bearer ".count))))
        #expect(server.requests.filter { $0.pathWithoutQuery.hasPrefix("/attribution/") }.count == 1)
    }

    @Test func fullResponseOverHTTP() async throws {
        let key = try WeatherKitTestKey.generate()
        defer { key.remove() }
        let server = try Self.server(
            weather: .json(200, try FixtureLoader.text("weatherkit-weather-full.json")),
            attribution: .json(200, #"{"serviceName":"Test Weather Service"}"#))
        defer { server.stop() }
        let clock = WeatherKitTestClock(weatherKitTime("2022-11-07T15:15:00Z"))
        let snapshot = try await Self.provider(server: server, key: key, clock: clock).snapshot(for: richmond, previous: nil)

        #expect(snapshot.place == richmond)
        #expect(snapshot.alerts.map(\.summary) == ["Flash Flood Warning", "Tornado Watch"])
        #expect(snapshot.alertAvailability == .available)
        #expect(snapshot.metadata.expirationDate == weatherKitTime("2022-11-07T15:17:49Z"))
        #expect(snapshot.metadata.fetchDate == weatherKitTime("2022-11-07T15:15:00Z"))
        #expect(snapshot.hourly.count == 14)
        #expect(snapshot.daily.count == 10)
        #expect(snapshot.attributions.first?.serviceName == "Test Weather Service")
    }

    @Test func attributionFailureFallsBackToAppleWeather() async throws {
        let key = try WeatherKitTestKey.generate()
        defer { key.remove() }
        let server = try Self.server(
            weather: .json(200, try FixtureLoader.text("weatherkit-weather-no-alerts.json")),
            attribution: .json(500, #"{"message":"boom"}"#))
        defer { server.stop() }
        let clock = WeatherKitTestClock(weatherKitTime("2022-11-07T15:15:00Z"))
        let snapshot = try await Self.provider(server: server, key: key, clock: clock).snapshot(for: richmond, previous: nil)
        #expect(snapshot.attributions.first?.serviceName == "Apple Weather")
    }

    @Test(arguments: [
        (401, "weatherkit-error-401.json", "WeatherKit refused the credentials (HTTP 401: NOT_ENABLED)"),
        (403, nil, "WeatherKit refused the credentials (HTTP 403: Access Denied)"),
    ] as [(Int, String?, String)])
    func refusedCredentialsGiveOneSentenceWithTheReason(status: Int, fixture: String?, expected: String) async throws {
        let key = try WeatherKitTestKey.generate()
        defer { key.remove() }
        let body = try fixture.map(FixtureLoader.text)
            ?? #"{"timestamp":"2022-07-10T06:57:42Z","status":403,"error":"Forbidden","message":"Access Denied"}"#
        let server = try Self.server(weather: .json(status, body))
        defer { server.stop() }
        let clock = WeatherKitTestClock(weatherKitTime("2026-09-01T18:24:28Z"))
        let provider = Self.provider(server: server, key: key, clock: clock)
        let error = await Self.failure { () throws(WeatherServiceError) in try await provider.snapshot(for: seattle, previous: nil) }
        #expect(error == .unauthorized(expected))

        // The refused token is not sent again.
        _ = await Self.failure { () throws(WeatherServiceError) in try await provider.snapshot(for: seattle, previous: nil) }
        let tokens = server.requests.compactMap { $0.header("authorization") }
        #expect(tokens.count == 2 && tokens[0] != tokens[1])
    }

    @Test func aRefusalThatEchoesTheTokenDoesNotRepeatIt() async throws {
        let key = try WeatherKitTestKey.generate()
        defer { key.remove() }
        let attributionBody = try FixtureLoader.text("weatherkit-attribution.json")
        let server = try LocalHTTPServer { request in
            if request.pathWithoutQuery.hasPrefix("/attribution/") { return .json(200, attributionBody) }
            // A hostile or careless server quotes the request's credentials back.
            let echoed = request.header("authorization") ?? ""
            return .json(401, #"{"reason":"NOT_ENABLED for Authorization: \#(echoed)"}"#)
        }
        defer { server.stop() }
        let provider = Self.provider(server: server, key: key, clock: WeatherKitTestClock(weatherKitTime("2026-09-01T18:24:28Z")))
        let error = await Self.failure { () throws(WeatherServiceError) in try await provider.snapshot(for: seattle, previous: nil) }
        #expect(error == .unauthorized("WeatherKit refused the credentials (HTTP 401: NOT_ENABLED for Authorization: [redacted])"))
        let sent = try #require(server.requests.compactMap { $0.header("authorization") }.first)
        let token = String(sent.dropFirst("Bearer ".count))
        #expect(token.hasPrefix("eyJ") && !"\(String(describing: error))".contains(token))
    }

    @Test func notFoundKeepsTheStatusAndReason() async throws {
        let key = try WeatherKitTestKey.generate()
        defer { key.remove() }
        let server = try Self.server(weather: .json(404, try FixtureLoader.text("weatherkit-error-404.json")))
        defer { server.stop() }
        let provider = Self.provider(server: server, key: key, clock: WeatherKitTestClock(weatherKitTime("2026-09-01T18:24:28Z")))
        let error = await Self.failure { () throws(WeatherServiceError) in try await provider.snapshot(for: seattle, previous: nil) }
        #expect(error == .httpStatus(404, reason: "Not Found"))
    }

    @Test func garbageBodyIsUndecodable() async throws {
        let key = try WeatherKitTestKey.generate()
        defer { key.remove() }
        let server = try Self.server(weather: .text(200, "<html>maintenance</html>"))
        defer { server.stop() }
        let provider = Self.provider(server: server, key: key, clock: WeatherKitTestClock(weatherKitTime("2026-09-01T18:24:28Z")))
        let error = await Self.failure { () throws(WeatherServiceError) in try await provider.snapshot(for: seattle, previous: nil) }
        #expect(error == .undecodable("WeatherKit: not valid JSON"))
    }

    @Test func badKeyFailsBeforeAnyRequestWithoutLeakingIt() async throws {
        let key = try WeatherKitTestKey.generate()
        defer { key.remove() }
        try Data("not a key at all".utf8).write(to: URL(fileURLWithPath: key.privateKeyPath))
        let server = try Self.server(weather: .json(200, "{}"))
        defer { server.stop() }
        let provider = Self.provider(server: server, key: key, clock: WeatherKitTestClock(weatherKitTime("2026-09-01T18:24:28Z")))
        let error = await Self.failure { () throws(WeatherServiceError) in try await provider.snapshot(for: seattle, previous: nil) }
        #expect(error == .unauthorized("the WeatherKit key at \(key.privateKeyPath) could not be read as an EC P-256 private key"))
        #expect(server.requestCount == 0)
    }

    @Test func endpointComesFromTheEnvironment() throws {
        #expect(try WeatherKitProvider.endpoint(environment: [:]).baseURL.absoluteString == "https://weatherkit.apple.com")
        let overridden = try WeatherKitProvider.endpoint(environment: ["WEATHERBOARD_WEATHERKIT_URL": "http://127.0.0.1:9/wk"])
        #expect(overridden.isOverridden)
        #expect(overridden.baseURL.absoluteString == "http://127.0.0.1:9/wk")
        #expect(throws: ConfigurationError.self) {
            try WeatherKitProvider.endpoint(environment: ["WEATHERBOARD_WEATHERKIT_URL": "ftp://example.com"])
        }
    }
}
