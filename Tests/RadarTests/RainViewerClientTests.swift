import Foundation
import Providers
@testable import Radar
import Testing
import TestSupport
import WeatherCore

@Suite("RainViewer's frames and tiles from a loopback server")
struct RainViewerClientTests {
    /// The documented 2026 list's newest frame, and a moment five minutes after it.
    static let newestPath = "/v2/radar/a1b2c3d4e5f6"
    static let afterNewest = Date(timeIntervalSince1970: 1_609_402_200 + 300)
    static let berlin = GeoPoint(latitude: 52.52, longitude: 13.405)
    /// A 2×1 tile: one transparent pixel, one of rain.
    static let tile = PNGWriter.rgba(width: 2, height: 1, pixels: [(0, 0, 0, 0), (136, 221, 238, 255)])

    /// Tiles 68/41, 69/41, 68/42 and 69/42 at zoom 7 (MapWindowTests).
    static func window() throws -> MapWindow {
        let projection = try #require(WebMercator(zoom: 7))
        return try #require(MapWindow(projection: projection, center: berlin, width: 160, height: 20))
    }

    static func serve(list: Data, tile: @escaping @Sendable (String) -> ScriptedResponse = { _ in .data(200, RainViewerClientTests.tile, contentType: "image/png") }) throws -> LocalHTTPServer {
        try LocalHTTPServer { request in
            if request.path == RainViewerEndpoint.listPath { return .data(200, list, contentType: "application/json") }
            if request.path.hasPrefix("/v2/radar/") { return tile(request.path) }
            return .status(404)
        }
    }

    static func client(_ server: LocalHTTPServer, directory: URL, now: Date = afterNewest) throws -> RainViewerClient {
        let endpoint = try RainViewerEndpoint.resolve(environment: [RainViewerEndpoint.overrideVariable: server.baseURL.absoluteString])
        return RainViewerClient(
            transport: CurlHTTPClient(), endpoint: endpoint, store: RainViewerStore(location: CacheLocation(directory)), clock: { now })
    }

    @Test func theListAndAViewsTilesComeOnceEachFromTheOverriddenHostWithTheRealPaths() async throws {
        let server = try Self.serve(list: Fixtures.data("rainviewer-weather-maps-2026.json"))
        defer { server.stop() }
        let directory = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let client = try Self.client(server, directory: directory)

        let list = try await client.frameList()
        let newest = try #require(list.newest)
        let images = try await client.tiles(Self.window().tiles(), of: newest, in: list)
        #expect(images.count == 4)
        #expect(images[TileAddress(zoom: 7, x: 69, y: 42)]?[1, 0] == RGBA(red: 136, green: 221, blue: 238, alpha: 255))
        // The list named tilecache.rainviewer.com: its scheme and host were replaced, its paths kept.
        #expect(server.requests.map(\.path) == [
            "/public/weather-maps.json",
            "\(Self.newestPath)/256/7/68/41/2/0_0.png", "\(Self.newestPath)/256/7/69/41/2/0_0.png",
            "\(Self.newestPath)/256/7/68/42/2/0_0.png", "\(Self.newestPath)/256/7/69/42/2/0_0.png",
        ])

        // Drawn again, and by a later run reading the same cache: nothing more is asked.
        let again = try await client.frameList()
        _ = try await client.tiles(Self.window().tiles(), of: try #require(again.newest), in: again)
        let later = try Self.client(server, directory: directory)
        let reread = try await later.frameList()
        #expect(try await later.tiles(Self.window().tiles(), of: try #require(reread.newest), in: reread) == images)
        #expect(server.requestCount == 5)

        // Once the next frame can exist, the list is asked for again (and only the list).
        let nextStep = try Self.client(server, directory: directory, now: Self.afterNewest.addingTimeInterval(8 * 60))
        _ = try await nextStep.frameList()
        #expect(server.requestCount == 6 && server.requests.last?.path == "/public/weather-maps.json")
    }

    @Test func tilesOfFramesThatLeftTheListAreRemovedFromTheDisk() async throws {
        let server = try Self.serve(list: Fixtures.data("rainviewer-weather-maps-2026.json"))
        defer { server.stop() }
        let directory = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let client = try Self.client(server, directory: directory)
        let list = try await client.frameList()
        for frame in list.frames { _ = try await client.tiles([TileAddress(zoom: 7, x: 68, y: 41)], of: frame, in: list) }
        let tiles = directory.appendingPathComponent("tiles")
        #expect(RainViewerStore.frameDirectories(under: tiles) == ["v2/radar/72250d5768d7", "v2/radar/a1b2c3d4e5f6"])

        // Ten minutes on, the oldest frame has left the list: its tiles go, the others stay.
        server.setHandler { request in
            request.path == RainViewerEndpoint.listPath
                ? .json(200, #"{"host":"https://tilecache.rainviewer.com","radar":{"past":[{"time":1609402200,"path":"/v2/radar/a1b2c3d4e5f6"},{"time":1609402800,"path":"/v2/radar/0c0ffee12345"}]}}"#)
                : .status(404)
        }
        let later = try Self.client(server, directory: directory, now: Self.afterNewest.addingTimeInterval(10 * 60))
        _ = try await later.frameList()
        #expect(RainViewerStore.frameDirectories(under: tiles) == ["v2/radar/a1b2c3d4e5f6"])
        #expect(FileManager.default.fileExists(atPath: tiles.appendingPathComponent("v2/radar/a1b2c3d4e5f6/7-68-41.json").path))
    }

    @Test func aTileThatIsNotAPNGFailsTheFrameAndIsNotKept() async throws {
        let server = try Self.serve(list: Fixtures.data("rainviewer-weather-maps-2026.json")) { _ in
            .text(200, "<html><body>Service temporarily unavailable</body></html>")
        }
        defer { server.stop() }
        let directory = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let client = try Self.client(server, directory: directory)
        let list = try await client.frameList()
        let newest = try #require(list.newest)
        let tiles = try Self.window().tiles()
        await #expect(throws: WeatherServiceError.undecodable("RainViewer tile 7/68/41: not a PNG image")) {
            try await client.tiles(tiles, of: newest, in: list)
        }
        // The server mends; the bad answer was not cached, so the tile is asked for again.
        server.setHandler { request in
            request.path.hasPrefix("/v2/radar/") ? .data(200, Self.tile, contentType: "image/png") : .status(404)
        }
        #expect(try await client.tiles(tiles, of: newest, in: list).count == 4)
        #expect(server.requests.map(\.path).filter { $0.hasSuffix("/256/7/68/41/2/0_0.png") }.count == 2)
    }

    @Test func aBombAMissingTileAndACutTransferAreRefused() async throws {
        let bomb = PNGWriter.announcing(width: 100_000, height: 100_000, imageData: PNGWriter.zlibStored([0]))
        let server = try Self.serve(list: Fixtures.data("rainviewer-weather-maps-2026.json")) { path in
            if path.contains("/68/41/") { return .data(200, bomb, contentType: "image/png") }
            if path.contains("/69/41/") { return .status(404) }
            return .truncated(body: "\u{89}PNG", declaredLength: 5000, headers: ["Content-Type": "image/png"])
        }
        defer { server.stop() }
        let directory = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let client = try Self.client(server, directory: directory)
        let list = try await client.frameList()
        let newest = try #require(list.newest)
        await #expect(throws: WeatherServiceError.undecodable("RainViewer tile 7/68/41: a PNG image of 100000×100000 pixels is too large")) {
            try await client.tiles([TileAddress(zoom: 7, x: 68, y: 41)], of: newest, in: list)
        }
        do {
            _ = try await client.tiles([TileAddress(zoom: 7, x: 69, y: 41)], of: newest, in: list)
            Issue.record("a 404 tile gave pixels")
        } catch {
            guard case .httpStatus(404, _) = error else { Issue.record("\(error)"); return }
        }
        await #expect(throws: WeatherServiceError.self) {
            try await client.tiles([TileAddress(zoom: 7, x: 68, y: 42)], of: newest, in: list)
        }
    }

    @Test func aHostileFrameListIsRefusedAndNoTileIsAskedFor() async throws {
        let thousand = RainViewerFrameListTests.list(frames: (0..<1000).map { (1_609_000_000 + $0 * 600, "/v2/radar/f\($0)") })
        let server = try Self.serve(list: thousand)
        defer { server.stop() }
        let directory = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let client = try Self.client(server, directory: directory)
        await #expect(throws: WeatherServiceError.undecodable("RainViewer: the frame list has 1000 frames, more than 48")) {
            try await client.frameList()
        }
        server.setHandler { _ in .json(200, #"{"host":"ftp://tilecache.rainviewer.com","radar":{"past":[{"time":1609402200,"path":"/v2/radar/a"}]}}"#) }
        await #expect(throws: WeatherServiceError.undecodable("RainViewer: the frame list names a tile host that is not https")) {
            try await client.frameList()
        }
        // A refused list is not kept: the next attempt asks again.
        #expect(server.requests.map(\.path) == ["/public/weather-maps.json", "/public/weather-maps.json"])
    }

    @Test func aTilePastTheFreeTiersZoomOrAFrameNotInTheListAsksForNothing() async throws {
        let server = try Self.serve(list: Fixtures.data("rainviewer-weather-maps-2026.json"))
        defer { server.stop() }
        let directory = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let client = try Self.client(server, directory: directory)
        let list = try await client.frameList()
        let newest = try #require(list.newest)
        await #expect(throws: WeatherServiceError.self) {
            try await client.tiles([TileAddress(zoom: 8, x: 136, y: 82)], of: newest, in: list)
        }
        let stranger = RadarFrame(time: newest.time, path: "/v2/radar/somewhere-else")
        await #expect(throws: WeatherServiceError.self) {
            try await client.tiles([TileAddress(zoom: 7, x: 68, y: 41)], of: stranger, in: list)
        }
        #expect(server.requestCount == 1)
    }

    @Test func withoutAnOverrideTilesGoToTheHostTheListNamed() throws {
        let list = RadarFrameList(
            tileHost: try #require(URL(string: "https://tiles.example.net")),
            frames: [RadarFrame(time: Self.afterNewest, path: "/v2/radar/abc")], generated: nil)
        let frame = try #require(list.newest)
        let tile = TileAddress(zoom: 3, x: 4, y: 2)
        let public_ = try RainViewerEndpoint.resolve(environment: [:])
        #expect(public_.listURL?.absoluteString == "https://api.rainviewer.com/public/weather-maps.json")
        #expect(public_.tileURL(list: list, frame: frame, tile: tile)?.absoluteString == "https://tiles.example.net/v2/radar/abc/256/3/4/2/2/0_0.png")
        #expect(!public_.allowsPlainHTTP)
        let mirror = try RainViewerEndpoint.resolve(environment: [RainViewerEndpoint.overrideVariable: "http://mirror.lan:8080"])
        #expect(mirror.listURL?.absoluteString == "http://mirror.lan:8080/public/weather-maps.json")
        #expect(mirror.tileURL(list: list, frame: frame, tile: tile)?.absoluteString == "http://mirror.lan:8080/v2/radar/abc/256/3/4/2/2/0_0.png")
        #expect(mirror.allowsPlainHTTP)
        #expect(public_.tileURL(list: list, frame: frame, tile: TileAddress(zoom: 3, x: 8, y: 0)) == nil)
        #expect(throws: ConfigurationError.self) {
            try RainViewerEndpoint.resolve(environment: [RainViewerEndpoint.overrideVariable: "ftp://mirror.lan"])
        }
    }
}
