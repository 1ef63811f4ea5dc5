import Foundation
import WeatherCore

/// A position on the Web Mercator plane (EPSG:3857) at one zoom, in pixels of the whole world
/// laid out as tiles: x grows eastward from the antimeridian, y southward from the top edge.
public struct MapPixel: Sendable, Hashable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// Web Mercator as slippy-map tile servers use it (RainViewer's tiles among them): the world is
/// a square of `tileSize · 2^zoom` pixels, cut into `2^zoom × 2^zoom` tiles.
public struct WebMercator: Sendable, Hashable {
    /// The latitude where the square world ends (atan(sinh(π)) in degrees); beyond it the
    /// projection has no tiles, so positions are clamped to it rather than sent off the map.
    public static let latitudeLimit = 85.0511287798066

    /// The zoom levels this code accepts: 0 is one tile for the world; past 22 a world of
    /// 256-pixel tiles no longer fits an Int's pixel count on every platform we care about.
    public static let zoomRange = 0...22

    public let zoom: Int
    /// The side of one tile in pixels (256 for RainViewer's free tier).
    public let tileSize: Int

    /// Nil for a zoom outside `zoomRange` or a tile size that is not positive.
    public init?(zoom: Int, tileSize: Int = 256) {
        guard Self.zoomRange.contains(zoom), tileSize > 0 else { return nil }
        self.zoom = zoom
        self.tileSize = tileSize
    }

    /// Tiles along one side of the world.
    public var tilesPerSide: Int { 1 << zoom }

    /// Pixels along one side of the world.
    public var worldSize: Double { Double(tileSize) * Double(tilesPerSide) }

    /// Where `point` lies, its latitude clamped to ±`latitudeLimit` and its longitude taken
    /// modulo 360 (so 190° is -170°).
    public func pixel(of point: GeoPoint) -> MapPixel {
        let latitude = min(max(point.latitude, -Self.latitudeLimit), Self.latitudeLimit)
        let longitude = Self.normalizedLongitude(point.longitude)
        let sine = sin(latitude * .pi / 180)
        let x = (longitude + 180) / 360 * worldSize
        let y = (0.5 - log((1 + sine) / (1 - sine)) / (4 * .pi)) * worldSize
        return MapPixel(x: x, y: min(max(y, 0), worldSize))
    }

    /// The position of `pixel`, x taken modulo the world's width (the map repeats east and
    /// west) and y clamped to the world's top and bottom edges.
    public func point(at pixel: MapPixel) -> GeoPoint {
        let x = wrappedX(pixel.x)
        let y = min(max(pixel.y, 0), worldSize)
        let longitude = x / worldSize * 360 - 180
        let latitude = atan(sinh(.pi * (1 - 2 * y / worldSize))) * 180 / .pi
        return GeoPoint(latitude: latitude, longitude: longitude)
    }

    /// `x` brought into `0 ..< worldSize`: the pixel column east or west of the antimeridian
    /// that shows the same place.
    public func wrappedX(_ x: Double) -> Double {
        let remainder = x.truncatingRemainder(dividingBy: worldSize)
        return remainder < 0 ? remainder + worldSize : remainder
    }

    /// -180 ..< 180.
    static func normalizedLongitude(_ longitude: Double) -> Double {
        let shifted = (longitude + 180).truncatingRemainder(dividingBy: 360)
        return (shifted < 0 ? shifted + 360 : shifted) - 180
    }
}
