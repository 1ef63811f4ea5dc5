import Foundation

/// Where a warning lies, as its source drew it: rings of WGS 84 corners, kept so that the map
/// can outline the area. Bounded on every way in (from a source, from the cache), so that a
/// feed with a million-corner polygon cannot bloat the cache or the map.
public struct AlertGeometry: Codable, Sendable, Hashable {
    /// Corners kept for one alert, all rings together. The map draws at most a few hundred
    /// cells across, so a few thousand corners lose nothing visible; MeteoAlarm's finest rings
    /// run to a few thousand on their own.
    public static let maximumPoints = 4000
    /// Corners of the ring that stands for a CAP circle.
    static let circleCorners = 36

    /// Each ring open (first corner not repeated), at least three corners, on the globe.
    public private(set) var rings: [[GeoPoint]]

    /// Rings with fewer than three corners on the globe are left out; rings with more corners in
    /// all than `maximumPoints` are thinned evenly, and rings past the budget dropped. Nil when
    /// no ring is left.
    public init?(rings: [[GeoPoint]]) {
        var valid: [[GeoPoint]] = []
        var seen: Set<[GeoPoint]> = []
        for ring in rings {
            var corners = ring.filter(Self.isOnTheGlobe)
            if corners.count > 1, corners.first == corners.last { corners.removeLast() }
            // The same shape twice (a message's areas repeating one polygon) is drawn once.
            guard corners.count >= 3, seen.insert(corners).inserted else { continue }
            valid.append(corners)
        }
        let total = valid.reduce(0) { $0 + $1.count }
        if total > Self.maximumPoints {
            let step = (total + Self.maximumPoints - 1) / Self.maximumPoints
            // A ring too small to thin keeps its corners; the budget below bounds it.
            valid = valid.map { ring in
                let thinned = stride(from: 0, to: ring.count, by: step).map { ring[$0] }
                return thinned.count >= 3 ? thinned : ring
            }
        }
        var kept: [[GeoPoint]] = [], budget = Self.maximumPoints
        for ring in valid where ring.count <= budget {
            kept.append(ring)
            budget -= ring.count
        }
        guard !kept.isEmpty else { return nil }
        self.rings = kept
    }

    /// A CAP area's shapes: its polygons as sent, each circle as a ring around its centre (a
    /// circle of radius 0 names a point, not an area, and is left out).
    public init?(polygons: [GeoPolygon], circles: [GeoCircle] = []) {
        let circleRings = circles.filter { $0.radiusKilometres > 0 }.map(Self.ring(around:))
        self.init(rings: polygons.map(\.points) + circleRings)
    }

    /// The outline of a GeoJSON source's area (`GeoArea.outerRings`).
    public init?(outerRingsOf area: GeoArea) {
        self.init(polygons: area.outerRings)
    }

    private static func isOnTheGlobe(_ point: GeoPoint) -> Bool {
        point.latitude.isFinite && point.longitude.isFinite
            && (-90...90).contains(point.latitude) && (-180...180).contains(point.longitude)
    }

    /// The corners at the circle's radius every 10°, each found from the centre along a great
    /// circle, longitudes folded back onto ±180°.
    private static func ring(around circle: GeoCircle) -> [GeoPoint] {
        let radians = Double.pi / 180
        let angular = circle.radiusKilometres / 6371.0
        let latitude = circle.center.latitude * radians, longitude = circle.center.longitude * radians
        return (0..<circleCorners).map { index in
            let bearing = Double(index) * 2 * Double.pi / Double(circleCorners)
            let cornerLatitude = asin(sin(latitude) * cos(angular) + cos(latitude) * sin(angular) * cos(bearing))
            let cornerLongitude = longitude + atan2(
                sin(bearing) * sin(angular) * cos(latitude), cos(angular) - sin(latitude) * sin(cornerLatitude))
            var degrees = cornerLongitude / radians
            degrees = (degrees + 540).truncatingRemainder(dividingBy: 360) - 180
            return GeoPoint(latitude: min(90, max(-90, cornerLatitude / radians)), longitude: degrees)
        }
    }

    /// Rings as arrays of `[latitude, longitude]`, the order CAP writes.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rings.map { ring in ring.map { [$0.latitude, $0.longitude] } })
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let pairs = try container.decode([[[Double]]].self)
        guard let geometry = AlertGeometry(pairs: pairs) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "no ring of three corners on the globe")
        }
        self = geometry
    }

    /// Rings of `[latitude, longitude]` pairs (the cache's form); a pair that is not two numbers
    /// is left out, and the bounds of `init(rings:)` hold.
    init?(pairs: [[[Double]]]) {
        self.init(rings: pairs.map { ring in
            ring.compactMap { pair in pair.count == 2 ? GeoPoint(latitude: pair[0], longitude: pair[1]) : nil }
        })
    }
}
