import Foundation

/// The eight traditional phases, named as WeatherKit names them.
public enum MoonPhase: String, Codable, Sendable, CaseIterable {
    case new, waxingCrescent, firstQuarter, waxingGibbous, full, waningGibbous, thirdQuarter, waningCrescent

    /// The phase of a local day, from the moon's elongation (its ecliptic longitude less the
    /// sun's, 0–360°) at the day's start and end. A principal phase (new, quarters, full) is an
    /// instant, so like almanacs it names the whole day it falls on; other days are named by
    /// the quarter of the cycle they are in.
    init(elongationAtStart start: Double, elongationAtEnd end: Double) {
        let travelled = Angle.normalized(end - start)
        let principal: [(angle: Double, phase: MoonPhase)] = [(0, .new), (90, .firstQuarter), (180, .full), (270, .thirdQuarter)]
        if let reached = principal.first(where: { Angle.normalized($0.angle - start) <= travelled }) {
            self = reached.phase
            return
        }
        switch Angle.normalized(start) {
        case ..<90: self = .waxingCrescent
        case ..<180: self = .waxingGibbous
        case ..<270: self = .waningGibbous
        default: self = .waningCrescent
        }
    }
}

/// The moon's phase seen from the centre of the Earth at one moment (Meeus, chapter 48).
struct MoonIllumination {
    /// Elongation in longitude, 0–360°: 0 at new moon, 90 at first quarter, 180 at full.
    var elongation: Double
    /// Fraction of the disc lit, 0...1.
    var fraction: Double

    init(at date: Date) {
        let sun = SunPosition(at: date), moon = MoonPosition(at: date)
        elongation = Angle.normalized(moon.longitude - sun.longitude)
        // Angular distance between their centres, then the phase angle at the moon (48.2, 48.3).
        let separation = Foundation.acos(max(-1, min(1, Angle.cos(moon.latitude) * Angle.cos(moon.longitude - sun.longitude))))
        let phaseAngle = Foundation.atan2(sun.distance * Foundation.sin(separation), moon.distance - sun.distance * Foundation.cos(separation))
        fraction = (1 + Foundation.cos(phaseAngle)) / 2
    }
}
