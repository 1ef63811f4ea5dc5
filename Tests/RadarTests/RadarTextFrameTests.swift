import Dashboard
import Foundation
import Radar
import Testing
import TestSupport
import WeatherCore

/// A synthetic radar frame around Berlin, painted in RainViewer's Universal Blue colours by
/// map pixel, sent through the PNG decoder and drawn as text.
@Suite("The radar frame as text")
struct RadarTextFrameTests {
    static let berlin = GeoPoint(latitude: 52.52, longitude: 13.405)
    static let frameTime = Date(timeIntervalSince1970: 1_609_402_200)
    static let now = frameTime.addingTimeInterval(6 * 60)
    static let clock = LocalClock(
        timeZone: TimeZone(identifier: "Europe/Berlin") ?? .gmt,
        locale: UserLocale(identifier: "en_GB", preferredUnits: .metric, uses24HourClock: true, isUTF8: true))

    /// Rain discs around the place, in map pixels from it (x east, y south) at zoom 6:
    /// heavy rain (45 dBZ) to the north-east, rain (35 dBZ) to the west, light rain (15 dBZ)
    /// to the south-west.
    static let discs: [(dx: Double, dy: Double, radius: Double, color: (UInt8, UInt8, UInt8))] = [
        (24, -16, 8, (0xFF, 0x44, 0x00)),
        (-30, -4, 4, (0xFF, 0xAA, 0x00)),
        (-20, 10, 6, (0x00, 0x99, 0xCC)),
    ]

    static func frame(width: Int, height: Int, style: RadarTextStyle) throws -> (RadarTextFrame, MapWindow) {
        let projection = try #require(WebMercator(zoom: 6))
        let window = try #require(RadarTextFrame.window(projection: projection, center: berlin, width: width, height: height, pixelsPerDot: 2))
        let centre = projection.pixel(of: berlin)
        var tiles: [TileAddress: RGBAImage] = [:]
        for tile in window.tiles() {
            var pixels: [(UInt8, UInt8, UInt8, UInt8)] = []
            for row in 0..<256 {
                for column in 0..<256 {
                    let x = Double(tile.x * 256 + column) + 0.5 - centre.x
                    let y = Double(tile.y * 256 + row) + 0.5 - centre.y
                    let disc = discs.first { ($0.dx - x) * ($0.dx - x) + ($0.dy - y) * ($0.dy - y) <= $0.radius * $0.radius }
                    pixels.append(disc.map { ($0.color.0, $0.color.1, $0.color.2, 255) } ?? (0, 0, 0, 0))
                }
            }
            tiles[tile] = try PNGDecoder.decode(PNGWriter.rgba(width: 256, height: 256, pixels: pixels))
        }
        let raster = RadarRaster(window: window, tiles: tiles)
        let frame = RadarTextFrame(
            raster: raster, placeDot: window.dot(showing: berlin), placeName: "Berlin", frameTime: frameTime,
            attribution: "RainViewer", style: style)
        return (frame, window)
    }

    @Test func rainNorthEastOfThePlaceIsDrawnNorthEastOfItsMark() throws {
        let (frame, _) = try Self.frame(width: 40, height: 12, style: .shades)
        let canvas = frame.canvas(width: 40, height: 12, now: Self.now, clock: Self.clock, words: .english)
        let rows = canvas.plainText.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
        func cells(_ character: Character) -> [(x: Int, y: Int)] {
            rows.prefix(10).enumerated().flatMap { y, row in row.enumerated().filter { $0.element == character }.map { (x: $0.offset, y: y) } }
        }
        let mark = try #require(cells("●").first)
        #expect(mark.x == 20 && mark.y == 5)
        let heavy = cells("▓"), moderate = cells("▒"), light = cells("░")
        #expect(!heavy.isEmpty && heavy.allSatisfy { $0.x > mark.x && $0.y < mark.y }, "heavy rain at \(heavy)")
        #expect(!moderate.isEmpty && moderate.allSatisfy { $0.x < mark.x }, "rain at \(moderate)")
        #expect(!light.isEmpty && light.allSatisfy { $0.x < mark.x && $0.y > mark.y }, "light rain at \(light)")
        try SnapshotAssertions.assertMatches(canvas, named: "radar-berlin-shades", in: SnapshotAssertions.directory())
    }

    @Test func halfBlocksDrawEachDotInItsColour() throws {
        let (frame, window) = try Self.frame(width: 40, height: 12, style: .halfBlocks)
        let canvas = frame.canvas(width: 40, height: 12, now: Self.now, clock: Self.clock, words: .english)
        try SnapshotAssertions.assertMatches(canvas, named: "radar-berlin-half-blocks", in: SnapshotAssertions.directory())
        // Every map cell shows its two dots: the upper as foreground of ▀ (or ▄'s background
        // left empty), the lower as ▀'s background or ▄'s foreground.
        var heavyDots = 0
        for y in 0..<10 {
            for x in 0..<40 where canvas[x, y].grapheme != "●" {
                let cell = canvas[x, y]
                let (top, bottom) = (frame.raster[x, y * 2], frame.raster[x, y * 2 + 1])
                switch cell.grapheme {
                case "▀":
                    #expect(top.map(RadarTextStyle.color(of:)) == cell.style.foreground && bottom.map(RadarTextStyle.color(of:)) == cell.style.background)
                case "▄":
                    #expect(top == nil && bottom.map(RadarTextStyle.color(of:)) == cell.style.foreground)
                default:
                    #expect(cell.grapheme == " " && top == nil && bottom == nil)
                }
                heavyDots += [top, bottom].filter { $0 == .heavy }.count
            }
        }
        // A disc of radius 8 map pixels at 2 pixels a dot covers some 50 dots.
        #expect((40...64).contains(heavyDots), "\(heavyDots)")
        #expect(canvas[20, 5].grapheme == "●" && window.width == 40 && window.height == 20)
    }

    @Test func theLegendNamesEachIntensityAndTheCreditLineTheSourceAndAge() throws {
        let (frame, _) = try Self.frame(width: 60, height: 8, style: .ascii)
        let canvas = frame.canvas(width: 60, height: 8, now: Self.now, clock: Self.clock, words: .english)
        let lines = canvas.plainText.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[6] == "@ Berlin  . light rain  : rain  # heavy rain")
        #expect(lines[7] == "RainViewer - as of 09:10 (6 min ago)")
        let text = canvas.plainText
        #expect(text.unicodeScalars.allSatisfy { $0.isASCII })
    }

    @Test func aTileMissingFromTheFrameLeavesItsDotsEmpty() throws {
        let projection = try #require(WebMercator(zoom: 6))
        let window = try #require(MapWindow(projection: projection, center: Self.berlin, width: 10, height: 10, pixelsPerDot: 2))
        let raster = RadarRaster(window: window, tiles: [:])
        #expect((0..<10).allSatisfy { row in (0..<10).allSatisfy { raster[$0, row] == nil } })
    }
}

/// Warning areas outlined on the frame: the place's warnings in force drawn over coasts and
/// under rain, each in its severity's look, and named in the legend only when one is drawn.
@Suite("Warning areas on the radar frame")
struct RadarWarningAreaTests {
    static let severe = CellStyle(foreground: RGB(0xFF, 0x00, 0xFF), isBold: true)
    static let minor = CellStyle(foreground: RGB(0xFF, 0xFF, 0x00))

    /// A rectangle around the place, `dx` and `dy` map pixels out each way at zoom 6, moved by `offset` pixels.
    static func rectangle(dx: Double, dy: Double, offset: Double = 0) throws -> GeoPolygon {
        let projection = try #require(WebMercator(zoom: 6))
        let centre = projection.pixel(of: RadarTextFrameTests.berlin)
        return GeoPolygon(points: [(-dx, -dy), (dx, -dy), (dx, dy), (-dx, dy)].map {
            projection.point(at: MapPixel(x: centre.x + $0.0 + offset, y: centre.y + $0.1))
        })
    }

    static func frame(
        width: Int, height: Int, style: RadarTextStyle, areas: [(GeoPolygon, CellStyle)]
    ) throws -> (plain: RadarTextFrame, warned: RadarTextFrame) {
        let (frame, window) = try RadarTextFrameTests.frame(width: width, height: height, style: style)
        let warned = RadarTextFrame(
            raster: frame.raster, placeDot: frame.placeDot, placeName: frame.placeName, frameTime: frame.frameTime,
            attribution: frame.attribution, style: frame.style, outline: frame.outline, otherPlaces: frame.otherPlaces,
            warningAreas: areas.map { RadarTextFrame.WarningOutline(raster: OutlineRaster(window: window, rings: [$0.0]), style: $0.1) })
        return (frame, warned)
    }

    static func cells(_ canvas: Canvas, rows: Int, where match: (Cell) -> Bool) -> [(x: Int, y: Int)] {
        (0..<rows).flatMap { y in (0..<canvas.width).filter { match(canvas[$0, y]) }.map { (x: $0, y: y) } }
    }

    @Test func aWarningAreaIsOutlinedInItsLookUnderTheRainAndNamedInTheLegend() throws {
        let area = try Self.rectangle(dx: 28, dy: 14)
        let (plain, warned) = try Self.frame(width: 64, height: 14, style: .shades, areas: [(area, Self.severe)])
        let canvas = warned.canvas(width: 64, height: 14, now: RadarTextFrameTests.now, clock: RadarTextFrameTests.clock, words: .english)
        let before = plain.canvas(width: 64, height: 14, now: RadarTextFrameTests.now, clock: RadarTextFrameTests.clock, words: .english)
        try SnapshotAssertions.assertMatches(canvas, named: "radar-berlin-warning-area", in: SnapshotAssertions.directory())
        let outline = Self.cells(canvas, rows: 12) { $0.grapheme == "▪" }
        // 28 map pixels are 14 columns at 2 pixels a dot; 14 pixels are 7 dots, 3 to 4 rows.
        #expect(!outline.isEmpty && outline.allSatisfy { (18...46).contains($0.x) && (2...10).contains($0.y) }, "\(outline)")
        #expect(outline.allSatisfy { canvas[$0.x, $0.y].style == Self.severe })
        #expect(outline.contains { $0.x <= 19 } && outline.contains { $0.x >= 45 }, "both sides drawn")
        // Rain is what the map is for: the outline never covers it.
        for rain in ["░", "▒", "▓"] {
            #expect(Self.cells(canvas, rows: 12) { $0.grapheme == rain }.count == Self.cells(before, rows: 12) { $0.grapheme == rain }.count)
        }
        let legend = canvas.plainText.split(separator: "\n", omittingEmptySubsequences: false)[12]
        #expect(legend == "● Berlin  ░ light rain  ▒ rain  ▓ heavy rain  ▪ warning area")
        let swatch = try #require((0..<64).first { canvas[$0, 12].grapheme == "▪" })
        #expect(canvas[swatch, 12].style == Self.severe)
    }

    @Test func whereAreasOverlapTheWorstDrawnLastIsSeenAndInTheLegend() throws {
        let area = try Self.rectangle(dx: 28, dy: 14)
        let (_, warned) = try Self.frame(width: 64, height: 14, style: .ascii, areas: [(area, Self.minor), (area, Self.severe)])
        let canvas = warned.mapCanvas(width: 64, height: 13, words: .english)
        let outline = Self.cells(canvas, rows: 12) { $0.grapheme == "*" }
        #expect(!outline.isEmpty && outline.allSatisfy { canvas[$0.x, $0.y].style == Self.severe })
        let legend = canvas.plainText.split(separator: "\n", omittingEmptySubsequences: false)[12]
        #expect(legend.hasSuffix("  * warning area"))
        #expect(canvas.plainText.unicodeScalars.allSatisfy { $0.isASCII })
    }

    @Test func anAreaOutOfViewDrawsNothingAndTheLegendDoesNotNameIt() throws {
        let far = try Self.rectangle(dx: 10, dy: 10, offset: 2_000)
        let (plain, warned) = try Self.frame(width: 64, height: 14, style: .shades, areas: [(far, Self.severe)])
        let canvas = warned.mapCanvas(width: 64, height: 13, words: .english)
        #expect(canvas == plain.mapCanvas(width: 64, height: 13, words: .english))
        #expect(!canvas.plainText.contains("warning area"))
    }
}
