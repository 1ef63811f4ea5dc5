import Foundation
import Testing
@testable import Providers
import TestSupport
import WeatherCore

/// The warned areas the GeoJSON sources (NWS, MET Norway, ECCC, DWD) send with each warning,
/// kept as the alert's geometry for the map, on the real answers in Fixtures (README.md).
@Suite("Warning areas from GeoJSON sources")
struct AlertShapeTests {
    func nws(_ fixture: String, at date: String) throws -> [WeatherAlert] {
        NWSAlertFeed.alerts(from: try NWSAlertResponse.decode(try FixtureLoader.data(fixture)), now: providerTestDate(date))
    }

    func nws(json: String) throws -> [WeatherAlert] {
        NWSAlertFeed.alerts(from: try NWSAlertResponse.decode(Data(json.utf8)), now: providerTestDate("2023-09-13T02:20:00Z"))
    }

    /// One NWS warning in force with `geometry` as its feature's geometry.
    func nwsFeature(geometry: String) -> String {
        """
        {"type":"FeatureCollection","features":[{"id":"https://api.weather.gov/alerts/a","type":"Feature","geometry":\(geometry),
         "properties":{"id":"a","status":"Actual","messageType":"Alert","severity":"Severe","event":"Severe Thunderstorm Warning",
         "expires":"2023-09-12T20:45:00-06:00"}}]}
        """
    }

    @Test func anNWSStormBasedWarningCarriesItsPolygon() throws {
        let warning = try #require(try nws("nws-alerts-sierra-polygon.json", at: "2023-09-13T02:20:00Z").first)
        #expect(warning.summary == "Severe Thunderstorm Warning")
        let rings = try #require(warning.geometry?.rings)
        #expect(rings.count == 1 && rings[0].count == 4, "four corners, the closing one not repeated")
        #expect(rings[0].first == GeoPoint(latitude: 33.22, longitude: -107.22), "GeoJSON's longitude first, read as such")
        let ring = GeoPolygon(points: rings[0])
        #expect(ring.contains(GeoPoint(latitude: 33.18, longitude: -107.03)), "Engle, named in the warning")
        #expect(!ring.contains(GeoPoint(latitude: 32.31, longitude: -106.78)), "Las Cruces, far to the south")
    }

    @Test func anNWSZoneBasedAlertHasNoShape() throws {
        let statement = try #require(try nws("nws-alerts-new-mexico-zones-excerpt.json", at: "2017-12-06T00:00:00Z").first)
        #expect(statement.summary == "Special Weather Statement")
        #expect(statement.geometry == nil, "geometry null: the zones are named, not drawn")
        #expect(try nws("nws-alerts-portland.json", at: "2019-08-28T18:00:00Z").allSatisfy { $0.geometry == nil })
    }

    @Test(arguments: [
        #"7"#, #""Polygon""#, #"{"type":"Polygon","coordinates":"x"}"#, #"{"coordinates":[[[-107,33],[-106,33],[-106,34]]]}"#,
        #"{"type":"Point","coordinates":[-107,33]}"#, #"{"type":"Polygon","coordinates":[[[-107,33],[-106,33]]]}"#,
        #"{"type":"Polygon","coordinates":[[[-107,33],[-106,95],[-106,34],[-107,33]]]}"#,
    ])
    func anNWSGeometryThatIsNoAreaCostsOnlyTheOutline(geometry: String) throws {
        let alerts = try nws(json: nwsFeature(geometry: geometry))
        #expect(alerts.map(\.summary) == ["Severe Thunderstorm Warning"], "the warning stays")
        #expect(alerts.first?.geometry == nil)
    }

    @Test func anNWSPolygonOfAHundredThousandCornersIsThinnedToTheBudget() throws {
        let corners = (0..<100_000).map { index -> String in
            let angle = Double(index) / 100_000 * 2 * Double.pi
            return "[\(-107 + 0.5 * cos(angle)),\(33 + 0.5 * sin(angle))]"
        }
        let alerts = try nws(json: nwsFeature(geometry: #"{"type":"Polygon","coordinates":[[\#(corners.joined(separator: ","))]]}"#))
        let rings = try #require(alerts.first?.geometry?.rings)
        #expect(rings.reduce(0) { $0 + $1.count } <= AlertGeometry.maximumPoints)
        #expect(GeoPolygon(points: rings[0]).contains(GeoPoint(latitude: 33, longitude: -107)))
    }

    @Test func aMETNorwayWarningCarriesItsArea() throws {
        let response = try METAlertResponse.decode(try FixtureLoader.data("met-alerts-torungen-gale.json"))
        let gale = try #require(METAlertFeed.alerts(from: response, now: providerTestDate("2024-05-02T18:00:00Z")).first)
        #expect(gale.region == "Torungen - Oksøy")
        let rings = try #require(gale.geometry?.rings)
        #expect(rings.count == 1)
        #expect(rings[0].first == GeoPoint(latitude: 58.4702, longitude: 8.68))
        #expect(GeoPolygon(points: rings[0]).contains(GeoPoint(latitude: 58.25, longitude: 8.4)), "the sea off Lillesand")
        let without = try METAlertResponse.decode(try FixtureLoader.data("met-alerts-without-severity.json"))
        #expect(METAlertFeed.alerts(from: without, now: providerTestDate("2024-05-02T18:00:00Z")).allSatisfy { $0.geometry == nil })
    }

    @Test func anECCCAlertIsOutlinedByTheZonesThatContainThePlace() throws {
        let response = try ECCCAlertResponse.decode(try FixtureLoader.data("eccc-alerts-toronto.json"))
        let toronto = GeoPoint(latitude: 43.6532, longitude: -79.3832)
        let alerts = ECCCAlertFeed.alerts(from: response, at: toronto, language: .english, now: providerTestDate("2026-07-14T12:00:00Z"))
        #expect(!alerts.isEmpty)
        for alert in alerts {
            let rings = try #require(alert.geometry?.rings, "\(alert.summary)")
            #expect(rings.contains { GeoPolygon(points: $0).contains(toronto) }, "\(alert.summary)")
        }
    }

    @Test func aDWDWarningIsOutlinedByItsWarnCell() throws {
        let response = try DWDWarningResponse.decode(try FixtureLoader.data("dwd-warnungen-oberhausen-kirn.json"))
        let alerts = DWDAlertFeed.alerts(from: response, now: providerTestDate("2023-09-21T17:00:00Z"))
        #expect(alerts.count == 2)
        for alert in alerts {
            let rings = try #require(alert.geometry?.rings)
            #expect(rings.count == 1 && rings[0].count == 8, "the cell's MultiPolygon, its closing corner not repeated")
            #expect(rings[0].first == GeoPoint(latitude: 49.8209, longitude: 7.4595))
            #expect(GeoPolygon(points: rings[0]).contains(GeoPoint(latitude: 49.81, longitude: 7.455)), "Oberhausen bei Kirn")
        }
        let withoutShape = try DWDWarningResponse.decode(Data("""
            {"type":"FeatureCollection","features":[{"type":"Feature","geometry":{"type":"MultiPolygon","coordinates":"x"},
             "properties":{"IDENTIFIER":"x.DEU","STATUS":"Actual","MSGTYPE":"Alert","SCOPE":"Public","EVENT":"FROST","SEVERITY":"Minor",
             "EXPIRES":"2023-09-22T00:00:00Z","NAME":"Gemeinde Oberhausen bei Kirn"}}]}
            """.utf8))
        let frost = DWDAlertFeed.alerts(from: withoutShape, now: providerTestDate("2023-09-21T17:00:00Z"))
        #expect(frost.map(\.region) == ["Gemeinde Oberhausen bei Kirn"], "a cell whose shape cannot be read still warns")
        #expect(frost.first?.geometry == nil)
    }
}
