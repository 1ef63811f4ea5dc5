import Foundation

/// The arithmetic of ensemble bands, as pure functions over the members' columns. Wherever the
/// input could give a wrong band (too few members, columns that do not line up, a value no
/// weather has) it gives none: a band drawn is a claim about how sure the forecast is.
public enum Ensemble {
    /// Fewer members than this make no band: a 10th and a 90th percentile of fewer than ten
    /// values are just the extremes.
    public static let minimumMembers = 10
    /// Precipitation from this amount counts as wet, mm (the smallest amount gauges report).
    public static let wetThreshold = 0.1
    /// A day whose spread (`EnsembleDay.spread`) reaches this is called uncertain, °C: the
    /// members' highs or lows then lie more than 8 °C apart.
    public static let uncertainSpread = 4.0

    /// The `fraction` percentile (0...1) of `sorted` (ascending, not empty), interpolated
    /// linearly between the two nearest ranks, as most statistics packages do by default: the
    /// 10th percentile of 1...11 is 2.
    public static func percentile(_ fraction: Double, ofSorted sorted: [Double]) -> Double {
        precondition(!sorted.isEmpty, "a percentile of nothing")
        let position = fraction * Double(sorted.count - 1)
        let lower = Int(position.rounded(.down))
        let upper = min(lower + 1, sorted.count - 1)
        return sorted[lower] + (sorted[upper] - sorted[lower]) * (position - Double(lower))
    }

    /// The 10th, 50th and 90th percentiles of `values`; nil when a value lies outside `limits`
    /// (or is not a number) or fewer than `minimumMembers` are given.
    public static func range(of values: [Double], within limits: ClosedRange<Double>) -> EnsembleRange? {
        guard values.count >= minimumMembers,
              values.allSatisfy({ PhysicalLimits.checked($0, limits) != nil })
        else { return nil }
        let sorted = values.sorted()
        return EnsembleRange(
            low: percentile(0.1, ofSorted: sorted), median: percentile(0.5, ofSorted: sorted),
            high: percentile(0.9, ofSorted: sorted))
    }

    /// The share of `amounts` of at least `wetThreshold`; nil as for `range(of:within:)`.
    public static func wetShare(of amounts: [Double], within limits: ClosedRange<Double>) -> Double? {
        guard amounts.count >= minimumMembers,
              amounts.allSatisfy({ PhysicalLimits.checked($0, limits) != nil })
        else { return nil }
        return Double(amounts.filter { $0 >= wetThreshold }.count) / Double(amounts.count)
    }

    /// The values of `members` at `index` that are present, or nil when too few are: fewer
    /// than half the members, or than `minimumMembers`. A member past the end of its run has
    /// `null` there; a band from the few left would pretend to a certainty nobody computed.
    static func present(_ members: [[Double?]], at index: Int) -> [Double]? {
        let values = members.compactMap { $0[index] }
        guard values.count >= minimumMembers, values.count * 2 >= members.count else { return nil }
        return values
    }
}

extension EnsembleForecast {
    /// The band of the members' columns: `temperature` (°C) and `precipitation` (mm in the hour,
    /// may be empty) hold one column per member, each as long as `times` (the hours' starts).
    /// Days are the place's local days (`zone`), each counted only when every one of its hours
    /// is in the answer (a day's high from part of it is not the day's high), and only from
    /// members with a value at each of them.
    ///
    /// Nil (no band at all) when the answer cannot be read as one ensemble: fewer than
    /// `Ensemble.minimumMembers` members, a column of another length than `times`, times out
    /// of order, or not a single hour with a band. An hour or day where a member has a value
    /// no weather has gets no band, rather than a band from the others.
    public init?(times: [Date], temperature: [[Double?]], precipitation: [[Double?]], zone: TimeZone) {
        guard temperature.count >= Ensemble.minimumMembers,
              temperature.allSatisfy({ $0.count == times.count }),
              precipitation.allSatisfy({ $0.count == times.count }),
              !times.isEmpty,
              times.allSatisfy({ PhysicalLimits.checked($0) != nil }),
              zip(times, times.dropFirst()).allSatisfy({ $0 < $1 })
        else { return nil }
        let hours = times.indices.map { index in
            let temperatures = Ensemble.present(temperature, at: index)
            let amounts = precipitation.isEmpty ? nil : Ensemble.present(precipitation, at: index)
            return EnsembleHour(
                date: times[index],
                temperature: temperatures.flatMap { Ensemble.range(of: $0, within: PhysicalLimits.temperature) },
                precipitation: amounts.flatMap { Ensemble.range(of: $0, within: PhysicalLimits.precipitationPerHour) },
                wetShare: amounts.flatMap { Ensemble.wetShare(of: $0, within: PhysicalLimits.precipitationPerHour) })
        }
        guard hours.contains(where: { $0.temperature != nil }) else { return nil }
        var dayIndices: [(day: Int, indices: [Int])] = []
        for index in times.indices {
            let day = LocalDays.dayNumber(of: times[index], in: zone)
            if dayIndices.last?.day == day { dayIndices[dayIndices.count - 1].indices.append(index) } else { dayIndices.append((day, [index])) }
        }
        let days = dayIndices.compactMap { entry -> EnsembleDay? in
            let start = LocalDays.start(ofDay: entry.day, in: zone)
            let hoursOfDay = Int((LocalDays.start(ofDay: entry.day + 1, in: zone).timeIntervalSince(start) / 3600).rounded())
            guard entry.indices.count == hoursOfDay else { return nil }
            return Self.day(
                starting: start, indices: entry.indices,
                temperature: temperature, precipitation: precipitation)
        }
        self.init(memberCount: temperature.count, hours: hours, days: days)
    }

    /// One day's ranges from the members whole over `indices`; nil when too few are.
    private static func day(starting start: Date, indices: [Int], temperature: [[Double?]], precipitation: [[Double?]]) -> EnsembleDay? {
        func whole(_ member: [Double?]) -> [Double]? {
            let values = indices.compactMap { member[$0] }
            return values.count == indices.count ? values : nil
        }
        let temperatureDays = temperature.compactMap(whole)
        guard temperatureDays.count >= Ensemble.minimumMembers, temperatureDays.count * 2 >= temperature.count else { return nil }
        // A member with an impossible hour makes the whole day's extremes untrustworthy.
        let highs = temperatureDays.map { $0.max() ?? .nan }
        let lows = temperatureDays.map { $0.min() ?? .nan }
        let high = Ensemble.range(of: highs, within: PhysicalLimits.temperature)
        let low = Ensemble.range(of: lows, within: PhysicalLimits.temperature)
        guard let high, let low,
              temperatureDays.allSatisfy({ $0.allSatisfy { PhysicalLimits.checked($0, PhysicalLimits.temperature) != nil } })
        else { return nil }
        var totals: [Double]?
        let precipitationDays = precipitation.compactMap(whole)
        if precipitationDays.count >= Ensemble.minimumMembers, precipitationDays.count * 2 >= precipitation.count,
           precipitationDays.allSatisfy({ $0.allSatisfy { PhysicalLimits.checked($0, PhysicalLimits.precipitationPerHour) != nil } }) {
            totals = precipitationDays.map { $0.reduce(0, +) }
        }
        return EnsembleDay(
            date: start, high: high, low: low,
            precipitation: totals.flatMap { Ensemble.range(of: $0, within: PhysicalLimits.precipitationPerDay) },
            wetShare: totals.flatMap { Ensemble.wetShare(of: $0, within: PhysicalLimits.precipitationPerDay) })
    }
}
