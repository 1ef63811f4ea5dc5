import Foundation
import Radar
import TestSupport
import Testing

@Suite("PNG tiles decoded by libpng")
struct PNGDecoderTests {
    let twoByTwo = PNGWriter.rgba(width: 2, height: 2, pixels: [
        (255, 0, 0, 255), (0, 255, 0, 128),
        (0, 0, 255, 0), (10, 20, 30, 40),
    ])

    @Test func anRGBAImageGivesItsPixelsInPlace() throws {
        let image = try PNGDecoder.decode(twoByTwo)
        #expect(image.width == 2 && image.height == 2)
        #expect(image[0, 0] == RGBA(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(image[1, 0] == RGBA(red: 0, green: 255, blue: 0, alpha: 128))
        #expect(image[0, 1].alpha == 0)
        #expect(image[1, 1] == RGBA(red: 10, green: 20, blue: 30, alpha: 40))
    }

    @Test func aPaletteTileWithTransparencyBecomesRGBA() throws {
        // Radar tiles are palettes: entry 0 transparent (no rain), the others the colour scale.
        let data = PNGWriter.palette(
            width: 3, height: 2, colors: [(0, 0, 0), (136, 221, 238), (255, 170, 0)], alphas: [0, 255, 255],
            indices: [0, 1, 2, 2, 1, 0])
        let image = try PNGDecoder.decode(data)
        #expect(image[0, 0].alpha == 0)
        #expect(image[1, 0] == RGBA(red: 136, green: 221, blue: 238, alpha: 255))
        #expect(image[2, 0] == RGBA(red: 255, green: 170, blue: 0, alpha: 255))
        #expect(image[0, 1] == image[2, 0] && image[2, 1].alpha == 0)
    }

    @Test func aTileOfTheLargestSizeIsDecoded() throws {
        let side = PNGDecoder.maximumSide
        let data = PNGWriter.rgba(width: side, height: 1, pixels: Array(repeating: (1, 2, 3, 4), count: side))
        let image = try PNGDecoder.decode(data)
        #expect(image.width == side && image[side - 1, 0] == RGBA(red: 1, green: 2, blue: 3, alpha: 4))
    }

    @Test(arguments: ["", "<html><body>502 Bad Gateway</body></html>", "\u{89}PN"])
    func bytesThatAreNotAPNGAreRefused(text: String) {
        #expect(throws: PNGDecodingError.notPNG) { try PNGDecoder.decode(Data(text.utf8)) }
    }

    @Test func aDecompressionBombIsRefusedFromItsHeaderAlone() {
        // 100000 × 100000 RGBA would be 40 GB; the file is a few dozen bytes.
        let bomb = PNGWriter.announcing(width: 100_000, height: 100_000, imageData: PNGWriter.zlibStored([0, 0, 0, 0, 0]))
        #expect(bomb.count < 100)
        #expect(throws: PNGDecodingError.tooLarge(width: 100_000, height: 100_000)) { try PNGDecoder.decode(bomb) }
        let wide = PNGWriter.announcing(width: 2049, height: 1, imageData: PNGWriter.zlibStored([]))
        #expect(throws: PNGDecodingError.tooLarge(width: 2049, height: 1)) { try PNGDecoder.decode(wide) }
        let huge = PNGWriter.announcing(width: 0xFFFF_FFFF, height: 0xFFFF_FFFF, imageData: [])
        #expect(throws: PNGDecodingError.tooLarge(width: 0xFFFF_FFFF, height: 0xFFFF_FFFF)) { try PNGDecoder.decode(huge) }
    }

    @Test func aFileCutShortIsRefusedAsTruncated() {
        let whole = [UInt8](twoByTwo)
        // Inside the signature's end, inside IHDR, inside IDAT, and just before IEND's CRC.
        for length in [9, 20, 45, whole.count - 1] {
            #expect(throws: PNGDecodingError.truncated, "cut at \(length) of \(whole.count)") {
                try PNGDecoder.decode(Data(whole.prefix(length)))
            }
        }
    }

    @Test func aFileWithoutAnIHDRFirstIsRefused() {
        let data = Data(PNGWriter.signature + PNGWriter.chunk("IEND", []))
        #expect(throws: PNGDecodingError.malformedHeader) { try PNGDecoder.decode(data) }
        let shortHeader = Data(PNGWriter.signature + PNGWriter.chunk("IHDR", [0, 0, 0, 1]) + PNGWriter.chunk("IEND", []))
        #expect(throws: PNGDecodingError.malformedHeader) { try PNGDecoder.decode(shortHeader) }
        let zeroWidth = PNGWriter.announcing(width: 0, height: 4, imageData: PNGWriter.zlibStored([0]))
        #expect(throws: PNGDecodingError.malformedHeader) { try PNGDecoder.decode(zeroWidth) }
    }

    @Test func damagedImageDataIsRefusedWithLibpngsReason() throws {
        // Complete chunks, but the image data is not a zlib stream.
        let garbage = PNGWriter.announcing(width: 2, height: 2, imageData: [0xDE, 0xAD, 0xBE, 0xEF, 0x00])
        try expectUnreadable(garbage)
        // Too little image data for the announced rows.
        let short = PNGWriter.announcing(width: 4, height: 4, imageData: PNGWriter.zlibStored([0, 1, 2, 3]))
        try expectUnreadable(short)
        // A flipped bit in IHDR breaks its CRC.
        var flipped = [UInt8](twoByTwo)
        flipped[8 + 8 + 12] ^= 0x01
        try expectUnreadable(Data(flipped))
    }

    private func expectUnreadable(_ data: Data, sourceLocation: SourceLocation = #_sourceLocation) throws {
        do {
            _ = try PNGDecoder.decode(data)
            Issue.record("decoded a damaged image", sourceLocation: sourceLocation)
        } catch {
            guard case .unreadable(let reason) = error else {
                Issue.record("\(error)", sourceLocation: sourceLocation)
                return
            }
            #expect(!reason.isEmpty && reason.unicodeScalars.allSatisfy { $0.value >= 0x20 }, sourceLocation: sourceLocation)
            #expect(error.description.hasPrefix("the PNG image is damaged ("), sourceLocation: sourceLocation)
        }
    }
}
