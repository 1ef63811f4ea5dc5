@testable import Dashboard
import Testing

/// The sixel writer byte for byte against the example in Wikipedia's "Sixel" article (the
/// word "HI" in yellow and green, 14 by 7 pixels, from the VT340's documentation style):
/// `ESC P q #0;2;0;0;0#1;2;100;100;0#2;2;0;100;0 #1~~@@vv@@~~@@~~$ #2??}}GG}}??}}??- #1!14@ ESC \`.
@Suite struct SixelEncoderTests {
    /// The example's picture: each column's bits in the first band for colours 1 and 2, and
    /// the seventh row in colour 1.
    static var hi: IndexedImage? {
        guard var image = IndexedImage(width: 14, height: 7, palette: [RGB(0, 0, 0), RGB(255, 255, 0), RGB(0, 255, 0)]) else { return nil }
        let yellow = Array("~~@@vv@@~~@@~~".utf8)
        for x in 0..<14 {
            for row in 0..<6 { image[x, row] = (yellow[x] - 63) & (1 << row) != 0 ? 1 : 2 }
            image[x, 6] = 1
        }
        return image
    }

    @Test func theDocumentedHIPictureIsWrittenAsDocumented() throws {
        let image = try #require(Self.hi)
        let body = String(decoding: SixelEncoder.body(of: image), as: UTF8.self)
        #expect(body == "#0;2;0;0;0#1;2;100;100;0#2;2;0;100;0#1~~@@vv@@~~@@~~$#2??}}GG}}??}}??-#1!14@")
        // Around it: the introducer asking for a transparent background, the size, the end.
        #expect(String(decoding: SixelEncoder.encode(image), as: UTF8.self) == "\u{1B}P0;1;0q\"1;1;14;7" + body + "\u{1B}\\")
    }

    /// Index 0 is never painted, so a picture of nothing is its palette alone, one empty band
    /// apart from the next.
    @Test func transparentPixelsAreNotPainted() throws {
        let empty = try #require(IndexedImage(width: 5, height: 12, palette: [RGB(0, 0, 0), RGB(255, 0, 0)]))
        #expect(String(decoding: SixelEncoder.body(of: empty), as: UTF8.self) == "#0;2;0;0;0#1;2;100;0;0-")
    }

    @Test func anImageNeedsASizeAndAPaletteOfAtMost256Colours() {
        #expect(IndexedImage(width: 0, height: 3, palette: [RGB(0, 0, 0)]) == nil)
        #expect(IndexedImage(width: 3, height: 3, palette: []) == nil)
        #expect(IndexedImage(width: 3, height: 3, palette: Array(repeating: RGB(0, 0, 0), count: 257)) == nil)
    }
}
