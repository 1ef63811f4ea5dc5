import Foundation
import Testing
@testable import Providers
import WeatherCore

@Suite("Open-Meteo decoding")
struct OpenMeteoDecodingTests {
    let berlin = Place(name: "Berlin", latitude: 52.52, longitude: 13.41, timeZoneIdentifier: "UTC", countryCode: "DE")
    let fetchDate = Date(timeIntervalSince1970: 1_787_311_000)  // 2026-08-21 11:16:40 UTC = 13:16:40 in Berlin

    func berlinTime(_ text: String) -> Date? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Berlin") ?? .gmt
        return OpenMeteoTimestamp.local(text).date(in: calendar)
    }

    func snapshot(_ fixture: String, place: Place? = nil) throws -> Snapshot {
        let response = try OpenMeteoForecastResponse.decode(try FixtureLoader.data(fixture))
        return try OpenMeteoSnapshotBuilder(place: place ?? berlin, fetchDate: fetchDate)
            .snapshot(from: response, validators: HTTPValidators())
    }

    @Test func currentConditionsAreReadInThePlacesTimeZone() throws {
        let result = try snapshot("open-meteo-forecast-berlin.json")
        #expect(result.place.timeZoneIdentifier == "Europe/Berlin")
        #expect(result.current.date == berlinTime("2026-08-21T13:15"))
        #expect(result.current.temperature == 25.3)
        #expect(result.current.apparentTemperature == 24.9)
        #expect(result.current.condition == .sunShowers)
        #expect(result.current.humidity == 0.41)
        #expect(result.current.windSpeed == 11.2)
        #expect(result.current.windDirection == 245)
        #expect(result.current.windGust == 27.4)
        #expect(result.current.pressure == 1012.6)
        #expect(result.current.visibility == 24140)
        #expect(result.current.uvIndex == nil, "null UV stays unknown, not zero")
        #expect(result.current.isDaylight)
    }

    @Test func hourlyStartsAtTheCurrentHourAndHoldsFortyEight() throws {
        let result = try snapshot("open-meteo-forecast-berlin.json")
        #expect(Snapshot.hourCount == 48)
        #expect(result.hourly.count == 48, "the fixture has 72 hours")
        #expect(result.hourly.first?.date == berlinTime("2026-08-21T13:00"))
        #expect(result.hourly.last?.date == berlinTime("2026-08-23T12:00"))
        // 15:00 has a null temperature; 16:00 has code 42, which is not a WMO code.
        #expect(result.hourly[2].temperature == nil)
        #expect(result.hourly[2].condition == .thunderstorms)
        #expect(result.hourly[3].condition == .unknown)
        #expect(result.hourly[3].precipitationChance == nil)
        #expect(result.hourly[0].precipitationChance == 0.2)
    }

    @Test func dailyHoldsTenDaysFromLocalMidnight() throws {
        let result = try snapshot("open-meteo-forecast-berlin.json")
        #expect(result.daily.count == 10)
        #expect(result.daily[0].date == berlinTime("2026-08-21T00:00"))
        #expect(result.daily[0].highTemperature == 27.4)
        #expect(result.daily[0].lowTemperature == 16.2)
        #expect(result.daily[0].sunrise == berlinTime("2026-08-21T06:04"))
        #expect(result.daily[0].sunset == berlinTime("2026-08-21T20:18"))
        #expect(result.daily[2].lowTemperature == nil)
        #expect(result.daily[2].precipitationChance == nil)
        #expect(result.daily[9].condition == .unknown, "code 7 is not in the WMO table")
        #expect(result.daily[8].condition == .strongStorms)
    }

    /// `past_days=7` puts the week before today first in `daily`: it goes to `pastDays`, and
    /// `daily` still starts today, so nothing that means today moves.
    @Test func pastDaysAreKeptApartFromTheForecastDays() throws {
        let result = try snapshot("open-meteo-forecast-berlin-past-days.json")
        let plain = try snapshot("open-meteo-forecast-berlin.json")
        #expect(result.pastDays.count == 7)
        #expect(result.pastDays.first?.date == berlinTime("2026-08-14T00:00"))
        #expect(result.pastDays.last?.date == berlinTime("2026-08-20T00:00"), "yesterday, last")
        #expect(result.pastDays[6].highTemperature == 19.0)
        #expect(result.pastDays[6].lowTemperature == 11.0)
        #expect(result.pastDays[6].precipitationAmount == 12.5)
        #expect(result.pastDays[6].precipitationHours == 9.0)
        #expect(result.pastDays[1].lowTemperature == nil, "a null low stays unknown")
        #expect(result.pastDays[6].sunrise == berlinTime("2026-08-20T06:11"))
        #expect(result.daily == plain.daily, "today is daily[0] with or without past days")
        #expect(result.current == plain.current && result.hourly == plain.hourly && result.nextHour == plain.nextHour)
        #expect(plain.pastDays.isEmpty, "an answer without past days has none")
    }

    /// The hours of the answer before the current conditions' hour (00:00 to 12:00 here, the
    /// answer's current time being 13:15) are `pastHours`, oldest first, with their values;
    /// `hourly` still starts at the current hour, as it did before the past was kept.
    @Test func pastHoursAreKeptApartFromTheForecastHours() throws {
        let result = try snapshot("open-meteo-forecast-berlin-past-days.json")
        #expect(result.pastHours.count == 13)
        #expect(result.pastHours.first?.date == berlinTime("2026-08-21T00:00"))
        #expect(result.pastHours.last?.date == berlinTime("2026-08-21T12:00"), "the hour before the current one, last")
        #expect(result.pastHours.last?.temperature == 23.6)
        #expect(result.pastHours[11].condition == .sunShowers, "WMO 80, rain showers")
        #expect(result.pastHours[10].precipitationChance == 0.45)
        #expect(result.pastHours[0].temperature == 14.0)
        #expect(result.hourly.first?.date == berlinTime("2026-08-21T13:00"), "the hour under way first")
        #expect(result.hourly.first?.temperature == 24.4)
        #expect(result.hourly.count == Snapshot.hourCount)
        #expect(!result.pastHours.contains { result.hourly.map(\.date).contains($0.date) }, "no hour in both")
    }

    /// More hours before now than a day (a server that ignored past_hours) keep the last 24; an
    /// answer whose every hour is past has no hours ahead rather than a past "Now".
    @Test func pastHoursKeepTheLastDayAndNeverBecomeNow() throws {
        let body = try FixtureLoader.data("open-meteo-forecast-berlin-past-days.json")
        var json = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        var current = try #require(json["current"] as? [String: Any])
        current["time"] = "2026-08-24T09:15"
        json["current"] = current
        let response = try OpenMeteoForecastResponse.decode(try JSONSerialization.data(withJSONObject: json))
        let result = try OpenMeteoSnapshotBuilder(place: berlin, fetchDate: fetchDate).snapshot(from: response, validators: HTTPValidators())
        #expect(result.hourly.isEmpty)
        #expect(result.pastHours.count == 24)
        #expect(result.pastHours.first?.date == berlinTime("2026-08-23T00:00"))
        #expect(result.pastHours.last?.date == berlinTime("2026-08-23T23:00"))
    }

    /// An impossible past value is unknown, an hour without a readable time is left out, and
    /// the hours ahead are untouched.
    @Test func hostilePastHoursAreAbsencesNeverWrongValues() throws {
        let body = try FixtureLoader.data("open-meteo-forecast-berlin-past-days.json")
        var json = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        var hourly = try #require(json["hourly"] as? [String: Any])
        var times = try #require(hourly["time"] as? [Any])
        var temperatures = try #require(hourly["temperature_2m"] as? [Any])
        var amounts = try #require(hourly["precipitation"] as? [Any])
        times[2] = "not a time"
        temperatures[12] = 1e308
        amounts[11] = -4
        hourly["time"] = times
        hourly["temperature_2m"] = temperatures
        hourly["precipitation"] = amounts
        json["hourly"] = hourly
        let response = try OpenMeteoForecastResponse.decode(try JSONSerialization.data(withJSONObject: json))
        let result = try OpenMeteoSnapshotBuilder(place: berlin, fetchDate: fetchDate).snapshot(from: response, validators: HTTPValidators())
        #expect(result.pastHours.count == 12)
        #expect(!result.pastHours.contains { $0.date == berlinTime("2026-08-21T02:00") })
        #expect(result.pastHours.last?.temperature == nil)
        #expect(result.pastHours[10].precipitationAmount == nil)
        #expect(result.hourly == (try snapshot("open-meteo-forecast-berlin-past-days.json")).hourly)
    }

    /// More days before today than asked keep the last seven; an answer whose every day is
    /// past (a server behind the clock) has no forecast days rather than a past "Today".
    @Test func pastDaysKeepTheLastWeekAndNeverBecomeToday() throws {
        let body = try FixtureLoader.data("open-meteo-forecast-berlin-past-days.json")
        var json = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        var current = try #require(json["current"] as? [String: Any])
        current["time"] = "2026-09-02T13:15"
        json["current"] = current
        let response = try OpenMeteoForecastResponse.decode(try JSONSerialization.data(withJSONObject: json))
        let result = try OpenMeteoSnapshotBuilder(place: berlin, fetchDate: fetchDate).snapshot(from: response, validators: HTTPValidators())
        #expect(result.daily.isEmpty)
        #expect(result.pastDays.count == 7)
        #expect(result.pastDays.first?.date == berlinTime("2026-08-24T00:00"))
        #expect(result.pastDays.last?.date == berlinTime("2026-08-30T00:00"))
    }

    /// Impossible past values are unknown, a past day without a readable date is left out,
    /// and none of it touches the days ahead.
    @Test func hostilePastDaysAreAbsencesNeverWrongValues() throws {
        let body = try FixtureLoader.data("open-meteo-forecast-berlin-past-days.json")
        var json = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        var daily = try #require(json["daily"] as? [String: Any])
        var times = try #require(daily["time"] as? [Any])
        var highs = try #require(daily["temperature_2m_max"] as? [Any])
        var lows = try #require(daily["temperature_2m_min"] as? [Any])
        var amounts = try #require(daily["precipitation_sum"] as? [Any])
        times[0] = "2026-13-45"
        highs[6] = 1e308
        lows[5] = -500
        amounts[4] = -3
        daily["time"] = times
        daily["temperature_2m_max"] = highs
        daily["temperature_2m_min"] = lows
        daily["precipitation_sum"] = amounts
        json["daily"] = daily
        let response = try OpenMeteoForecastResponse.decode(try JSONSerialization.data(withJSONObject: json))
        let result = try OpenMeteoSnapshotBuilder(place: berlin, fetchDate: fetchDate).snapshot(from: response, validators: HTTPValidators())
        #expect(result.pastDays.map(\.date) == (15...20).map { berlinTime("2026-08-\($0)T00:00") })
        #expect(result.pastDays.last?.highTemperature == nil)
        #expect(result.pastDays.last?.lowTemperature == 11.0)
        #expect(result.pastDays[4].lowTemperature == nil)
        #expect(result.pastDays[3].precipitationAmount == nil)
        #expect(result.daily == (try snapshot("open-meteo-forecast-berlin.json")).daily)
    }

    @Test func attributionAndAlertAvailabilityAreSet() throws {
        let result = try snapshot("open-meteo-forecast-berlin.json")
        #expect(result.attributions.first?.serviceName == "Open-Meteo.com")
        #expect(result.attributions.first?.legalPageURL.absoluteString == "https://open-meteo.com/")
        #expect(result.alerts.isEmpty)
        #expect(result.alertAvailability == .noSource)
        #expect(result.metadata.provider == "open-meteo")
    }

    @Test func expirationIsTheNextQuarterHourClampedToFiveAndSixtyMinutes() throws {
        let result = try snapshot("open-meteo-forecast-berlin.json")
        // 13:15 + 900 s = 13:30 Berlin; the fetch was at 13:16:40, so 13:30 is within bounds.
        #expect(result.metadata.expirationDate == berlinTime("2026-08-21T13:30"))
        let current = Date(timeIntervalSince1970: 0)
        let fetch = Date(timeIntervalSince1970: 100_000)
        #expect(OpenMeteoSnapshotBuilder.expirationDate(currentTime: current, interval: 900, fetchDate: fetch) == fetch + 300)
        #expect(OpenMeteoSnapshotBuilder.expirationDate(currentTime: fetch + 10_000, interval: 900, fetchDate: fetch) == fetch + 3600)
        #expect(OpenMeteoSnapshotBuilder.expirationDate(currentTime: fetch, interval: nil, fetchDate: fetch) == fetch + 900)
    }

    @Test func sparsePolarResponseDecodesWithGaps() throws {
        let svalbard = Place(name: "Longyearbyen", latitude: 78.22, longitude: 15.65, timeZoneIdentifier: "UTC")
        let result = try snapshot("open-meteo-forecast-polar-sparse.json", place: svalbard)
        #expect(result.place.timeZoneIdentifier == "Arctic/Longyearbyen")
        #expect(result.current.temperature == nil)
        #expect(result.current.condition == .unknown)
        #expect(result.hourly.isEmpty)
        #expect(result.daily.count == 2)
        #expect(result.daily[0].sunrise == nil, "polar day has no sunrise")
        #expect(result.daily[0].precipitationChance == nil)
    }

    @Test func responseWithoutCurrentConditionsIsAnError() throws {
        let response = try OpenMeteoForecastResponse.decode(try FixtureLoader.data("open-meteo-forecast-no-current.json"))
        #expect(throws: ResponseDecodingError.self) {
            try OpenMeteoSnapshotBuilder(place: berlin, fetchDate: fetchDate).snapshot(from: response, validators: HTTPValidators())
        }
    }

    @Test func garbageIsADecodingError() {
        #expect(throws: ResponseDecodingError.self) { try OpenMeteoForecastResponse.decode(Data("<html>oops".utf8)) }
        #expect(throws: ResponseDecodingError.self) {
            try OpenMeteoForecastResponse.decode(Data(#"{"current": {"time": 12, "temperature_2m": "warm"}}"#.utf8))
        }
    }

    @Test func timestampsAcceptLocalTextAndUnixSeconds() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "America/New_York") ?? .gmt
        #expect(OpenMeteoTimestamp.unix(1_700_000_000).date(in: calendar) == Date(timeIntervalSince1970: 1_700_000_000))
        // 2026-03-08 is the US spring-forward day: 03:00 local is 07:00 UTC, 01:00 is 06:00 UTC.
        #expect(OpenMeteoTimestamp.local("2026-03-08T03:00").date(in: calendar) == Date(timeIntervalSince1970: 1_772_953_200))
        #expect(OpenMeteoTimestamp.local("2026-03-08T01:00").date(in: calendar) == Date(timeIntervalSince1970: 1_772_949_600))
        // 2026-11-01 is the fall-back day: 00:30 is still EDT (04:30 UTC), 03:00 is EST (08:00 UTC).
        #expect(OpenMeteoTimestamp.local("2026-11-01T00:30").date(in: calendar) == Date(timeIntervalSince1970: 1_793_507_400))
        #expect(OpenMeteoTimestamp.local("2026-11-01T03:00").date(in: calendar) == Date(timeIntervalSince1970: 1_793_520_000))
        #expect(OpenMeteoTimestamp.local("2024-02-29").date(in: calendar) == Date(timeIntervalSince1970: 1_709_182_800))
        #expect(OpenMeteoTimestamp.local("yesterday").date(in: calendar) == nil)
        #expect(OpenMeteoTimestamp.local("2026-08-21T25:00").date(in: calendar) == nil)
        #expect(OpenMeteoTimestamp.local("2026-13-40").date(in: calendar) == nil)
    }

    @Test func hoursAndDaysCarryAmountsFeelsLikeAndWindMaximum() throws {
        let result = try snapshot("open-meteo-forecast-berlin.json")
        #expect(result.hourly[0].apparentTemperature == 23.8)
        #expect(result.hourly[0].precipitationAmount == 0.6)
        #expect(result.hourly[1].precipitationAmount == 1.4)
        #expect(result.hourly[0].snowfallAmount == 0)
        #expect(result.hourly[3].precipitationAmount == nil, "null stays unknown, not zero")
        #expect(result.hourly[3].snowfallAmount == nil)
        #expect(result.daily[0].precipitationAmount == 2.2)
        #expect(result.daily[0].snowfallAmount == 0)
        #expect(result.daily[0].windSpeedMax == 27.4)
        #expect(result.daily[0].precipitationHours == 3)
        #expect(result.daily[3].precipitationAmount == nil)
        #expect(result.daily[3].windSpeedMax == nil)
    }

    @Test func hoursCarryTheirWindInKilometresPerHour() throws {
        let result = try snapshot("open-meteo-forecast-berlin.json")
        #expect(result.hourly[0].windSpeed == 10.8)
        #expect(result.hourly[0].windDirection == 240)
        #expect(result.hourly[0].windGust == 25.9)
        #expect(result.hourly[1].windSpeed == 12.6 && result.hourly[1].windGust == 29.5)
        // 16:00 sends null for all three, and 18:00 no gust: unknown, never calm.
        #expect(result.hourly[3].windSpeed == nil && result.hourly[3].windDirection == nil && result.hourly[3].windGust == nil)
        #expect(result.hourly[5].windSpeed == 7.2 && result.hourly[5].windGust == nil)
        #expect(result.hourly.filter { $0.windSpeed != nil }.count == 47)
    }

    /// Wind the hourly section does not send, or sends as numbers no wind can have, is
    /// missing; never 0. (A column of text makes the whole answer unreadable, as for any column.)
    @Test(arguments: [nil, -7, 1e20])
    func hourlyWindThatIsAbsentOrImpossibleIsMissing(value: Double?) throws {
        var document = try #require(try JSONSerialization.jsonObject(with: try FixtureLoader.data("open-meteo-forecast-berlin.json")) as? [String: Any])
        var hourly = try #require(document["hourly"] as? [String: Any])
        for key in ["wind_speed_10m", "wind_direction_10m", "wind_gusts_10m"] {
            let count = (hourly[key] as? [Any])?.count ?? 0
            hourly[key] = value.map { Array(repeating: $0, count: count) }
        }
        document["hourly"] = hourly
        let response = try OpenMeteoForecastResponse.decode(try JSONSerialization.data(withJSONObject: document))
        let result = try OpenMeteoSnapshotBuilder(place: berlin, fetchDate: fetchDate).snapshot(from: response, validators: HTTPValidators())
        #expect(result.hourly.count == 48)
        #expect(result.hourly.allSatisfy { $0.windSpeed == nil && $0.windDirection == nil && $0.windGust == nil })
        #expect(result.hourly[0].temperature != nil, "the hours' other values are kept")
    }

    @Test func daysCarryTheirStrongestGust() throws {
        let result = try snapshot("open-meteo-forecast-berlin.json")
        #expect(result.daily[0].windGustMax == 52.6)
        #expect(result.daily[4].windGustMax == 61.2)
        #expect(result.daily[3].windGustMax == nil, "null stays unknown, not calm")
    }

    @Test func quarterHoursBecomeTheMinuteForecastEachStartingAQuarterBeforeItsTime() throws {
        let forecast = try #require(try snapshot("open-meteo-forecast-berlin.json").nextHour)
        #expect(forecast.source == "Open-Meteo.com")
        #expect(forecast.isEstimated == false, "Berlin lies in ICON-D2's 15-minute domain")
        #expect(forecast.step == 15 * 60)
        // The 13:15 value sums 13:00 to 13:15, over by the current time (13:15): left out.
        #expect(forecast.minutes.count == 8)
        #expect(forecast.minutes.first?.date == berlinTime("2026-08-21T13:15"))
        #expect(forecast.minutes[1].precipitationIntensity == 0.4, "0.1 mm in a quarter hour is 0.4 mm/h")
        #expect(forecast.minutes[1].kind == .rain)
        #expect(forecast.minutes[0].kind == nil, "nothing falls under code 3")
        #expect(forecast.minutes[5].precipitationIntensity == nil, "null stays unknown")
        let start = try #require(berlinTime("2026-08-21T13:30"))
        let stop = try #require(berlinTime("2026-08-21T14:15"))
        #expect(NextHourOutlook(forecast, now: fetchDate) == .starting(.rain, intensity: .light, start: start, stop: stop))
    }

    @Test func outsideTheNativeRegionsTheMinuteForecastIsEstimatedAndSnowIsSnow() throws {
        let sapporo = Place(name: "Sapporo", latitude: 43.0625, longitude: 141.35, timeZoneIdentifier: "Asia/Tokyo", countryCode: "JP")
        let result = try snapshot("open-meteo-forecast-sapporo-interpolated.json", place: sapporo)
        let forecast = try #require(result.nextHour)
        #expect(forecast.isEstimated, "hourly data interpolated to quarter hours")
        #expect(forecast.minutes.count == 8)
        #expect(forecast.minutes[0].kind == .snow)
        #expect(forecast.minutes.suffix(2).allSatisfy { $0.precipitationIntensity == nil && $0.kind == nil })
        #expect(result.hourly[0].snowfallAmount == 0.77)
        #expect(result.daily[0].snowfallAmount == 4.48)
    }

    @Test func withoutQuarterHoursOrWithOnlyNullsThereIsNoMinuteForecast() throws {
        #expect(try snapshot("open-meteo-forecast-polar-sparse.json").nextHour == nil, "no minutely_15 section")
        let text = try FixtureLoader.text("open-meteo-forecast-sapporo-interpolated.json")
        let allNull = try #require(text.range(of: #""precipitation": ["#)).upperBound
        var body = text
        let end = try #require(body[allNull...].firstIndex(of: "]"))
        body.replaceSubrange(allNull..<end, with: Array(repeating: "null", count: 9).joined(separator: ","))
        let response = try OpenMeteoForecastResponse.decode(Data(body.utf8))
        let sapporo = Place(name: "Sapporo", latitude: 43.0625, longitude: 141.35, timeZoneIdentifier: "Asia/Tokyo")
        let result = try OpenMeteoSnapshotBuilder(place: sapporo, fetchDate: fetchDate).snapshot(from: response, validators: HTTPValidators())
        #expect(result.nextHour == nil)
    }

    @Test func nativeQuarterHoursOnlyInCentralEuropeAndNorthAmerica() {
        #expect(OpenMeteoNativeMinutelyRegions.contains(latitude: 48.14, longitude: 11.58), "Munich")
        #expect(OpenMeteoNativeMinutelyRegions.contains(latitude: 39.74, longitude: -104.99), "Denver")
        #expect(!OpenMeteoNativeMinutelyRegions.contains(latitude: -33.87, longitude: 151.21), "Sydney")
        #expect(!OpenMeteoNativeMinutelyRegions.contains(latitude: 59.91, longitude: 10.75), "Oslo, north of ICON-D2")
        #expect(!OpenMeteoNativeMinutelyRegions.contains(latitude: 40.42, longitude: -3.70), "Madrid, west of it")
    }

    @Test func whatFallsFollowsRainSnowAndFreezingCodes() {
        #expect(OpenMeteoSnapshotBuilder.precipitationKind(rain: 0.2, snowfall: 0, weatherCode: 61) == .rain)
        #expect(OpenMeteoSnapshotBuilder.precipitationKind(rain: 0, snowfall: 0.3, weatherCode: 73) == .snow)
        #expect(OpenMeteoSnapshotBuilder.precipitationKind(rain: 0.1, snowfall: 0.1, weatherCode: 71) == .mixed)
        #expect(OpenMeteoSnapshotBuilder.precipitationKind(rain: 0.3, snowfall: 0, weatherCode: 66) == .mixed, "freezing rain")
        #expect(OpenMeteoSnapshotBuilder.precipitationKind(rain: nil, snowfall: nil, weatherCode: 85) == .snow)
        #expect(OpenMeteoSnapshotBuilder.precipitationKind(rain: 0, snowfall: 0, weatherCode: 2) == nil)
    }

    @Test func everyWMOCodeInTheTableMapsAndOthersAreUnknown() {
        let known = [0, 1, 2, 3, 45, 48, 51, 53, 55, 56, 57, 61, 63, 65, 66, 67, 71, 73, 75, 77, 80, 81, 82, 85, 86, 95, 96, 99]
        for code in known { #expect(WMOWeatherCode.condition(for: code) != .unknown, "code \(code)") }
        for code in [-1, 4, 42, 100, 1000] { #expect(WMOWeatherCode.condition(for: code) == .unknown) }
        #expect(WMOWeatherCode.condition(for: nil) == .unknown)
    }

    @Test func geocodingSkipsIncompleteResultsAndNoMatchIsEmpty() throws {
        let places = try OpenMeteoGeocodingResponse.decode(try FixtureLoader.data("open-meteo-geocoding-berlin.json")).places
        #expect(places.count == 2)
        #expect(places[0].name == "Berlin")
        #expect(places[0].countryCode == "DE")
        #expect(places[0].adminArea == "Berlin")
        #expect(places[0].timeZoneIdentifier == "Europe/Berlin")
        #expect(places[1].adminArea == "New Hampshire")
        let none = try OpenMeteoGeocodingResponse.decode(try FixtureLoader.data("open-meteo-geocoding-empty.json")).places
        #expect(none.isEmpty)
    }
}
