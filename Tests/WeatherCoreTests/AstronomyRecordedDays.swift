import Foundation
import Testing
@testable import WeatherCore

/// One local day's sun and moon as recorded: times as Unix seconds, rounded to the second.
struct RecordedDay: Sendable, CustomTestStringConvertible {
    var name: String
    var latitude: Double
    var longitude: Double
    var zone: String
    var moment: Date
    var sunrise: Date?
    var sunset: Date?
    var civilDawn: Date?
    var civilDusk: Date?
    var goldenHourMorning: DateInterval?
    var goldenHourEvening: DateInterval?
    var polar: PolarState?
    var dayLength: TimeInterval
    var dayLengthChange: TimeInterval
    var moonrise: Date?
    var moonset: Date?
    var phase: MoonPhase
    var phaseAngle: Double
    var illumination: Double
    /// The moment as written in the fixture, in the place's own time.
    var localMoment: String

    init(
        _ name: String, _ latitude: Double, _ longitude: Double, _ zone: String, at moment: TimeInterval, _ localMoment: String,
        sunrise: TimeInterval?, sunset: TimeInterval?, civilDawn: TimeInterval?, civilDusk: TimeInterval?,
        goldenHourMorning: (TimeInterval, TimeInterval)?, goldenHourEvening: (TimeInterval, TimeInterval)?,
        polar: PolarState?, dayLength: TimeInterval, dayLengthChange: TimeInterval,
        moonrise: TimeInterval?, moonset: TimeInterval?, phase: MoonPhase, phaseAngle: Double, illumination: Double
    ) {
        func date(_ seconds: TimeInterval?) -> Date? { seconds.map(Date.init(timeIntervalSince1970:)) }
        func interval(_ ends: (TimeInterval, TimeInterval)?) -> DateInterval? {
            ends.map { DateInterval(start: Date(timeIntervalSince1970: $0.0), end: Date(timeIntervalSince1970: $0.1)) }
        }
        self.name = name
        self.latitude = latitude
        self.longitude = longitude
        self.zone = zone
        self.moment = Date(timeIntervalSince1970: moment)
        self.localMoment = localMoment
        self.sunrise = date(sunrise)
        self.sunset = date(sunset)
        self.civilDawn = date(civilDawn)
        self.civilDusk = date(civilDusk)
        self.goldenHourMorning = interval(goldenHourMorning)
        self.goldenHourEvening = interval(goldenHourEvening)
        self.polar = polar
        self.dayLength = dayLength
        self.dayLengthChange = dayLengthChange
        self.moonrise = date(moonrise)
        self.moonset = date(moonset)
        self.phase = phase
        self.phaseAngle = phaseAngle
        self.illumination = illumination
    }

    var testDescription: String { "\(name), \(localMoment)" }
}

/// Computed by the implementation of commit 83a2389 (a full altitude series every ten minutes,
/// bisected to a second), whose results AstronomyTests checks against published tables; the
/// places and days spread over the equator, both hemispheres' middle latitudes, Tromsø and
/// Longyearbyen at and between the starts and ends of polar day and night, McMurdo, the zones
/// next to the date line, and days on which the clocks change (23 and 25 hours, Lord Howe's
/// half hour).
enum AstronomyRecordedDays {
    static let all: [RecordedDay] = [
        RecordedDay(
            "Quito", -0.2299, -78.525, "America/Guayaquil", at: 1774026000, "2026-03-20 12:00",
            sunrise: 1774005495, sunset: 1774049085, civilDawn: 1774004255, civilDusk: 1774050325,
            goldenHourMorning: (1774005495, 1774007134), goldenHourEvening: (1774047446, 1774049085),
            polar: nil, dayLength: 43591, dayLengthChange: -1,
            moonrise: 1774009688, moonset: 1774054307,
            phase: .waxingCrescent, phaseAngle: 21.7533, illumination: 0.036685),
        RecordedDay(
            "Quito", -0.2299, -78.525, "America/Guayaquil", at: 1782043200, "2026-06-21 07:00",
            sunrise: 1782040362, sunset: 1782083957, civilDawn: 1782039010, civilDusk: 1782085309,
            goldenHourMorning: (1782040362, 1782042151), goldenHourEvening: (1782082168, 1782083957),
            polar: nil, dayLength: 43594, dayLengthChange: -1,
            moonrise: 1782061427, moonset: nil,
            phase: .firstQuarter, phaseAngle: 85.0645, illumination: 0.458271),
        RecordedDay(
            "Quito", -0.2299, -78.525, "America/Guayaquil", at: 1796185800, "2026-12-01 23:30",
            sunrise: 1796122750, sunset: 1796166436, civilDawn: 1796121413, civilDusk: 1796167774,
            goldenHourMorning: (1796122750, 1796124517), goldenHourEvening: (1796164668, 1796166436),
            polar: nil, dayLength: 43686, dayLengthChange: 1,
            moonrise: 1796101989, moonset: 1796146481,
            phase: .thirdQuarter, phaseAngle: 281.4968, illumination: 0.401673),
        RecordedDay(
            "Singapore", 1.29, 103.85, "Asia/Singapore", at: 1790136000, "2026-09-23 12:00",
            sunrise: 1790117630, sunset: 1790161218, civilDawn: 1790116390, civilDusk: 1790162459,
            goldenHourMorning: (1790117630, 1790119270), goldenHourEvening: (1790159579, 1790161218),
            polar: nil, dayLength: 43588, dayLengthChange: -4,
            moonrise: 1790152123, moonset: 1790107310,
            phase: .waxingGibbous, phaseAngle: 137.5891, illumination: 0.869695),
        RecordedDay(
            "Singapore", 1.29, 103.85, "Asia/Singapore", at: 1799943000, "2027-01-15 00:10",
            sunrise: 1799968331, sunset: 1800011730, civilDawn: 1799967000, civilDusk: 1800013060,
            goldenHourMorning: (1799968331, 1799970092), goldenHourEvening: (1800009970, 1800011730),
            polar: nil, dayLength: 43400, dayLengthChange: 1,
            moonrise: 1799986852, moonset: nil,
            phase: .waxingCrescent, phaseAngle: 75.7611, illumination: 0.378556),
        RecordedDay(
            "Berlin", 52.52437, 13.41053, "Europe/Berlin", at: 1774778400, "2026-03-29 12:00",
            sunrise: 1774759683, sunset: 1774805719, civilDawn: 1774757615, civilDusk: 1774807795,
            goldenHourMorning: (1774759683, 1774762379), goldenHourEvening: (1774803015, 1774805719),
            polar: nil, dayLength: 46036, dayLengthChange: 247,
            moonrise: 1774790524, moonset: 1774755781,
            phase: .waxingGibbous, phaseAngle: 135.9767, illumination: 0.860055),
        RecordedDay(
            "Berlin", 52.52437, 13.41053, "Europe/Berlin", at: 1792926000, "2026-10-25 12:00",
            sunrise: 1792907380, sunset: 1792943425, civilDawn: 1792905261, civilDusk: 1792945542,
            goldenHourMorning: (1792907380, 1792910337), goldenHourEvening: (1792940471, 1792943425),
            polar: nil, dayLength: 36045, dayLengthChange: -232,
            moonrise: 1792940629, moonset: 1792904035,
            phase: .waxingGibbous, phaseAngle: 170.4906, illumination: 0.991891),
        RecordedDay(
            "Berlin", 52.52437, 13.41053, "Europe/Berlin", at: 1782036000, "2026-06-21 12:00",
            sunrise: 1782009783, sunset: 1782070399, civilDawn: 1782006768, civilDusk: 1782073414,
            goldenHourMorning: (1782009783, 1782013154), goldenHourEvening: (1782067029, 1782070399),
            polar: nil, dayLength: 60616, dayLengthChange: 2,
            moonrise: 1782038603, moonset: 1781995232,
            phase: .firstQuarter, phaseAngle: 84.0643, illumination: 0.449578),
        RecordedDay(
            "Berlin", 52.52437, 13.41053, "Europe/Berlin", at: 1796143740, "2026-12-01 17:49",
            sunrise: 1796108060, sunset: 1796136964, civilDawn: 1796105643, civilDusk: 1796139380,
            goldenHourMorning: (1796108060, 1796111722), goldenHourEvening: (1796133302, 1796136964),
            polar: nil, dayLength: 28904, dayLengthChange: -131,
            moonrise: nil, moonset: 1796125492,
            phase: .thirdQuarter, phaseAngle: 275.5242, illumination: 0.453168),
        RecordedDay(
            "Berlin", 52.52437, 13.41053, "Europe/Berlin", at: 1797836400, "2026-12-21 08:00",
            sunrise: 1797837295, sunset: 1797864836, civilDawn: 1797834793, civilDusk: 1797867338,
            goldenHourMorning: (1797837295, 1797841179), goldenHourEvening: (1797860950, 1797864836),
            polar: nil, dayLength: 27541, dayLengthChange: -6,
            moonrise: 1797854870, moonset: 1797826502,
            phase: .waxingGibbous, phaseAngle: 141.0958, illumination: 0.888048),
        RecordedDay(
            "New York", 40.7128, -74.006, "America/New_York", at: 1772985600, "2026-03-08 12:00",
            sunrise: 1772968734, sunset: 1773010514, civilDawn: 1772967096, civilDusk: 1773012154,
            goldenHourMorning: (1772968734, 1772970921), goldenHourEvening: (1773008324, 1773010514),
            polar: nil, dayLength: 41780, dayLengthChange: 162,
            moonrise: nil, moonset: 1772976161,
            phase: .waningGibbous, phaseAngle: 240.1376, illumination: 0.749055),
        RecordedDay(
            "New York", 40.7128, -74.006, "America/New_York", at: 1793552400, "2026-11-01 12:00",
            sunrise: 1793532387, sunset: 1793569935, civilDawn: 1793530682, civilDusk: 1793571640,
            goldenHourMorning: (1793532387, 1793534720), goldenHourEvening: (1793567603, 1793569935),
            polar: nil, dayLength: 37548, dayLengthChange: -142,
            moonrise: 1793592841, moonset: 1793556422,
            phase: .thirdQuarter, phaseAngle: 268.1298, illumination: 0.517563),
        RecordedDay(
            "New York", 40.7128, -74.006, "America/New_York", at: 1783213200, "2026-07-04 21:00",
            sunrise: 1783157416, sunset: 1783211433, civilDawn: 1783155431, civilDusk: 1783213416,
            goldenHourMorning: (1783157416, 1783159877), goldenHourEvening: (1783208975, 1783211433),
            polar: nil, dayLength: 54017, dayLengthChange: -46,
            moonrise: 1783221300, moonset: 1783173196,
            phase: .waningGibbous, phaseAngle: 236.5803, illumination: 0.776253),
        RecordedDay(
            "Sydney", -33.87, 151.21, "Australia/Sydney", at: 1775354400, "2026-04-05 12:00",
            sunrise: 1775333401, sunset: 1775375127, civilDawn: 1775331901, civilDusk: 1775376625,
            goldenHourMorning: (1775333401, 1775335402), goldenHourEvening: (1775373128, 1775375127),
            polar: nil, dayLength: 41726, dayLengthChange: -124,
            moonrise: 1775380198, moonset: 1775343530,
            phase: .waningGibbous, phaseAngle: 213.9156, illumination: 0.913849),
        RecordedDay(
            "Sydney", -33.87, 151.21, "Australia/Sydney", at: 1791075600, "2026-10-04 12:00",
            sunrise: 1791055726, sunset: 1791100788, civilDawn: 1791054221, civilDusk: 1791102296,
            goldenHourMorning: (1791055726, 1791057703), goldenHourEvening: (1791098808, 1791100788),
            polar: nil, dayLength: 45062, dayLengthChange: 125,
            moonrise: 1791040622, moonset: 1791075861,
            phase: .waningCrescent, phaseAngle: 276.3396, illumination: 0.446114),
        RecordedDay(
            "Sydney", -33.87, 151.21, "Australia/Sydney", at: 1797814800, "2026-12-21 12:00",
            sunrise: 1797792039, sunset: 1797843926, civilDawn: 1797790288, civilDusk: 1797845676,
            goldenHourMorning: (1797792039, 1797794252), goldenHourEvening: (1797841713, 1797843926),
            polar: nil, dayLength: 51887, dayLengthChange: 4,
            moonrise: 1797833152, moonset: 1797780563,
            phase: .waxingGibbous, phaseAngle: 137.7126, illumination: 0.869000),
        RecordedDay(
            "Sydney", -33.87, 151.21, "Australia/Sydney", at: 1366919880, "2013-04-26 05:58",
            sunrise: 1366921550, sunset: 1366960788, civilDawn: 1366920010, civilDusk: 1366962326,
            goldenHourMorning: (1366921550, 1366923630), goldenHourEvening: (1366958708, 1366960788),
            polar: nil, dayLength: 39238, dayLengthChange: -110,
            moonrise: 1366961684, moonset: 1366921925,
            phase: .full, phaseAngle: 179.9984, illumination: 0.999922),
        RecordedDay(
            "Buenos Aires", -34.6037, -58.3816, "America/Argentina/Buenos_Aires", at: 1782054000, "2026-06-21 12:00",
            sunrise: 1782039622, sunset: 1782075026, civilDawn: 1782037941, civilDusk: 1782076708,
            goldenHourMorning: (1782039622, 1782041949), goldenHourEvening: (1782072700, 1782075026),
            polar: nil, dayLength: 35404, dayLengthChange: -1,
            moonrise: 1782056309, moonset: 1782011491,
            phase: .firstQuarter, phaseAngle: 86.5600, illumination: 0.471287),
        RecordedDay(
            "Buenos Aires", -34.6037, -58.3816, "America/Argentina/Buenos_Aires", at: 1797865200, "2026-12-21 12:00",
            sunrise: 1797842237, sunset: 1797894366, civilDawn: 1797840465, civilDusk: 1797896138,
            goldenHourMorning: (1797842237, 1797844474), goldenHourEvening: (1797892129, 1797894366),
            polar: nil, dayLength: 52129, dayLengthChange: 2,
            moonrise: 1797886176, moonset: 1797832205,
            phase: .waxingGibbous, phaseAngle: 145.6495, illumination: 0.911566),
        RecordedDay(
            "Cape Town", -33.9249, 18.4241, "Africa/Johannesburg", at: 1786788000, "2026-08-15 12:00",
            sunrise: 1786771524, sunset: 1786810600, civilDawn: 1786769981, civilDusk: 1786812144,
            goldenHourMorning: (1786771524, 1786773612), goldenHourEvening: (1786808511, 1786810600),
            polar: nil, dayLength: 39076, dayLengthChange: 108,
            moonrise: 1786776711, moonset: 1786821890,
            phase: .waxingCrescent, phaseAngle: 34.9691, illumination: 0.091063),
        RecordedDay(
            "Lord Howe Island", -31.55, 159.08, "Australia/Lord_Howe", at: 1775352600, "2026-04-05 12:00",
            sunrise: 1775331436, sunset: 1775373318, civilDawn: 1775329975, civilDusk: 1775374778,
            goldenHourMorning: (1775331436, 1775333383), goldenHourEvening: (1775371372, 1775373318),
            polar: nil, dayLength: 41882, dayLengthChange: -114,
            moonrise: 1775378621, moonset: 1775341227,
            phase: .waningGibbous, phaseAngle: 213.6845, illumination: 0.914966),
        RecordedDay(
            "Lord Howe Island", -31.55, 159.08, "Australia/Lord_Howe", at: 1791075600, "2026-10-04 12:00",
            sunrise: 1791053903, sunset: 1791098832, civilDawn: 1791052438, civilDusk: 1791100300,
            goldenHourMorning: (1791053903, 1791055829), goldenHourEvening: (1791096902, 1791098832),
            polar: nil, dayLength: 44929, dayLengthChange: 115,
            moonrise: 1791038226, moonset: 1791074301,
            phase: .waningCrescent, phaseAngle: 276.3396, illumination: 0.446114),
        RecordedDay(
            "Auckland", -36.85, 174.76, "Pacific/Auckland", at: 1775347200, "2026-04-05 12:00",
            sunrise: 1775327849, sunset: 1775369374, civilDawn: 1775326292, civilDusk: 1775370929,
            goldenHourMorning: (1775327849, 1775329928), goldenHourEvening: (1775367297, 1775369374),
            polar: nil, dayLength: 41525, dayLengthChange: -139,
            moonrise: 1775373916, moonset: 1775338101,
            phase: .waningGibbous, phaseAngle: 212.9910, illumination: 0.918280),
        RecordedDay(
            "Auckland", -36.85, 174.76, "Pacific/Auckland", at: 1790463600, "2026-09-27 12:00",
            sunrise: 1790445820, sunset: 1790490070, civilDawn: 1790444267, civilDusk: 1790491627,
            goldenHourMorning: (1790445820, 1790447868), goldenHourEvening: (1790488019, 1790490070),
            polar: nil, dayLength: 44250, dayLengthChange: 140,
            moonrise: 1790492302, moonset: 1790445345,
            phase: .full, phaseAngle: 183.2527, illumination: 0.998439),
        RecordedDay(
            "Kiritimati", 1.87, -157.4, "Pacific/Kiritimati", at: 1781992800, "2026-06-21 12:00",
            sunrise: 1781972663, sunset: 1782016695, civilDawn: 1781971308, civilDusk: 1782018050,
            goldenHourMorning: (1781972663, 1781974451), goldenHourEvening: (1782014907, 1782016695),
            polar: nil, dayLength: 44032, dayLengthChange: 0,
            moonrise: 1781991894, moonset: nil,
            phase: .waxingCrescent, phaseAngle: 78.0063, illumination: 0.397333),
        RecordedDay(
            "Kiritimati", 1.87, -157.4, "Pacific/Kiritimati", at: 1798711140, "2026-12-31 23:59",
            sunrise: 1798648307, sunset: 1798691573, civilDawn: 1798646958, civilDusk: 1798692922,
            goldenHourMorning: (1798648307, 1798650094), goldenHourEvening: (1798689786, 1798691573),
            polar: nil, dayLength: 43266, dayLengthChange: 1,
            moonrise: 1798625111, moonset: 1798669475,
            phase: .thirdQuarter, phaseAngle: 277.4387, illumination: 0.436746),
        RecordedDay(
            "Apia", -13.83, -171.76, "Pacific/Apia", at: 1772319600, "2026-03-01 12:00",
            sunrise: 1772299701, sunset: 1772344222, civilDawn: 1772298408, civilDusk: 1772345514,
            goldenHourMorning: (1772299701, 1772301404), goldenHourEvening: (1772342521, 1772344222),
            polar: nil, dayLength: 44521, dayLengthChange: -47,
            moonrise: 1772338245, moonset: 1772290645,
            phase: .waxingGibbous, phaseAngle: 148.1724, illumination: 0.924706),
        RecordedDay(
            "Pago Pago", -14.28, -170.7, "Pacific/Pago_Pago", at: 1772406000, "2026-03-01 12:00",
            sunrise: 1772385843, sunset: 1772430348, civilDawn: 1772384548, civilDusk: 1772431641,
            goldenHourMorning: (1772385843, 1772387548), goldenHourEvening: (1772428645, 1772430348),
            polar: nil, dayLength: 44505, dayLengthChange: -48,
            moonrise: 1772427084, moonset: 1772380286,
            phase: .waxingGibbous, phaseAngle: 160.9417, illumination: 0.972563),
        RecordedDay(
            "Chatham Islands", -43.95, -176.55, "Pacific/Chatham", at: 1778368500, "2026-05-10 12:00",
            sunrise: 1778352505, sunset: 1778387784, civilDawn: 1778350656, civilDusk: 1778389633,
            goldenHourMorning: (1778352505, 1778355080), goldenHourEvening: (1778385211, 1778387784),
            polar: nil, dayLength: 35279, dayLengthChange: -139,
            moonrise: nil, moonset: 1778375586,
            phase: .thirdQuarter, phaseAngle: 270.9835, illumination: 0.492720),
        RecordedDay(
            "Tromsø", 69.6496, 18.956, "Europe/Oslo", at: 1779012000, "2026-05-17 12:00",
            sunrise: 1778973434, sunset: 1778968983, civilDawn: nil, civilDusk: nil,
            goldenHourMorning: (1778968800, 1778968983), goldenHourEvening: (1779045480, 1779055200),
            polar: nil, dayLength: 81950, dayLengthChange: 1051,
            moonrise: nil, moonset: nil,
            phase: .waxingCrescent, phaseAngle: 8.3070, illumination: 0.007166),
        RecordedDay(
            "Tromsø", 69.6496, 18.956, "Europe/Oslo", at: 1779098400, "2026-05-18 12:00",
            sunrise: 1779058273, sunset: 1779056949, civilDawn: nil, civilDusk: nil,
            goldenHourMorning: (1779055200, 1779056949), goldenHourEvening: (1779132083, 1779141600),
            polar: nil, dayLength: 85076, dayLengthChange: 3126,
            moonrise: nil, moonset: nil,
            phase: .waxingCrescent, phaseAngle: 22.5704, illumination: 0.040123),
        RecordedDay(
            "Tromsø", 69.6496, 18.956, "Europe/Oslo", at: 1779184800, "2026-05-19 12:00",
            sunrise: nil, sunset: nil, civilDawn: nil, civilDusk: nil,
            goldenHourMorning: (1779141600, 1779155940), goldenHourEvening: (1779218685, 1779228000),
            polar: .day, dayLength: 86400, dayLengthChange: 1324,
            moonrise: nil, moonset: nil,
            phase: .waxingCrescent, phaseAngle: 36.6751, illumination: 0.100561),
        RecordedDay(
            "Tromsø", 69.6496, 18.956, "Europe/Oslo", at: 1782036000, "2026-06-21 12:00",
            sunrise: nil, sunset: nil, civilDawn: nil, civilDusk: nil,
            goldenHourMorning: (1781992800, 1782003411), goldenHourEvening: (1782074109, 1782079200),
            polar: .day, dayLength: 86400, dayLengthChange: 0,
            moonrise: 1782037068, moonset: 1781995031,
            phase: .firstQuarter, phaseAngle: 84.0643, illumination: 0.449578),
        RecordedDay(
            "Tromsø", 69.6496, 18.956, "Europe/Oslo", at: 1785060000, "2026-07-26 12:00",
            sunrise: 1785020684, sunset: 1785019058, civilDawn: nil, civilDusk: nil,
            goldenHourMorning: (1785016800, 1785019058), goldenHourEvening: (1785093936, 1785103200),
            polar: nil, dayLength: 84773, dayLengthChange: -1627,
            moonrise: nil, moonset: nil,
            phase: .waxingGibbous, phaseAngle: 144.6893, illumination: 0.907149),
        RecordedDay(
            "Tromsø", 69.6496, 18.956, "Europe/Oslo", at: 1785146400, "2026-07-27 12:00",
            sunrise: 1785108538, sunset: 1785189552, civilDawn: nil, civilDusk: nil,
            goldenHourMorning: (1785103200, 1785104004), goldenHourEvening: (1785180134, 1785189552),
            polar: nil, dayLength: 81818, dayLengthChange: -2955,
            moonrise: nil, moonset: nil,
            phase: .waxingGibbous, phaseAngle: 155.6447, illumination: 0.954626),
        RecordedDay(
            "Tromsø", 69.6496, 18.956, "Europe/Oslo", at: 1795690800, "2026-11-26 12:00",
            sunrise: 1795687027, sunset: 1795691104, civilDawn: 1795678355, civilDusk: 1795699773,
            goldenHourMorning: (1795687027, 1795689000), goldenHourEvening: (1795689000, 1795691104),
            polar: nil, dayLength: 4078, dayLengthChange: -1597,
            moonrise: nil, moonset: nil,
            phase: .waningGibbous, phaseAngle: 205.8844, illumination: 0.948943),
        RecordedDay(
            "Tromsø", 69.6496, 18.956, "Europe/Oslo", at: 1795777200, "2026-11-27 12:00",
            sunrise: 1795774855, sunset: 1795776116, civilDawn: 1795764964, civilDusk: 1795786004,
            goldenHourMorning: (1795774855, 1795775400), goldenHourEvening: (1795775400, 1795776116),
            polar: nil, dayLength: 1261, dayLengthChange: -2817,
            moonrise: nil, moonset: nil,
            phase: .waningGibbous, phaseAngle: 219.8587, illumination: 0.883732),
        RecordedDay(
            "Tromsø", 69.6496, 18.956, "Europe/Oslo", at: 1797850800, "2026-12-21 12:00",
            sunrise: nil, sunset: nil, civilDawn: 1797841874, civilDusk: 1797857593,
            goldenHourMorning: nil, goldenHourEvening: nil,
            polar: .night, dayLength: 0, dayLengthChange: 0,
            moonrise: nil, moonset: nil,
            phase: .waxingGibbous, phaseAngle: 143.3667, illumination: 0.900088),
        RecordedDay(
            "Tromsø", 69.6496, 18.956, "Europe/Oslo", at: 1800010800, "2027-01-15 12:00",
            sunrise: 1800009299, sunset: 1800011564, civilDawn: 1799999868, civilDusk: 1800020998,
            goldenHourMorning: (1800009299, 1800010200), goldenHourEvening: (1800010200, 1800011564),
            polar: nil, dayLength: 2265, dayLengthChange: 2265,
            moonrise: 1799999874, moonset: 1799969813,
            phase: .firstQuarter, phaseAngle: 85.1395, illumination: 0.459064),
        RecordedDay(
            "Tromsø", 69.6496, 18.956, "Europe/Oslo", at: 1800097200, "2027-01-16 12:00",
            sunrise: 1800094595, sunset: 1800099111, civilDawn: 1800086099, civilDusk: 1800107611,
            goldenHourMorning: (1800094595, 1800096600), goldenHourEvening: (1800096600, 1800099111),
            polar: nil, dayLength: 4516, dayLengthChange: 2252,
            moonrise: 1800084029, moonset: 1800064290,
            phase: .waxingGibbous, phaseAngle: 97.4435, illumination: 0.565791),
        RecordedDay(
            "Tromsø", 69.6496, 18.956, "Europe/Oslo", at: 1774778400, "2026-03-29 12:00",
            sunrise: 1774756968, sunset: 1774805853, civilDawn: 1774753189, civilDusk: 1774809673,
            goldenHourMorning: (1774756968, 1774761695), goldenHourEvening: (1774801095, 1774805853),
            polar: nil, dayLength: 48885, dayLengthChange: 517,
            moonrise: 1774783175, moonset: 1774761010,
            phase: .waxingGibbous, phaseAngle: 135.9767, illumination: 0.860055),
        RecordedDay(
            "Longyearbyen", 78.2232, 15.6267, "Arctic/Longyearbyen", at: 1776420000, "2026-04-17 12:00",
            sunrise: 1776384446, sunset: nil, civilDawn: nil, civilDusk: nil,
            goldenHourMorning: (1776384446, 1776396698), goldenHourEvening: (1776450426, 1776463200),
            polar: nil, dayLength: 78754, dayLengthChange: 2143,
            moonrise: 1776383724, moonset: nil,
            phase: .new, phaseAngle: 358.9291, illumination: 0.001208),
        RecordedDay(
            "Longyearbyen", 78.2232, 15.6267, "Arctic/Longyearbyen", at: 1776506400, "2026-04-18 12:00",
            sunrise: 1776469135, sunset: 1776463967, civilDawn: nil, civilDusk: nil,
            goldenHourMorning: (1776463200, 1776463967), goldenHourEvening: (1776537260, 1776549600),
            polar: nil, dayLength: 81232, dayLengthChange: 2478,
            moonrise: nil, moonset: nil,
            phase: .waxingCrescent, phaseAngle: 12.7578, illumination: 0.013957),
        RecordedDay(
            "Longyearbyen", 78.2232, 15.6267, "Arctic/Longyearbyen", at: 1776592800, "2026-04-19 12:00",
            sunrise: nil, sunset: nil, civilDawn: nil, civilDusk: nil,
            goldenHourMorning: (1776549600, 1776568588), goldenHourEvening: (1776624097, 1776636000),
            polar: .day, dayLength: 86400, dayLengthChange: 5168,
            moonrise: nil, moonset: nil,
            phase: .waxingCrescent, phaseAngle: 26.7114, illumination: 0.055308),
        RecordedDay(
            "Longyearbyen", 78.2232, 15.6267, "Arctic/Longyearbyen", at: 1782036000, "2026-06-21 12:00",
            sunrise: nil, sunset: nil, civilDawn: nil, civilDusk: nil,
            goldenHourMorning: nil, goldenHourEvening: nil,
            polar: .day, dayLength: 86400, dayLengthChange: 0,
            moonrise: 1782037757, moonset: 1781997431,
            phase: .firstQuarter, phaseAngle: 84.0643, illumination: 0.449578),
        RecordedDay(
            "Longyearbyen", 78.2232, 15.6267, "Arctic/Longyearbyen", at: 1787565600, "2026-08-24 12:00",
            sunrise: nil, sunset: nil, civilDawn: nil, civilDusk: nil,
            goldenHourMorning: (1787522400, 1787541629), goldenHourEvening: (1787596478, 1787608800),
            polar: .day, dayLength: 86400, dayLengthChange: 0,
            moonrise: nil, moonset: nil,
            phase: .waxingGibbous, phaseAngle: 137.1317, illumination: 0.866392),
        RecordedDay(
            "Longyearbyen", 78.2232, 15.6267, "Arctic/Longyearbyen", at: 1787652000, "2026-08-25 12:00",
            sunrise: 1787614332, sunset: 1787694964, civilDawn: nil, civilDusk: nil,
            goldenHourMorning: (1787608800, 1787610570), goldenHourEvening: (1787682427, 1787694964),
            polar: nil, dayLength: 82402, dayLengthChange: -3998,
            moonrise: nil, moonset: nil,
            phase: .waxingGibbous, phaseAngle: 148.2539, illumination: 0.925125),
        RecordedDay(
            "Longyearbyen", 78.2232, 15.6267, "Arctic/Longyearbyen", at: 1787738400, "2026-08-26 12:00",
            sunrise: 1787702706, sunset: 1787780061, civilDawn: nil, civilDusk: nil,
            goldenHourMorning: (1787702706, 1787715277), goldenHourEvening: (1787768378, 1787780061),
            polar: nil, dayLength: 77354, dayLengthChange: -5048,
            moonrise: nil, moonset: nil,
            phase: .waxingGibbous, phaseAngle: 159.5543, illumination: 0.968490),
        RecordedDay(
            "Longyearbyen", 78.2232, 15.6267, "Arctic/Longyearbyen", at: 1793012400, "2026-10-26 12:00",
            sunrise: 1793009515, sunset: 1793012931, civilDawn: 1792997468, civilDusk: 1793024957,
            goldenHourMorning: (1793009515, 1793011200), goldenHourEvening: (1793011200, 1793012931),
            polar: nil, dayLength: 3415, dayLengthChange: -4153,
            moonrise: nil, moonset: nil,
            phase: .full, phaseAngle: 183.8035, illumination: 0.997224),
        RecordedDay(
            "Longyearbyen", 78.2232, 15.6267, "Arctic/Longyearbyen", at: 1793098800, "2026-10-27 12:00",
            sunrise: nil, sunset: nil, civilDawn: 1793084345, civilDusk: 1793110871,
            goldenHourMorning: nil, goldenHourEvening: nil,
            polar: .night, dayLength: 0, dayLengthChange: -3415,
            moonrise: nil, moonset: nil,
            phase: .waningGibbous, phaseAngle: 197.3704, illumination: 0.975492),
        RecordedDay(
            "Longyearbyen", 78.2232, 15.6267, "Arctic/Longyearbyen", at: 1797850800, "2026-12-21 12:00",
            sunrise: nil, sunset: nil, civilDawn: nil, civilDusk: nil,
            goldenHourMorning: nil, goldenHourEvening: nil,
            polar: .night, dayLength: 0, dayLengthChange: 0,
            moonrise: nil, moonset: nil,
            phase: .waxingGibbous, phaseAngle: 143.3667, illumination: 0.900088),
        RecordedDay(
            "Longyearbyen", 78.2232, 15.6267, "Arctic/Longyearbyen", at: 1802689200, "2027-02-15 12:00",
            sunrise: nil, sunset: nil, civilDawn: 1802676436, civilDusk: 1802703510,
            goldenHourMorning: nil, goldenHourEvening: nil,
            polar: .night, dayLength: 0, dayLengthChange: 0,
            moonrise: nil, moonset: nil,
            phase: .waxingGibbous, phaseAngle: 104.5764, illumination: 0.626539),
        RecordedDay(
            "Longyearbyen", 78.2232, 15.6267, "Arctic/Longyearbyen", at: 1802775600, "2027-02-16 12:00",
            sunrise: 1802773280, sunset: 1802779441, civilDawn: 1802762351, civilDusk: 1802790392,
            goldenHourMorning: (1802773280, 1802776200), goldenHourEvening: (1802776200, 1802779441),
            polar: nil, dayLength: 6162, dayLengthChange: 6162,
            moonrise: nil, moonset: nil,
            phase: .waxingGibbous, phaseAngle: 117.8552, illumination: 0.733917),
        RecordedDay(
            "McMurdo Station", -77.85, 166.67, "Antarctica/McMurdo", at: 1797807600, "2026-12-21 12:00",
            sunrise: nil, sunset: nil, civilDawn: nil, civilDusk: nil,
            goldenHourMorning: nil, goldenHourEvening: nil,
            polar: .day, dayLength: 86400, dayLengthChange: 0,
            moonrise: nil, moonset: nil,
            phase: .waxingGibbous, phaseAngle: 136.5913, illumination: 0.862403),
        RecordedDay(
            "McMurdo Station", -77.85, 166.67, "Antarctica/McMurdo", at: 1782000000, "2026-06-21 12:00",
            sunrise: nil, sunset: nil, civilDawn: nil, civilDusk: nil,
            goldenHourMorning: nil, goldenHourEvening: nil,
            polar: .night, dayLength: 0, dayLengthChange: 0,
            moonrise: 1782004204, moonset: nil,
            phase: .waxingCrescent, phaseAngle: 79.0229, illumination: 0.406038),
    ]
}
