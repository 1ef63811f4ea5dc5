/// One slippy-map tile: `x` counts columns eastward from the antimeridian, `y` rows southward
/// from the top, both in `0 ..< 2^zoom`.
public struct TileAddress: Sendable, Hashable, Comparable {
    public let zoom: Int
    public let x: Int
    public let y: Int

    public init(zoom: Int, x: Int, y: Int) {
        self.zoom = zoom
        self.x = x
        self.y = y
    }

    /// Row by row, west to east: the order tiles are fetched and listed in.
    public static func < (left: TileAddress, right: TileAddress) -> Bool {
        (left.zoom, left.y, left.x) < (right.zoom, right.y, right.x)
    }
}

/// A pixel of the world found in its tile: the tile, and the pixel's column and row inside it.
public struct TilePixel: Sendable, Hashable {
    public let tile: TileAddress
    public let column: Int
    public let row: Int
}

extension WebMercator {
    /// The tile holding `pixel` and the pixel's place in it; x wraps around the world, and y
    /// is clamped to its top and bottom rows (the poles' side of the map has no tiles).
    public func tilePixel(at pixel: MapPixel) -> TilePixel {
        let x = Int(wrappedX(pixel.x).rounded(.down))
        let y = min(max(Int(pixel.y.rounded(.down)), 0), tileSize * tilesPerSide - 1)
        // wrappedX can round up to worldSize itself for an x a hair below a multiple of it.
        let column = min(x, tileSize * tilesPerSide - 1)
        return TilePixel(
            tile: TileAddress(zoom: zoom, x: column / tileSize, y: y / tileSize),
            column: column % tileSize, row: y % tileSize)
    }
}
