import Foundation
import Testing
@testable import Providers
import WeatherCore

/// The Aviation Weather Center's METAR JSON: real answers of both generations, and hostile ones.
@Suite("METARs from the Aviation Weather Center")
struct AviationWeatherDecodingTests {
    func reports(_ fixture: String) throws -> [StationObservation] {
        try AviationWeatherMETARResponse.decode(FixtureLoader.data("aviationweather/" + fixture)).reports
    }

    /// KTYS 142253Z 21012KT 10SM BKN026 OVC034 07/04 A2968 … SLP049 … T00670039.
    @Test func knoxvilleInTheNewerGeneration() throws {
        let report = try #require(try reports("metar-tool-ktys.json").first)
        #expect(report.stationIdentifier == "KTYS")
        #expect(report.stationName == "Knoxville/Tyson Arpt, TN, US")
        #expect(report.latitude == 35.818 && report.longitude == -83.9857)
        #expect(report.date == Date(timeIntervalSince1970: 1_768_431_180))  // 2026-01-14 22:53 UTC
        #expect(report.temperature == 6.7)
        #expect(report.dewPoint == 3.9)
        #expect(report.windDirection == 210)
        #expect(report.isWindVariable == false)
        #expect(abs((report.windSpeed ?? 0) - 22.224) < 0.001)  // 12 kt
        #expect(report.windGust == nil)
        #expect(report.pressure == 1004.9)  // the sea-level pressure, not the altimeter's 1005.2
        #expect(abs((report.visibility ?? 0) - 16_093.44) < 0.01)  // 10 statute miles, or more
        #expect(report.isVisibilityAtLeast)
        #expect(report.presentWeather == nil)
        #expect(report.rawReport?.hasPrefix("METAR KTYS 142253Z 21012KT") == true)
    }

    /// "M06/M14": the service has already turned the report's minus signs into numbers.
    @Test func belowFreezing() throws {
        let report = try #require(try reports("metar-tool-ktys-below-freezing.json").first)
        #expect(report.temperature == -5.6)
        #expect(report.dewPoint == -13.9)
        #expect(report.pressure == 1014.8)
    }

    /// The older generation: every field present, nulls, `metar_id`, and "6+" for 9999 metres.
    @Test func jerezInTheOlderGeneration() throws {
        let report = try #require(try reports("briefing-app-lejr.json").first)
        #expect(report.stationIdentifier == "LEJR")
        #expect(report.date == Date(timeIntervalSince1970: 1_698_420_600))
        #expect(report.temperature == 22)
        #expect(report.windDirection == 240)
        #expect(report.windGust == nil)
        #expect(report.pressure == 1015)  // no sea-level pressure outside the US: the QNH
        #expect(abs((report.visibility ?? 0) - 9_656.064) < 0.01)
        #expect(report.isVisibilityAtLeast)
        #expect(report.rawReport == "LEJR 271530Z 24011KT 220V280 9999 FEW050 22/13 Q1015")
    }

    @Test func anEmptyAnswerHasNoReports() throws {
        #expect(try reports("empty.json").isEmpty)
    }

    /// Missing values are missing: no 0 °C for a null temperature, no north for "VRB", no
    /// visibility for "////", and no escape sequence reaches the terminal.
    @Test func missingAndVariableValuesAreAbsent() throws {
        let report = try #require(try reports("hostile-missing-and-variable.json").first)
        #expect(report.temperature == nil)
        #expect(report.dewPoint == nil)
        #expect(report.isWindVariable)
        #expect(report.windDirection == nil)
        #expect(abs((report.windSpeed ?? 0) - 5.556) < 0.001)
        #expect(report.visibility == nil)
        #expect(report.isVisibilityAtLeast == false)
        #expect(report.pressure == nil)
        #expect(report.presentWeather == nil)
        #expect(report.rawReport?.contains("\u{1B}") == false)
        #expect(report.stationName == "Berlin/Brandenburg Arpt, BB, DE")
    }

    /// Numbers no weather has are absent; a report that cannot be dated or placed is left out.
    @Test func outOfRangeValuesAreAbsent() throws {
        let all = try reports("hostile-out-of-range.json")
        #expect(all.map(\.stationIdentifier) == ["EDDB"])
        let report = try #require(all.first)
        #expect(report.temperature == nil)
        #expect(report.dewPoint == nil)
        #expect(report.windSpeed == nil)
        #expect(report.windGust == nil)
        #expect(report.windDirection == nil)
        #expect(report.pressure == nil)  // 12 hPa sea level, 5000 hPa altimeter
        #expect(report.visibility == nil)
        #expect(report.presentWeather == nil)
        #expect(report.rawReport == nil)
        #expect(report.stationName == nil)
    }

    /// A value of the wrong kind costs that value, never the answer or a wrong number.
    @Test func wrongKindsOfValuesAreAbsent() throws {
        let all = try reports("hostile-wrong-types.json")
        #expect(all.map(\.stationIdentifier) == ["EDDB"])
        let report = try #require(all.first)
        #expect(report.temperature == nil)
        #expect(report.windDirection == nil)
        #expect(report.windSpeed == nil)
        #expect(report.pressure == nil)
        #expect(report.stationName == nil)
        #expect(report.rawReport == nil)
        // "5" is how the service writes visibility, as text: five statute miles, exactly.
        #expect(abs((report.visibility ?? 0) - 8_046.72) < 0.01)
        #expect(report.isVisibilityAtLeast == false)
    }

    @Test func anHTMLPageIsAFailedRead() throws {
        #expect(throws: ResponseDecodingError.self) {
            try AviationWeatherMETARResponse.decode(FixtureLoader.data("aviationweather/hostile-html-error.html"))
        }
    }

    @Test func elementsThatAreNoObjectsAreSkipped() throws {
        let body = Data(#"[7, "x", null, [], {"icaoId":"EDDB","obsTime":1796206800,"lat":52.35,"lon":13.49,"temp":4}]"#.utf8)
        #expect(try AviationWeatherMETARResponse.decode(body).reports.map(\.temperature) == [4])
    }
}
