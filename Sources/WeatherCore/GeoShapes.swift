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
/// `lat,lon` pairs, GeoJSON (ECCC, DWD WFS, FPAS, NWS, MetAlerts) is `[lon, lat]` arrays; the two initialisers
/// keep that difference in one place.
public struct GeoPolygon: Sendable, Hashable {
    /// The corners as sent, longitudes on ±180°.
    public private(set) var points: [GeoPoint]
    /// For a ring drawn across ±180° (Fiji's `-16,176 -16,-178 …`), the ring with continuous
    /// longitudes (…, 176, 182, …), one shape to test; nil for any other ring.
    private var continuous: ContinuousRing?

    /// A ring's longitudes unwrapped across ±180°, and the span they cover.
    private struct ContinuousRing: Sendable, Hashable {
        var longitudes: [Double]
        var span: ClosedRange<Double>
    }

    /// Longitudes differ by more than this between neighbouring corners only when the edge
    /// between them crosses ±180°: no warning area is half the globe wide.
    static let antimeridianJump = 180.0

    public init(points: [GeoPoint]) {
        self.points = points
        continuous = Self.continuousRing(of: points)
    }

    /// CAP 1.2 `polygon`: whitespace-separated `latitude,longitude` pairs (a pair may be wrapped
    /// after its comma). Nil when fewer than three distinct pairs parse or a value is off the globe.
    public init?(capText: String) {
        // One pass over the bytes: MeteoAlarm's high-resolution rings run to thousands of
        // pairs, repeated in every language block. Whitespace after a comma is skipped, so
        // that "14.47,\n 120.97" stays one pair.
        var points: [GeoPoint] = []
        var latitude: Double?
        var number: [UInt8] = []
        var afterComma = false
        func parsed(_ bytes: [UInt8]) -> Double? { bytes.isEmpty ? nil : Double(String(decoding: bytes, as: UTF8.self)) }
        func endPair() -> Bool {
            guard let lat = latitude, let lon = parsed(number), Self.isOnTheGlobe(latitude: lat, longitude: lon) else { return false }
            points.append(GeoPoint(latitude: lat, longitude: lon))
            latitude = nil
            number.removeAll(keepingCapacity: true)
            return true
        }
        for byte in capText.utf8 {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                if number.isEmpty && (afterComma || latitude == nil) { continue }
                guard endPair() else { return nil }
                afterComma = false
            case UInt8(ascii: ","):
                guard latitude == nil, let value = parsed(number) else { return nil }
                latitude = value
                number.removeAll(keepingCapacity: true)
                afterComma = true
            default:
                number.append(byte)
                afterComma = false
            }
        }
        if latitude != nil || !number.isEmpty {
            guard endPair() else { return nil }
        }
        self.init(validated: points)
    }

    /// A GeoJSON linear ring: `[[lon, lat], …]`.
    public init?(geoJSONRing ring: [[Double]]) {
        var points: [GeoPoint] = []
        for position in ring {
            guard position.count >= 2 else { return nil }
            points.append(GeoPoint(latitude: position[1], longitude: position[0]))
        }
        self.init(ring: points)
    }

    /// A ring of corners already read (the built-in country outlines). Nil, as for a GeoJSON
    /// ring, when a corner is off the globe or fewer than three distinct corners remain.
    init?(ring points: [GeoPoint]) {
        guard points.allSatisfy({ Self.isOnTheGlobe(latitude: $0.latitude, longitude: $0.longitude) }) else { return nil }
        self.init(validated: points)
    }

    private init?(validated points: [GeoPoint]) {
        var ring = points
        if let first = ring.first, first == ring.last { ring.removeLast() }
        guard Set(ring).count >= 3 else { return nil }
        self.init(points: ring)
    }

    private static func isOnTheGlobe(latitude: Double, longitude: Double) -> Bool {
        latitude.isFinite && longitude.isFinite && (-90...90).contains(latitude) && (-180...180).contains(longitude)
    }

    /// The ring's longitudes unwrapped across ±180° (each step between neighbours taken the
    /// short way round), or nil when no edge crosses it. A ring whose unwrapped longitudes do
    /// not come back to where they started goes round a pole (an Antarctic outline drawn on
    /// the flat map from 180° to −180° and back along the pole): it keeps its map reading.
    private static func continuousRing(of points: [GeoPoint]) -> ContinuousRing? {
        guard var previous = points.last?.longitude else { return nil }
        var crosses = false
        for point in points {
            if abs(point.longitude - previous) > antimeridianJump {
                crosses = true
                break
            }
            previous = point.longitude
        }
        guard crosses else { return nil }
        var longitudes: [Double] = []
        longitudes.reserveCapacity(points.count)
        previous = points[0].longitude
        var unwrapped = previous
        for point in points {
            unwrapped += shortStep(from: previous, to: point.longitude)
            longitudes.append(unwrapped)
            previous = point.longitude
        }
        let closed = unwrapped + shortStep(from: previous, to: points[0].longitude)
        guard abs(closed - longitudes[0]) < antimeridianJump, let west = longitudes.min(), let east = longitudes.max() else { return nil }
        return ContinuousRing(longitudes: longitudes, span: west...east)
    }

    /// From one longitude to the next the short way round: within ±180°.
    private static func shortStep(from start: Double, to end: Double) -> Double {
        let step = end - start
        if step > antimeridianJump { return step - 360 }
        if step < -antimeridianJump { return step + 360 }
        return step
    }

    /// Ray casting on the plate carrée: exact enough at warning-area scale. A ring across ±180°
    /// is tested in its continuous longitudes, with the point at its own longitude and one turn
    /// east and west of it, wherever the ring's longitudes lie. A point on an edge may fall
    /// either way.
    public func contains(_ point: GeoPoint) -> Bool {
        guard let last = points.last else { return false }
        guard let continuous, let lastLongitude = continuous.longitudes.last else {
            return Self.rayCrossesOddly(points, closingFrom: last, from: point)
        }
        let corners = zip(points, continuous.longitudes).lazy.map { GeoPoint(latitude: $0.latitude, longitude: $1) }
        let closingCorner = GeoPoint(latitude: last.latitude, longitude: lastLongitude)
        return [point.longitude, point.longitude + 360, point.longitude - 360].contains { shifted in
            continuous.span.contains(shifted)
                && Self.rayCrossesOddly(corners, closingFrom: closingCorner, from: GeoPoint(latitude: point.latitude, longitude: shifted))
        }
    }

    /// Whether a ray eastwards from `point` crosses the edges of the ring through `corners`
    /// (whose last corner is `last`, where the closing edge starts) an odd number of times.
    private static func rayCrossesOddly<Corners: Sequence<GeoPoint>>(
        _ corners: Corners, closingFrom last: GeoPoint, from point: GeoPoint
    ) -> Bool {
        var inside = false
        var previous = last
        for current in corners {
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

    /// From a GeoJSON geometry's `type` and `coordinates`; nil for other types, or when no
    /// polygon is whole. A polygon with a ring that cannot be read, its outer ring or a hole, is
    /// left out entirely: without its outer ring a hole would be read as the area, and without
    /// a hole the area would hold what the hole takes out. The area then places fewer points,
    /// never wrong ones, and a warning with no whole polygon is left to its source's other rules.
    public init?(geoJSONType type: String, polygon: [[[Double]]]? = nil, multiPolygon: [[[[Double]]]]? = nil) {
        let raw: [[[[Double]]]]
        switch type {
        case "Polygon": raw = polygon.map { [$0] } ?? []
        case "MultiPolygon": raw = multiPolygon ?? []
        default: return nil
        }
        let parsed = raw.compactMap { rings -> [GeoPolygon]? in
            let parsedRings = rings.compactMap(GeoPolygon.init(geoJSONRing:))
            return parsedRings.count == rings.count && !parsedRings.isEmpty ? parsedRings : nil
        }
        guard !parsed.isEmpty else { return nil }
        polygons = parsed
    }

    /// Each polygon's outer ring, the outline the map draws: a hole's outline would read there
    /// as an area of its own.
    public var outerRings: [GeoPolygon] { polygons.compactMap(\.first) }

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
