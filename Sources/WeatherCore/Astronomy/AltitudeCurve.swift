import Foundation

/// A body's altitude over one local day, sampled every few minutes, with the moments it crosses
/// a given altitude found by bisection. Sampling the whole day rather than solving for one
/// rise and one set is what keeps the polar cases honest: a day may have no crossing (polar day
/// or night), one (the sun rises and stays up past midnight), or two sets and a rise.
struct AltitudeCurve {
    struct Crossing: Equatable {
        var date: Date
        /// True when the body climbs through the altitude, false when it sinks through it.
        var isRising: Bool
    }

    /// Every crossing of one altitude in the interval, in order, and the side the interval
    /// starts on: together they say which side the body is on at any moment, so the intervals
    /// above and between altitudes need no further altitudes worked out.
    struct Crossings {
        var startsAbove: Bool
        var all: [Crossing]

        var firstRise: Date? { all.first(where: \.isRising)?.date }
        var firstSet: Date? { all.first(where: { !$0.isRising })?.date }
        var lastSet: Date? { all.last(where: { !$0.isRising })?.date }

        /// Those of an altitude the body never reaches: the upper end of "above".
        static let unreached = Crossings(startsAbove: false, all: [])
    }

    let interval: DateInterval
    private let altitude: (Date) -> Double
    private let samples: [(date: Date, altitude: Double)]

    /// Ten minutes: shorter than any dip of the sun or moon below a threshold that matters here.
    private static let step: TimeInterval = 600

    init(over interval: DateInterval, altitude: @escaping (Date) -> Double) {
        self.interval = interval
        self.altitude = altitude
        var samples: [(date: Date, altitude: Double)] = []
        samples.reserveCapacity(Int(interval.duration / Self.step) + 2)
        var date = interval.start
        while date < interval.end {
            samples.append((date, altitude(date)))
            date += Self.step
        }
        samples.append((interval.end, altitude(interval.end)))
        self.samples = samples
    }

    /// The highest sample: when the body culminates, to a step.
    var highest: (date: Date, altitude: Double) {
        samples.max { $0.altitude < $1.altitude } ?? (interval.start, altitude(interval.start))
    }

    /// Every crossing of `threshold` in the interval, in order, to about a second.
    func crossings(of threshold: Double) -> Crossings {
        let all = zip(samples, samples.dropFirst()).compactMap { before, after -> Crossing? in
            let wasAbove = before.altitude > threshold, isAbove = after.altitude > threshold
            guard wasAbove != isAbove else { return nil }
            var low = before.date, high = after.date
            while high.timeIntervalSince(low) > 1 {
                let middle = low + high.timeIntervalSince(low) / 2
                if (altitude(middle) > threshold) == wasAbove { low = middle } else { high = middle }
            }
            return Crossing(date: high, isRising: isAbove)
        }
        return Crossings(startsAbove: samples[0].altitude > threshold, all: all)
    }

    /// The parts of the interval where the altitude is above the threshold of `crossings`.
    func intervals(above crossings: Crossings) -> [DateInterval] {
        intervals(between: crossings, and: .unreached)
    }

    /// The parts of the interval where the altitude is above the lower threshold and not above
    /// the upper one, each given by its crossings.
    func intervals(between lower: Crossings, and upper: Crossings) -> [DateInterval] {
        let changes = (lower.all.map { (crossing: $0, isLower: true) } + upper.all.map { (crossing: $0, isLower: false) })
            .sorted { $0.crossing.date < $1.crossing.date }
        var isAboveLower = lower.startsAbove, isAboveUpper = upper.startsAbove
        var start = interval.start
        var result: [DateInterval] = []
        func close(at end: Date) {
            guard end > start, isAboveLower, !isAboveUpper else { return }
            if let last = result.last, last.end == start {
                result[result.count - 1] = DateInterval(start: last.start, end: end)
            } else {
                result.append(DateInterval(start: start, end: end))
            }
        }
        for change in changes {
            close(at: change.crossing.date)
            start = change.crossing.date
            // After a crossing the body is on the side it crossed to.
            if change.isLower { isAboveLower = change.crossing.isRising } else { isAboveUpper = change.crossing.isRising }
        }
        close(at: interval.end)
        return result
    }
}
