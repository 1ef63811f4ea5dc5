/// RainViewer's "Universal Blue" colour scheme (number 2), the one the free tier's tiles are
/// asked in: reflectivity in 5-dBZ bands from 10 dBZ up, each band one opaque colour.
///
/// The colours are data from RainViewer's colour table as the LibreWXR project reproduces it
/// (`src/librewxr/colors/color_table.csv`, commit 0dec0da23005e5f8ce50e0ab4bcabba30afa67ee,
/// column "Universal Blue"); RainViewer's own table page was not in the stored copies
/// (docs/radar.md). Below 10 dBZ the scheme draws translucent greys, left out here.
public enum UniversalBluePalette {
    /// Each band's lowest dBZ and its colour.
    static let bands: [(dbz: Int, red: UInt8, green: UInt8, blue: UInt8)] = [
        (10, 0x88, 0xDD, 0xEE), (15, 0x00, 0x99, 0xCC), (20, 0x00, 0x77, 0xAA), (25, 0x00, 0x55, 0x88),
        (30, 0xFF, 0xEE, 0x00), (35, 0xFF, 0xAA, 0x00), (40, 0xFF, 0x77, 0x00), (45, 0xFF, 0x44, 0x00),
        (50, 0xEE, 0x00, 0x00), (55, 0x99, 0x00, 0x00), (60, 0xFF, 0xAA, 0xFF), (65, 0xFF, 0x77, 0xFF),
        (70, 0xFF, 0x44, 0xFF), (75, 0xFF, 0x00, 0xFF), (80, 0xAA, 0x00, 0xAA),
    ]

    /// Tiles are asked for unsmoothed, so a band's colour arrives exact; the tolerance only
    /// forgives rounding in a PNG encoder. A colour near no band is not read as rain.
    static let tolerance = 24

    /// The lowest dBZ of the band `pixel` shows, or nil for a transparent or translucent pixel
    /// (under 10 dBZ, or no radar) and for a colour of no band.
    public static func reflectivity(of pixel: RGBA) -> Int? {
        guard pixel.alpha >= 0x80 else { return nil }
        var best: (dbz: Int, distance: Int)?
        for band in bands {
            let distance = max(
                abs(Int(pixel.red) - Int(band.red)), abs(Int(pixel.green) - Int(band.green)), abs(Int(pixel.blue) - Int(band.blue)))
            if distance <= tolerance, distance < best?.distance ?? .max { best = (band.dbz, distance) }
        }
        return best?.dbz
    }

    public static func intensity(of pixel: RGBA) -> RadarIntensity? {
        reflectivity(of: pixel).flatMap(RadarIntensity.init(dbz:))
    }
}
