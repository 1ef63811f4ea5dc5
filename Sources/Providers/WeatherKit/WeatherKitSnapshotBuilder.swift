import Foundation
import WeatherCore

/// Turns a decoded WeatherKit response into a `Snapshot`: 12 hours from the current hour,
/// up to 10 days, and the alerts still in force, ranked.
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
                expirationDate: expirationDate(for: response))
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
                date: start, temperature: hour.temperature,
                condition: WeatherKitConditionCode.condition(for: hour.conditionCode),
                precipitationChance: hour.precipitationChance, isDaylight: hour.daylight ?? true)
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
                uvIndexMax: day.maxUvIndex)
        }
        return Array(entries.sorted { $0.date < $1.date }.prefix(Snapshot.dayCount))
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
