import Foundation

/// Where the sun is, from the equations of NOAA's solar calculator (themselves from Meeus,
/// chapter 25, low accuracy: about 0.01°, a few seconds of sunrise).
struct SunPosition {
    /// Apparent ecliptic longitude, degrees.
    var longitude: Double
    /// Distance from the Earth, km.
    var distance: Double
    var equatorial: EquatorialPosition

    private static let kilometresPerAstronomicalUnit = 149_597_870.7

    init(at date: Date) {
        let t = AstronomicalTime.centuries(date)
        let meanLongitude = Angle.normalized(280.466_46 + t * (36_000.769_83 + t * 0.000_303_2))
        let meanAnomaly = 357.529_11 + t * (35_999.050_29 - 0.000_153_7 * t)
        let eccentricity = 0.016_708_634 - t * (0.000_042_037 + 0.000_000_126_7 * t)
        let equationOfCentre = Angle.sin(meanAnomaly) * (1.914_602 - t * (0.004_817 + 0.000_014 * t))
            + Angle.sin(2 * meanAnomaly) * (0.019_993 - 0.000_101 * t)
            + Angle.sin(3 * meanAnomaly) * 0.000_289
        let trueLongitude = meanLongitude + equationOfCentre
        let trueAnomaly = meanAnomaly + equationOfCentre
        // Aberration (−0.00569°) and nutation in longitude.
        longitude = trueLongitude - 0.005_69 - 0.004_78 * Angle.sin(Angle.lunarAscendingNode(centuries: t))
        let radiusVector = 1.000_001_018 * (1 - eccentricity * eccentricity) / (1 + eccentricity * Angle.cos(trueAnomaly))
        distance = radiusVector * Self.kilometresPerAstronomicalUnit
        equatorial = EquatorialPosition(
            eclipticLongitude: longitude, eclipticLatitude: 0, obliquity: Angle.obliquity(centuries: t))
    }
}
