import Foundation
import WeatherCore

/// Turns a decoded Open-Meteo response into a `Snapshot`: 12 hours from the current hour and
/// up to 10 days, in the place's time zone.
struct OpenMeteoSnapshotBuilder {
    static let attribution = WeatherAttribution(
        serviceName: "Open-Meteo.com",
        legalPageURL: URL(string: "https://open-meteo.com/") ?? URL(fileURLWithPath: "/"),
        legalText: "Weather data by Open-Meteo.com, CC BY 4.0")

    let place: Place
    let fetchDate: Date

    func snapshot(from response: OpenMeteoForecastResponse, validators: HTTPValidators) throws(ResponseDecodingError) -> Snapshot {
        let timeZoneIdentifier = response.timezone.flatMap { TimeZone(identifier: $0) != nil ? $0 : nil }
            ?? place.timeZoneIdentifier
        var resolvedPlace = place
        resolvedPlace.timeZoneIdentifier = timeZoneIdentifier
        let calendar = resolvedPlace.calendar

        guard let currentSection = response.current else { throw ResponseDecodingError("no current conditions") }
        guard let currentDate = currentSection.time?.date(in: calendar) else {
            throw ResponseDecodingError("current conditions have no valid time")
        }
        let current = CurrentWeather(
            date: currentDate,
            temperature: currentSection.temperature2m,
            apparentTemperature: currentSection.apparentTemperature,
            condition: WMOWeatherCode.condition(forJSONValue: currentSection.weatherCode),
            humidity: currentSection.relativeHumidity2m.map { $0 / 100 },
            windSpeed: currentSection.windSpeed10m,
            windDirection: currentSection.windDirection10m,
            windGust: currentSection.windGusts10m,
            uvIndex: currentSection.uvIndex.flatMap { JSONNumber.wholeNumber($0) },
            pressure: currentSection.pressureMsl,
            visibility: currentSection.visibility,
            isDaylight: (currentSection.isDay ?? 1) != 0)

        let hourly = hours(from: response.hourly, calendar: calendar, from: currentDate)
        let daily = days(from: response.daily, calendar: calendar)
        let metadata = SnapshotMetadata(
            provider: OpenMeteoProvider.providerIdentifier, fetchDate: fetchDate,
            expirationDate: Self.expirationDate(currentTime: currentDate, interval: currentSection.interval, fetchDate: fetchDate),
            validators: validators)
        return try Snapshot(
            place: resolvedPlace, current: current, hourly: hourly, daily: daily, alerts: [],
            alertAvailability: .noSource, attributions: [Self.attribution], metadata: metadata
        ).rangeCheckedForDecoding()
    }

    /// Open-Meteo sends no cache headers; its current conditions change every `interval`
    /// seconds (15 minutes), so the data expires at the next step, but never sooner than
    /// 5 minutes (clock skew, a late model run) nor later than an hour after the fetch.
    static func expirationDate(currentTime: Date, interval: Double?, fetchDate: Date) -> Date {
        let step = (interval ?? 900) > 0 ? (interval ?? 900) : 900
        let next = currentTime + step
        return min(max(next, fetchDate + 5 * 60), fetchDate + 60 * 60)
    }

    private func hours(from section: OpenMeteoForecastResponse.Hourly?, calendar: Calendar, from currentDate: Date) -> [HourWeather] {
        guard let section, let times = section.time else { return [] }
        // Start at the current hour whether or not the server honoured forecast_hours.
        let currentHour = calendar.startOfHour(for: currentDate)
        var result: [HourWeather] = []
        result.reserveCapacity(Snapshot.hourCount)
        for (index, timestamp) in times.enumerated() {
            guard let date = timestamp?.date(in: calendar), date >= currentHour else { continue }
            result.append(HourWeather(
                date: date,
                temperature: Self.value(section.temperature2m, index),
                condition: WMOWeatherCode.condition(forJSONValue: Self.value(section.weatherCode, index)),
                precipitationChance: Self.value(section.precipitationProbability, index).map { $0 / 100 },
                isDaylight: (Self.value(section.isDay, index) ?? 1) != 0))
            if result.count == Snapshot.hourCount { break }
        }
        return result
    }

    private func days(from section: OpenMeteoForecastResponse.Daily?, calendar: Calendar) -> [DayWeather] {
        guard let section, let times = section.time else { return [] }
        var result: [DayWeather] = []
        result.reserveCapacity(Snapshot.dayCount)
        for (index, timestamp) in times.enumerated() {
            guard let date = timestamp?.date(in: calendar) else { continue }
            result.append(DayWeather(
                date: calendar.startOfDay(for: date),
                lowTemperature: Self.value(section.temperature2mMin, index),
                highTemperature: Self.value(section.temperature2mMax, index),
                condition: WMOWeatherCode.condition(forJSONValue: Self.value(section.weatherCode, index)),
                precipitationChance: Self.value(section.precipitationProbabilityMax, index).map { $0 / 100 },
                sunrise: Self.value(section.sunrise, index)?.date(in: calendar),
                sunset: Self.value(section.sunset, index)?.date(in: calendar),
                uvIndexMax: Self.value(section.uvIndexMax, index)))
            if result.count == Snapshot.dayCount { break }
        }
        return result
    }

    /// The value at `index` of a column that may be missing, short, or hold null.
    private static func value<T>(_ column: [T?]?, _ index: Int) -> T? {
        guard let column, column.indices.contains(index) else { return nil }
        return column[index]
    }
}
