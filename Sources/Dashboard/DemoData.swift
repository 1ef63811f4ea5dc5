import Foundation
import WeatherCore

/// A believable board for `--demo`, screenshots and tests: Berlin, Tokyo (under its Japanese
/// name, to exercise wide characters) and Oklahoma City with alerts of every severity; 48 hours
/// with feels-like and amounts (snow where it is cold), daily amounts, wind maximum and
/// precipitation hours, and a minute forecast for each place (rain about to start in Berlin, an
/// estimated dry one in Tokyo, a storm easing off in Oklahoma City).
/// Everything is generated relative to `now`, so the demo always looks current, and
/// deterministically, so the same `now` always gives the same board.
public enum DemoData {
    public static let openMeteo = WeatherAttribution(
        serviceName: "Open-Meteo.com", legalPageURL: URL(string: "https://open-meteo.com/")!, legalText: "CC BY 4.0")
    public static let nationalWeatherService = WeatherAttribution(
        serviceName: "National Weather Service", legalPageURL: URL(string: "https://www.weather.gov/disclaimer")!)

    public static let berlin = Place(
        name: "Berlin", latitude: 52.52, longitude: 13.405, timeZoneIdentifier: "Europe/Berlin",
        countryCode: "DE", adminArea: "Berlin", country: "Germany")
    public static let tokyo = Place(
        name: "東京", latitude: 35.6895, longitude: 139.6917, timeZoneIdentifier: "Asia/Tokyo",
        countryCode: "JP", adminArea: "Tokyo", country: "Japan")
    public static let oklahomaCity = Place(
        name: "Oklahoma City", latitude: 35.4676, longitude: -97.5164, timeZoneIdentifier: "America/Chicago",
        countryCode: "US", adminArea: "Oklahoma", country: "United States")

    public static func boardState(now: Date) -> BoardState {
        let snapshots = [
            snapshot(for: berlin, now: now, climate: Climate(mean: 19, dailySwing: 5, trend: -0.4, humidity: 0.55, wind: 14,
                     conditions: [.mostlyClear, .partlyCloudy, .rain, .cloudy, .clear, .drizzle, .mostlyCloudy, .clear, .partlyCloudy, .thunderstorms],
                     nextHour: ([0, 0, 0.3, 0.9, 1.6, 0.7, 0, 0], false, .rain))),
            snapshot(for: tokyo, now: now, climate: Climate(mean: 29, dailySwing: 4, trend: 0.2, humidity: 0.74, wind: 9,
                     conditions: [.partlyCloudy, .sunShowers, .heavyRain, .cloudy, .mostlyClear, .hot, .clear, .scatteredThunderstorms, .rain, .partlyCloudy],
                     nextHour: ([0, 0, 0, 0, 0, 0, 0, 0], true, .rain))),
            snapshot(for: oklahomaCity, now: now, climate: Climate(mean: 31, dailySwing: 7, trend: -0.8, humidity: 0.48, wind: 24,
                     conditions: [.strongStorms, .thunderstorms, .windy, .partlyCloudy, .clear, .hot, .mostlyClear, .isolatedThunderstorms, .clear, .partlyCloudy],
                     nextHour: ([9.5, 12, 8, 3.5, 1.2, 0.2, 0, 0], false, .rain)),
                     alerts: oklahomaAlerts(now: now)),
        ]
        var states: [String: PlaceLoadState] = [:]
        for snapshot in snapshots { states[snapshot.place.coordinateKey] = .loaded(snapshot, .fresh) }
        return BoardState(places: snapshots.map(\.place), selectedIndex: 0, placeStates: states)
    }

    /// The shape of a place's weather; the numbers are then varied by hour and day.
    struct Climate {
        var mean: Double
        var dailySwing: Double
        /// Degrees per day, so the ten days are not all alike.
        var trend: Double
        var humidity: Double
        var wind: Double
        var conditions: [WeatherCondition]
        /// The minute forecast's rates (mm/h) from the current quarter hour; nil: no minute forecast.
        var nextHour: (rates: [Double], isEstimated: Bool, kind: PrecipitationKind)? = nil
    }

    static func snapshot(for place: Place, now: Date, climate: Climate, alerts: [WeatherAlert] = []) -> Snapshot {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = place.timeZone
        let today = calendar.startOfDay(for: now)
        // A fixed wobble per day index instead of randomness: same `now`, same board.
        let wobble: [Double] = [0, 1.5, -2, -0.5, 2.5, 1, -1.5, 3, 0.5, -2.5]
        func temperature(at date: Date) -> Double {
            let hour = Double(calendar.component(.hour, from: date)) + Double(calendar.component(.minute, from: date)) / 60
            let day = Double(calendar.dateComponents([.day], from: today, to: date).day ?? 0)
            let dayIndex = Int(max(0, min(9, day)))
            return climate.mean + climate.trend * day + wobble[dayIndex] + climate.dailySwing * sin((hour - 9) / 24 * 2 * .pi)
        }
        // Each place's own sunrise and sunset; day and night icons follow them.
        let sun = { (day: Date) in SolarDay(latitude: place.latitude, longitude: place.longitude, day: day, calendar: calendar) }
        func isDaylight(_ date: Date) -> Bool { sun(calendar.startOfDay(for: date)).isDaylight(at: date) }
        let hourStart = Date(timeIntervalSince1970: (now.timeIntervalSince1970 / 3600).rounded(.down) * 3600)
        let fetchDate = hourStart.addingTimeInterval(max(0, now.timeIntervalSince(hourStart) - 180))
        // A shower or a storm somewhere in the chart's 48 hours, so its bars have something to show.
        func hour(_ offset: Int) -> HourWeather {
            // Cycles that run on before the current hour too (offsets below 0, the day before now).
            func cycle(_ length: Int) -> Int { (offset % length + length) % length }
            let date = hourStart.addingTimeInterval(Double(offset) * 3600)
            let condition = climate.conditions[cycle(12) / 4]
            let celsius = temperature(at: date)
            let amount = rate(for: condition) * (0.6 + Double(cycle(5)) * 0.2)
            // The climate's wind, freshening and veering a little from hour to hour.
            let wind = (climate.wind * (0.8 + 0.05 * Double(cycle(9)))).rounded()
            return HourWeather(
                date: date, temperature: celsius, apparentTemperature: feelsLike(celsius, climate: climate), condition: condition,
                precipitationChance: chance(for: condition, seed: cycle(3)), precipitationAmount: amount,
                snowfallAmount: celsius < 1 ? amount * snowPerMillimetre : 0, windSpeed: wind,
                windDirection: 200 + Double(cycle(12) * 5), windGust: (wind * 2.2).rounded(), isDaylight: isDaylight(date))
        }
        let hours = (0..<HourlyChartPanel.maximumHours).map(hour)
        // The day before now, as Open-Meteo's past hours give it, so `p` has a past to show.
        let pastHours = (-Snapshot.pastHourCount..<0).map(hour)
        let days = (0..<10).map { index -> DayWeather in
            let date = calendar.date(byAdding: .day, value: index, to: today) ?? today
            let low = temperature(at: date.addingTimeInterval(3 * 3600))
            let high = temperature(at: date.addingTimeInterval(15 * 3600))
            let condition = climate.conditions[index % climate.conditions.count]
            let wetHours = precipitationHours(for: condition)
            let amount = rate(for: condition) * wetHours
            return DayWeather(
                date: date, lowTemperature: low, highTemperature: high, condition: condition,
                precipitationChance: chance(for: condition, seed: index), sunrise: sun(date).sunrise,
                sunset: sun(date).sunset, uvIndexMax: max(1, high / 4), precipitationAmount: amount,
                snowfallAmount: low < 0 ? amount * snowPerMillimetre * (low < -3 ? 1 : 0.5) : 0,
                windSpeedMax: (climate.wind * (1.3 + 0.15 * Double(index % 4))).rounded(), precipitationHours: wetHours)
        }
        let currentHour = calendar.component(.hour, from: now)
        let current = CurrentWeather(
            date: fetchDate, temperature: temperature(at: now), apparentTemperature: feelsLike(temperature(at: now), climate: climate),
            condition: climate.conditions[0], humidity: climate.humidity, windSpeed: climate.wind, windDirection: 225,
            windGust: climate.wind * 2.2, uvIndex: (7..<19).contains(currentHour) ? 5 : 0, pressure: 1012.4,
            visibility: 24_000, isDaylight: isDaylight(now))
        var attributions = [openMeteo]
        let alertAvailability: AlertAvailability = place.countryCode == "US" ? .available : .noSource
        if place.countryCode == "US" { attributions.append(nationalWeatherService) }
        return Snapshot(
            place: place, current: current, hourly: hours, daily: days, alerts: alerts,
            alertAvailability: alertAvailability, attributions: attributions,
            metadata: SnapshotMetadata(provider: "demo", fetchDate: fetchDate, expirationDate: fetchDate.addingTimeInterval(15 * 60)),
            alertSourceNames: place.countryCode == "US" ? ["NWS"] : [],
            nextHour: climate.nextHour.map { nextHour(rates: $0.rates, isEstimated: $0.isEstimated, kind: $0.kind, now: now) },
            pastHours: pastHours)
    }

    /// Open-Meteo's convention: 7 cm of fresh snow per 10 mm of water.
    private static let snowPerMillimetre = 0.7

    /// Heat and humidity feel warmer, cold and wind colder; in between a touch below the air.
    private static func feelsLike(_ celsius: Double, climate: Climate) -> Double {
        if celsius >= 26 { return celsius + (celsius - 26) * climate.humidity }
        if celsius <= 10 { return celsius - climate.wind / 6 }
        return celsius - 1.2
    }

    /// A typical rate for the condition, mm/h.
    private static func rate(for condition: WeatherCondition) -> Double {
        switch condition {
        case .drizzle, .freezingDrizzle: 0.2
        case .sunShowers, .flurries, .sunFlurries: 0.5
        case .rain, .sleet, .freezingRain, .wintryMix, .snow: 1.4
        case .isolatedThunderstorms, .scatteredThunderstorms, .thunderstorms: 2.2
        case .heavyRain, .heavySnow, .blizzard: 4.5
        case .strongStorms: 6
        default: 0
        }
    }

    private static func precipitationHours(for condition: WeatherCondition) -> Double {
        switch condition {
        case .heavyRain, .heavySnow, .blizzard: 9
        case .rain, .snow, .sleet, .freezingRain, .wintryMix: 6
        case .drizzle, .freezingDrizzle, .strongStorms: 4
        case .sunShowers, .flurries, .sunFlurries, .isolatedThunderstorms, .scatteredThunderstorms, .thunderstorms: 3
        default: 0
        }
    }

    /// Quarter-hour steps from the one under way at `now`, two hours' worth, as Open-Meteo's
    /// `minutely_15` sends them.
    static func nextHour(rates: [Double], isEstimated: Bool, kind: PrecipitationKind, now: Date) -> NextHourForecast {
        let step: TimeInterval = 15 * 60
        let first = (now.timeIntervalSince1970 / step).rounded(.down) * step
        return NextHourForecast(source: openMeteo.serviceName, isEstimated: isEstimated, minutes: rates.enumerated().map { index, rate in
            MinuteWeather(
                date: Date(timeIntervalSince1970: first + Double(index) * step), precipitationIntensity: rate,
                precipitationChance: rate > 0 ? min(0.95, 0.4 + rate / 10) : 0.05, kind: rate > 0 ? kind : nil)
        })
    }

    private static func chance(for condition: WeatherCondition, seed: Int) -> Double {
        let base: Double
        switch condition {
        case .rain, .heavyRain, .thunderstorms, .strongStorms: base = 0.75
        case .drizzle, .sunShowers, .scatteredThunderstorms, .isolatedThunderstorms: base = 0.45
        case .cloudy, .mostlyCloudy: base = 0.2
        default: base = 0.05
        }
        return min(1, base + Double(seed % 3) * 0.05)
    }

    /// Five alerts of every severity, overlapping now, as the National Weather Service sends them.
    static func oklahomaAlerts(now: Date) -> [WeatherAlert] {
        func url(_ id: String) -> URL {
            URL(string: "https://api.weather.gov/alerts/urn:oid:2.49.0.1.840.0.\(id).001.1") ?? URL(fileURLWithPath: "/")
        }
        let hour: TimeInterval = 3600
        return [
            WeatherAlert(
                id: "minor-1", severity: .minor, urgency: .expected, summary: "Air Quality Alert",
                region: "Oklahoma; Cleveland; Canadian", detailsURL: url("6a1f0c2b9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a"),
                source: "National Weather Service", onsetDate: now.addingTimeInterval(-3 * hour), expirationDate: now.addingTimeInterval(30 * hour),
                details: "Ozone levels are expected to be unhealthy for sensitive groups. Limit prolonged outdoor exertion."),
            WeatherAlert(
                id: "extreme-1", severity: .extreme, urgency: .immediate, summary: "Tornado Warning",
                region: "Oklahoma County", detailsURL: url("9f2e4c1a7b3d5e6f8a9b0c1d2e3f4a5b6c7d8e9f"),
                source: "National Weather Service", onsetDate: now.addingTimeInterval(-0.25 * hour), expirationDate: now.addingTimeInterval(0.75 * hour),
                details: "At 1:58 PM CDT, a confirmed tornado was located near Bethany, moving east at 25 mph.\nTAKE COVER NOW! Move to a basement or an interior room on the lowest floor of a sturdy building."),
            WeatherAlert(
                id: "severe-1", severity: .severe, urgency: .expected, summary: "Severe Thunderstorm Watch",
                region: nil, detailsURL: url("1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c"),
                source: "National Weather Service", onsetDate: now.addingTimeInterval(-1 * hour), expirationDate: now.addingTimeInterval(7 * hour),
                details: "Conditions are favorable for severe thunderstorms with large hail and damaging winds."),
            WeatherAlert(
                id: "moderate-1", severity: .moderate, urgency: .expected, summary: "Heat Advisory",
                region: "Oklahoma; Logan; Lincoln; Pottawatomie; McClain; Grady", detailsURL: url("3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d"),
                source: "National Weather Service", onsetDate: now.addingTimeInterval(22 * hour), expirationDate: now.addingTimeInterval(32 * hour),
                details: "Heat index values up to 108 expected."),
            WeatherAlert(
                id: "severe-2", severity: .severe, urgency: .immediate, summary: "Flash Flood Warning",
                region: "Oklahoma County; Canadian County", detailsURL: url("5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f"),
                source: "National Weather Service", onsetDate: now.addingTimeInterval(-0.5 * hour), expirationDate: now.addingTimeInterval(3 * hour),
                details: "Flash flooding is ongoing or expected to begin shortly."),
        ]
    }
}

/// Sunrise and sunset for a day at a position, from NOAA's simplified solar equations: good to a
/// few minutes, which is plenty for sample data that should look like the place's own.
struct SolarDay {
    var sunrise: Date?
    var sunset: Date?
    /// The sun stays up all day (polar day) when it neither rises nor sets and is up at noon.
    var isPolarDay = false

    init(latitude: Double, longitude: Double, day: Date, calendar: Calendar) {
        let dayOfYear = Double(calendar.ordinality(of: .day, in: .year, for: day) ?? 1)
        let year = 2 * Double.pi / 365 * (dayOfYear - 1)
        let equationOfTime = 229.18 * (0.000075 + 0.001868 * cos(year) - 0.032077 * sin(year)
            - 0.014615 * cos(2 * year) - 0.040849 * sin(2 * year))
        let declination = 0.006918 - 0.399912 * cos(year) + 0.070257 * sin(year) - 0.006758 * cos(2 * year)
            + 0.000907 * sin(2 * year) - 0.002697 * cos(3 * year) + 0.00148 * sin(3 * year)
        let phi = latitude * .pi / 180
        let cosHourAngle = cos(90.833 * .pi / 180) / (cos(phi) * cos(declination)) - tan(phi) * tan(declination)
        guard (-1...1).contains(cosHourAngle) else {
            isPolarDay = cosHourAngle < -1
            return
        }
        let hourAngle = acos(cosHourAngle) * 180 / .pi
        // Minutes after midnight UTC of the place's calendar date.
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC") ?? utc.timeZone
        let date = calendar.dateComponents([.year, .month, .day], from: day)
        guard let midnight = utc.date(from: date) else { return }
        sunrise = midnight + (720 - 4 * (longitude + hourAngle) - equationOfTime) * 60
        sunset = midnight + (720 - 4 * (longitude - hourAngle) - equationOfTime) * 60
    }

    func isDaylight(at date: Date) -> Bool {
        guard let sunrise, let sunset else { return isPolarDay }
        return date >= sunrise && date < sunset
    }
}
