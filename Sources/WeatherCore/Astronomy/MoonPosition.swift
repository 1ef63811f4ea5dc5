import Foundation

/// Where the moon is, from Meeus, "Astronomical Algorithms", chapter 47 (ELP-2000/82 truncated
/// to its largest periodic terms: about 0.01° in longitude, well under a minute of moonrise).
struct MoonPosition {
    /// Apparent ecliptic longitude and latitude, degrees.
    var longitude: Double
    var latitude: Double
    /// Distance between the centres of the Earth and the moon, km.
    var distance: Double
    var equatorial: EquatorialPosition

    /// Equatorial radius of the Earth, km, for the moon's horizontal parallax.
    private static let earthRadius = 6_378.14

    /// One periodic term: multiples of D, M, M′, F and its coefficient.
    private struct Term {
        var d: Double, m: Double, mPrime: Double, f: Double
        var coefficient: Double
        init(_ d: Double, _ m: Double, _ mPrime: Double, _ f: Double, _ coefficient: Double) {
            self.d = d; self.m = m; self.mPrime = mPrime; self.f = f; self.coefficient = coefficient
        }
    }

    /// Table 47.A, longitude, in 10⁻⁶ degrees.
    private static let longitudeTerms: [Term] = [
        Term(0, 0, 1, 0, 6_288_774), Term(2, 0, -1, 0, 1_274_027), Term(2, 0, 0, 0, 658_314),
        Term(0, 0, 2, 0, 213_618), Term(0, 1, 0, 0, -185_116), Term(0, 0, 0, 2, -114_332),
        Term(2, 0, -2, 0, 58_793), Term(2, -1, -1, 0, 57_066), Term(2, 0, 1, 0, 53_322),
        Term(2, -1, 0, 0, 45_758), Term(0, 1, -1, 0, -40_923), Term(1, 0, 0, 0, -34_720),
        Term(0, 1, 1, 0, -30_383), Term(2, 0, 0, -2, 15_327), Term(0, 0, 1, 2, -12_528),
        Term(0, 0, 1, -2, 10_980), Term(4, 0, -1, 0, 10_675), Term(0, 0, 3, 0, 10_034),
        Term(4, 0, -2, 0, 8_548), Term(2, 1, -1, 0, -7_888), Term(2, 1, 0, 0, -6_766),
        Term(1, 0, -1, 0, -5_163), Term(1, 1, 0, 0, 4_987), Term(2, -1, 1, 0, 4_036),
        Term(2, 0, 2, 0, 3_994), Term(4, 0, 0, 0, 3_861), Term(2, 0, -3, 0, 3_665),
        Term(0, 1, -2, 0, -2_689), Term(2, 0, -1, 2, -2_602), Term(2, -1, -2, 0, 2_390),
        Term(1, 0, 1, 0, -2_348), Term(2, -2, 0, 0, 2_236),
    ]

    /// Table 47.A, distance, in metres (10⁻³ km).
    private static let distanceTerms: [Term] = [
        Term(0, 0, 1, 0, -20_905_355), Term(2, 0, -1, 0, -3_699_111), Term(2, 0, 0, 0, -2_955_968),
        Term(0, 0, 2, 0, -569_925), Term(0, 1, 0, 0, 48_888), Term(0, 0, 0, 2, -3_149),
        Term(2, 0, -2, 0, 246_158), Term(2, -1, -1, 0, -152_138), Term(2, 0, 1, 0, -170_733),
        Term(2, -1, 0, 0, -204_586), Term(0, 1, -1, 0, -129_620), Term(1, 0, 0, 0, 108_743),
        Term(0, 1, 1, 0, 104_755), Term(2, 0, 0, -2, 10_321), Term(0, 0, 1, -2, 79_661),
        Term(4, 0, -1, 0, -34_782), Term(0, 0, 3, 0, -23_210), Term(4, 0, -2, 0, -21_636),
        Term(2, 1, -1, 0, 24_208), Term(2, 1, 0, 0, 30_824), Term(1, 0, -1, 0, -8_379),
        Term(1, 1, 0, 0, -16_675), Term(2, -1, 1, 0, -12_831), Term(2, 0, 2, 0, -10_445),
        Term(4, 0, 0, 0, -11_650), Term(2, 0, -3, 0, 14_403), Term(0, 1, -2, 0, -7_003),
        Term(2, -1, -2, 0, 10_056), Term(1, 0, 1, 0, 6_322), Term(2, -2, 0, 0, -9_884),
    ]

    /// Table 47.B, latitude, in 10⁻⁶ degrees.
    private static let latitudeTerms: [Term] = [
        Term(0, 0, 0, 1, 5_128_122), Term(0, 0, 1, 1, 280_602), Term(0, 0, 1, -1, 277_693),
        Term(2, 0, 0, -1, 173_237), Term(2, 0, -1, 1, 55_413), Term(2, 0, -1, -1, 46_271),
        Term(2, 0, 0, 1, 32_573), Term(0, 0, 2, 1, 17_198), Term(2, 0, 1, -1, 9_266),
        Term(0, 0, 2, -1, 8_822), Term(2, -1, 0, -1, 8_216), Term(2, 0, -2, -1, 4_324),
        Term(2, 0, 1, 1, 4_200), Term(2, 1, 0, -1, -3_359), Term(2, -1, -1, 1, 2_463),
        Term(2, -1, 0, 1, 2_211), Term(2, -1, -1, -1, 2_065), Term(0, 1, -1, -1, -1_870),
        Term(4, 0, -1, -1, 1_828), Term(0, 1, 0, 1, -1_794), Term(0, 0, 0, 3, -1_749),
        Term(0, 1, -1, 1, -1_565), Term(1, 0, 0, 1, -1_491), Term(0, 1, 1, 1, -1_475),
        Term(0, 1, 1, -1, -1_410), Term(0, 1, 0, -1, -1_344), Term(1, 0, 0, -1, -1_335),
        Term(0, 0, 3, 1, 1_107), Term(4, 0, 0, -1, 1_021), Term(4, 0, -1, 1, 833),
    ]

    init(at date: Date) {
        let t = AstronomicalTime.dynamicalCenturies(date)
        let t2 = t * t, t3 = t2 * t, t4 = t3 * t
        // Fundamental arguments (Meeus 47.1 to 47.5), degrees.
        let meanLongitude = 218.316_447_7 + 481_267.881_234_21 * t - 0.001_578_6 * t2 + t3 / 538_841 - t4 / 65_194_000
        let elongation = 297.850_192_1 + 445_267.111_403_4 * t - 0.001_881_9 * t2 + t3 / 545_868 - t4 / 113_065_000
        let sunAnomaly = 357.529_109_2 + 35_999.050_290_9 * t - 0.000_153_6 * t2 + t3 / 24_490_000
        let moonAnomaly = 134.963_396_4 + 477_198.867_505_5 * t + 0.008_741_4 * t2 + t3 / 69_699 - t4 / 14_712_000
        let argumentOfLatitude = 93.272_095_0 + 483_202.017_523_3 * t - 0.003_653_9 * t2 - t3 / 3_526_000 + t4 / 863_310_000
        let a1 = 119.75 + 131.849 * t, a2 = 53.09 + 479_264.290 * t, a3 = 313.45 + 481_266.484 * t
        // Terms with the sun's anomaly shrink as the Earth's orbit grows less eccentric.
        let eccentricityFactor = 1 - 0.002_516 * t - 0.000_007_4 * t2

        func argument(_ term: Term) -> Double {
            term.d * elongation + term.m * sunAnomaly + term.mPrime * moonAnomaly + term.f * argumentOfLatitude
        }
        func weight(_ term: Term) -> Double {
            abs(term.m) == 2 ? eccentricityFactor * eccentricityFactor : (term.m == 0 ? 1 : eccentricityFactor)
        }
        var sumLongitude = Self.longitudeTerms.reduce(0) { $0 + $1.coefficient * weight($1) * Angle.sin(argument($1)) }
        var sumLatitude = Self.latitudeTerms.reduce(0) { $0 + $1.coefficient * weight($1) * Angle.sin(argument($1)) }
        let sumDistance = Self.distanceTerms.reduce(0) { $0 + $1.coefficient * weight($1) * Angle.cos(argument($1)) }
        // Venus, Jupiter and the flattening of the Earth.
        sumLongitude += 3_958 * Angle.sin(a1) + 1_962 * Angle.sin(meanLongitude - argumentOfLatitude) + 318 * Angle.sin(a2)
        sumLatitude += -2_235 * Angle.sin(meanLongitude) + 382 * Angle.sin(a3)
            + 175 * Angle.sin(a1 - argumentOfLatitude) + 175 * Angle.sin(a1 + argumentOfLatitude)
            + 127 * Angle.sin(meanLongitude - moonAnomaly) - 115 * Angle.sin(meanLongitude + moonAnomaly)

        let nutation = -0.004_78 * Angle.sin(Angle.lunarAscendingNode(centuries: t))
        longitude = Angle.normalized(meanLongitude + sumLongitude / 1_000_000 + nutation)
        latitude = sumLatitude / 1_000_000
        distance = 385_000.56 + sumDistance / 1_000
        equatorial = EquatorialPosition(
            eclipticLongitude: longitude, eclipticLatitude: latitude, obliquity: Angle.obliquity(centuries: t))
    }

    /// The altitude of the moon's centre at its rise and set, degrees, at `distance` km: its
    /// parallax lifts the horizon, its semi-diameter and refraction (34′) lower it (Meeus 15,
    /// h₀ = 0.7275π − 0°34′).
    static func riseAltitude(distance: Double) -> Double {
        let parallax = Angle.asin(earthRadius / distance)
        return 0.7275 * parallax - 34.0 / 60
    }
}
