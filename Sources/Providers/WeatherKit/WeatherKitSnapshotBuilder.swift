import Foundation
import WeatherCore

/// Turns a decoded WeatherKit response into a `Snapshot`: the next hour by minute where Apple
/// has it, 48 hours from the current hour, up to 10 days, and the alerts still in force, ranked.
/// Apple gives snowfall as millimetres of snow; snapshots hold centimetres.
struct WeatherKitSnapshotBuilder {
    /// Used when no data set says when it expires; WeatherKit's shortest data lifetime
    /// (current conditions, alerts) is five minutes.
    static let defaultLifetime: TimeInterval = 5 * 60
    /// Bounds on the expiry: a skewed or odd `expireTime` must neither freeze the dashboard
    /// for days nor make it fetch in a tight loop.
    static let maximumLifetime: TimeInterval = 24 * 60 * 60
    static let minimumLifetime: TimeInterval = 60
    static let defaultLegalPageURL = URL(string: "https://developer.apple.com/weatherkit/data-source-attribution/")

    let place: Place
    let fetchDate: Date
    /// From the attribution endpoint, such as "Apple Weather".
    let serviceName: String

    func snapshot(from response: WeatherKitWeatherResponse) throws(ResponseDecodingError) -> Snapshot {
        guard let currentSection = response.currentWeather else {
            throw ResponseDecodingError("no current conditions")
        }
        let current = CurrentWeather(
            date: currentSection.asOf ?? currentSection.metadata?.readTime ?? fetchDate,
            temperature: currentSection.temperature,
            apparentTemperature: currentSection.temperatureApparent,
            condition: WeatherKitConditionCode.condition(for: currentSection.conditionCode),
            humidity: currentSection.humidity,
            windSpeed: currentSection.windSpeed,
            windDirection: currentSection.windDirection,
            windGust: currentSection.windGust,
            uvIndex: currentSection.uvIndex.flatMap { JSONNumber.wholeNumber($0) },
            pressure: currentSection.pressure,
            visibility: currentSection.visibility,
            isDaylight: currentSection.daylight ?? true)

        let alertCollection = response.weatherAlerts
        return try Snapshot(
            place: place, current: current, hourly: hours(from: response.forecastHourly),
            daily: days(from: response.forecastDaily), alerts: alerts(from: alertCollection),
            // The data set answering at all means WeatherKit covers this place for alerts,
            // even when nothing is in force; without it, "no alerts" would be a guess.
            alertAvailability: alertCollection == nil ? .noSource : .available,
            attributions: [attribution(for: response)],
            metadata: SnapshotMetadata(
                provider: WeatherKitProvider.providerIdentifier, fetchDate: fetchDate,
                expirationDate: expirationDate(for: response)),
            nextHour: nextHour(from: response.forecastNextHour)
        ).rangeCheckedForDecoding()
    }

    /// The earliest `expireTime` of the data sets present (Apple's advice: refresh when that
    /// says), else the earliest read time plus the default lifetime; bounded either way.
    func expirationDate(for response: WeatherKitWeatherResponse) -> Date {
        let metadata = response.allMetadata
        let expiration = metadata.compactMap(\.expireTime).min()
            ?? (metadata.compactMap(\.readTime).min() ?? fetchDate) + Self.defaultLifetime
        return min(max(expiration, fetchDate + Self.minimumLifetime), fetchDate + Self.maximumLifetime)
    }

    func attribution(for response: WeatherKitWeatherResponse) -> WeatherAttribution {
        let legalPage = response.allMetadata.lazy.compactMap { $0.attributionURL.flatMap(WebLink.url) }.first
            ?? Self.defaultLegalPageURL ?? URL(fileURLWithPath: "/")
        return WeatherAttribution(
            serviceName: serviceName, legalPageURL: legalPage,
            legalText: "Weather data by \(serviceName); data sources at \(legalPage.absoluteString)")
    }

    private func hours(from section: WeatherKitWeatherResponse.HourlyForecast?) -> [HourWeather] {
        // The hour in progress is the first shown; WeatherKit's hours start on UTC hour
        // boundaries, which is not the local hour in zones such as Asia/Kolkata (+05:30).
        let earliestStart = fetchDate - 60 * 60
        let entries = (section?.hours ?? []).compactMap { hour -> HourWeather? in
            guard let start = hour.forecastStart, start > earliestStart else { return nil }
            return HourWeather(
                date: start, temperature: hour.temperature, apparentTemperature: hour.temperatureApparent,
                condition: WeatherKitConditionCode.condition(for: hour.conditionCode),
                precipitationChance: hour.precipitationChance, precipitationAmount: hour.precipitationAmount,
                snowfallAmount: hour.snowfallAmount.map(Self.centimetres(fromMillimetres:)), windSpeed: hour.windSpeed,
                windDirection: hour.windDirection, windGust: hour.windGust, isDaylight: hour.daylight ?? true)
        }
        return Array(entries.sorted { $0.date < $1.date }.prefix(Snapshot.hourCount))
    }

    private func days(from section: WeatherKitWeatherResponse.DailyForecast?) -> [DayWeather] {
        let entries = (section?.days ?? []).compactMap { day -> DayWeather? in
            // forecastStart is local midnight in the requested time zone.
            guard let start = day.forecastStart else { return nil }
            return DayWeather(
                date: start, lowTemperature: day.temperatureMin, highTemperature: day.temperatureMax,
                condition: WeatherKitConditionCode.condition(for: day.conditionCode),
                precipitationChance: day.precipitationChance, sunrise: day.sunrise, sunset: day.sunset,
                uvIndexMax: day.maxUvIndex, precipitationAmount: day.precipitationAmount,
                snowfallAmount: day.snowfallAmount.map(Self.centimetres(fromMillimetres:)), windSpeedMax: day.windSpeedMax)
        }
        return Array(entries.sorted { $0.date < $1.date }.prefix(Snapshot.dayCount))
    }

    static func centimetres(fromMillimetres millimetres: Double) -> Double { millimetres / 10 }

    /// The minutes of `forecastNextHour`, each with the kind its summary period names; nil when
    /// the data set is absent (Apple has no minute data there) or has no dated minute.
    private func nextHour(from section: WeatherKitWeatherResponse.NextHourForecast?) -> NextHourForecast? {
        guard let section else { return nil }
        let periods = section.summary ?? []
        let minutes = (section.minutes ?? []).compactMap { minute -> MinuteWeather? in
            guard let start = minute.startTime else { return nil }
            let period = periods.first { period in
                guard let from = period.startTime, from <= start else { return false }
                return period.endTime.map { start < $0 } ?? true
            }
            return MinuteWeather(
                date: start, precipitationIntensity: minute.precipitationIntensity,
                precipitationChance: minute.precipitationChance,
                kind: Self.precipitationKind(period?.condition ?? period?.precipitationType))
        }
        guard !minutes.isEmpty else { return nil }
        return NextHourForecast(source: serviceName, isEstimated: false, minutes: minutes)
    }

    /// Apple's PrecipitationType as a kind; `precipitation` (type unknown) counts as rain, and
    /// `clear` or anything unknown says nothing.
    static func precipitationKind(_ type: String?) -> PrecipitationKind? {
        switch type?.lowercased() {
        case "rain", "precipitation": .rain
        case "snow": .snow
        case "sleet", "hail", "mixed": .mixed
        default: nil
        }
    }

    /// Alerts in force at fetch time, ranked. Apple requires the details link for attribution,
    /// so an alert falls back to the collection's page and is dropped when neither exists.
    private func alerts(from collection: WeatherKitWeatherResponse.AlertCollection?) -> [WeatherAlert] {
        guard let collection else { return [] }
        let collectionPage = collection.detailsURL.flatMap(WebLink.url)
        let fallbackSource = collection.metadata?.providerName ?? serviceName
        let alerts = (collection.alerts ?? []).compactMap { alert -> WeatherAlert? in
            guard let detailsURL = alert.detailsURL.flatMap(WebLink.url) ?? collectionPage else { return nil }
            if let expiry = alert.expireTime, expiry <= fetchDate { return nil }
            let summary = NonBlankText.of(alert.description) ?? NonBlankText.of(alert.phenomenon) ?? "Weather alert"
            return WeatherAlert(
                id: NonBlankText.of(alert.id) ?? detailsURL.absoluteString + "#" + summary,
                severity: AlertSeverity(parsing: alert.severity),
                urgency: AlertUrgency(parsing: alert.urgency),
                summary: summary, region: NonBlankText.of(alert.areaName), detailsURL: detailsURL,
                source: NonBlankText.of(alert.source) ?? fallbackSource,
                effectiveDate: alert.effectiveTime, onsetDate: alert.eventOnsetTime, expirationDate: alert.expireTime)
        }
        return alerts.rankedBySeverity()
    }

}
