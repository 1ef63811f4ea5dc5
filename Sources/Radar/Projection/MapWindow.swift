import WeatherCore

/// The part of the map a radar view shows: a rectangle of the world at one zoom, centred on a
/// place, measured in dots (a terminal cell holds one dot across and two down, as half blocks
/// draw it), each dot covering `pixelsPerDot` map pixels on a side.
public struct MapWindow: Sendable, Hashable {
    public let projection: WebMercator
    public let center: GeoPoint
    /// Dots across and down; at least one each.
    public let width: Int
    public let height: Int
    /// Map pixels per dot: 1 shows the tiles' own pixels, more shrinks a wider area into the
    /// window.
    public let pixelsPerDot: Double

    /// Nil for an empty window or a scale that is not a positive finite number.
    public init?(projection: WebMercator, center: GeoPoint, width: Int, height: Int, pixelsPerDot: Double = 1) {
        guard width > 0, height > 0, pixelsPerDot.isFinite, pixelsPerDot > 0 else { return nil }
        self.projection = projection
        self.center = center
        self.width = width
        self.height = height
        self.pixelsPerDot = pixelsPerDot
    }

    /// The map pixel at the window's top-left corner.
    public var origin: MapPixel {
        let middle = projection.pixel(of: center)
        return MapPixel(
            x: middle.x - Double(width) * pixelsPerDot / 2,
            y: middle.y - Double(height) * pixelsPerDot / 2)
    }

    /// The map pixel at the centre of dot (`column`, `row`), counted from the top-left.
    public func pixel(column: Int, row: Int) -> MapPixel {
        let corner = origin
        return MapPixel(
            x: corner.x + (Double(column) + 0.5) * pixelsPerDot,
            y: corner.y + (Double(row) + 0.5) * pixelsPerDot)
    }

    /// The dot (`column`, `row`) that shows `point`, or nil when it lies outside the window.
    public func dot(showing point: GeoPoint) -> (column: Int, row: Int)? {
        let position = position(of: point)
        let column = Int(position.x.rounded(.down)), row = Int(position.y.rounded(.down))
        guard (0..<width).contains(column), (0..<height).contains(row) else { return nil }
        return (column, row)
    }

    /// Where `point` lies in dots from the window's top-left corner, inside the window or not
    /// (fractions kept): of the copies of the point east and west of the antimeridian, the one
    /// nearest the window's centre.
    public func position(of point: GeoPoint) -> (x: Double, y: Double) {
        let corner = origin
        let pixel = projection.pixel(of: point)
        let middleX = corner.x + Double(width) * pixelsPerDot / 2
        var x = pixel.x
        let world = projection.worldSize
        x += ((middleX - x) / world).rounded() * world
        return ((x - corner.x) / pixelsPerDot, (pixel.y - corner.y) / pixelsPerDot)
    }

    /// Every tile a dot of the window samples, each once, row by row: the tiles to fetch for
    /// this view and no others. Columns wrap around the antimeridian; rows above or below the
    /// world have no tiles.
    public func tiles() -> [TileAddress] {
        var seen = Set<TileAddress>()
        var result: [TileAddress] = []
        for row in 0..<height {
            let y = pixel(column: 0, row: row).y
            guard y >= 0, y < projection.worldSize else { continue }
            for column in 0..<width {
                let tile = projection.tilePixel(at: pixel(column: column, row: row)).tile
                if seen.insert(tile).inserted { result.append(tile) }
            }
        }
        return result.sorted()
    }
}
