import Foundation
import Testing
@testable import WeatherCore

/// A METAR's present-weather groups as the card's condition.
@Suite("present weather in words")
struct PresentWeatherTests {
    func condition(_ weather: String?) -> WeatherCondition? {
        StationObservation(
            stationIdentifier: "EDDB", stationName: nil, latitude: 52.35, longitude: 13.49, date: Date(timeIntervalSince1970: 0),
            presentWeather: weather
        ).presentCondition
    }

    @Test func eachGroupIsReadByItsIntensityDescriptorAndPhenomenon() {
        #expect(condition("-RA") == .rain)
        #expect(condition("+SHRA") == .heavyRain)
        #expect(condition("-SN") == .flurries)
        #expect(condition("SN") == .snow)
        #expect(condition("+SN") == .heavySnow)
        #expect(condition("BLSN") == .blowingSnow)
        #expect(condition("RASN") == .wintryMix)
        #expect(condition("-FZRA") == .freezingRain)
        #expect(condition("FZDZ") == .freezingDrizzle)
        #expect(condition("FZFG") == .foggy)
        #expect(condition("+TSRAGR") == .thunderstorms)
        #expect(condition("DZ") == .drizzle)
        #expect(condition("FG") == .foggy)
        #expect(condition("HZ") == .haze)
        #expect(condition("FU") == .smoky)
        #expect(condition("SS") == .blowingDust)
    }

    @Test func theMostSignificantGroupWins() {
        #expect(condition("-RA BR") == .rain, "mist says no condition")
        #expect(condition("BR -RA") == .rain)
        #expect(condition("-SHRA TS") == .thunderstorms)
        #expect(condition("FG -DZ") == .drizzle)
    }

    @Test func whatIsNotAtTheStationNowOrNotReadableIsNoCondition() {
        #expect(condition(nil) == nil)
        #expect(condition("BR") == nil, "mist")
        #expect(condition("VCSH") == nil, "showers in the vicinity")
        #expect(condition("RERA") == nil, "recent rain")
        #expect(condition("//") == nil)
        #expect(condition("   ") == nil)
        #expect(condition("+") == nil)
        #expect(condition("XYZ") == nil)
        #expect(condition("\u{1B}[2J") == nil)
    }
}
