import Radar
import Testing
import WeatherCore

@Suite("The map window and the tiles it needs")
struct MapWindowTests {
    let berlin = GeoPoint(latitude: 52.52, longitude: 13.405)

    @Test func aSmallWindowInsideOneTileNeedsThatTileAlone() throws {
        // Berlin's pixel at zoom 7 is column 196, row 250 of tile 68/41: a 40×4 window around it
        // spans columns 176 ... 216 and rows 248 ... 252, all inside that tile.
        let zoom7 = try #require(WebMercator(zoom: 7))
        let window = try #require(MapWindow(projection: zoom7, center: berlin, width: 40, height: 4))
        #expect(window.tiles() == [TileAddress(zoom: 7, x: 68, y: 41)])
    }

    @Test func aWindowAcrossTileEdgesNeedsEachTileOnceInReadingOrder() throws {
        // 196 ± 80 crosses into x 69; 250 ± 10 crosses into y 42.
        let zoom7 = try #require(WebMercator(zoom: 7))
        let window = try #require(MapWindow(projection: zoom7, center: berlin, width: 160, height: 20))
        #expect(window.tiles() == [
            TileAddress(zoom: 7, x: 68, y: 41), TileAddress(zoom: 7, x: 69, y: 41),
            TileAddress(zoom: 7, x: 68, y: 42), TileAddress(zoom: 7, x: 69, y: 42),
        ])
    }

    @Test func aScaledWindowCoversMoreTiles() throws {
        let projection = try #require(WebMercator(zoom: 7))
        let window = try #require(MapWindow(projection: projection, center: berlin, width: 80, height: 48, pixelsPerDot: 8))
        // 640 × 384 map pixels centred on 17604, 10746: x 17284 ..< 17924 (tiles 67 ... 70),
        // y 10554 ..< 10938 (tiles 41 ... 42).
        #expect(window.tiles().count == 8)
        #expect(Set(window.tiles().map(\.x)) == [67, 68, 69, 70])
        #expect(Set(window.tiles().map(\.y)) == [41, 42])
    }

    @Test func aWindowOverTheAntimeridianWrapsToTheOtherEdge() throws {
        let projection = try #require(WebMercator(zoom: 3))
        let fiji = GeoPoint(latitude: -17.7, longitude: 179.9)
        let window = try #require(MapWindow(projection: projection, center: fiji, width: 64, height: 8))
        #expect(Set(window.tiles().map(\.x)) == [0, 7])
        // A place just east of the antimeridian is drawn east of the centre, not at the far
        // west of the world.
        let across = try #require(window.dot(showing: GeoPoint(latitude: -17.7, longitude: -179.5)))
        #expect(across.column > 32)
    }

    @Test func aWindowAtThePoleHasNoTilesBeyondTheWorld() throws {
        let projection = try #require(WebMercator(zoom: 1))
        let window = try #require(MapWindow(projection: projection, center: GeoPoint(latitude: 85, longitude: 0), width: 4, height: 40))
        #expect(window.tiles().allSatisfy { (0..<2).contains($0.y) })
        #expect(window.tiles().count == 2)
    }

    @Test func theCentreIsTheMiddleDotAndOutsidePlacesAreNowhere() throws {
        let zoom7 = try #require(WebMercator(zoom: 7))
        let window = try #require(MapWindow(projection: zoom7, center: berlin, width: 41, height: 21))
        let middle = try #require(window.dot(showing: berlin))
        #expect(middle.column == 20 && middle.row == 10)
        // North-east of Berlin: up and to the right.
        let northEast = try #require(window.dot(showing: GeoPoint(latitude: 52.55, longitude: 13.45)))
        #expect(northEast.column > 20 && northEast.row < 10)
        #expect(window.dot(showing: GeoPoint(latitude: 48.1, longitude: 11.6)) == nil)
    }

    @Test func emptyWindowsAndBadScalesAreRefused() throws {
        let projection = try #require(WebMercator(zoom: 2))
        #expect(MapWindow(projection: projection, center: berlin, width: 0, height: 4) == nil)
        #expect(MapWindow(projection: projection, center: berlin, width: 4, height: 4, pixelsPerDot: 0) == nil)
        #expect(MapWindow(projection: projection, center: berlin, width: 4, height: 4, pixelsPerDot: .nan) == nil)
    }
}
