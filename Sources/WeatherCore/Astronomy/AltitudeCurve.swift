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

    let interval: DateInterval
    private let altitude: (Date) -> Double
    private let samples: [(date: Date, altitude: Double)]

    /// Ten minutes: shorter than any dip of the sun or moon below a threshold that matters here.
    private static let step: TimeInterval = 600

    init(over interval: DateInterval, altitude: @escaping (Date) -> Double) {
        self.interval = interval
        self.altitude = altitude
        var samples: [(date: Date, altitude: Double)] = []
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

    func isAbove(_ threshold: Double, at date: Date) -> Bool { altitude(date) > threshold }

    /// Every crossing of `threshold` in the interval, in order, to about a second.
    func crossings(of threshold: Double) -> [Crossing] {
        zip(samples, samples.dropFirst()).compactMap { before, after in
            let wasAbove = before.altitude > threshold, isAbove = after.altitude > threshold
            guard wasAbove != isAbove else { return nil }
            var low = before.date, high = after.date
            while high.timeIntervalSince(low) > 1 {
                let middle = low + high.timeIntervalSince(low) / 2
                if (altitude(middle) > threshold) == wasAbove { low = middle } else { high = middle }
            }
            return Crossing(date: high, isRising: isAbove)
        }
    }

    /// The parts of the interval where the altitude is above `threshold`.
    func intervals(above threshold: Double) -> [DateInterval] {
        intervals(between: threshold, and: .infinity)
    }

    /// The parts of the interval where the altitude is above `lower` and not above `upper`.
    func intervals(between lower: Double, and upper: Double) -> [DateInterval] {
        var boundaries = [interval.start]
        boundaries += crossings(of: lower).map(\.date)
        if upper.isFinite { boundaries += crossings(of: upper).map(\.date) }
        boundaries.append(interval.end)
        boundaries.sort()
        var result: [DateInterval] = []
        for (start, end) in zip(boundaries, boundaries.dropFirst()) where end > start {
            let value = altitude(start + end.timeIntervalSince(start) / 2)
            guard value > lower, value <= upper else { continue }
            if let last = result.last, last.end == start {
                result[result.count - 1] = DateInterval(start: last.start, end: end)
            } else {
                result.append(DateInterval(start: start, end: end))
            }
        }
        return result
    }
}
