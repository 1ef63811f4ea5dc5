import Foundation

/// Polar day and polar night: the sun stays above, or below, the horizon for a whole local day.
/// A state of its own, so that "no sunrise" is never mistaken for missing data.
public enum PolarState: String, Codable, Sendable {
    case day, night
}

/// The sun and the moon over one local day of a place, computed from its coordinates and time
/// zone alone (no network): the sun from NOAA's solar calculator equations, the moon from
/// Meeus. Rises and sets are those of the upper limb with standard refraction.
public struct Astronomy: Sendable, Hashable {
    /// The local calendar day, midnight to midnight in the place's zone.
    public var day: DateInterval
    /// The first sunrise of the day; nil when the sun does not rise that day.
    public var sunrise: Date?
    /// The last sunset of the day; nil when the sun does not set that day.
    public var sunset: Date?
    /// Set when the sun neither rises nor sets all day.
    public var polar: PolarState?
    /// Time the sun is up during the day (the whole day in polar day, zero in polar night).
    public var dayLength: TimeInterval
    /// `dayLength` less yesterday's.
    public var dayLengthChange: TimeInterval
    /// Civil twilight: the sun's centre 6° below the horizon.
    public var civilDawn: Date?
    public var civilDusk: Date?
    /// The sun up but lower than 6°: the soft light photographers wait for. Where the sun
    /// never climbs that high the low sun is split at noon into morning and evening.
    public var goldenHourMorning: DateInterval?
    public var goldenHourEvening: DateInterval?
    public var moon: MoonDay

    public struct MoonDay: Sendable, Hashable {
        /// The phase of the day (a principal phase names the day it falls on).
        public var phase: MoonPhase
        /// Elongation at the moment asked for, 0–360°: 0 new, 90 first quarter, 180 full, 270 last quarter.
        public var phaseAngle: Double
        /// Fraction of the disc lit at the moment asked for, 0...1.
        public var illumination: Double
        /// nil when the moon does not rise (or set) that local day, as happens once a month.
        public var moonrise: Date?
        public var moonset: Date?
    }

    /// Altitudes of the sun's centre, degrees: the upper limb on the horizon with 34′ of
    /// refraction and 16′ of semi-diameter, civil twilight, and the top of the golden hour.
    static let sunriseAltitude = -0.833
    static let civilTwilightAltitude = -6.0
    static let goldenHourAltitude = 6.0

    public init(place: Place, at moment: Date) {
        self.init(latitude: place.latitude, longitude: place.longitude, timeZone: place.timeZone, at: moment)
    }

    /// The local day containing `moment`; the moon's phase angle and illumination at `moment`.
    public init(latitude: Double, longitude: Double, timeZone: TimeZone, at moment: Date) {
        let day = LocalDays.interval(containing: moment, in: timeZone)
        let yesterdayStart = LocalDays.interval(containing: day.start - 1, in: timeZone).start
        self.day = day
        let observer = Observer(latitude: latitude, longitude: longitude)

        func sunCurve(over interval: DateInterval) -> AltitudeCurve {
            let path = SkyPath(over: interval) { date in
                let sun = SunPosition(at: date)
                return SkyPath.Point(equatorial: sun.equatorial, distance: sun.distance)
            }
            return AltitudeCurve(over: interval) { date in path.point(at: date).equatorial.altitude(seenFrom: observer, at: date) }
        }
        let sun = sunCurve(over: day)
        // Each threshold's crossings are bisected once and serve every answer that needs them.
        let horizon = sun.crossings(of: Self.sunriseAltitude)
        sunrise = horizon.firstRise
        sunset = horizon.lastSet
        dayLength = Self.timeUp(sun, horizon: horizon)
        if horizon.all.isEmpty {
            polar = horizon.startsAbove ? .day : .night
        }
        let yesterday = sunCurve(over: DateInterval(start: yesterdayStart, end: day.start))
        dayLengthChange = dayLength - Self.timeUp(yesterday, horizon: yesterday.crossings(of: Self.sunriseAltitude))

        let twilight = sun.crossings(of: Self.civilTwilightAltitude)
        civilDawn = twilight.firstRise
        civilDusk = twilight.lastSet

        let noon = sun.highest.date
        let lowSun = sun.intervals(between: horizon, and: sun.crossings(of: Self.goldenHourAltitude))
        goldenHourMorning = lowSun.lazy.filter { $0.start < noon }
            .map { DateInterval(start: $0.start, end: min($0.end, noon)) }.first
        goldenHourEvening = lowSun.filter { $0.end > noon }
            .map { DateInterval(start: max($0.start, noon), end: $0.end) }.last

        let moonPath = SkyPath(over: day) { date in
            let moon = MoonPosition(at: date)
            return SkyPath.Point(equatorial: moon.equatorial, distance: moon.distance)
        }
        let moonCurve = AltitudeCurve(over: day) { date in
            let moon = moonPath.point(at: date)
            return moon.equatorial.altitude(seenFrom: observer, at: date) - MoonPosition.riseAltitude(distance: moon.distance)
        }
        let moonHorizon = moonCurve.crossings(of: 0)
        let now = MoonIllumination(at: moment)
        moon = MoonDay(
            phase: MoonPhase(
                elongationAtStart: MoonIllumination(at: day.start).elongation,
                elongationAtEnd: MoonIllumination(at: day.end).elongation),
            phaseAngle: now.elongation, illumination: now.fraction,
            moonrise: moonHorizon.firstRise,
            moonset: moonHorizon.firstSet)
    }

    private static func timeUp(_ curve: AltitudeCurve, horizon: AltitudeCurve.Crossings) -> TimeInterval {
        curve.intervals(above: horizon).reduce(0) { $0 + $1.duration }
    }
}
