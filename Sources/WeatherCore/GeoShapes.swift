import Foundation

/// A position in WGS 84 degrees.
public struct GeoPoint: Sendable, Hashable {
    public var latitude: Double
    public var longitude: Double

    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Great-circle distance (haversine, mean Earth radius).
    public func distanceKilometres(to other: GeoPoint) -> Double {
        let radians = Double.pi / 180
        let dLatitude = (other.latitude - latitude) * radians
        let dLongitude = (other.longitude - longitude) * radians
        let h = sin(dLatitude / 2) * sin(dLatitude / 2)
            + cos(latitude * radians) * cos(other.latitude * radians) * sin(dLongitude / 2) * sin(dLongitude / 2)
        return 2 * 6371.0 * asin(min(1, sqrt(h)))
    }
}

extension Place {
    /// The place's position.
    public var point: GeoPoint { GeoPoint(latitude: latitude, longitude: longitude) }
}

/// One ring of an area: a warning's, or a country's outline. Sources write coordinates in two orders: CAP's `polygon` text is
/// `lat,lon` pairs, GeoJSON (ECCC, DWD WFS, FPAS) is `[lon, lat]` arrays; the two initialisers
/// keep that difference in one place.
public struct GeoPolygon: Sendable, Hashable {
    public var points: [GeoPoint]

    public init(points: [GeoPoint]) {
        self.points = points
    }

    /// CAP 1.2 `polygon`: whitespace-separated `latitude,longitude` pairs (a pair may be wrapped
    /// after its comma). Nil when fewer than three distinct pairs parse or a value is off the globe.
    public init?(capText: String) {
        // Collapse whitespace after commas so that "14.47,\n 120.97" stays one pair.
        let compact = capText.replacingOccurrences(of: #",\s+"#, with: ",", options: .regularExpression)
        var points: [GeoPoint] = []
        for pair in compact.split(whereSeparator: \.isWhitespace) {
            let parts = pair.split(separator: ",")
            guard parts.count == 2, let latitude = Double(parts[0]), let longitude = Double(parts[1]),
                  Self.isOnTheGlobe(latitude: latitude, longitude: longitude)
            else { return nil }
            points.append(GeoPoint(latitude: latitude, longitude: longitude))
        }
        self.init(validated: points)
    }

    /// A GeoJSON linear ring: `[[lon, lat], …]`.
    public init?(geoJSONRing ring: [[Double]]) {
        var points: [GeoPoint] = []
        for position in ring {
            guard position.count >= 2, Self.isOnTheGlobe(latitude: position[1], longitude: position[0]) else { return nil }
            points.append(GeoPoint(latitude: position[1], longitude: position[0]))
        }
        self.init(validated: points)
    }

    private init?(validated points: [GeoPoint]) {
        var ring = points
        if let first = ring.first, first == ring.last { ring.removeLast() }
        guard Set(ring).count >= 3 else { return nil }
        self.points = ring
    }

    private static func isOnTheGlobe(latitude: Double, longitude: Double) -> Bool {
        latitude.isFinite && longitude.isFinite && (-90...90).contains(latitude) && (-180...180).contains(longitude)
    }

    /// Ray casting on the plate carrée: exact enough at warning-area scale, and no source sends
    /// rings across ±180°. A point on an edge may fall either way.
    public func contains(_ point: GeoPoint) -> Bool {
        var inside = false
        var previous = points[points.count - 1]
        for current in points {
            if (current.latitude > point.latitude) != (previous.latitude > point.latitude) {
                let crossing = (previous.longitude - current.longitude) * (point.latitude - current.latitude)
                    / (previous.latitude - current.latitude) + current.longitude
                if point.longitude < crossing { inside.toggle() }
            }
            previous = current
        }
        return inside
    }
}

/// A GeoJSON Polygon or MultiPolygon: outer rings with their holes.
public struct GeoArea: Sendable, Hashable {
    /// Each polygon's outer ring first, then its holes.
    public var polygons: [[GeoPolygon]]

    public init(polygons: [[GeoPolygon]]) {
        self.polygons = polygons
    }

    /// From a GeoJSON geometry's `type` and `coordinates`; nil for other types or bad rings.
    public init?(geoJSONType type: String, polygon: [[[Double]]]? = nil, multiPolygon: [[[[Double]]]]? = nil) {
        let raw: [[[[Double]]]]
        switch type {
        case "Polygon": raw = polygon.map { [$0] } ?? []
        case "MultiPolygon": raw = multiPolygon ?? []
        default: return nil
        }
        let parsed = raw.map { rings in rings.compactMap(GeoPolygon.init(geoJSONRing:)) }.filter { !$0.isEmpty }
        guard !parsed.isEmpty else { return nil }
        polygons = parsed
    }

    /// Inside an outer ring and in none of its holes.
    public func contains(_ point: GeoPoint) -> Bool {
        polygons.contains { rings in
            guard let outer = rings.first, outer.contains(point) else { return false }
            return !rings.dropFirst().contains { $0.contains(point) }
        }
    }
}

/// CAP 1.2 `circle`: `"latitude,longitude radius"`, the radius in kilometres.
public struct GeoCircle: Sendable, Hashable {
    /// A radius of 0 names a point; this much is allowed around it.
    static let pointTolerance = 0.5

    public var center: GeoPoint
    public var radiusKilometres: Double

    public init(center: GeoPoint, radiusKilometres: Double) {
        self.center = center
        self.radiusKilometres = radiusKilometres
    }

    public init?(capText: String) {
        let parts = capText.split(whereSeparator: \.isWhitespace)
        guard parts.count == 2 else { return nil }
        let position = parts[0].split(separator: ",")
        guard position.count == 2, let latitude = Double(position[0]), let longitude = Double(position[1]),
              let radius = Double(parts[1]), radius.isFinite, radius >= 0, radius < 20_000,
              latitude.isFinite, longitude.isFinite, (-90...90).contains(latitude), (-180...180).contains(longitude)
        else { return nil }
        self.init(center: GeoPoint(latitude: latitude, longitude: longitude), radiusKilometres: radius)
    }

    public func contains(_ point: GeoPoint) -> Bool {
        center.distanceKilometres(to: point) <= max(radiusKilometres, Self.pointTolerance)
    }
}
