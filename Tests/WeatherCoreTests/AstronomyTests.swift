import Foundation
import Testing
@testable import WeatherCore

/// The sun and moon computed locally, against published tables. Each reference names where its
/// figures were published; the tolerances are those of the issue: ±2 min for the sun (tables
/// round to the minute), ±10 min for the moon, ±0.02 for the illuminated fraction.
@Suite("Astronomy")
struct AstronomyTests {
    private static let sunTolerance: TimeInterval = 120
    private static let moonTolerance: TimeInterval = 600

    /// A wall-clock time in a zone given by its UTC offset in hours.
    private func local(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 12, _ minute: Int = 0, offset: Double) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone(offset)
        let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)
        return calendar.date(from: components) ?? .distantPast
    }

    private func zone(_ offset: Double) -> TimeZone {
        TimeZone(secondsFromGMT: Int(offset * 3600)) ?? .current
    }

    private func expectClose(_ actual: Date?, _ expected: Date, within tolerance: TimeInterval, _ what: String) {
        guard let actual else {
            Issue.record("\(what): none computed, expected \(expected)")
            return
        }
        #expect(abs(actual.timeIntervalSince(expected)) <= tolerance,
                "\(what): computed \(actual), published \(expected)")
    }

    // MARK: Tromsø

    /// USNO "Sun and Moon Data for One Day" for Tromsø (E19.0, N69.5), Universal Time + 1 h,
    /// 1 April 2014, as quoted at answers.com ("How many hours of daylight in north Norway in
    /// April"): civil twilight 03:46, sunrise 04:50, sunset 18:49, end of civil twilight 19:53.
    @Test func tromsoInAprilMatchesTheUSNOTable() {
        let sky = Astronomy(latitude: 69.5, longitude: 19.0, timeZone: zone(1), at: local(2014, 4, 1, offset: 1))
        expectClose(sky.civilDawn, local(2014, 4, 1, 3, 46, offset: 1), within: Self.sunTolerance, "civil dawn")
        expectClose(sky.sunrise, local(2014, 4, 1, 4, 50, offset: 1), within: Self.sunTolerance, "sunrise")
        expectClose(sky.sunset, local(2014, 4, 1, 18, 49, offset: 1), within: Self.sunTolerance, "sunset")
        expectClose(sky.civilDusk, local(2014, 4, 1, 19, 53, offset: 1), within: Self.sunTolerance, "civil dusk")
        #expect(sky.polar == nil)
        #expect(sky.dayLengthChange > 5 * 60, "early April days in Tromsø grow by about 7 minutes a day")
    }

    /// The same USNO source: on 17 May 2014 the sun rises at 00:29 and sets at 23:06; on 18 May
    /// it rises at 00:13 and does not set again until 25 July.
    @Test func tromsoAtTheStartOfTheMidnightSunRisesAndDoesNotSet() {
        let last = Astronomy(latitude: 69.5, longitude: 19.0, timeZone: zone(1), at: local(2014, 5, 17, offset: 1))
        expectClose(last.sunrise, local(2014, 5, 17, 0, 29, offset: 1), within: Self.sunTolerance, "17 May sunrise")
        expectClose(last.sunset, local(2014, 5, 17, 23, 6, offset: 1), within: Self.sunTolerance, "17 May sunset")

        let first = Astronomy(latitude: 69.5, longitude: 19.0, timeZone: zone(1), at: local(2014, 5, 18, offset: 1))
        expectClose(first.sunrise, local(2014, 5, 18, 0, 13, offset: 1), within: Self.sunTolerance, "18 May sunrise")
        #expect(first.sunset == nil, "the sun does not set on 18 May")
        #expect(first.polar == nil, "a day with a sunrise is not polar day")
        #expect(first.dayLength > 23 * 3600)
    }

    /// Midsummer in the same USNO period (18 May to 25 July 2014): the sun never sets.
    @Test func tromsoInJuneIsPolarDay() {
        let sky = Astronomy(latitude: 69.65, longitude: 18.96, timeZone: zone(2), at: local(2014, 6, 21, offset: 2))
        #expect(sky.polar == .day)
        #expect(sky.sunrise == nil && sky.sunset == nil)
        #expect(sky.dayLength == 86_400)
        #expect(sky.dayLengthChange == 0)
        // At 69.65° N the midnight sun is only about 3° up: the low light runs across midnight,
        // so the morning's golden hour begins as the day does and the evening's ends with it.
        #expect(sky.goldenHourMorning?.start == sky.day.start)
        #expect(sky.goldenHourEvening?.end == sky.day.end)
    }

    /// Polar night in Tromsø lasts from 26/27 November to 15 January (way-up-north.com,
    /// "Tromsø – waiting for the sun", 2023); at midwinter the sun does not rise, although civil
    /// twilight still comes at noon.
    @Test func tromsoInDecemberIsPolarNight() {
        let sky = Astronomy(latitude: 69.65, longitude: 18.96, timeZone: zone(1), at: local(2026, 12, 21, offset: 1))
        #expect(sky.polar == .night)
        #expect(sky.sunrise == nil && sky.sunset == nil)
        #expect(sky.dayLength == 0)
        #expect(sky.goldenHourMorning == nil && sky.goldenHourEvening == nil)
        #expect(sky.civilDawn != nil, "Tromsø still gets civil twilight around noon at midwinter")
    }

    /// A day in polar night is judged in the place's own calendar day, DST or not.
    @Test func dayLengthIsTheTimeTheSunIsUpOnTheLocalDay() throws {
        let oslo = try #require(TimeZone(identifier: "Europe/Oslo"))
        let tromso = Place(name: "Tromsø", latitude: 69.65, longitude: 18.96, timeZoneIdentifier: "Europe/Oslo")
        let sky = Astronomy(place: tromso, at: local(2014, 6, 21, offset: 2))
        #expect(sky.day.duration == 86_400)
        #expect(oslo.isDaylightSavingTime(for: sky.day.start))
        #expect(sky.polar == .day)
    }

    // MARK: Quito

    /// timeanddate.com for Quito, as tabulated at adventuresinmiddleearth.com ("Sunrise, Sunset
    /// in Quito (Revisited)", 2018): 21 Dec 06:08–18:16, 21 Mar 06:18–18:24, 21 Jun 06:13–18:19,
    /// 21 Sep 06:04–18:10, Ecuador time (UTC−5).
    @Test(arguments: [
        (2017, 12, 21, 6, 8, 18, 16), (2018, 3, 21, 6, 18, 18, 24), (2018, 6, 21, 6, 13, 18, 19), (2018, 9, 21, 6, 4, 18, 10),
    ])
    func quitoMatchesTimeAndDate(_ row: (Int, Int, Int, Int, Int, Int, Int)) {
        let (year, month, day, riseHour, riseMinute, setHour, setMinute) = row
        let sky = Astronomy(latitude: -0.2299, longitude: -78.525, timeZone: zone(-5), at: local(year, month, day, offset: -5))
        expectClose(sky.sunrise, local(year, month, day, riseHour, riseMinute, offset: -5), within: Self.sunTolerance, "sunrise \(month)/\(day)")
        expectClose(sky.sunset, local(year, month, day, setHour, setMinute, offset: -5), within: Self.sunTolerance, "sunset \(month)/\(day)")
        #expect(abs(sky.dayLength - 12 * 3600 - 7 * 60) <= 3 * 60, "Quito's day is 12 h 6–8 min all year")
        #expect(abs(sky.dayLengthChange) < 60)
        #expect(sky.goldenHourMorning.map { $0.duration < 40 * 60 } == true, "at the equator the sun climbs 6° in under half an hour")
    }

    // MARK: Sydney, a full moon

    /// Sydney, 26 April 2013, Australian Eastern Standard Time (UTC+10), as published at
    /// fotoeins.com ("Sydney's April full-moon: fall and rise in a single day"): sunrise 06:26,
    /// sunset 17:20 (day length 10 h 54 min), moonset 06:32, moonrise 17:35, full moon at 05:58.
    @Test func sydneyOnTheDayOfAFullMoon() {
        let fullMoon = local(2013, 4, 26, 5, 58, offset: 10)
        let sky = Astronomy(latitude: -33.87, longitude: 151.21, timeZone: zone(10), at: fullMoon)
        expectClose(sky.sunrise, local(2013, 4, 26, 6, 26, offset: 10), within: Self.sunTolerance, "sunrise")
        expectClose(sky.sunset, local(2013, 4, 26, 17, 20, offset: 10), within: Self.sunTolerance, "sunset")
        #expect(abs(sky.dayLength - (10 * 3600 + 54 * 60)) <= 2 * 60)
        #expect(sky.dayLengthChange < 0, "Sydney's days shorten in April")
        expectClose(sky.moon.moonset, local(2013, 4, 26, 6, 32, offset: 10), within: Self.moonTolerance, "moonset")
        expectClose(sky.moon.moonrise, local(2013, 4, 26, 17, 35, offset: 10), within: Self.moonTolerance, "moonrise")
        #expect(sky.moon.phase == .full)
        #expect(sky.moon.illumination >= 0.98, "USNO: the fraction illuminated at full moon is 1.00")
        #expect(abs(sky.moon.phaseAngle - 180) < 1)
    }

    // MARK: A new moon

    /// New moon of 23 July 2017 at 09:45:34 UT (astronomy.stackexchange.com, "Calculating lunar
    /// phases"); USNO gives the fraction illuminated at new moon as 0.00 and at the quarters 0.50.
    @Test func newMoonIsDarkAndTheWeekAfterIsAQuarter() {
        let newMoon = Date(timeIntervalSince1970: 1_500_803_134)
        let sky = Astronomy(latitude: 51.48, longitude: 0, timeZone: zone(0), at: newMoon)
        #expect(sky.moon.phase == .new)
        #expect(sky.moon.illumination <= 0.02)
        #expect(min(sky.moon.phaseAngle, 360 - sky.moon.phaseAngle) < 1)

        let dayBefore = Astronomy(latitude: 51.48, longitude: 0, timeZone: zone(0), at: newMoon - 86_400)
        #expect(dayBefore.moon.phase == .waningCrescent)
        let dayAfter = Astronomy(latitude: 51.48, longitude: 0, timeZone: zone(0), at: newMoon + 86_400)
        #expect(dayAfter.moon.phase == .waxingCrescent)
        #expect(dayAfter.moon.illumination > sky.moon.illumination)
    }

    // MARK: The series themselves

    /// Meeus, "Astronomical Algorithms", example 47.a: 1992 April 12 at 0h TD, λ = 133.167265°
    /// (apparent), β = −3.229126°, Δ = 368409.7 km; its apparent declination is 13.768368°.
    @Test func moonPositionReproducesMeeusExample() {
        let instant = Date(timeIntervalSince1970: 703_036_800) - AstronomicalTime.deltaT
        let moon = MoonPosition(at: instant)
        #expect(abs(moon.longitude - 133.167_265) < 0.01)
        #expect(abs(moon.latitude - -3.229_126) < 0.01)
        #expect(abs(moon.distance - 368_409.7) < 50)
        #expect(abs(moon.equatorial.declination - 13.768_368) < 0.01)
    }
}
