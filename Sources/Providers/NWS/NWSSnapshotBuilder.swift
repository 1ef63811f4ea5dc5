import Foundation
import WeatherCore

/// Turns NWS hourly and 12-hour periods into a metric `Snapshot`:
/// - current conditions: the hourly period under way (else the first);
/// - days: a daytime period gives the high, the condition and the precipitation chance, and
///   the night that starts the same evening gives the low; "Tonight" alone makes a day with
///   only a low. About 7 days: NWS cannot fill a 10-day strip.
/// A null probability of precipitation means zero to NWS; it is kept as nil here, because
/// "no data" must not be shown as "no rain".
/// The hourly and 12-hour forecasts carry no precipitation or snow amounts, no feels-like, no
/// gusts and no daily wind maximum (those exist only in the raw gridpoint data, a third request), and NWS
/// has no minute forecast: all of those stay nil.
struct NWSSnapshotBuilder {

    static let attribution = WeatherAttribution(
        serviceName: "National Weather Service",
        legalPageURL: URL(string: "https://www.weather.gov/disclaimer") ?? URL(fileURLWithPath: "/"),
        legalText: "Data: NOAA/National Weather Service (weather.gov)")

    let place: Place
    let fetchDate: Date

    private struct Period {
        let start: Date
        let end: Date?
        let source: NWSForecastResponse.Period

        var temperature: Double? {
            source.temperature?.value.map { NWSUnits.celsius($0, unit: source.temperature?.unitCode ?? source.temperatureUnit) }
        }
        var condition: WeatherCondition { NWSCondition.condition(icon: source.icon, shortForecast: source.shortForecast) }
        var precipitationChance: Double? { source.probabilityOfPrecipitation?.value.map { $0 / 100 } }
        var windSpeed: Double? { NWSUnits.kilometresPerHour(source.windSpeed) }
        var windDirection: Double? { NWSUnits.degrees(source.windDirection) }
    }

    func snapshot(
        hourly: [NWSForecastResponse.Period], periods: [NWSForecastResponse.Period], expirationDate: Date
    ) throws(ResponseDecodingError) -> Snapshot {
        let calendar = place.calendar
        let hours = Self.dated(hourly)
        let current = hours.last { $0.start <= fetchDate } ?? hours.first
        let currentHour = calendar.startOfHour(for: current?.start ?? fetchDate)
        return try Snapshot(
            place: place,
            current: currentWeather(current),
            hourly: hours.filter { $0.start >= currentHour }.prefix(Snapshot.hourCount).map {
                HourWeather(
                    date: $0.start, temperature: $0.temperature, condition: $0.condition,
                    precipitationChance: $0.precipitationChance, windSpeed: $0.windSpeed, windDirection: $0.windDirection,
                    isDaylight: $0.source.isDaytime ?? true)
            },
            daily: days(from: Self.dated(periods), calendar: calendar),
            alerts: [], alertAvailability: .noSource, attributions: [Self.attribution],
            metadata: SnapshotMetadata(
                provider: NWSForecastProvider.providerIdentifier, fetchDate: fetchDate, expirationDate: expirationDate)
        ).rangeCheckedForDecoding()
    }

    private static func dated(_ periods: [NWSForecastResponse.Period]) -> [Period] {
        periods.compactMap { period in
            ISO8601Timestamp.parse(period.startTime).map {
                Period(start: $0, end: ISO8601Timestamp.parse(period.endTime), source: period)
            }
        }.sorted { $0.start < $1.start }
    }

    private func currentWeather(_ period: Period?) -> CurrentWeather {
        let windSpeed = period?.windSpeed
        let humidity = period?.source.relativeHumidity?.value.map { $0 / 100 }
        return CurrentWeather(
            date: period?.start ?? fetchDate,
            temperature: period?.temperature,
            apparentTemperature: period?.temperature.map {
                ApparentTemperature.celsius(temperature: $0, windSpeed: windSpeed, humidity: humidity)
            },
            condition: period?.condition ?? .unknown,
            humidity: humidity,
            windSpeed: windSpeed,
            windDirection: period?.windDirection,
            windGust: nil, uvIndex: nil, pressure: nil, visibility: nil,
            isDaylight: period?.source.isDaytime ?? true)
    }

    private func days(from periods: [Period], calendar: Calendar) -> [DayWeather] {
        let grouped = Dictionary(grouping: periods) { calendar.startOfDay(for: $0.start) }
        return grouped.keys.sorted().prefix(Snapshot.dayCount).compactMap { day in
            guard let dayPeriods = grouped[day] else { return nil }
            let daytime = dayPeriods.first { $0.source.isDaytime == true }
            let night = dayPeriods.first { $0.source.isDaytime == false }
            return DayWeather(
                date: day,
                lowTemperature: night?.temperature,
                highTemperature: daytime?.temperature,
                condition: (daytime ?? night)?.condition ?? .unknown,
                precipitationChance: [daytime, night].compactMap { $0?.precipitationChance }.max(),
                sunrise: nil, sunset: nil, uvIndexMax: nil)
        }
    }
}
