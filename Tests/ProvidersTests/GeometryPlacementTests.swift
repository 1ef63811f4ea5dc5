import Foundation
import Testing
@testable import Providers
import TestSupport
import WeatherCore

/// Warning areas whose shape is the hard part: CAP rings drawn across ±180° (Fiji, Tonga,
/// Chukotka), and GeoJSON polygons with holes where one ring is broken. Read through the
/// decoders and placed through the sources' own selection, as a poll would.
@Suite("Placing warnings with awkward shapes")
struct GeometryPlacementTests {
    let now = providerTestDate("2026-08-21T06:00:00Z")

    // MARK: Rings across the antimeridian

    /// A heavy rain warning for Viti Levu and the Lau group as the Fiji Meteorological Service
    /// could send it: the ring's corners are in CAP order and its eastern edge is at 178°W.
    static let fijiRain = """
        <?xml version="1.0" encoding="UTF-8"?>
        <alert xmlns="urn:oasis:names:tc:emergency:cap:1.2">
          <identifier>urn:oid:2.49.0.1.242.0.2026.8.21.0012</identifier>
          <sender>fms@met.gov.fj</sender>
          <sent>2026-08-21T15:00:00+12:00</sent>
          <status>Actual</status>
          <msgType>Alert</msgType>
          <scope>Public</scope>
          <info>
            <language>en-FJ</language>
            <category>Met</category>
            <event>Heavy Rain Warning</event>
            <urgency>Expected</urgency>
            <severity>Severe</severity>
            <certainty>Likely</certainty>
            <onset>2026-08-21T15:00:00+12:00</onset>
            <expires>2026-08-22T15:00:00+12:00</expires>
            <senderName>Fiji Meteorological Service</senderName>
            <headline>Heavy Rain Warning for Viti Levu, Vanua Levu and the Lau Group</headline>
            <area>
              <areaDesc>Fiji Group</areaDesc>
              <polygon>-16,176 -16,-178 -20,-178 -20,176 -16,176</polygon>
            </area>
          </info>
        </alert>
        """

    func fijiArea() throws -> CAPArea {
        let message = try CAPXMLDecoder.decode(Data(Self.fijiRain.utf8))
        return try #require(message.infos.first?.areas.first)
    }

    @Test(arguments: [
        (-17.8, 178.0, "between Viti Levu and Vanua Levu"), (-18.14, 178.44, "Suva"), (-16.85, -179.95, "Taveuni, east of 180°"),
        (-18.2, -178.8, "the Lau group"), (-17.0, 176.2, "just inside the western edge"), (-19.9, -178.1, "just inside the eastern edge"),
    ])
    func aRingAcrossTheAntimeridianHoldsWhatIsInsideIt(latitude: Double, longitude: Double, place: String) throws {
        let area = try fijiArea()
        let selection = CAPSelection(languages: ["en"], now: now)
        let info = CAPInfo(areas: [area])
        #expect(selection.areas(of: info, containing: GeoPoint(latitude: latitude, longitude: longitude)).inside == [area], "\(place)")
    }

    @Test(arguments: [
        (-18.0, 10.0, "the other side of the globe"), (-18.0, 0.0, "Greenwich"), (-18.0, 175.0, "west of the ring"),
        (-18.0, -177.0, "east of the ring"), (-15.0, 178.0, "north of it"), (-18.0, -90.0, "the eastern Pacific"),
    ])
    func aRingAcrossTheAntimeridianLeavesOutWhatIsNot(latitude: Double, longitude: Double, place: String) throws {
        let area = try fijiArea()
        let selection = CAPSelection(languages: ["en"], now: now)
        let info = CAPInfo(areas: [area])
        #expect(selection.areas(of: info, containing: GeoPoint(latitude: latitude, longitude: longitude)).inside.isEmpty, "\(place)")
    }

    /// Through FPAS's own placing, which is where a warning for Fiji comes from.
    @Test func fpasPlacesTheFijiWarningOnSuvaAndNotOnTheOtherSideOfTheGlobe() throws {
        let message = try CAPXMLDecoder.decode(Data(Self.fijiRain.utf8))
        let fpas = FPASAlertSource(
            transport: CurlHTTPClient(), endpoint: ServiceEndpoint(baseURL: URL(fileURLWithPath: "/"), isOverridden: true),
            files: FPASCAPFileStore(directory: nil), languages: ["en"], fallbackFor: [])
        let listed = [(id: "5b0e7c1a-2f3d-4e5a-8b6c-7d8e9f0a1b2c", message: message)]
        let suva = fpas.placedAlerts(listed, at: GeoPoint(latitude: -18.14, longitude: 178.44), now: now)
        #expect(suva.alerts.map(\.summary) == ["Heavy Rain Warning for Viti Levu, Vanua Levu and the Lau Group"])
        #expect(fpas.placedAlerts(listed, at: GeoPoint(latitude: -18.0, longitude: 10.0), now: now).alerts.isEmpty)
    }

    /// A ring drawn around a pole on the flat map (an Antarctic outline runs from 180° to −180°
    /// along its coast and back along the pole) is no ring across the antimeridian: it keeps
    /// its map reading.
    @Test func aRingAroundAPoleKeepsItsMapReading() throws {
        var ring: [[Double]] = stride(from: -180.0, through: 180.0, by: 30).map { [$0, -65.0] }
        ring += [[180, -90], [-180, -90], [-180, -65]]
        let polar = try #require(GeoPolygon(geoJSONRing: ring))
        #expect(polar.contains(GeoPoint(latitude: -80, longitude: 0)))
        #expect(polar.contains(GeoPoint(latitude: -75, longitude: 179.5)))
        #expect(!polar.contains(GeoPoint(latitude: -50, longitude: 0)))
    }

    // MARK: GeoJSON polygons with a broken ring

    let toronto = GeoPoint(latitude: 43.6532, longitude: -79.3832)
    /// The City of Toronto's zone as ECCC draws it (from the Toronto fixture), outer ring.
    static let cityOfToronto = "[-79.6392,43.581],[-79.5012,43.5853],[-79.3773,43.6235],[-79.204,43.695],[-79.1169,43.7757],[-79.1704,43.8554],[-79.6392,43.7498],[-79.6392,43.581]"
    /// A small ring around downtown Toronto.
    static let downtown = "[-79.42,43.63],[-79.35,43.63],[-79.35,43.68],[-79.42,43.68],[-79.42,43.63]"

    /// One ECCC answer whose only feature is a tornado warning drawn as `coordinates`.
    func ecccAnswer(geometryType: String = "Polygon", coordinates: String) throws -> ECCCAlertResponse {
        try ECCCAlertResponse.decode(Data("""
            {"type":"FeatureCollection","numberMatched":1,"numberReturned":1,"features":[
             {"type":"Feature","id":"1784031000795151707202607141200_fea1-1267",
              "geometry":{"type":"\(geometryType)","coordinates":\(coordinates)},
              "properties":{"id":"1784031000795151707202607141200_fea1-1267","feature_name_en":"City of Toronto",
               "feature_name_fr":"Ville de Toronto","status_en":"issued","risk_colour_en":"red","alert_type":"warning",
               "alert_name_en":"tornado warning","alert_name_fr":"avertissement de tornade",
               "publication_datetime":"2026-07-14T12:00:00.795Z","validity_datetime":"2026-07-14T12:00:00.795Z",
               "event_end_datetime":"2026-07-14T18:00:00.000Z","expiration_datetime":"2026-07-14T18:00:00.000Z"}}]}
            """.utf8))
    }

    func ecccAlerts(_ answer: ECCCAlertResponse, at point: GeoPoint) -> [WeatherAlert] {
        ECCCAlertFeed.alerts(from: answer, at: point, language: .english, now: providerTestDate("2026-07-14T13:00:00Z"))
    }

    @Test func aValidPolygonWithAHoleLeavesTheHoleOut() throws {
        let answer = try ecccAnswer(coordinates: "[[\(Self.cityOfToronto)],[\(Self.downtown)]]")
        #expect(ecccAlerts(answer, at: toronto).isEmpty, "downtown is the hole")
        #expect(ecccAlerts(answer, at: GeoPoint(latitude: 43.76, longitude: -79.25)).map(\.summary) == ["Tornado warning"], "Scarborough")
    }

    /// The outer ring has a latitude with its decimal point slipped (438.554): the hole must not
    /// become the outer ring and place Toronto inside the warning.
    @Test func anOuterRingWithABadVertexInvalidatesItsPolygonRatherThanPromotingTheHole() throws {
        let broken = Self.cityOfToronto.replacingOccurrences(of: "[-79.1704,43.8554]", with: "[-79.1704,438.554]")
        let answer = try ecccAnswer(coordinates: "[[\(broken)],[\(Self.downtown)]]")
        #expect(ecccAlerts(answer, at: toronto).isEmpty, "a zone that cannot be drawn places nothing")
        #expect(ecccAlerts(answer, at: GeoPoint(latitude: 43.76, longitude: -79.25)).isEmpty)
    }

    @Test func aHoleWithABadVertexInvalidatesItsPolygonRatherThanBeingDropped() throws {
        let brokenHole = Self.downtown.replacingOccurrences(of: "[-79.35,43.68]", with: "[-79.35]")
        let answer = try ecccAnswer(coordinates: "[[\(Self.cityOfToronto)],[\(brokenHole)]]")
        #expect(ecccAlerts(answer, at: toronto).isEmpty, "Toronto is inside the hole, which cannot be read")
    }

    /// Of a MultiPolygon, only the polygon with the broken ring is lost: the place is still
    /// found inside the others.
    @Test func aBrokenPolygonOfAMultiPolygonCostsOnlyItself() throws {
        let broken = Self.cityOfToronto.replacingOccurrences(of: "[-79.1704,43.8554]", with: "[-79.1704,438.554]")
        let islands = "[-79.40,43.60],[-79.35,43.60],[-79.35,43.625],[-79.40,43.625],[-79.40,43.60]"
        let answer = try ecccAnswer(geometryType: "MultiPolygon", coordinates: "[[[\(broken)],[\(Self.downtown)]],[[\(islands)]]]")
        #expect(ecccAlerts(answer, at: GeoPoint(latitude: 43.615, longitude: -79.37)).map(\.summary) == ["Tornado warning"], "Toronto Islands")
        #expect(ecccAlerts(answer, at: toronto).isEmpty)
        let area = try #require(answer.features.first?.geometry?.area)
        #expect(area.polygons.count == 1)
    }
}
