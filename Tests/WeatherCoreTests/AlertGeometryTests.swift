import Foundation
import Testing
import WeatherCore

/// A warning's shape as kept on the alert: open rings on the globe, bounded however much a
/// feed sends, and CAP circles as rings.
@Suite("A warning's area kept on the alert")
struct AlertGeometryTests {
    static let berlin = GeoPoint(latitude: 52.52, longitude: 13.405)

    /// `count` corners round Berlin, 0.2° out.
    static func ring(corners count: Int, closed: Bool = false) -> [GeoPoint] {
        let corners = (0..<count).map { index in
            let angle = Double(index) * 2 * Double.pi / Double(count)
            return GeoPoint(latitude: berlin.latitude + 0.2 * sin(angle), longitude: berlin.longitude + 0.2 * cos(angle))
        }
        return closed ? corners + [corners[0]] : corners
    }

    @Test func aClosedRingIsKeptOpenAsSent() throws {
        let geometry = try #require(AlertGeometry(rings: [Self.ring(corners: 5, closed: true)]))
        #expect(geometry.rings == [Self.ring(corners: 5)])
    }

    @Test func cornersOffTheGlobeAreLeftOutAndARingWithoutThreeIsNoRing() throws {
        let bad = [GeoPoint(latitude: 91, longitude: 0), GeoPoint(latitude: .nan, longitude: 1), GeoPoint(latitude: 0, longitude: 181)]
        let geometry = try #require(AlertGeometry(rings: [Self.ring(corners: 4) + bad, Array(Self.ring(corners: 3).prefix(2))]))
        #expect(geometry.rings == [Self.ring(corners: 4)])
        #expect(AlertGeometry(rings: [bad]) == nil)
        #expect(AlertGeometry(rings: []) == nil)
    }

    @Test func theSameRingTwiceIsKeptOnce() throws {
        let geometry = try #require(AlertGeometry(rings: [Self.ring(corners: 6), Self.ring(corners: 6, closed: true)]))
        #expect(geometry.rings.count == 1)
    }

    /// A hostile feed: one ring of 100 000 corners, and 5 000 small rings.
    @Test func aHugeRingIsThinnedAndManyRingsStopAtTheBound() throws {
        let huge = try #require(AlertGeometry(rings: [Self.ring(corners: 100_000)]))
        #expect(huge.rings.count == 1)
        #expect((3...AlertGeometry.maximumPoints).contains(huge.rings[0].count))
        #expect(huge.rings[0].first == Self.ring(corners: 100_000).first)
        let triangles = (0..<5_000).map { index in
            Self.ring(corners: 3).map { GeoPoint(latitude: $0.latitude, longitude: $0.longitude + Double(index) * 0.001) }
        }
        let many = try #require(AlertGeometry(rings: triangles))
        let kept = many.rings.reduce(0) { $0 + $1.count }
        #expect(kept <= AlertGeometry.maximumPoints && kept >= AlertGeometry.maximumPoints - 3)
        #expect(many.rings.allSatisfy { $0.count >= 3 })
    }

    @Test func aCircleBecomesARingAtItsRadiusAndAPointIsNoArea() throws {
        let fiji = GeoPoint(latitude: -17.7, longitude: 179.9)
        let geometry = try #require(AlertGeometry(polygons: [], circles: [GeoCircle(center: fiji, radiusKilometres: 25)]))
        let ring = try #require(geometry.rings.first)
        #expect(ring.count == 36)
        #expect(ring.allSatisfy { abs($0.distanceKilometres(to: fiji) - 25) < 0.01 }, "\(ring)")
        #expect(ring.allSatisfy { (-180...180).contains($0.longitude) }, "corners past 180° are folded back")
        #expect(ring.contains { $0.longitude < 0 } && ring.contains { $0.longitude > 0 })
        #expect(AlertGeometry(polygons: [], circles: [GeoCircle(center: fiji, radiusKilometres: 0)]) == nil)
    }

    @Test func polygonsAndCirclesTogether() throws {
        let polygon = try #require(GeoPolygon(capText: "52.3,13.1 52.7,13.1 52.7,13.7 52.3,13.7 52.3,13.1"))
        let geometry = try #require(AlertGeometry(polygons: [polygon], circles: [GeoCircle(center: Self.berlin, radiusKilometres: 5)]))
        #expect(geometry.rings.count == 2)
        #expect(geometry.rings[0] == polygon.points)
    }

    @Test func itEncodesAsLatitudeLongitudePairsAndDecodesWithTheSameBounds() throws {
        let geometry = try #require(AlertGeometry(rings: [Self.ring(corners: 3)]))
        let data = try JSONEncoder().encode(geometry)
        let pairs = try JSONDecoder().decode([[[Double]]].self, from: data)
        #expect(pairs[0][0] == [Self.ring(corners: 3)[0].latitude, Self.ring(corners: 3)[0].longitude])
        #expect(try JSONDecoder().decode(AlertGeometry.self, from: data) == geometry)
        let huge: [[Double]] = (0..<20_000).map { (index: Int) -> [Double] in
            let latitude: Double = 52 + Double(index) * 1e-5
            return [latitude, 13 + Double(index % 7) * 0.01]
        }
        let decoded = try JSONDecoder().decode(AlertGeometry.self, from: JSONSerialization.data(withJSONObject: [huge]))
        #expect(decoded.rings[0].count <= AlertGeometry.maximumPoints)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(AlertGeometry.self, from: Data("[[[1,2],[1,2]]]".utf8)) }
    }
}
