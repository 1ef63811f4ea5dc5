import Foundation
import Radar
import Testing
import WeatherCore

/// Expected pixels come from the slippy-map formula in its other form
/// (n·(1 − asinh(tan φ)/π)/2, as OpenStreetMap's wiki gives it), worked out in Python: the
/// code under test uses the log form, so the two agree only if both are right.
@Suite("Web Mercator projection")
struct WebMercatorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let point: GeoPoint
        let zoom: Int
        let pixel: MapPixel
        let tile: TileAddress
        let column: Int
        let row: Int
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "null island at zoom 0", point: GeoPoint(latitude: 0, longitude: 0), zoom: 0,
             pixel: MapPixel(x: 128, y: 128), tile: TileAddress(zoom: 0, x: 0, y: 0), column: 128, row: 128),
        Case(name: "Berlin at zoom 0", point: GeoPoint(latitude: 52.52, longitude: 13.405), zoom: 0,
             pixel: MapPixel(x: 137.532444, y: 83.956521), tile: TileAddress(zoom: 0, x: 0, y: 0), column: 137, row: 83),
        Case(name: "Berlin at zoom 7", point: GeoPoint(latitude: 52.52, longitude: 13.405), zoom: 7,
             pixel: MapPixel(x: 17604.152889, y: 10746.434709), tile: TileAddress(zoom: 7, x: 68, y: 41), column: 196, row: 250),
        Case(name: "Sydney at zoom 7", point: GeoPoint(latitude: -33.8688, longitude: 151.2093), zoom: 7,
             pixel: MapPixel(x: 30147.406507, y: 19663.822896), tile: TileAddress(zoom: 7, x: 117, y: 76), column: 195, row: 207),
        Case(name: "Reykjavik at zoom 5", point: GeoPoint(latitude: 64.1466, longitude: -21.9426), zoom: 5,
             pixel: MapPixel(x: 3596.683947, y: 2177.122735), tile: TileAddress(zoom: 5, x: 14, y: 8), column: 12, row: 129),
    ]

    @Test(arguments: cases)
    func aPlaceLandsOnItsPixelAndTile(_ known: Case) throws {
        let projection = try #require(WebMercator(zoom: known.zoom))
        let pixel = projection.pixel(of: known.point)
        #expect(abs(pixel.x - known.pixel.x) < 1e-5 && abs(pixel.y - known.pixel.y) < 1e-5, "\(pixel)")
        let found = projection.tilePixel(at: pixel)
        #expect(found.tile == known.tile)
        #expect(found.column == known.column && found.row == known.row)
    }

    @Test(arguments: cases)
    func aPixelLeadsBackToItsPlace(_ known: Case) throws {
        let projection = try #require(WebMercator(zoom: known.zoom))
        let point = projection.point(at: projection.pixel(of: known.point))
        #expect(abs(point.latitude - known.point.latitude) < 1e-9)
        #expect(abs(point.longitude - known.point.longitude) < 1e-9)
    }

    @Test func latitudesBeyondTheMapAreClampedToItsEdges() throws {
        let projection = try #require(WebMercator(zoom: 3))
        #expect(projection.pixel(of: GeoPoint(latitude: 90, longitude: 0)).y == 0)
        #expect(projection.pixel(of: GeoPoint(latitude: -89.9, longitude: 0)).y == projection.worldSize)
        #expect(abs(projection.point(at: MapPixel(x: 0, y: -500)).latitude - WebMercator.latitudeLimit) < 1e-9)
        let bottom = projection.tilePixel(at: MapPixel(x: 10, y: projection.worldSize))
        #expect(bottom.tile == TileAddress(zoom: 3, x: 0, y: 7) && bottom.row == 255)
    }

    @Test func longitudesWrapAroundTheAntimeridian() throws {
        let projection = try #require(WebMercator(zoom: 2))
        let east = projection.pixel(of: GeoPoint(latitude: 10, longitude: 190))
        let west = projection.pixel(of: GeoPoint(latitude: 10, longitude: -170))
        #expect(abs(east.x - west.x) < 1e-9)
        // One pixel west of the world's left edge is the last column of the easternmost tile.
        let wrapped = projection.tilePixel(at: MapPixel(x: -1, y: 300))
        #expect(wrapped.tile == TileAddress(zoom: 2, x: 3, y: 1) && wrapped.column == 255 && wrapped.row == 44)
        #expect(abs(projection.point(at: MapPixel(x: projection.worldSize + 256, y: 512)).longitude - -90) < 1e-9)
    }

    @Test func zoomsAndTileSizesOutsideTheirRangeAreRefused() {
        #expect(WebMercator(zoom: -1) == nil)
        #expect(WebMercator(zoom: 23) == nil)
        #expect(WebMercator(zoom: 4, tileSize: 0) == nil)
        #expect(WebMercator(zoom: 7)?.tilesPerSide == 128)
        #expect(WebMercator(zoom: 7, tileSize: 512)?.worldSize == 65536)
    }
}
