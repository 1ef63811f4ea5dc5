import Foundation
import Testing
@testable import Providers
import TestSupport
import WeatherCore

/// The context parts as the catalog's stack asks them, beside the forecast, all through the
/// real libcurl client against one loopback server.
@Suite("Context parts beside the forecast")
struct WeatherContextTests {
    /// No national alert source and no fallback: the forecast and the four parts are all there is.
    let nuuk = Place(name: "Nuuk", latitude: 64.1814, longitude: -51.6941, timeZoneIdentifier: "America/Nuuk", countryCode: "GL")
    let now = Date(timeIntervalSince1970: 1_776_247_200)

    func stack(_ server: LocalHTTPServer, environment extra: [String: String] = [:]) throws -> ProviderStack {
        let base = server.baseURL.absoluteString
        var environment = [
            "HOME": "/nonexistent", "WEATHERBOARD_OPEN_METEO_URL": base, "WEATHERBOARD_GEOCODING_URL": base,
            "WEATHERBOARD_ARCHIVE_URL": base, "WEATHERBOARD_AIR_QUALITY_URL": base, "WEATHERBOARD_AVIATIONWEATHER_URL": base,
            "WEATHERBOARD_ENSEMBLE_URL": base,
        ]
        environment.merge(extra) { _, new in new }
        return try ProviderCatalog.makeStack(
            identifier: "open-meteo",
            settings: ProviderSettings(environment: environment, transport: CurlHTTPClient(), clock: { [now] in now }, alertFallback: false))
    }

    @Test func aFailingPartLeavesTheForecastAndTheOtherPart() async throws {
        let forecast = try FixtureLoader.data("open-meteo-forecast-berlin.json")
        let air = try FixtureLoader.data("open-meteo-air-quality-berlin.json")
        let ensemble = try FixtureLoader.data("open-meteo-ensemble/ensemble-berlin-51-members.json")
        let server = try LocalHTTPServer { request in
            switch request.pathWithoutQuery {
            case "/v1/forecast": .data(200, forecast, contentType: "application/json")
            case "/v1/air-quality": .data(200, air, contentType: "application/json")
            case "/api/data/metar": .json(200, "[]")
            case "/v1/ensemble": .data(200, ensemble, contentType: "application/json")
            default: .json(400, #"{"error":true,"reason":"Parameter 'start_date' is out of allowed range"}"#)
            }
        }
        defer { server.stop() }
        let snapshot = try await stack(server).snapshot(for: nuuk, previous: nil)
        #expect(snapshot.daily.count == 10)
        #expect(snapshot.daily.allSatisfy { $0.normalHigh == nil })
        #expect(snapshot.airQuality?.europeanIndex == 42)
        #expect(snapshot.sourceFailures.map(\.source) == ["Climate normals"])
        #expect(snapshot.sourceFailures.first?.message.contains("HTTP 400, Parameter 'start_date' is out of allowed range") == true)
        #expect(snapshot.sourceFailures.allSatisfy { $0.kind == .context })
        #expect(Set(server.requests.map(\.pathWithoutQuery)) == ["/v1/forecast", "/v1/archive", "/v1/air-quality", "/api/data/metar", "/v1/ensemble"])
        #expect(snapshot.observation == nil, "no station reports near Nuuk in this answer")
        #expect(snapshot.ensemble?.memberCount == 51)
    }

    @Test func aFailingForecastFailsTheCallWhateverTheParts() async throws {
        let server = try LocalHTTPServer { request in
            request.pathWithoutQuery == "/v1/forecast" ? .status(500) : .status(404)
        }
        defer { server.stop() }
        await #expect(throws: WeatherServiceError.self) { try await stack(server).snapshot(for: nuuk, previous: nil) }
    }

    @Test func partsTurnedOffAreNeverAsked() async throws {
        let forecast = try FixtureLoader.data("open-meteo-forecast-berlin.json")
        let server = try LocalHTTPServer { _ in .data(200, forecast, contentType: "application/json") }
        defer { server.stop() }
        let off = try stack(server, environment: [
            "WEATHERBOARD_ARCHIVE_URL": "off", "WEATHERBOARD_AIR_QUALITY_URL": "OFF", "WEATHERBOARD_AVIATIONWEATHER_URL": "off",
            "WEATHERBOARD_ENSEMBLE_URL": "off",
        ])
        let snapshot = try await off.snapshot(for: nuuk, previous: nil)
        #expect(server.requests.map(\.pathWithoutQuery) == ["/v1/forecast"])
        #expect(snapshot.sourceFailures.isEmpty)
        #expect(snapshot.airQuality == nil)
        #expect(snapshot.observation == nil)
        #expect(snapshot.ensemble == nil)
    }

    /// A cache file written before the parts existed still reads, and one with an impossible
    /// reading loses only that reading.
    @Test func snapshotsWithAndWithoutThePartsDecode() throws {
        var snapshot = StubForecastProvider.snapshot(for: nuuk, fetchDate: now, expiration: now + 600)
        snapshot.airQuality = AirQuality(date: now, europeanIndex: 5000, usIndex: 61)
        snapshot.daily = [DayWeather(
            date: now, lowTemperature: 1, highTemperature: 9, condition: .clear, precipitationChance: nil, sunrise: nil,
            sunset: nil, uvIndexMax: nil, normalHigh: 400, normalLow: 2, normalPrecipitation: 1.5)]
        snapshot.observation = StationObservation(
            stationIdentifier: "BGGH", stationName: "Nuuk Arpt, GL", latitude: 64.19, longitude: -51.678, date: now - 600,
            temperature: -4, windSpeed: 900)
        let data = try JSONEncoder().encode(snapshot)
        let checked = try JSONDecoder().decode(Snapshot.self, from: data).rangeChecked()
        #expect(checked.airQuality?.europeanIndex == nil)
        #expect(checked.airQuality?.usIndex == 61)
        #expect(checked.daily.first?.normalHigh == nil)
        #expect(checked.daily.first?.normalLow == 2)
        #expect(checked.observation?.temperature == -4)
        #expect(checked.observation?.windSpeed == nil)
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        object["airQuality"] = nil
        object["observation"] = nil
        let old = try JSONDecoder().decode(Snapshot.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(old.airQuality == nil)
        #expect(old.observation == nil)
    }
}
