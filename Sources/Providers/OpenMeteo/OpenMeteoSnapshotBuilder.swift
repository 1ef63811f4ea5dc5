import Foundation
import WeatherCore

/// Turns a decoded Open-Meteo response into a `Snapshot`: the quarter hours ahead as the minute
/// forecast, 48 hours from the current hour and up to 24 before it (`past_hours`), up to 10
/// days from today and up to 7 before it (`past_days`), in the place's time zone.
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

        let (pastHours, hourly) = hours(from: response.hourly, calendar: calendar, from: currentDate)
        let (pastDays, daily) = Self.days(from: response.daily, calendar: calendar, today: calendar.startOfDay(for: currentDate))
        let metadata = SnapshotMetadata(
            provider: OpenMeteoProvider.providerIdentifier, fetchDate: fetchDate,
            expirationDate: Self.expirationDate(currentTime: currentDate, interval: currentSection.interval, fetchDate: fetchDate),
            validators: validators)
        return try Snapshot(
            place: resolvedPlace, current: current, hourly: hourly, daily: daily, alerts: [],
            alertAvailability: .noSource, attributions: [Self.attribution], metadata: metadata,
            nextHour: nextHour(from: response.minutely15, calendar: calendar, from: currentDate), pastDays: pastDays,
            pastHours: pastHours
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

    /// The hours before the current one (the last `Snapshot.pastHourCount`) and up to
    /// `Snapshot.hourCount` from it, split by the current conditions' hour whether or not the
    /// server honoured past_hours and forecast_hours: a past hour never becomes "Now".
    private func hours(
        from section: OpenMeteoForecastResponse.Hourly?, calendar: Calendar, from currentDate: Date
    ) -> (past: [HourWeather], upcoming: [HourWeather]) {
        guard let section, let times = section.time else { return ([], []) }
        let currentHour = calendar.startOfHour(for: currentDate)
        var past: [HourWeather] = []
        var result: [HourWeather] = []
        result.reserveCapacity(Snapshot.hourCount)
        for (index, timestamp) in times.enumerated() {
            guard let date = timestamp?.date(in: calendar) else { continue }
            let hour = HourWeather(
                date: date,
                temperature: Self.value(section.temperature2m, index),
                apparentTemperature: Self.value(section.apparentTemperature, index),
                condition: WMOWeatherCode.condition(forJSONValue: Self.value(section.weatherCode, index)),
                precipitationChance: Self.value(section.precipitationProbability, index).map { $0 / 100 },
                precipitationAmount: Self.value(section.precipitation, index),
                snowfallAmount: Self.value(section.snowfall, index),
                windSpeed: Self.value(section.windSpeed10m, index),
                windDirection: Self.value(section.windDirection10m, index),
                windGust: Self.value(section.windGusts10m, index),
                isDaylight: (Self.value(section.isDay, index) ?? 1) != 0)
            if date < currentHour {
                past.append(hour)
            } else {
                result.append(hour)
                if result.count == Snapshot.hourCount { break }
            }
        }
        return (Array(past.suffix(Snapshot.pastHourCount)), result)
    }

    /// The days before today (the last `Snapshot.pastDayCount`) and up to `Snapshot.dayCount`
    /// from today, split by the current conditions' day, whether or not the server honoured
    /// past_days: a past day never becomes "Today". The past days asked on their own for the
    /// other providers (`OpenMeteoPastDaysSource`) are read by the same rule.
    static func days(
        from section: OpenMeteoForecastResponse.Daily?, calendar: Calendar, today: Date
    ) -> (past: [DayWeather], upcoming: [DayWeather]) {
        guard let section, let times = section.time else { return ([], []) }
        var past: [DayWeather] = []
        var result: [DayWeather] = []
        result.reserveCapacity(Snapshot.dayCount)
        for (index, timestamp) in times.enumerated() {
            guard let date = timestamp?.date(in: calendar) else { continue }
            let day = calendar.startOfDay(for: date)
            let weather = DayWeather(
                date: day,
                lowTemperature: Self.value(section.temperature2mMin, index),
                highTemperature: Self.value(section.temperature2mMax, index),
                condition: WMOWeatherCode.condition(forJSONValue: Self.value(section.weatherCode, index)),
                precipitationChance: Self.value(section.precipitationProbabilityMax, index).map { $0 / 100 },
                sunrise: Self.value(section.sunrise, index)?.date(in: calendar),
                sunset: Self.value(section.sunset, index)?.date(in: calendar),
                uvIndexMax: Self.value(section.uvIndexMax, index),
                precipitationAmount: Self.value(section.precipitationSum, index),
                snowfallAmount: Self.value(section.snowfallSum, index),
                windSpeedMax: Self.value(section.windSpeed10mMax, index),
                precipitationHours: Self.value(section.precipitationHours, index),
                windGustMax: Self.value(section.windGusts10mMax, index))
            if day < today {
                past.append(weather)
            } else {
                result.append(weather)
                if result.count == Snapshot.dayCount { break }
            }
        }
        return (Array(past.suffix(Snapshot.pastDayCount)), result)
    }

    /// Open-Meteo's quarter hours as the minute forecast. Each value sums the quarter hour
    /// *before* its time, so a step starts 15 minutes earlier and its rate is four times the
    /// amount. Steps over by the current conditions' time are left out (as hours before the
    /// current one are); nil when no step left has a value (the section missing, or all null),
    /// so nothing pretends to know.
    private func nextHour(
        from section: OpenMeteoForecastResponse.Minutely15?, calendar: Calendar, from currentDate: Date
    ) -> NextHourForecast? {
        guard let section, let times = section.time else { return nil }
        let step = Self.quarterHour
        var minutes: [MinuteWeather] = []
        for (index, timestamp) in times.enumerated() {
            guard let end = timestamp?.date(in: calendar), end > currentDate else { continue }
            let amount = Self.value(section.precipitation, index)
            minutes.append(MinuteWeather(
                date: end - step,
                precipitationIntensity: amount.map { $0 * 3600 / step },
                kind: Self.precipitationKind(
                    rain: Self.value(section.rain, index), snowfall: Self.value(section.snowfall, index),
                    weatherCode: Self.value(section.weatherCode, index))))
        }
        guard minutes.contains(where: { $0.precipitationIntensity != nil }) else { return nil }
        return NextHourForecast(
            source: Self.attribution.serviceName,
            isEstimated: !OpenMeteoNativeMinutelyRegions.contains(latitude: place.latitude, longitude: place.longitude),
            minutes: minutes)
    }

    static let quarterHour: TimeInterval = 15 * 60

    /// What falls in a step: freezing rain and drizzle (by weather code) and rain with snow are
    /// mixed; otherwise whichever of rain and snow has an amount, and where neither has, the
    /// weather code's family. nil when nothing says precipitation.
    static func precipitationKind(rain: Double?, snowfall: Double?, weatherCode: Double?) -> PrecipitationKind? {
        let code = weatherCode.flatMap { JSONNumber.wholeNumber($0, rounding: .towardZero) }
        let codeKind = WMOWeatherCode.precipitationKind(for: code)
        if codeKind == .mixed { return .mixed }
        switch ((rain ?? 0) > 0, (snowfall ?? 0) > 0) {
        case (true, true): return .mixed
        case (false, true): return .snow
        case (true, false): return .rain
        case (false, false): return codeKind
        }
    }

    /// The value at `index` of a column that may be missing, short, or hold null.
    private static func value<T>(_ column: [T?]?, _ index: Int) -> T? {
        guard let column, column.indices.contains(index) else { return nil }
        return column[index]
    }
}
