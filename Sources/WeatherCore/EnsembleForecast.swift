import Foundation

/// How sure the forecast is: what the members of an ensemble (one model run many times from
/// slightly different starts) say for each hour and each day, reduced to percentiles. Narrow
/// where the members agree, wide where they do not. Built by `EnsembleForecast.init(times:…)`,
/// which gives no band at all rather than a wrong one.
public struct EnsembleForecast: Codable, Sendable, Hashable {
    /// How many members the answer had.
    public var memberCount: Int
    /// One entry per hour of the answer, in time order; an hour whose members could not be
    /// trusted has no ranges.
    public var hours: [EnsembleHour]
    /// One entry per local day of the place that the answer covers whole.
    public var days: [EnsembleDay]

    public init(memberCount: Int, hours: [EnsembleHour], days: [EnsembleDay]) {
        self.memberCount = memberCount
        self.hours = hours
        self.days = days
    }

    /// The hour that begins at `date`, if the ensemble has ranges for it.
    public func hour(at date: Date) -> EnsembleHour? {
        hours.first { $0.date == date }
    }

    /// The day that begins at `start` (a local midnight of the place).
    public func day(startingAt start: Date) -> EnsembleDay? {
        days.first { $0.date == start }
    }

    /// The local day of `date` in `zone`, whatever instant of it a provider dates its day by.
    public func day(on date: Date, in zone: TimeZone) -> EnsembleDay? {
        let number = LocalDays.dayNumber(of: date, in: zone)
        return days.first { LocalDays.dayNumber(of: $0.date, in: zone) == number }
    }
}

/// The 10th, 50th and 90th percentiles of the members' values: eight members in ten lie
/// between `low` and `high`.
public struct EnsembleRange: Codable, Sendable, Hashable {
    public var low: Double
    public var median: Double
    public var high: Double

    public init(low: Double, median: Double, high: Double) {
        self.low = low
        self.median = median
        self.high = high
    }

    /// From `high` to `low`.
    public var width: Double { high - low }
}

/// What the members say for one hour.
public struct EnsembleHour: Codable, Sendable, Hashable {
    /// The hour's start.
    public var date: Date
    /// °C; nil when the members cannot be trusted at this hour.
    public var temperature: EnsembleRange?
    /// mm in the hour; nil as for `temperature`, or when the answer had no precipitation.
    public var precipitation: EnsembleRange?
    /// The share of members with at least `Ensemble.wetThreshold` in the hour, 0...1.
    public var wetShare: Double?

    public init(date: Date, temperature: EnsembleRange?, precipitation: EnsembleRange? = nil, wetShare: Double? = nil) {
        self.date = date
        self.temperature = temperature
        self.precipitation = precipitation
        self.wetShare = wetShare
    }
}

/// What the members say for one local day: the range of their highs, their lows and their
/// day's precipitation.
public struct EnsembleDay: Codable, Sendable, Hashable {
    /// The local midnight the day begins at.
    public var date: Date
    /// The members' highest temperatures of the day, °C.
    public var high: EnsembleRange?
    /// The members' lowest temperatures of the day, °C.
    public var low: EnsembleRange?
    /// The members' precipitation over the day, mm.
    public var precipitation: EnsembleRange?
    /// The share of members with at least `Ensemble.wetThreshold` over the day, 0...1.
    public var wetShare: Double?

    public init(date: Date, high: EnsembleRange?, low: EnsembleRange?, precipitation: EnsembleRange? = nil, wetShare: Double? = nil) {
        self.date = date
        self.high = high
        self.low = low
        self.precipitation = precipitation
        self.wetShare = wetShare
    }

    /// Half the wider of the high's and the low's 10th–90th ranges, °C: the "±" the day is
    /// shown with, so a day is as uncertain as the less certain of its two numbers.
    public var spread: Double? {
        let widths = [high?.width, low?.width].compactMap { $0 }
        return widths.max().map { $0 / 2 }
    }

    /// Whether the spread is wide enough to say the day is uncertain.
    public var isUncertain: Bool { (spread ?? 0) >= Ensemble.uncertainSpread }
}
