import Foundation
import Testing
@testable import Providers
import WeatherCore

/// A place without a stored country is covered by its derived country's source only: the rough
/// boxes that once stood in for the country overlap the neighbours.
@Suite("Alert coverage without a stored country")
struct CoverageTests {
    func place(_ latitude: Double, _ longitude: Double, zone: String = "UTC") -> Place {
        Place(name: "\(latitude),\(longitude)", latitude: latitude, longitude: longitude, timeZoneIdentifier: zone)
    }

    @Test func torontoIsNotAskedOfTheNWSNorStockholmOfMetAlerts() {
        #expect(!NWSCoverage.covers(place(43.6532, -79.3832)), "Toronto lies inside the old US box")
        #expect(NWSCoverage.covers(place(38.8894, -77.0352)))
        #expect(!METAlertCoverage.covers(place(59.3293, 18.0686)), "Stockholm lies inside the old Norway box")
        #expect(METAlertCoverage.covers(place(59.9133, 10.739)))
    }

    @Test func offshorePositionsFallBackToTheBoxes() {
        #expect(NWSCoverage.covers(place(40.0, -69.5)), "off Cape Cod, no country claims it")
    }
}
