import Dashboard
import Foundation
@testable import Radar
import Testing
import TestSupport
import WeatherCore

/// The radar map in pixels from a loopback RainViewer (the tiles of
/// `RainViewerMapServiceTests`: a heavy shower 24 map pixels east and 16 north of Berlin), for
/// kitty (a colour-mapped PNG, read back with libpng) and sixel.
@Suite("The radar map in pixels")
struct RadarPictureTests {
    typealias Map = RainViewerMapServiceTests
    static let cell = PixelSize(width: 10, height: 20)

    static func frames(_ mode: PictureMode, size: TerminalSize = TerminalSize(width: 80, height: 24)) async throws -> [MapFrame] {
        let server = try Map.server()
        defer { server.stop() }
        let directory = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var request = Map.request(size: size)
        request.pictureMode = mode
        return try #require(await Map.deliveries(try Map.service(server, directory: directory), request).last?.frames)
    }

    /// Each frame is a PNG of the map's cells times the cell's pixels, with its own id; the
    /// shower is north-east of the place (the picture's centre), in the legend's colour for
    /// heavy rain, moving east from frame to frame; no rain on the place; the cells under the
    /// picture hold only marks and names, the legend stays text.
    @Test func kittyFramesArePNGsWithTheShowerNorthEastOfThePlace() async throws {
        let frames = try await Self.frames(PictureMode(pictureProtocol: .kitty, cellSize: Self.cell))
        #expect(frames.count == 3)
        #expect(Set(frames.compactMap { $0.canvas.picture?.id }).count == 3)
        var easternmost: [Int] = []
        for frame in frames {
            let picture = try #require(frame.canvas.picture)
            #expect(picture.rect == Rect(x: 0, y: 0, width: 80, height: 22))
            guard case .png(let png) = picture.payload else {
                Issue.record("not a PNG")
                return
            }
            let image = try PNGDecoder.decode(png)
            #expect(image.width == 800 && image.height == 440)
            let heavy = RadarTextStyle.color(of: .heavy)
            let rain = (0..<image.height).flatMap { y in
                (0..<image.width).filter { x in
                    let pixel = image[x, y]
                    return pixel.alpha == 0xFF && RGB(pixel.red, pixel.green, pixel.blue) == heavy
                }.map { (x: $0, y: y) }
            }
            #expect(rain.count > 1000, "\(rain.count)")
            #expect(rain.allSatisfy { $0.x > 400 && $0.y < 220 }, "north-east of the centre")
            easternmost.append(rain.map(\.x).max() ?? 0)
            #expect(image[400, 220].alpha == 0, "no rain on the place")
            let mapText = frame.canvas.plainText.split(separator: "\n", omittingEmptySubsequences: false).prefix(22).joined()
            #expect(!mapText.contains("▪") && !mapText.contains("·"), "no coasts or rain as text under the picture")
            #expect(mapText.contains("Potsdam"))
            #expect(frame.canvas.plainText.split(separator: "\n").last?.hasPrefix("● Berlin") == true, "the legend stays text")
        }
        #expect(easternmost == easternmost.sorted() && Set(easternmost).count == 3, "\(easternmost)")
    }

    /// A sixel frame is one DCS whose size is the picture's, with the heavy-rain register.
    @Test func sixelFramesAreOneSequenceOfThePicturesSize() async throws {
        let frames = try await Self.frames(PictureMode(pictureProtocol: .sixel, cellSize: PixelSize(width: 8, height: 16)))
        for frame in frames {
            guard case .sixel(let bytes)? = frame.canvas.picture?.payload else {
                Issue.record("not a sixel")
                return
            }
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(text.hasPrefix("\u{1B}P0;1;0q\"1;1;640;352#0;2;"))
            #expect(text.hasSuffix("\u{1B}\\"))
            #expect(text.contains("#4"), "the heavy rain register paints")
        }
    }

    /// The lines of a view are drawn once and shared; a picture wider than any terminal is
    /// refused (the frame falls back to text).
    @Test func aPictureLargerThanAnyTerminalIsNotDrawn() throws {
        let projection = try #require(WebMercator(zoom: 6))
        let window = try #require(MapWindow(projection: projection, center: GeoPoint(latitude: 52.5, longitude: 13.4), width: 500, height: 200, pixelsPerDot: 2))
        #expect(RadarPicture.lines(textWindow: window, columns: 500, rows: 100, cellSize: Self.cell, outlines: [], warningAreas: []) == nil)
        #expect(RadarPicture.lines(textWindow: window, columns: 200, rows: 60, cellSize: Self.cell, outlines: [], warningAreas: []) != nil)
    }

    /// A colour-mapped PNG read back: index 0 transparent, the others opaque in their colour.
    @Test func theEncodedPNGHasThePalettesColours() throws {
        var image = try #require(IndexedImage(width: 3, height: 2, palette: [RGB(0, 0, 0), RGB(0xFF, 0x44, 0x00), RGB(0x80, 0x80, 0x80)]))
        image[1, 0] = 1
        image[2, 1] = 2
        let decoded = try PNGDecoder.decode(try PNGEncoder.encode(image))
        #expect(decoded[0, 0].alpha == 0)
        #expect(decoded[1, 0] == RGBA(red: 0xFF, green: 0x44, blue: 0x00, alpha: 0xFF))
        #expect(decoded[2, 1] == RGBA(red: 0x80, green: 0x80, blue: 0x80, alpha: 0xFF))
    }
}
