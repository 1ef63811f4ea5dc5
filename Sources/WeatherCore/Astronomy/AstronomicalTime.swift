import Foundation

/// The time scales and angle arithmetic the sun and moon positions are written in (Meeus,
/// "Astronomical Algorithms", chapters 7 and 12).
enum AstronomicalTime {
    /// Julian day of the Unix epoch, 1970-01-01 00:00 UT.
    private static let unixEpochJulianDay = 2_440_587.5
    /// Julian day of J2000.0, the epoch the series are expanded about.
    private static let j2000 = 2_451_545.0

    /// Terrestrial Time runs ahead of UT by ΔT, about 69 s in the 2020s. The moon moves half a
    /// degree an hour, so ignoring ΔT would shift its rise by seconds only; a constant is enough
    /// for the decades this program will be used in.
    static let deltaT: TimeInterval = 69

    static func julianDay(_ date: Date) -> Double {
        date.timeIntervalSince1970 / 86_400 + unixEpochJulianDay
    }

    /// Julian centuries since J2000.0 (UT).
    static func centuries(_ date: Date) -> Double {
        (julianDay(date) - j2000) / 36_525
    }

    /// Julian centuries since J2000.0 in Terrestrial Time, for the moon's series.
    static func dynamicalCenturies(_ date: Date) -> Double {
        centuries(date.addingTimeInterval(deltaT))
    }

    /// Mean sidereal time at Greenwich, degrees (Meeus 12.4).
    static func greenwichSiderealTime(_ date: Date) -> Double {
        let days = julianDay(date) - j2000
        let t = days / 36_525
        return Angle.normalized(280.460_618_37 + 360.985_647_366_29 * days + 0.000_387_933 * t * t - t * t * t / 38_710_000)
    }
}

/// Degree-based trigonometry: every series in these algorithms is written in degrees.
enum Angle {
    static func normalized(_ degrees: Double) -> Double {
        let value = degrees.truncatingRemainder(dividingBy: 360)
        return value < 0 ? value + 360 : value
    }

    static func sin(_ degrees: Double) -> Double { Foundation.sin(degrees * .pi / 180) }
    static func cos(_ degrees: Double) -> Double { Foundation.cos(degrees * .pi / 180) }
    static func asin(_ value: Double) -> Double { Foundation.asin(max(-1, min(1, value))) * 180 / .pi }
    static func atan2(_ y: Double, _ x: Double) -> Double { Foundation.atan2(y, x) * 180 / .pi }

    /// Obliquity of the ecliptic corrected for nutation, degrees (Meeus 22.2, with the NOAA
    /// solar calculator's one-term correction).
    static func obliquity(centuries t: Double) -> Double {
        let seconds = 21.448 - t * (46.815 + t * (0.000_59 - t * 0.001_813))
        let mean = 23 + (26 + seconds / 60) / 60
        return mean + 0.002_56 * cos(lunarAscendingNode(centuries: t))
    }

    /// Longitude of the moon's ascending node, degrees: the argument of the main nutation term.
    static func lunarAscendingNode(centuries t: Double) -> Double {
        125.04 - 1_934.136 * t
    }
}

/// Where on the Earth the sky is seen from, degrees. The sine and cosine of the latitude are
/// worked out once: a day's altitude curves ask for a few hundred altitudes.
struct Observer {
    let longitude: Double
    let sinLatitude: Double
    let cosLatitude: Double

    init(latitude: Double, longitude: Double) {
        self.longitude = longitude
        sinLatitude = Angle.sin(latitude)
        cosLatitude = Angle.cos(latitude)
    }
}

/// A body's place on the sky seen from the centre of the Earth, in degrees.
struct EquatorialPosition {
    var rightAscension: Double
    var declination: Double

    init(rightAscension: Double, declination: Double) {
        self.rightAscension = rightAscension
        self.declination = declination
    }

    /// Altitude above the observer's horizon, degrees, with no refraction (the thresholds
    /// that use it include refraction themselves).
    func altitude(seenFrom observer: Observer, at date: Date) -> Double {
        let hourAngle = AstronomicalTime.greenwichSiderealTime(date) + observer.longitude - rightAscension
        return Angle.asin(
            observer.sinLatitude * Angle.sin(declination)
                + observer.cosLatitude * Angle.cos(declination) * Angle.cos(hourAngle))
    }

    /// From ecliptic longitude and latitude (Meeus 13.3 and 13.4).
    init(eclipticLongitude lambda: Double, eclipticLatitude beta: Double, obliquity epsilon: Double) {
        rightAscension = Angle.normalized(Angle.atan2(
            Angle.sin(lambda) * Angle.cos(epsilon) - Angle.sin(beta) / Angle.cos(beta) * Angle.sin(epsilon),
            Angle.cos(lambda)))
        declination = Angle.asin(
            Angle.sin(beta) * Angle.cos(epsilon) + Angle.cos(beta) * Angle.sin(epsilon) * Angle.sin(lambda))
    }
}
