import Foundation
import Testing
@testable import Providers
import TestSupport
import WeatherCore

@Suite("NWS forecast")
struct NWSForecastTests {
    /// 17:30 in Washington.
    let now = providerTestDate("2024-01-28T22:30:00Z")
    let washington = Place(
        name: "Washington", latitude: 38.889412345, longitude: -77.035212345, timeZoneIdentifier: "UTC", countryCode: "US")

    func fahrenheit(_ value: Double) -> Double { (value - 32) * 5 / 9 }

    func localMidnight(_ text: String) -> Date { providerTestDate(text + "T00:00:00-05:00") }

    /// A server with the three NWS resources, and a provider pointed at it.
    func fixtureServer() throws -> LocalHTTPServer {
        let points = try FixtureLoader.data("nws-points-washington.json")
        let forecast = try FixtureLoader.data("nws-forecast-washington.json")
        let hourly = try FixtureLoader.data("nws-forecast-hourly-washington.json")
        return try LocalHTTPServer { request in
            switch request.pathWithoutQuery {
            case "/points/38.8894,-77.0352": .data(200, points, contentType: "application/geo+json")
            case "/gridpoints/LWX/96,70/forecast":
                .data(200, forecast, contentType: "application/geo+json", headers: ["Cache-Control": "public, max-age=897"])
            case "/gridpoints/LWX/96,70/forecast/hourly":
                .data(200, hourly, contentType: "application/geo+json", headers: ["Cache-Control": "public, max-age=894"])
            default: .json(404, #"{"title":"Not Found"}"#)
            }
        }
    }

    @Test func buildsAMetricSnapshotFromPointsAndBothForecasts() async throws {
        let server = try fixtureServer()
        defer { server.stop() }
        let provider = NWSForecastProvider(transport: CurlHTTPClient(clock: { now }), endpoint: testEndpoint(server), clock: { now })
        let snapshot = try await provider.snapshot(for: washington, previous: nil)

        #expect(snapshot.place.timeZoneIdentifier == "America/New_York", "from /points")
        #expect(snapshot.metadata.provider == "nws")
        #expect(snapshot.metadata.expirationDate == now + 894, "the earlier of the two max-ages")
        #expect(snapshot.attributions.first?.serviceName == "National Weather Service")

        let current = snapshot.current
        #expect(current.date == providerTestDate("2024-01-28T22:00:00Z"))
        #expect(current.temperature == fahrenheit(41))
        #expect(current.condition == .rain, "icon token rain")
        #expect(current.humidity == 0.71)
        #expect(current.windSpeed == 10 * 1.609344)
        #expect(current.windDirection == 315)
        #expect((current.apparentTemperature ?? 99) < fahrenheit(41), "wind chill")

        #expect(snapshot.hourly.count == 20, "every hourly period from the current one (fewer than Snapshot.hourCount)")
        #expect(snapshot.hourly[2].precipitationChance == nil, "null is unknown, not zero")
        #expect(snapshot.hourly[1].precipitationChance == 0.2)
        #expect(snapshot.hourly[0].windSpeed == 10 * 1.609344, "10 mph")
        #expect(snapshot.hourly[0].windDirection == 315, "NW")
        #expect(snapshot.hourly.allSatisfy { $0.windSpeed != nil && $0.windGust == nil }, "the hourly periods send no gust")

        let daily = snapshot.daily
        #expect(daily.count == 8, "Tonight, six day-and-night pairs, and a last day")
        #expect(daily.first?.date == localMidnight("2024-01-28"))
        #expect(daily[0].highTemperature == nil, "only tonight is left of today")
        #expect(daily[0].lowTemperature == fahrenheit(32))
        #expect(daily[1].highTemperature == fahrenheit(51))
        #expect(daily[1].lowTemperature == fahrenheit(34))
        #expect(daily[1].condition == .mostlyCloudy, "bkn")
        #expect(daily[1].precipitationChance == 0.4)
        #expect(daily[2].highTemperature == 12.5, "a QuantitativeValue in degC")
        #expect(daily[2].condition == .scatteredThunderstorms, "tsra_sct")
        #expect(daily[2].precipitationChance == nil)
        #expect(daily[7].lowTemperature == nil)

        #expect(server.requests.allSatisfy { $0.header("user-agent")?.hasPrefix("weatherboard/") == true })
        #expect(server.requests.allSatisfy { $0.header("accept") == "application/geo+json" })
    }

    @Test func pointsAreAskedOnceAndKeptForDays() async throws {
        let server = try fixtureServer()
        defer { server.stop() }
        let clock = ProviderTestClock(now)
        let provider = NWSForecastProvider(
            transport: CurlHTTPClient(clock: clock.function), endpoint: testEndpoint(server), clock: clock.function)
        _ = try await provider.snapshot(for: washington, previous: nil)
        clock.advance(by: 3 * 24 * 3600)
        _ = try await provider.snapshot(for: washington, previous: nil)
        #expect(server.requests.filter { $0.pathWithoutQuery.hasPrefix("/points/") }.count == 1)
        #expect(server.requests.filter { $0.pathWithoutQuery.hasSuffix("/forecast") }.count == 2)
    }

    @Test func outsideTheUSThePointsErrorSurfaces() async throws {
        let server = try LocalHTTPServer { _ in
            .json(404, #"{"title":"Invalid Parameter","detail":"Data Unavailable For Requested Point"}"#)
        }
        defer { server.stop() }
        let provider = NWSForecastProvider(transport: CurlHTTPClient(), endpoint: testEndpoint(server))
        let berlin = Place(name: "Berlin", latitude: 52.52, longitude: 13.41, timeZoneIdentifier: "UTC")
        await #expect(throws: WeatherServiceError.httpStatus(404, reason: "Data Unavailable For Requested Point")) {
            try await provider.snapshot(for: berlin, previous: nil)
        }
    }

    @Test(arguments: [
        ("https://api.weather.gov/icons/land/day/tsra_hi,40/rain?size=medium", "", WeatherCondition.isolatedThunderstorms),
        ("https://api.weather.gov/icons/land/night/skc?size=small", "", .clear),
        ("", "Chance Rain Showers then Mostly Sunny", .sunShowers),
        ("", "Patchy Fog", .foggy),
        ("", "Something Unheard Of", .unknown),
    ])
    func conditionFromIconThenText(icon: String, text: String, condition: WeatherCondition) {
        #expect(NWSCondition.condition(icon: icon, shortForecast: text) == condition)
    }

    /// An hourly period's wind as NWS words it: a range counts as its middle; text without a
    /// number, an unknown compass point or no wind at all is missing, never calm.
    @Test func hourlyWindIsReadFromItsWordsOrMissing() throws {
        var document = try #require(
            try JSONSerialization.jsonObject(with: try FixtureLoader.data("nws-forecast-hourly-washington.json")) as? [String: Any])
        var properties = try #require(document["properties"] as? [String: Any])
        var periods = try #require(properties["periods"] as? [[String: Any]])
        periods[1]["windSpeed"] = "5 to 10 mph"
        periods[1]["windDirection"] = "SSW"
        periods[2]["windSpeed"] = "Calm"
        periods[2]["windDirection"] = "up"
        periods[3]["windSpeed"] = nil
        periods[3]["windDirection"] = nil
        periods[4]["windSpeed"] = "999999 mph"
        properties["periods"] = periods
        document["properties"] = properties
        let hourly = try NWSForecastResponse.decode(try JSONSerialization.data(withJSONObject: document)).properties?.periods ?? []
        let periods12 = try NWSForecastResponse.decode(try FixtureLoader.data("nws-forecast-washington.json")).properties?.periods ?? []
        let snapshot = try NWSSnapshotBuilder(place: washington, fetchDate: now)
            .snapshot(hourly: hourly, periods: periods12, expirationDate: now + 900)
        #expect(snapshot.hourly[1].windSpeed == 7.5 * 1.609344)
        #expect(snapshot.hourly[1].windDirection == 202.5)
        #expect(snapshot.hourly[2].windSpeed == nil && snapshot.hourly[2].windDirection == nil)
        #expect(snapshot.hourly[3].windSpeed == nil && snapshot.hourly[3].windDirection == nil)
        #expect(snapshot.hourly[4].windSpeed == nil, "faster than any wind")
        #expect(snapshot.hourly[4].windDirection == 315 && snapshot.hourly[4].temperature != nil, "the rest of the hour is kept")
    }

    @Test func windSpeedsAndCompassPoints() {
        #expect(NWSUnits.kilometresPerHour("5 to 10 mph") == 7.5 * 1.609344)
        #expect(NWSUnits.kilometresPerHour("12 km/h") == 12)
        #expect(NWSUnits.kilometresPerHour("calm") == nil)
        #expect(NWSUnits.degrees("SSW") == 202.5)
        #expect(NWSUnits.degrees("up") == nil)
    }
}
