import Foundation
import Testing
@testable import WeatherCore

/// The intervals above and between altitudes, worked out from the crossings alone, on curves
/// whose answers are known: a sine that rises through 0 at 03:00, peaks at 10 at 09:00 and
/// sinks through 0 at 15:00, so that it is above 5 from 05:00 to 13:00.
@Suite("Altitude curve")
struct AltitudeCurveTests {
    private let day = DateInterval(start: Date(timeIntervalSince1970: 1_796_083_200), duration: 86_400)
    /// Bisection stops within a second of the crossing.
    private let tolerance: TimeInterval = 1

    private func curve(sign: Double = 1) -> AltitudeCurve {
        let start = day.start
        return AltitudeCurve(over: day) { date in
            sign * 10 * sin(2 * .pi * (date.timeIntervalSince(start) - 3 * 3600) / 86_400)
        }
    }

    private func hours(_ value: Double) -> Date { day.start + value * 3600 }

    private func expectIntervals(_ computed: [DateInterval], _ expected: [(Double, Double)], _ what: String) {
        #expect(computed.count == expected.count, "\(what): \(computed)")
        for (interval, (start, end)) in zip(computed, expected) {
            #expect(abs(interval.start.timeIntervalSince(hours(start))) <= tolerance, "\(what): starts \(interval.start)")
            #expect(abs(interval.end.timeIntervalSince(hours(end))) <= tolerance, "\(what): ends \(interval.end)")
        }
    }

    @Test func aDayThatStartsBelow() {
        let curve = curve()
        let horizon = curve.crossings(of: 0), high = curve.crossings(of: 5)
        #expect(!horizon.startsAbove)
        #expect(horizon.all.map(\.isRising) == [true, false])
        expectIntervals(curve.intervals(above: horizon), [(3, 15)], "above 0")
        expectIntervals(curve.intervals(above: high), [(5, 13)], "above 5")
        expectIntervals(curve.intervals(between: horizon, and: high), [(3, 5), (13, 15)], "between 0 and 5")
    }

    /// The same curve upside down: above 0 until 03:00 and again from 15:00, and between −5
    /// and 0 at each end of the dip below.
    @Test func aDayThatStartsAbove() {
        let curve = curve(sign: -1)
        let horizon = curve.crossings(of: 0), low = curve.crossings(of: -5)
        #expect(horizon.startsAbove)
        #expect(horizon.firstSet.map { abs($0.timeIntervalSince(hours(3))) <= tolerance } == true)
        #expect(horizon.firstRise.map { abs($0.timeIntervalSince(hours(15))) <= tolerance } == true)
        expectIntervals(curve.intervals(above: horizon), [(0, 3), (15, 24)], "above 0")
        expectIntervals(curve.intervals(between: low, and: horizon), [(3, 5), (13, 15)], "between -5 and 0")
    }

    /// No crossing at all: the side the day starts on holds all day.
    @Test func aDayWithoutCrossings() {
        let up = AltitudeCurve(over: day) { _ in 1 }, down = AltitudeCurve(over: day) { _ in -1 }
        expectIntervals(up.intervals(above: up.crossings(of: 0)), [(0, 24)], "always above")
        #expect(down.intervals(above: down.crossings(of: 0)).isEmpty)
        expectIntervals(up.intervals(between: up.crossings(of: 0), and: up.crossings(of: 5)), [(0, 24)], "always between")
        #expect(up.intervals(between: up.crossings(of: -5), and: up.crossings(of: 0)).isEmpty)
    }
}
