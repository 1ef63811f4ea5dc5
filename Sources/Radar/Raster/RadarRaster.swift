/// A radar frame resampled onto a `MapWindow`'s dots: the strongest intensity each dot covers,
/// nil where there is no rain or no tile.
public struct RadarRaster: Sendable, Equatable {
    public let width: Int
    public let height: Int
    private let dots: [RadarIntensity?]

    /// Samples per dot along each side, at most: a dot of many map pixels is judged by a grid
    /// of them rather than its centre alone (a shower smaller than a dot still shows), at a
    /// bounded cost.
    static let samplesPerSide = 4

    /// `tiles` as `RainViewerClient.tiles` gives them; a tile of another size than the
    /// projection's (a 512-pixel tile) is read at its own scale.
    public init(window: MapWindow, tiles: [TileAddress: RGBAImage], intensity: (RGBA) -> RadarIntensity? = UniversalBluePalette.intensity) {
        width = window.width
        height = window.height
        let projection = window.projection
        let samples = max(1, min(Self.samplesPerSide, Int(window.pixelsPerDot.rounded(.down))))
        let step = window.pixelsPerDot / Double(samples)
        var dots = [RadarIntensity?](repeating: nil, count: width * height)
        for row in 0..<height {
            for column in 0..<width {
                let centre = window.pixel(column: column, row: row)
                var strongest: RadarIntensity?
                for sampleRow in 0..<samples {
                    for sampleColumn in 0..<samples {
                        let x = centre.x + (Double(sampleColumn) - Double(samples - 1) / 2) * step
                        let y = centre.y + (Double(sampleRow) - Double(samples - 1) / 2) * step
                        guard y >= 0, y < projection.worldSize else { continue }
                        let found = projection.tilePixel(at: MapPixel(x: x, y: y))
                        guard let image = tiles[found.tile] else { continue }
                        let imageColumn = found.column * image.width / projection.tileSize
                        let imageRow = found.row * image.height / projection.tileSize
                        if let level = intensity(image[imageColumn, imageRow]), strongest.map({ level > $0 }) ?? true {
                            strongest = level
                        }
                    }
                }
                dots[row * width + column] = strongest
            }
        }
        self.dots = dots
    }

    /// The intensity at dot (`column`, `row`); nil outside the raster.
    public subscript(column: Int, row: Int) -> RadarIntensity? {
        guard (0..<width).contains(column), (0..<height).contains(row) else { return nil }
        return dots[row * width + column]
    }
}
