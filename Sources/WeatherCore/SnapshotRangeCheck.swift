import Foundation

/// Why a snapshot from outside could not be used at all.
public struct ImplausibleSnapshotError: Error, Sendable, Hashable, CustomStringConvertible {
    public let description: String
}

extension Snapshot {
    /// This snapshot with every measurement and date outside `PhysicalLimits` treated as
    /// missing: values become nil, hours and days without a valid date are dropped, alert dates
    /// that cannot be real are forgotten, and an expiry further than a day ahead is shortened.
    ///
    /// Throws when what is left cannot be trusted: the current conditions have no valid date,
    /// every temperature it had was impossible, or as many measurements were impossible as
    /// were plausible (a broken or hostile source, whose few plausible-looking values are no
    /// better than the rest).
    public func rangeChecked() throws(ImplausibleSnapshotError) -> Snapshot {
        var tally = RangeTally()
        var checked = self
        guard let currentDate = PhysicalLimits.checked(current.date) else {
            throw ImplausibleSnapshotError(description: "the current conditions have an impossible date")
        }
        guard let fetchDate = PhysicalLimits.checked(metadata.fetchDate),
              let expirationDate = PhysicalLimits.checked(metadata.expirationDate)
        else {
            throw ImplausibleSnapshotError(description: "its fetch or expiry date is impossible")
        }
        checked.current = current.rangeChecked(date: currentDate, tally: &tally)
        checked.hourly = hourly.compactMap { $0.rangeChecked(tally: &tally) }
        checked.daily = daily.compactMap { $0.rangeChecked(tally: &tally) }
        checked.pastDays = pastDays.compactMap { $0.rangeChecked(tally: &tally) }
        checked.pastHours = pastHours.compactMap { $0.rangeChecked(tally: &tally) }
        checked.nextHour = nextHour?.rangeChecked(tally: &tally, latestExpiry: fetchDate + PhysicalLimits.longestExpiry)
        checked.alerts = alerts.map { $0.rangeChecked() }
        checked.airQuality = airQuality?.rangeChecked()
        checked.observation = observation?.rangeChecked()
        checked.ensemble = ensemble?.rangeChecked()
        checked.metadata.fetchDate = fetchDate
        checked.metadata.expirationDate = min(expirationDate, fetchDate + PhysicalLimits.longestExpiry)
        checked.metadata.forecastExpirationDate = PhysicalLimits.checked(metadata.forecastExpirationDate)
            .map { min($0, fetchDate + PhysicalLimits.longestExpiry) }
        if tally.rejectedTemperatures > 0, tally.acceptedTemperatures == 0 {
            throw ImplausibleSnapshotError(
                description: "all of its \(tally.rejectedTemperatures) temperatures are outside any physical range")
        }
        if tally.rejected > 0, tally.rejected >= tally.accepted {
            throw ImplausibleSnapshotError(
                description: "\(tally.rejected) of its \(tally.rejected + tally.accepted) values are outside any physical range")
        }
        return checked
    }
}

extension WeatherAlert {
    /// The alert with dates that cannot be real treated as unknown.
    public func rangeChecked() -> WeatherAlert {
        var checked = self
        checked.effectiveDate = PhysicalLimits.checked(effectiveDate)
        checked.onsetDate = PhysicalLimits.checked(onsetDate)
        checked.expirationDate = PhysicalLimits.checked(expirationDate)
        return checked
    }
}

extension Array where Element == DayWeather {
    /// Days that arrive on their own, apart from a forecast (another service's past days),
    /// checked as a snapshot's days are: impossible values missing, days without a real date
    /// left out. Nil when no day is left, when every temperature was impossible, or when as
    /// many values were impossible as plausible: a broken or hostile answer, whose
    /// plausible-looking values are no better than the rest.
    public func rangeChecked() -> [DayWeather]? {
        var tally = RangeTally()
        let checked = compactMap { $0.rangeChecked(tally: &tally) }
        let rejected = tally.rejected + tally.rejectedTemperatures
        let accepted = tally.accepted + tally.acceptedTemperatures
        let allTemperaturesImpossible = tally.rejectedTemperatures > 0 && tally.acceptedTemperatures == 0
        guard !checked.isEmpty, !allTemperaturesImpossible, rejected == 0 || rejected < accepted else { return nil }
        return checked
    }
}

/// Counts the measurements a range check kept and threw away.
private struct RangeTally {
    var accepted = 0
    var rejected = 0
    var acceptedTemperatures = 0
    var rejectedTemperatures = 0

    mutating func checkTemperature(_ value: Double?) -> Double? {
        guard value != nil else { return nil }
        let kept = check(value, PhysicalLimits.temperature)
        if kept == nil { rejectedTemperatures += 1 } else { acceptedTemperatures += 1 }
        return kept
    }

    mutating func check(_ value: Double?, _ range: ClosedRange<Double>) -> Double? {
        guard let value else { return nil }
        guard let kept = PhysicalLimits.checked(value, range) else {
            rejected += 1
            return nil
        }
        accepted += 1
        return kept
    }

    mutating func check(_ value: Int?, _ range: ClosedRange<Double>) -> Int? {
        guard let value else { return nil }
        return check(Double(value), range).map { _ in value }
    }

    mutating func check(_ date: Date?) -> Date? {
        guard let date else { return nil }
        guard let kept = PhysicalLimits.checked(date) else {
            rejected += 1
            return nil
        }
        return kept
    }
}

extension CurrentWeather {
    fileprivate func rangeChecked(date: Date, tally: inout RangeTally) -> CurrentWeather {
        var checked = self
        checked.date = date
        checked.temperature = tally.checkTemperature(temperature)
        checked.apparentTemperature = tally.checkTemperature(apparentTemperature)
        checked.humidity = tally.check(humidity, PhysicalLimits.fraction)
        checked.windSpeed = tally.check(windSpeed, PhysicalLimits.windSpeed)
        checked.windDirection = tally.check(windDirection, PhysicalLimits.direction)
        checked.windGust = tally.check(windGust, PhysicalLimits.windSpeed)
        checked.uvIndex = tally.check(uvIndex, PhysicalLimits.uvIndex)
        checked.pressure = tally.check(pressure, PhysicalLimits.pressure)
        checked.visibility = tally.check(visibility, PhysicalLimits.visibility)
        return checked
    }
}

extension HourWeather {
    /// Nil when the hour has no real date: an hour that cannot be placed cannot be shown.
    fileprivate func rangeChecked(tally: inout RangeTally) -> HourWeather? {
        guard let date = tally.check(date) else { return nil }
        var checked = self
        checked.date = date
        checked.temperature = tally.checkTemperature(temperature)
        checked.apparentTemperature = tally.checkTemperature(apparentTemperature)
        checked.precipitationChance = tally.check(precipitationChance, PhysicalLimits.fraction)
        checked.precipitationAmount = tally.check(precipitationAmount, PhysicalLimits.precipitationPerHour)
        checked.snowfallAmount = tally.check(snowfallAmount, PhysicalLimits.snowfallPerHour)
        checked.windSpeed = tally.check(windSpeed, PhysicalLimits.windSpeed)
        checked.windDirection = tally.check(windDirection, PhysicalLimits.direction)
        checked.windGust = tally.check(windGust, PhysicalLimits.windSpeed)
        return checked
    }
}

extension DayWeather {
    fileprivate func rangeChecked(tally: inout RangeTally) -> DayWeather? {
        guard let date = tally.check(date) else { return nil }
        var checked = self
        checked.date = date
        checked.lowTemperature = tally.checkTemperature(lowTemperature)
        checked.highTemperature = tally.checkTemperature(highTemperature)
        checked.precipitationChance = tally.check(precipitationChance, PhysicalLimits.fraction)
        checked.sunrise = tally.check(sunrise)
        checked.sunset = tally.check(sunset)
        checked.uvIndexMax = tally.check(uvIndexMax, PhysicalLimits.uvIndex)
        checked.precipitationAmount = tally.check(precipitationAmount, PhysicalLimits.precipitationPerDay)
        checked.snowfallAmount = tally.check(snowfallAmount, PhysicalLimits.snowfallPerDay)
        checked.windSpeedMax = tally.check(windSpeedMax, PhysicalLimits.windSpeed)
        checked.precipitationHours = tally.check(precipitationHours, PhysicalLimits.hoursOfDay)
        checked.windGustMax = tally.check(windGustMax, PhysicalLimits.windSpeed)
        // Normals come from another source than the forecast, so they do not count towards
        // whether the forecast itself is plausible.
        checked.normalHigh = PhysicalLimits.checked(normalHigh, PhysicalLimits.temperature)
        checked.normalLow = PhysicalLimits.checked(normalLow, PhysicalLimits.temperature)
        checked.normalPrecipitation = PhysicalLimits.checked(normalPrecipitation, PhysicalLimits.precipitationPerDay)
        return checked
    }
}

extension NextHourForecast {
    /// A minute forecast that arrives on its own (MET Nowcast), checked as a snapshot's is;
    /// nil when no step is left or as many of its values were impossible as plausible.
    public func rangeChecked(fetchDate: Date) -> NextHourForecast? {
        var tally = RangeTally()
        guard let checked = rangeChecked(tally: &tally, latestExpiry: fetchDate + PhysicalLimits.longestExpiry),
              tally.rejected == 0 || tally.rejected < tally.accepted
        else { return nil }
        return checked
    }

    /// Steps without a real date are dropped and impossible rates and chances become missing;
    /// nil when no step is left, since a minute forecast without minutes says nothing.
    fileprivate func rangeChecked(tally: inout RangeTally, latestExpiry: Date) -> NextHourForecast? {
        var checked = self
        checked.minutes = minutes.compactMap { minute in
            guard let date = tally.check(minute.date) else { return nil }
            var kept = minute
            kept.date = date
            kept.precipitationIntensity = tally.check(minute.precipitationIntensity, PhysicalLimits.precipitationRate)
            kept.precipitationChance = tally.check(minute.precipitationChance, PhysicalLimits.fraction)
            return kept
        }
        guard !checked.minutes.isEmpty else { return nil }
        checked.expirationDate = PhysicalLimits.checked(expirationDate).map { min($0, latestExpiry) }
        return checked
    }
}
