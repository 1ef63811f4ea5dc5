import Foundation
import Testing
@testable import Providers
import WeatherCore

@Suite("WeatherKit decoding")
struct WeatherKitDecodingTests {
    let richmond = Place(
        name: "Richmond", latitude: 37.523, longitude: -77.573, timeZoneIdentifier: "America/New_York", countryCode: "US")
    let tromso = Place(name: "Tromsø", latitude: 69.6492, longitude: 18.9553, timeZoneIdentifier: "Europe/Oslo", countryCode: "NO")
    /// 2022-11-07 15:15 UTC, just after the fixture's readTime.
    let fetchDate = weatherKitTime("2022-11-07T15:15:00Z")

    func snapshot(_ fixture: String, place: Place? = nil, fetchDate: Date? = nil, serviceName: String = "Apple Weather") throws -> Snapshot {
        let response = try WeatherKitWeatherResponse.decode(try FixtureLoader.data(fixture))
        return try WeatherKitSnapshotBuilder(
            place: place ?? richmond, fetchDate: fetchDate ?? self.fetchDate, serviceName: serviceName
        ).snapshot(from: response)
    }

    @Test func currentConditionsKeepWeatherKitsMetricUnits() throws {
        let current = try snapshot("weatherkit-weather-full.json").current
        #expect(current.date == weatherKitTime("2022-11-07T15:14:51Z"))
        #expect(current.condition == .clear)
        #expect(current.temperature == 23.32)
        #expect(current.apparentTemperature == 24.40)
        #expect(current.humidity == 0.74)
        #expect(current.windSpeed == 8.59)
        #expect(current.windGust == 19.62)
        #expect(current.windDirection == 0)
        #expect(current.pressure == 1024.49)
        #expect(current.visibility == 29408.91)
        #expect(current.uvIndex == 3)
        #expect(current.isDaylight)
    }

    @Test func hourlyStartsAtTheCurrentHourAndHoldsEveryHourSent() throws {
        let hourly = try snapshot("weatherkit-weather-full.json").hourly
        #expect(hourly.count == 14, "all the fixture's hours from the current one: fewer than Snapshot.hourCount")
        #expect(hourly.first?.date == weatherKitTime("2022-11-07T15:00:00Z"), "the 14:00 hour is over at 15:15")
        #expect(hourly.last?.date == weatherKitTime("2022-11-08T04:00:00Z"))
        #expect(hourly[0].condition == .clear)
        #expect(hourly[1].condition == .partlyCloudy)
        #expect(hourly[0].temperature == 20.5)
        #expect(hourly[0].precipitationChance == 0.05)
    }

    @Test func hoursAndDaysCarryAmountsWithSnowInCentimetres() throws {
        let result = try snapshot("weatherkit-weather-full.json")
        #expect(result.hourly[0].precipitationAmount == 0.4)
        #expect(result.hourly[0].snowfallAmount == 0)
        #expect(result.hourly[0].apparentTemperature != nil)
        #expect(result.daily[0].windSpeedMax == 19.6)
        #expect(result.daily[1].precipitationAmount == 2.83)
        #expect(result.daily[1].snowfallAmount == 1.2, "Apple's 12 mm of snow")
        #expect(result.daily[2].windSpeedMax == nil, "older responses have no windSpeedMax")
        #expect(result.daily[0].precipitationHours == nil, "WeatherKit has none")
    }

    @Test func hoursCarryTheirWindInKilometresPerHour() throws {
        let hourly = try snapshot("weatherkit-weather-full.json").hourly
        #expect(hourly[0].windSpeed == 4.1)
        #expect(hourly[0].windDirection == 188)
        #expect(hourly[0].windGust == 9)
        #expect(hourly.allSatisfy { $0.windSpeed != nil })
    }

    /// An hour without wind, or with wind no air can have, has none; never 0.
    @Test func anHourWithoutPossibleWindHasNone() throws {
        var document = try #require(try JSONSerialization.jsonObject(with: try FixtureLoader.data("weatherkit-weather-full.json")) as? [String: Any])
        var section = try #require(document["forecastHourly"] as? [String: Any])
        var hours = try #require(section["hours"] as? [[String: Any]])
        // hours[0] is over at the fetch time; hours[1] is the snapshot's first.
        for key in ["windSpeed", "windDirection", "windGust"] { hours[1][key] = nil }
        hours[2]["windSpeed"] = -1
        hours[2]["windDirection"] = 400
        hours[2]["windGust"] = 1e12
        section["hours"] = hours
        document["forecastHourly"] = section
        let response = try WeatherKitWeatherResponse.decode(try JSONSerialization.data(withJSONObject: document))
        let hourly = try WeatherKitSnapshotBuilder(place: richmond, fetchDate: fetchDate, serviceName: "Apple Weather")
            .snapshot(from: response).hourly
        for hour in hourly.prefix(2) {
            #expect(hour.windSpeed == nil && hour.windDirection == nil && hour.windGust == nil)
        }
        #expect(hourly[0].temperature == 20.5, "the hour's other values are kept")
        #expect(hourly[2].windSpeed == 4.1)
    }

    @Test func forecastNextHourGivesMinutesWithTheKindOfTheirSummaryPeriod() throws {
        let forecast = try #require(try snapshot("weatherkit-weather-full.json").nextHour)
        #expect(forecast.source == "Apple Weather")
        #expect(forecast.isEstimated == false)
        #expect(forecast.minutes.count == 60)
        #expect(forecast.step == 60)
        #expect(forecast.minutes[20].precipitationIntensity == 1.2)
        #expect(forecast.minutes[20].precipitationChance == 0.6)
        #expect(forecast.minutes[20].kind == .rain)
        #expect(forecast.minutes[0].kind == nil, "a clear period")
        #expect(NextHourOutlook(forecast, now: fetchDate) == .starting(
            .rain, intensity: .light, start: weatherKitTime("2022-11-07T15:35:00Z"), stop: weatherKitTime("2022-11-07T15:55:00Z")))
    }

    @Test func withoutForecastNextHourThereIsNoMinuteForecast() throws {
        #expect(try snapshot("weatherkit-weather-sparse.json").nextHour == nil)
        #expect(try snapshot("weatherkit-weather-no-alerts.json").nextHour == nil)
    }

    @Test func precipitationTypesMapToKinds() {
        #expect(WeatherKitSnapshotBuilder.precipitationKind("rain") == .rain)
        #expect(WeatherKitSnapshotBuilder.precipitationKind("precipitation") == .rain)
        #expect(WeatherKitSnapshotBuilder.precipitationKind("snow") == .snow)
        for mixed in ["sleet", "hail", "mixed"] { #expect(WeatherKitSnapshotBuilder.precipitationKind(mixed) == .mixed) }
        #expect(WeatherKitSnapshotBuilder.precipitationKind("clear") == nil)
        #expect(WeatherKitSnapshotBuilder.precipitationKind(nil) == nil)
    }

    @Test func dailyHoldsTenDaysFromLocalMidnight() throws {
        let daily = try snapshot("weatherkit-weather-full.json").daily
        #expect(daily.count == 10)
        #expect(daily[0].date == weatherKitTime("2022-11-07T05:00:00Z"))
        #expect(daily[0].highTemperature == 26.55)
        #expect(daily[0].lowTemperature == 14.25)
        #expect(daily[0].sunrise == weatherKitTime("2022-11-07T11:41:38Z"))
        #expect(daily[0].sunset == weatherKitTime("2022-11-07T22:06:04Z"))
        #expect(daily[0].uvIndexMax == 4)
        #expect(daily[1].condition == .drizzle)
        #expect(daily[1].precipitationChance == 0.59)
        #expect(daily[9].date == weatherKitTime("2022-11-16T05:00:00Z"))
    }

    @Test func alertsStillInForceAreRankedAndTheCollectionPageStandsInForAMissingLink() throws {
        let result = try snapshot("weatherkit-weather-full.json")
        #expect(result.alertAvailability == .available)
        #expect(result.alerts.map(\.summary) == ["Flash Flood Warning", "Tornado Watch"], "the expired Frost Advisory is dropped")
        let flood = result.alerts[0]
        #expect(flood.severity == .extreme)
        #expect(flood.urgency == .immediate)
        #expect(flood.region == "Henrico")
        #expect(flood.detailsURL.absoluteString.hasPrefix("https://weatherkit.apple.com/alertDetails/index.html?ids=23940bcb-2378-5ae6-99f7-30bafb62c6d8,5d1c"))
        let tornado = result.alerts[1]
        #expect(tornado.id == "23940bcb-2378-5ae6-99f7-30bafb62c6d8")
        #expect(tornado.source == "National Weather Service")
        #expect(tornado.onsetDate == weatherKitTime("2022-11-07T11:15:00Z"))
        #expect(tornado.effectiveDate == weatherKitTime("2022-11-07T11:15:00Z"))
        #expect(tornado.expirationDate == weatherKitTime("2022-11-07T20:00:00Z"))
        #expect(tornado.detailsURL.absoluteString.contains("ids=23940bcb-2378-5ae6-99f7-30bafb62c6d8&lang"))
    }

    @Test func alertEdgeCases() throws {
        let alerts = try snapshot("weatherkit-weather-alerts-edge.json").alerts
        // Alerts 3 (no link) and 4 (relative link) have nowhere to send the user: skipped.
        #expect(alerts.map(\.id) == ["alert-5", "alert-2", "alert-1"])
        #expect(alerts[0].severity == .moderate, "MODERATE parses case-insensitively")
        #expect(alerts[0].source == "Met Office", "a missing source falls back to the provider name")
        #expect(alerts[1].severity == .unknown, "an unknown severity word ranks as unknown")
        #expect(alerts[1].region == "Cumbria")
        #expect(alerts[2].severity == .unknown)
        #expect(alerts[2].region == nil, "no areaName means no region, not a failure")
    }

    @Test func emptyAlertListStillMeansAlertsAreAvailable() throws {
        let result = try snapshot("weatherkit-weather-no-alerts.json")
        #expect(result.alerts.isEmpty)
        #expect(result.alertAvailability == .available)
        #expect(result.hourly.isEmpty && result.daily.isEmpty)
    }

    @Test func expirationIsTheEarliestExpireTimeOfAllDataSets() throws {
        let result = try snapshot("weatherkit-weather-full.json")
        #expect(result.metadata.expirationDate == weatherKitTime("2022-11-07T15:17:49Z"), "the alerts' expiry is earlier than current's")
        #expect(result.metadata.fetchDate == fetchDate)
        #expect(result.metadata.provider == "weatherkit")
        #expect(result.metadata.validators.isEmpty)
    }

    @Test func expirationIsClampedToADay() throws {
        let result = try snapshot("weatherkit-weather-full.json", fetchDate: weatherKitTime("2022-11-01T00:00:00Z"))
        #expect(result.metadata.expirationDate == weatherKitTime("2022-11-02T00:00:00Z"))
    }

    @Test func polarDayWithoutExpireTimesOrSunriseOrAlerts() throws {
        let fetch = weatherKitTime("2026-06-21T10:02:00Z")
        let result = try snapshot("weatherkit-weather-sparse.json", place: tromso, fetchDate: fetch)
        #expect(result.current.condition == .unknown, "VolcanicAsh is not a known code")
        #expect(result.current.windSpeed == nil)
        #expect(result.daily.count == 1)
        #expect(result.daily[0].condition == .mostlyCloudy)
        #expect(result.daily[0].sunrise == nil)
        #expect(result.daily[0].sunset == nil)
        #expect(result.alertAvailability == .noSource)
        #expect(result.metadata.expirationDate == weatherKitTime("2026-06-21T10:03:00Z"), "readTime 09:58 + 5 min")
    }

    @Test func attributionUsesTheServiceNameAndTheMetadataLegalPage() throws {
        let full = try snapshot("weatherkit-weather-full.json", serviceName: "Test Weather")
        #expect(full.attributions.count == 1)
        #expect(full.attributions[0].serviceName == "Test Weather")
        #expect(full.attributions[0].legalPageURL.absoluteString == "https://weatherkit.apple.com/legal-attribution.html")
        #expect(full.attributions[0].legalText?.contains("Test Weather") == true)
        let sparse = try snapshot("weatherkit-weather-sparse.json", place: tromso, fetchDate: weatherKitTime("2026-06-21T10:02:00Z"))
        #expect(sparse.attributions[0].legalPageURL.absoluteString == "https://developer.apple.com/weatherkit/data-source-attribution/")
    }

    @Test(arguments: [
        ("MostlyClear", WeatherCondition.mostlyClear), ("mostlyclear", .mostlyClear), ("HeavySnow", .heavySnow),
        ("SunShowers", .sunShowers), ("Undefined", .unknown), ("", .unknown),
    ])
    func conditionCodesMatchCaseInsensitively(code: String, condition: WeatherCondition) {
        #expect(WeatherKitConditionCode.condition(for: code) == condition)
    }

    @Test func everyConditionCaseHasItsPascalCaseCode() {
        for condition in WeatherCondition.allCases where condition != .unknown {
            let pascal = condition.rawValue.prefix(1).uppercased() + condition.rawValue.dropFirst()
            #expect(WeatherKitConditionCode.condition(for: pascal) == condition)
        }
    }

    @Test func unreadableBodiesAreDescribedByPlace() throws {
        #expect(throws: ResponseDecodingError.self) { try WeatherKitWeatherResponse.decode(Data("<html>".utf8)) }
        do {
            _ = try WeatherKitWeatherResponse.decode(Data(#"{"currentWeather":{"temperature":"warm"}}"#.utf8))
            Issue.record("a string temperature must not decode")
        } catch {
            #expect(error.description == "wrong type at currentWeather.temperature")
        }
        let empty = try WeatherKitWeatherResponse.decode(Data("{}".utf8))
        #expect(throws: ResponseDecodingError.self) {
            try WeatherKitSnapshotBuilder(place: richmond, fetchDate: fetchDate, serviceName: "x").snapshot(from: empty)
        }
    }

    @Test func timestampsWithFractionsAndOffsetsParse() {
        #expect(ISO8601Timestamp.parse("2022-11-07T15:14:51Z") == weatherKitTime("2022-11-07T15:14:51Z"))
        #expect(ISO8601Timestamp.parse("2022-11-07T15:14:51.250Z") == weatherKitTime("2022-11-07T15:14:51Z") + 0.25)
        #expect(ISO8601Timestamp.parse("2022-11-07T10:14:51-05:00") == weatherKitTime("2022-11-07T15:14:51Z"))
        #expect(ISO8601Timestamp.parse("2022-11-07") == nil)
        #expect(WeatherKitTimestamp.string(from: weatherKitTime("2022-11-07T15:14:51Z")) == "2022-11-07T15:14:51Z")
    }
}
