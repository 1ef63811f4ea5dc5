import Foundation

/// What falls from the sky in one step of a minute forecast.
public enum PrecipitationKind: String, Codable, Sendable, Hashable, CaseIterable {
    case rain, snow
    /// Sleet, freezing rain, rain and snow together, hail.
    case mixed
}

/// One step of a minute forecast: a minute (WeatherKit), five minutes (MET Nowcast) or a
/// quarter hour (Open-Meteo), starting at `date`.
public struct MinuteWeather: Codable, Sendable, Hashable {
    public var date: Date
    /// Precipitation rate, mm/h (liquid equivalent); nil where the source left it out.
    public var precipitationIntensity: Double?
    /// 0...1, where the source gives one.
    public var precipitationChance: Double?
    /// What falls, where the source says; nil when nothing falls or the source does not say.
    public var kind: PrecipitationKind?

    public init(date: Date, precipitationIntensity: Double?, precipitationChance: Double? = nil, kind: PrecipitationKind? = nil) {
        self.date = date
        self.precipitationIntensity = precipitationIntensity
        self.precipitationChance = precipitationChance
        self.kind = kind
    }
}

/// The next hour or two of precipitation for one place, from the one source that had it.
public struct NextHourForecast: Codable, Sendable, Hashable {
    /// The service that sent it, as the attribution names it ("Open-Meteo", "MET Norway").
    public var source: String
    /// The source says these steps are interpolated from an hourly model, not a nowcast.
    public var isEstimated: Bool
    /// In time order, evenly spaced.
    public var minutes: [MinuteWeather]
    /// When the source says to ask again and its validators, where the minutes come from a
    /// request of their own (MET Nowcast) rather than with the forecast; nil otherwise.
    public var expirationDate: Date?
    public var validators: HTTPValidators?

    public init(
        source: String, isEstimated: Bool, minutes: [MinuteWeather], expirationDate: Date? = nil,
        validators: HTTPValidators? = nil
    ) {
        self.source = source
        self.isEstimated = isEstimated
        self.minutes = minutes.sorted { $0.date < $1.date }
        self.expirationDate = expirationDate
        self.validators = validators
    }

    /// Length of one step: the most common gap between neighbours, so one missing step does not
    /// double every step's length; a minute when there is only one.
    public var step: TimeInterval {
        var counts: [TimeInterval: Int] = [:]
        for (earlier, later) in zip(minutes, minutes.dropFirst()) {
            let gap = later.date.timeIntervalSince(earlier.date)
            if gap > 0 { counts[gap, default: 0] += 1 }
        }
        return counts.max { $0.value == $1.value ? $0.key > $1.key : $0.value < $1.value }?.key ?? 60
    }

    /// When the last step ends.
    public var endDate: Date? { minutes.last.map { $0.date + step } }
}
