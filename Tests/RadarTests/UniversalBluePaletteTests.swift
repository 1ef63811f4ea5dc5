import Radar
import Testing

@Suite("RainViewer's Universal Blue colours read as reflectivity")
struct UniversalBluePaletteTests {
    @Test(arguments: [
        (RGBA(red: 0x88, green: 0xDD, blue: 0xEE, alpha: 255), 10, RadarIntensity.light),
        (RGBA(red: 0x00, green: 0x55, blue: 0x88, alpha: 255), 25, .light),
        (RGBA(red: 0xFF, green: 0xEE, blue: 0x00, alpha: 255), 30, .moderate),
        (RGBA(red: 0xFF, green: 0xAA, blue: 0x00, alpha: 255), 35, .moderate),
        (RGBA(red: 0xFF, green: 0x77, blue: 0x00, alpha: 255), 40, .heavy),
        (RGBA(red: 0x99, green: 0x00, blue: 0x00, alpha: 255), 55, .heavy),
        (RGBA(red: 0xAA, green: 0x00, blue: 0xAA, alpha: 255), 80, .heavy),
        // A PNG encoder's rounding is forgiven.
        (RGBA(red: 0xFD, green: 0xEF, blue: 0x03, alpha: 250), 30, .moderate),
    ])
    func aBandsColourGivesItsReflectivity(pixel: RGBA, dbz: Int, intensity: RadarIntensity) {
        #expect(UniversalBluePalette.reflectivity(of: pixel) == dbz)
        #expect(UniversalBluePalette.intensity(of: pixel) == intensity)
    }

    @Test func translucentTransparentAndForeignColoursAreNotRain() {
        // Universal Blue's 5 dBZ grey, translucent.
        #expect(UniversalBluePalette.reflectivity(of: RGBA(red: 0xCE, green: 0xC0, blue: 0x87, alpha: 0x60)) == nil)
        #expect(UniversalBluePalette.reflectivity(of: RGBA(red: 0, green: 0, blue: 0, alpha: 0)) == nil)
        // Opaque green is no band of this scheme (another scheme's tiles, or a base map).
        #expect(UniversalBluePalette.reflectivity(of: RGBA(red: 0x00, green: 0xC0, blue: 0x00, alpha: 255)) == nil)
        #expect(RadarIntensity(dbz: 9) == nil && RadarIntensity(dbz: 10) == .light && RadarIntensity(dbz: 40) == .heavy)
    }
}
