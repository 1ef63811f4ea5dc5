import Foundation
import Testing
@testable import Providers
import TestSupport
import WeatherCore

@Suite("MET Norway forecast")
struct METForecastTests {
    /// 08:10 in Oslo.
    let fetchDate = providerTestDate("2026-09-22T06:10:00Z")
    let oslo = Place(
        name: "Oslo", latitude: 59.913868, longitude: 10.752245, timeZoneIdentifier: "Europe/Oslo", countryCode: "NO")

    func snapshot(_ fixture: String, place: Place? = nil, fetchDate: Date? = nil) throws -> Snapshot {
        let response = try METForecastResponse.decode(try FixtureLoader.data(fixture))
        let date = fetchDate ?? self.fetchDate
        return try METSnapshotBuilder(place: place ?? oslo, fetchDate: date)
            .snapshot(from: response, expirationDate: date + 3600, validators: HTTPValidators())
    }

    func osloMidnight(_ day: Int) -> Date {
        providerTestDate(String(format: "2026-09-%02dT00:00:00+02:00", day))
    }

    @Test func currentConditionsAreMetricWithComputedWindChill() throws {
        let current = try snapshot("met-locationforecast-oslo.json").current
        #expect(current.date == providerTestDate("2026-09-22T06:00:00Z"))
        #expect(current.temperature == 10)
        #expect(current.windSpeed == 18, "5 m/s")
        #expect(current.windGust == 32.4)
        #expect(current.humidity == 0.8)
        #expect(current.pressure == 1020.5)
        #expect(current.uvIndex == 0)
        #expect(current.condition == .partlyCloudy)
        #expect(current.isDaylight)
        let apparent = try #require(current.apparentTemperature)
        #expect(abs(apparent - 7.58) < 0.05, "wind chill at 10 °C and 18 km/h, got \(apparent)")
    }

    @Test func hourlyHoldsEveryHourlyStep() throws {
        let hourly = try snapshot("met-locationforecast-oslo.json").hourly
        #expect(hourly.count == 42, "every hourly step of the fixture (fewer than Snapshot.hourCount), none of its 6-hourly ones")
        #expect(hourly.first?.date == providerTestDate("2026-09-22T06:00:00Z"))
        #expect(hourly.first?.precipitationChance == 0.3)
        #expect(hourly[9].precipitationChance == 0.7, "15Z")
        #expect(hourly[7].temperature == 17.5, "13Z")
    }

    @Test func hoursCarryAmountsAndFeelsLikeAndDaysSumThem() throws {
        let result = try snapshot("met-locationforecast-oslo.json")
        #expect(result.hourly[1].precipitationAmount == 0.6, "07Z next_1_hours")
        #expect(result.hourly[1].snowfallAmount == nil, "Locationforecast has no snow amount")
        let apparent = try #require(result.hourly[0].apparentTemperature)
        #expect(abs(apparent - 7.58) < 0.05, "the same wind chill as the current conditions, got \(apparent)")
        let today = result.daily[0]
        let amount = try #require(today.precipitationAmount)
        #expect(abs(amount - 2.15) < 1e-9, "the hourly amounts from 08:00")
        #expect(today.precipitationHours == 2, "0.05 mm is too little to count")
        #expect(today.windSpeedMax == 32.4, "9 m/s at 12Z")
        #expect(today.snowfallAmount == nil)
        let sixHourly = try #require(result.daily.first { $0.date == osloMidnight(25) })
        #expect(sixHourly.precipitationAmount == 3.2, "from the 6-hour amounts")
        #expect(sixHourly.precipitationHours == nil, "6-hour periods do not say how many hours were wet")
    }

    @Test func hoursCarryTheirInstantWindInKilometresPerHour() throws {
        let hourly = try snapshot("met-locationforecast-oslo.json").hourly
        #expect(hourly[0].windSpeed == 18, "5 m/s")
        #expect(hourly[0].windDirection == 151.8)
        #expect(hourly[0].windGust == 32.4, "9 m/s")
        #expect(hourly[1].windSpeed == 18 && hourly[1].windGust == nil, "no gust sent: unknown, not calm")
        #expect(hourly[6].windSpeed == 32.4, "9 m/s at 12Z")
    }

    /// A step without wind, or with wind no air can have, has none; never 0.
    @Test func anHourWithoutPossibleWindHasNone() throws {
        var document = try #require(try JSONSerialization.jsonObject(with: try FixtureLoader.data("met-locationforecast-oslo.json")) as? [String: Any])
        var properties = try #require(document["properties"] as? [String: Any])
        var series = try #require(properties["timeseries"] as? [[String: Any]])
        func setDetails(_ index: Int, _ change: (inout [String: Any]) -> Void) throws {
            var data = try #require(series[index]["data"] as? [String: Any])
            var instant = try #require(data["instant"] as? [String: Any])
            var details = try #require(instant["details"] as? [String: Any])
            change(&details)
            instant["details"] = details
            data["instant"] = instant
            series[index]["data"] = data
        }
        try setDetails(0) { for key in ["wind_speed", "wind_from_direction", "wind_speed_of_gust"] { $0[key] = nil } }
        try setDetails(1) { $0["wind_speed"] = -4; $0["wind_from_direction"] = 1e9; $0["wind_speed_of_gust"] = 1e20 }
        properties["timeseries"] = series
        document["properties"] = properties
        let response = try METForecastResponse.decode(try JSONSerialization.data(withJSONObject: document))
        let result = try METSnapshotBuilder(place: oslo, fetchDate: fetchDate)
            .snapshot(from: response, expirationDate: fetchDate + 3600, validators: HTTPValidators())
        for hour in result.hourly.prefix(2) {
            #expect(hour.windSpeed == nil && hour.windDirection == nil && hour.windGust == nil)
        }
        #expect(result.hourly[0].temperature == 10, "the hour's other values are kept")
        #expect(result.hourly[2].windSpeed == 18)
    }

    @Test func daysAreDerivedInThePlacesTimeZone() throws {
        let daily = try snapshot("met-locationforecast-oslo.json").daily
        #expect(daily.count == 9, "22 to 30 September, the 6-hourly tail included")
        #expect(daily.map(\.date) == (22...30).map(osloMidnight))
        #expect(daily[0].highTemperature == 17.5)
        #expect(daily[0].lowTemperature == 9)
        #expect(daily[0].condition == .scatteredThunderstorms, "the weightiest 6-hour symbol")
        #expect(daily[0].precipitationChance == 0.7)
        #expect(daily[0].uvIndexMax == 2.6)
        #expect(daily[0].sunrise == nil)
        // 05:00 local on the 23rd is the cold dip; the typo'd sleet-and-thunder symbol is understood.
        #expect(daily[1].lowTemperature == 2)
        #expect(daily[1].highTemperature == 11)
        #expect(daily[1].condition == .isolatedThunderstorms)
        // From the 24th there is no probability_of_precipitation: unknown, not zero.
        #expect(daily[2].precipitationChance == nil)
        #expect(daily[2].condition == .flurries)
        #expect(daily[2].lowTemperature == 3)
        #expect(daily[2].highTemperature == 10)
        #expect(daily[8].highTemperature == 12)
    }

    @Test func polarDayIsDaylightAtMidnightAndHasNoSunrise() throws {
        let tromso = Place(name: "Tromsø", latitude: 69.6492, longitude: 18.9553, timeZoneIdentifier: "Europe/Oslo", countryCode: "NO")
        let result = try snapshot("met-locationforecast-polar-day.json", place: tromso, fetchDate: providerTestDate("2026-06-21T20:30:00Z"))
        #expect(result.hourly.count == 6)
        #expect(result.hourly.allSatisfy { $0.isDaylight }, "00:00 local is daylight in polar day")
        #expect(result.hourly.map(\.condition) == [.clear, .mostlyClear, .isolatedThunderstorms, .partlyCloudy, .unknown, .foggy])
        #expect(result.daily.allSatisfy { $0.sunrise == nil && $0.sunset == nil })
        #expect(result.daily.first?.precipitationChance == nil)
    }

    @Test(arguments: [
        ("clearsky_polartwilight", WeatherCondition.clear, Bool?.some(false)),
        ("lightssnowshowersandthunder", .isolatedThunderstorms, nil),
        ("heavysnow", .heavySnow, nil), ("fog", .foggy, nil), ("rainshowers_night", .sunShowers, false),
        ("somethingnew_day", .unknown, true),
    ])
    func symbolCodes(code: String, condition: WeatherCondition, daylight: Bool?) {
        #expect(METSymbol(code).condition == condition)
        #expect(METSymbol(code).isDaylight == daylight)
    }

    @Test func followsTheTermsNoRequestBeforeExpiresThenIfModifiedSince() async throws {
        let body = try FixtureLoader.data("met-locationforecast-oslo.json")
        let start = fetchDate
        // Outside the nowcast's coverage, so only Locationforecast has an expiry to keep.
        let server = try LocalHTTPServer { request in
            request.pathWithoutQuery.contains("/nowcast/") ? .json(422, "{}") :
            .data(200, body, contentType: "application/json", headers: [
                "Date": ScriptedResponse.httpDate(start),
                "Expires": ScriptedResponse.httpDate(start + 1800),
                "Last-Modified": "Tue, 22 Sep 2026 05:30:00 GMT",
            ])
        }
        defer { server.stop() }
        var forecastRequests: [RecordedRequest] { server.requests.filter { $0.pathWithoutQuery.contains("/locationforecast/") } }
        let clock = ProviderTestClock(start)
        let provider = METNorwayForecastProvider(
            transport: CurlHTTPClient(clock: clock.function), endpoint: testEndpoint(server), clock: clock.function)

        let first = try await provider.snapshot(for: oslo, previous: nil)
        #expect(forecastRequests.count == 1)
        #expect(first.metadata.expirationDate == start + 1800, "expiration is the Expires header")
        #expect(first.attributions == [METNorwayService.attribution])
        #expect(first.nextHour == nil, "outside the nowcast's coverage")
        let request = try #require(forecastRequests.first)
        #expect(request.pathWithoutQuery == "/weatherapi/locationforecast/2.0/complete")
        #expect(request.queryValue("lat") == "59.9139")
        #expect(request.queryValue("lon") == "10.7522")
        #expect(request.header("user-agent")?.hasPrefix("weatherboard/") == true)
        #expect(request.header("accept-encoding")?.contains("gzip") == true)

        clock.advance(by: 1799)
        let early = try await provider.snapshot(for: oslo, previous: first)
        #expect(server.requestCount == 2, "no request before Expires, even when asked")
        #expect(early == first)

        server.setHandler { _ in
            .status(304, headers: ["Date": ScriptedResponse.httpDate(start + 1800), "Expires": ScriptedResponse.httpDate(start + 3600)])
        }
        clock.advance(by: 1)
        let revalidated = try await provider.snapshot(for: oslo, previous: first)
        #expect(forecastRequests.count == 2)
        #expect(forecastRequests.last?.header("if-modified-since") == "Tue, 22 Sep 2026 05:30:00 GMT")
        #expect(revalidated.daily == first.daily, "304 keeps the stored forecast")
        #expect(revalidated.metadata.expirationDate == start + 3600, "with the new Expires")
        #expect(server.requests.allSatisfy { $0.header("user-agent")?.hasPrefix("weatherboard/") == true })
    }
}
