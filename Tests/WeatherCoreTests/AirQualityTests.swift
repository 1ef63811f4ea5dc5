import Foundation
import Testing
import WeatherCore

@Suite("Air-quality indices")
struct AirQualityTests {
    let date = Date(timeIntervalSince1970: 1_776_247_200)

    @Test(arguments: [
        (20, "good"), (21, "fair"), (40, "fair"), (60, "moderate"), (61, "poor"), (100, "very poor"), (101, "extremely poor"),
    ])
    func europeanCategories(index: Int, words: String) throws {
        let air = AirQuality(date: date, europeanIndex: Double(index), usIndex: nil)
        #expect(try #require(air.reading(on: .european)).category.words == words)
    }

    @Test(arguments: [
        (50, "good", 0), (51, "moderate", 1), (150, "unhealthy for sensitive groups", 2), (151, "unhealthy", 3),
        (300, "very unhealthy", 4), (301, "hazardous", 5),
    ])
    func usCategories(index: Int, words: String, level: Int) throws {
        let reading = try #require(AirQuality(date: date, europeanIndex: nil, usIndex: Double(index)).reading(on: .us))
        #expect(reading.category.words == words)
        #expect(reading.level == level)
    }

    @Test func theDominantPollutantHasTheHighestPartOfTheChosenIndex() throws {
        let air = AirQuality(
            date: date, europeanIndex: 42, usIndex: 61, europeanSubIndices: [.pm25: 38, .ozone: 42, .pm10: 22],
            usSubIndices: [.pm25: 61, .ozone: 40])
        #expect(air.reading(on: .european)?.dominantPollutant == .ozone)
        #expect(air.reading(on: .us)?.dominantPollutant == .pm25)
        #expect(AirQuality(date: date, europeanIndex: 42, usIndex: nil).reading(on: .european)?.dominantPollutant == nil)
    }

    /// A scale the service has no value for is no reading, never an index of zero.
    @Test func aMissingIndexIsNoReading() {
        let air = AirQuality(date: date, europeanIndex: 42, usIndex: nil)
        #expect(air.reading(on: .us) == nil)
        #expect(air.reading(preferring: .us)?.scale == .european, "the other scale rather than nothing")
        #expect(AirQuality(date: date, europeanIndex: nil, usIndex: nil).isEmpty)
    }

    @Test func impossibleValuesAreMissingAndEmptyPollenIsLeftOut() throws {
        let air = AirQuality(
            date: date, europeanIndex: -4, usIndex: 61, concentrations: [.pm10: 1e12, .ozone: 80],
            pollen: [.birch: 120, .grass: 0, .olive: .nan])
        let checked = try #require(air.rangeChecked())
        #expect(checked.europeanIndex == nil)
        #expect(checked.concentrations == [.ozone: 80])
        #expect(checked.pollen == [.birch: 120])
        #expect(AirQuality(date: date, europeanIndex: .infinity, usIndex: nil).rangeChecked() == nil)
    }

    @Test func theUSIndexIsForAUSMeasurementLocale() {
        #expect(AirQualityScale.preferred(environment: ["LANG": "en_US.UTF-8"]) == .us)
        #expect(AirQualityScale.preferred(environment: ["LANG": "en_US.UTF-8", "LC_MEASUREMENT": "de_DE.UTF-8"]) == .european)
        #expect(AirQualityScale.preferred(environment: ["LANG": "en_GB.UTF-8"]) == .european)
        #expect(AirQualityScale.preferred(environment: ["LANG": "C"]) == .european)
    }

    @Test func itSurvivesACacheFile() throws {
        let air = AirQuality(
            date: date, europeanIndex: 42, usIndex: 61, europeanSubIndices: [.ozone: 42], pollen: [.birch: 120])
        let decoded = try JSONDecoder().decode(AirQuality.self, from: JSONEncoder().encode(air))
        #expect(decoded == air)
    }
}
