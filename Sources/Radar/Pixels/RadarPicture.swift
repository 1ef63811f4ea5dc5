import Dashboard
import WeatherCore

/// The radar map in pixels, for terminals that draw them: the same view as the text map (the
/// same centre and span), each cell `cellSize` pixels, the rain in the legend's colours at the
/// tiles' own resolution, coasts and borders and the warning areas over it as thin lines.
/// The marks and names of places stay text, drawn over the picture.
///
/// What does not change from frame to frame (the lines) is drawn once per view, in
/// `RadarPicture.Lines`; a frame only adds its rain.
public enum RadarPicture {
    /// Palette entries: 0 transparent (the terminal's background shows), then the lines and
    /// the rain; warning areas take one entry each after these.
    static let outlineIndex: UInt8 = 1
    static let firstIntensityIndex: UInt8 = 2
    static let firstWarningIndex = Int(firstIntensityIndex) + RadarIntensity.allCases.count

    /// The lines of a view: the picture's size and the coasts, borders and warning areas drawn
    /// in it, transparent elsewhere.
    public struct Lines: Sendable, Equatable {
        public let image: IndexedImage
        /// Map pixels per picture pixel, and the picture's window on the map.
        let window: MapWindow
    }

    /// The lines for the view that `textWindow` (a dot a column across, two a row down) shows
    /// in `columns` × `rows` cells of `cellSize`; nil when the picture would be empty or
    /// larger than a terminal can hold.
    public static func lines(
        textWindow: MapWindow, columns: Int, rows: Int, cellSize: PixelSize, outlines: [GeoPolygon], warningAreas: [MapWarningArea]
    ) -> Lines? {
        let width = columns * cellSize.width, height = rows * cellSize.height
        guard width > 0, height > 0, width <= maximumSide, height <= maximumSide else { return nil }
        let mapWidth = Double(textWindow.width) * textWindow.pixelsPerDot
        guard let window = MapWindow(
            projection: textWindow.projection, center: textWindow.center, width: width, height: height,
            pixelsPerDot: mapWidth / Double(width))
        else { return nil }
        var palette = [RGB(0, 0, 0), RadarTextStyle.outlineColor]
        palette += RadarIntensity.allCases.map(RadarTextStyle.color(of:))
        palette += warningAreas.prefix(256 - firstWarningIndex).map { $0.style.foreground ?? RGB(0xFF, 0xFF, 0xFF) }
        guard var image = IndexedImage(width: width, height: height, palette: palette) else { return nil }
        paint(OutlineRaster(window: window, rings: outlines), into: &image, index: outlineIndex, thickness: 1)
        for (offset, area) in warningAreas.prefix(256 - firstWarningIndex).enumerated() {
            // Twice as thick as a coast, so that a warning's edge is told from a border.
            paint(OutlineRaster(window: window, rings: area.rings), into: &image, index: UInt8(firstWarningIndex + offset), thickness: 2)
        }
        return Lines(image: image, window: window)
    }

    /// The widest or tallest picture drawn: a 4K terminal full of map.
    public static let maximumSide = 4096

    /// One frame: the rain of `raster` (sampled at the tiles' resolution over the same view)
    /// under the lines.
    public static func frame(rain raster: RadarRaster, lines: Lines) -> IndexedImage {
        var image = lines.image
        let width = image.width, height = image.height
        // Which raster column each picture column falls in; each raster row's colours are
        // looked up once for the picture rows it covers (a dozen at 10x20 cells).
        let columns = (0..<width).map { min(raster.width - 1, $0 * raster.width / width) }
        var rowColors = [UInt8](repeating: 0, count: raster.width)
        var colorsRow = -1
        image.withUnsafeMutablePixels { pixels in
            for y in 0..<height {
                let rasterRow = min(raster.height - 1, y * raster.height / height)
                if rasterRow != colorsRow {
                    for column in 0..<raster.width {
                        rowColors[column] = raster[column, rasterRow].map { firstIntensityIndex + UInt8($0.rawValue) } ?? 0
                    }
                    colorsRow = rasterRow
                }
                let base = y * width
                // Lines stay over the rain: only transparent pixels take its colour.
                for x in 0..<width where pixels[base + x] == 0 { pixels[base + x] = rowColors[columns[x]] }
            }
        }
        return image
    }

    /// The raster's window for a picture: the text window's span with one dot per map pixel.
    public static func rainWindow(textWindow: MapWindow) -> MapWindow? {
        MapWindow(
            projection: textWindow.projection, center: textWindow.center,
            width: max(1, Int((Double(textWindow.width) * textWindow.pixelsPerDot).rounded())),
            height: max(1, Int((Double(textWindow.height) * textWindow.pixelsPerDot).rounded())), pixelsPerDot: 1)
    }

    private static func paint(_ raster: OutlineRaster, into image: inout IndexedImage, index: UInt8, thickness: Int) {
        for y in 0..<raster.height {
            for x in 0..<raster.width where raster[x, y] {
                for dy in 0..<thickness {
                    for dx in 0..<thickness { image[x + dx, y + dy] = index }
                }
            }
        }
    }
}
