import Foundation
import Testing
@testable import WeatherCore

/// The interpolated path against the series it stands in for, every five minutes of a day:
/// the worst seen over 400 days was 8·10⁻⁶° for the moon and 3·10⁻¹⁰° for the sun, so the
/// bounds leave a margin of ten and still hold the rises to well under a second.
@Suite("Sky path")
struct SkyPathTests {
    private static let moonTolerance = 0.000_1
    private static let sunTolerance = 0.000_001
    private let tromso = Observer(latitude: 69.65, longitude: 18.96)

    private func day(startingAt seconds: TimeInterval, hours: Double = 24) -> DateInterval {
        DateInterval(start: Date(timeIntervalSince1970: seconds), duration: hours * 3600)
    }

    /// The largest difference in altitude, and in the moon's rise altitude, over the day.
    private func worstDifference(over day: DateInterval, series: (Date) -> SkyPath.Point) -> (altitude: Double, riseAltitude: Double) {
        let path = SkyPath(over: day, position: series)
        var worst = (altitude: 0.0, riseAltitude: 0.0)
        for offset in stride(from: 0, through: day.duration, by: 300) {
            let date = day.start + offset
            let interpolated = path.point(at: date), exact = series(date)
            worst.altitude = max(worst.altitude, abs(
                interpolated.equatorial.altitude(seenFrom: tromso, at: date) - exact.equatorial.altitude(seenFrom: tromso, at: date)))
            worst.riseAltitude = max(worst.riseAltitude, abs(
                MoonPosition.riseAltitude(distance: interpolated.distance) - MoonPosition.riseAltitude(distance: exact.distance)))
        }
        return worst
    }

    private func moon(_ date: Date) -> SkyPath.Point {
        let moon = MoonPosition(at: date)
        return SkyPath.Point(equatorial: moon.equatorial, distance: moon.distance)
    }

    private func sun(_ date: Date) -> SkyPath.Point {
        let sun = SunPosition(at: date)
        return SkyPath.Point(equatorial: sun.equatorial, distance: sun.distance)
    }

    /// 17 December 2026 (UTC): the moon's right ascension runs from 352° through 360° to 3°.
    @Test func followsTheMoonThroughZeroRightAscension() {
        let day = day(startingAt: 1_797_465_600)
        #expect(moon(day.end).equatorial.rightAscension < moon(day.start).equatorial.rightAscension, "the day this test needs")
        let worst = worstDifference(over: day, series: moon)
        #expect(worst.altitude < Self.moonTolerance, "moon altitude off by \(worst.altitude)°")
        #expect(worst.riseAltitude < Self.moonTolerance, "moon rise altitude off by \(worst.riseAltitude)°")
    }

    /// 20 March 2026 (UTC): the equinox, the sun's right ascension passing 0°.
    @Test func followsTheSunThroughTheEquinox() {
        let day = day(startingAt: 1_773_964_800)
        #expect(sun(day.end).equatorial.rightAscension < sun(day.start).equatorial.rightAscension, "the day this test needs")
        let worst = worstDifference(over: day, series: sun)
        #expect(worst.altitude < Self.sunTolerance, "sun altitude off by \(worst.altitude)°")
    }

    /// A local day of 25 hours (Berlin, 25 October 2026, from 00:00 CEST): the nodes spread
    /// over the longer day.
    @Test func followsTheMoonOverADayOfTwentyFiveHours() {
        let worst = worstDifference(over: day(startingAt: 1_792_879_200, hours: 25), series: moon)
        #expect(worst.altitude < Self.moonTolerance, "moon altitude off by \(worst.altitude)°")
    }

    /// The day's first and last positions are the series' own, so the day's two ends agree
    /// with the days before and after.
    @Test func isTheSeriesItselfAtTheStartAndEnd() {
        let day = day(startingAt: 1_797_465_600)
        let path = SkyPath(over: day, position: moon)
        for date in [day.start, day.end] {
            let interpolated = path.point(at: date), exact = moon(date)
            #expect(abs(interpolated.equatorial.declination - exact.equatorial.declination) < 1e-9)
            #expect(abs(Angle.normalized(interpolated.equatorial.rightAscension) - exact.equatorial.rightAscension) < 1e-9)
            #expect(abs(interpolated.distance - exact.distance) < 1e-6)
        }
    }
}
