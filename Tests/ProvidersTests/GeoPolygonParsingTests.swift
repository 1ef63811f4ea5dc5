import Foundation
import Testing
@testable import Providers
@testable import WeatherCore

/// CAP polygon text as the services write it: the separators they use between pairs and after
/// commas, and what makes a ring unreadable.
@Suite("CAP polygon text")
struct GeoPolygonParsingTests {
    let square = [
        GeoPoint(latitude: 52.2, longitude: 4.7), GeoPoint(latitude: 52.2, longitude: 5.1),
        GeoPoint(latitude: 52.5, longitude: 5.1), GeoPoint(latitude: 52.5, longitude: 4.7),
    ]

    @Test(arguments: [
        "52.2,4.7 52.2,5.1 52.5,5.1 52.5,4.7 52.2,4.7",
        "  52.2,4.7\t52.2,5.1\n52.5,5.1\r\n52.5,4.7   52.2,4.7\n",
        "52.2,\n   4.7 52.2,5.1 52.5,\t5.1 52.5,4.7 52.2,4.7",
        "52.20,4.70 52.2,5.1e0 5.25e1,5.1 52.5,4.7",
    ])
    func separatorsAndNumberFormsGiveTheSameRing(_ text: String) throws {
        #expect(try #require(GeoPolygon(capText: text)).points == square)
    }

    @Test(arguments: [
        "52.2 ,4.7 52.2,5.1 52.5,5.1 52.5,4.7", "52.2,4.7,1 52.2,5.1 52.5,5.1 52.5,4.7", "52.2,4.7 52.2,5.1 52.5,5.1 52.5,",
        "52.2,4.7 52.2 5.1 52.5,5.1", "52.2,4.7 52.2,x 52.5,5.1 52.5,4.7", ",4.7 52.2,5.1 52.5,5.1", "   ", "52.2,4.7 nan,5.1 52.5,5.1 52.5,4.7",
        "52.2,4.7 52.2,5.1 52.5,5.1 52.5,4.7 52.2",
    ])
    func malformedTextIsNoRing(_ text: String) {
        #expect(GeoPolygon(capText: text) == nil)
    }
}
