import Dashboard
import Foundation
import Providers
import Synchronization
@testable import Radar
import Testing
import TestSupport
import WeatherCore

/// The dashboard's radar map drawn by `RainViewerMapService` from a loopback RainViewer: three
/// frames twenty minutes apart whose shower moves east, the newest delivered first, and the
/// map as the dashboard shows it at 80x24 and 200x60.
@Suite("The dashboard's radar map from a loopback RainViewer")
struct RainViewerMapServiceTests {
    static let newest = Date(timeIntervalSince1970: 1_787_400_000)
    static let now = newest.addingTimeInterval(6 * 60)
    static let paths = ["/v2/radar/0a0a0a0a0a0a", "/v2/radar/1b1b1b1b1b1b", "/v2/radar/2c2c2c2c2c2c"]
    static let berlin = Place(name: "Berlin", latitude: 52.52, longitude: 13.405, timeZoneIdentifier: "Europe/Berlin")
    /// About 20 km west-south-west of Berlin: in view at 80 columns.
    static let potsdam = Place(name: "Potsdam", latitude: 52.39, longitude: 13.06, timeZoneIdentifier: "Europe/Berlin")
    /// 250 km north-west: in view at 200 columns, not at 80.
    static let hamburg = Place(name: "Hamburg", latitude: 53.55, longitude: 9.99, timeZoneIdentifier: "Europe/Berlin")
    static let locale = UserLocale(identifier: "en_GB", preferredUnits: .metric, uses24HourClock: true, isUTF8: true)

    static var list: Data {
        let frames = paths.enumerated().map { index, path in
            "{\"time\":\(Int(newest.timeIntervalSince1970) - (2 - index) * 600),\"path\":\"\(path)\"}"
        }
        return Data("""
            {"version":"2.0","generated":\(Int(newest.timeIntervalSince1970) + 30),"host":"https://tilecache.rainviewer.com",\
            "radar":{"past":[\(frames.joined(separator: ","))]}}
            """.utf8)
    }

    /// Heavy rain (45 dBZ) in a disc north-east of Berlin, 16 map pixels further east in each
    /// later frame; a tile at zoom `zoom` (`x`, `y`) of frame `index`.
    static func tile(frame index: Int, zoom: Int, x: Int, y: Int) -> Data {
        let world = 256.0 * Double(1 << zoom)
        let latitude = berlin.latitude * .pi / 180
        let centre = ((berlin.longitude + 180) / 360 * world, (1 - asinh(tan(latitude)) / .pi) / 2 * world)
        var pixels: [(UInt8, UInt8, UInt8, UInt8)] = []
        for row in 0..<256 {
            for column in 0..<256 {
                let dx = Double(x * 256 + column) + 0.5 - centre.0 - 24 - Double(index * 16)
                let dy = Double(y * 256 + row) + 0.5 - centre.1 + 16
                pixels.append(dx * dx + dy * dy <= 64 ? (0xFF, 0x44, 0x00, 0xFF) : (0, 0, 0, 0))
            }
        }
        return PNGWriter.rgba(width: 256, height: 256, pixels: pixels)
    }

    /// `{path}/256/{z}/{x}/{y}/2/0_0.png` answered with the frame's tile; `failing` paths 500.
    static func server(failing: Set<String> = []) throws -> LocalHTTPServer {
        let list = list
        return try LocalHTTPServer { request in
            if request.path == RainViewerEndpoint.listPath { return .data(200, list, contentType: "application/json") }
            let parts = request.path.split(separator: "/").map(String.init)
            guard parts.count == 9, let index = paths.firstIndex(of: "/" + parts[0...2].joined(separator: "/")),
                  let zoom = Int(parts[4]), let x = Int(parts[5]), let y = Int(parts[6])
            else { return .status(404) }
            if failing.contains(paths[index]) { return .status(500) }
            return .data(200, tile(frame: index, zoom: zoom, x: x, y: y), contentType: "image/png")
        }
    }

    static func service(
        _ server: LocalHTTPServer, directory: URL, clock: @escaping @Sendable () -> Date = { now }
    ) throws -> RainViewerMapService {
        let endpoint = try RainViewerEndpoint.resolve(environment: [RainViewerEndpoint.overrideVariable: server.baseURL.absoluteString])
        let client = RainViewerClient(
            transport: CurlHTTPClient(), endpoint: endpoint, store: RainViewerStore(location: CacheLocation(directory)), clock: clock)
        return RainViewerMapService(client: client, locale: locale)
    }

    static func request(size: TerminalSize, id: Int = 1) -> RadarMapRequest {
        RadarMapRequest(
            id: id, place: berlin, otherPlaces: [potsdam, hamburg], zoom: MapView.defaultZoom, pan: .zero,
            size: MapView.canvasSize(for: size), glyphs: .unicode, showsColors: true)
    }

    /// What the service delivers, kept in a class: the closure outlives no test, but escapes.
    final class Deliveries: Sendable {
        let list = Mutex<[RadarMapDelivery]>([])
    }

    /// A clock the test moves.
    final class Clock: Sendable {
        let date: Mutex<Date>
        init(_ date: Date) { self.date = Mutex(date) }
    }

    /// Every delivery of one load, in order.
    static func deliveries(_ service: RainViewerMapService, _ request: RadarMapRequest) async -> [RadarMapDelivery] {
        let collected = Deliveries()
        await service.load(request) { delivery in collected.list.withLock { $0.append(delivery) } }
        return collected.list.withLock { $0 }
    }

    /// The whole terminal as the dashboard draws the map with `view`.
    static func screen(_ view: MapView, size: TerminalSize) -> Canvas {
        let board = BoardState(places: [berlin, potsdam, hamburg], selectedIndex: 0)
        let model = DashboardModel(board: board, now: now, units: .metric, locale: locale, glyphs: .unicode, overlay: .map(view))
        return render(model, size: size, theme: .plain)
    }

    static func view(with delivery: RadarMapDelivery?) -> MapView {
        var view = MapView(place: berlin)
        if let delivery {
            view.frames = delivery.frames
            view.frameIndex = delivery.frames.count - 1
            view.isLoading = !delivery.isComplete
            view.failure = delivery.failureSentence(in: locale.words)
        }
        return view
    }

    @Test func theNewestFrameComesFirstThenTheLoopEachTileOnceAndADrawnViewCostsNothingMore() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let directory = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let service = try Self.service(server, directory: directory)
        let request = Self.request(size: TerminalSize(width: 80, height: 24))

        let deliveries = await Self.deliveries(service, request)
        #expect(deliveries.map(\.isComplete) == [false, true])
        #expect(deliveries.first?.frames.map(\.time) == [Self.newest])
        let frames = try #require(deliveries.last?.frames)
        #expect(frames.map(\.time) == [-1200.0, -600, 0].map { Self.newest.addingTimeInterval($0) })
        #expect(frames.allSatisfy { $0.canvas.width == 80 && $0.canvas.height == 23 && $0.attribution == "RainViewer" })
        // The list once; each frame's view tiles once, the newest frame's first.
        let window = try #require(RainViewerMapService.window(for: request))
        let tileCount = window.tiles().count
        #expect(server.requestCount == 1 + 3 * tileCount)
        #expect(server.requests.first?.path == "/public/weather-maps.json")
        #expect(server.requests.dropFirst().prefix(tileCount).allSatisfy { $0.path.hasPrefix(Self.paths[2]) })

        // The loop asks again a minute later: no new list can exist yet, nothing is asked.
        let again = await Self.deliveries(service, request)
        #expect(again == [RadarMapDelivery(frames: frames, isComplete: true)])
        #expect(server.requestCount == 1 + 3 * tileCount)
    }

    /// The place's warning areas come with the request: every frame outlines them in the look
    /// asked for; a request without them is another view, drawn again from the tiles on disk.
    @Test func theWarningAreasAskedForAreOutlinedOnEveryFrameAndTheirEndRedrawsTheView() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let directory = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let service = try Self.service(server, directory: directory)
        let severe = CellStyle(foreground: RGB(0xCC, 0x00, 0xCC), isBold: true)
        let ring = GeoPolygon(points: [
            GeoPoint(latitude: 52.3, longitude: 13.0), GeoPoint(latitude: 52.75, longitude: 13.0),
            GeoPoint(latitude: 52.75, longitude: 13.8), GeoPoint(latitude: 52.3, longitude: 13.8),
        ])
        var request = Self.request(size: TerminalSize(width: 80, height: 24))
        request.warningAreas = [MapWarningArea(rings: [ring], severity: .severe, style: severe)]
        let frames = try #require(await Self.deliveries(service, request).last?.frames)
        #expect(frames.count == 3)
        for frame in frames {
            let outline = (0..<22).flatMap { y in (0..<80).filter { frame.canvas[$0, y].grapheme == "▪" }.map { (x: $0, y: y) } }
            #expect(outline.count > 20 && outline.allSatisfy { frame.canvas[$0.x, $0.y].style == severe }, "\(outline.count)")
            #expect(frame.canvas.plainText.split(separator: "\n").last?.hasSuffix("▪ warning area") == true)
        }
        let requests = server.requestCount
        request.warningAreas = []
        request.id = 2
        let plain = try #require(await Self.deliveries(service, request).last?.frames)
        #expect(plain.allSatisfy { !$0.canvas.plainText.contains("▪") && !$0.canvas.plainText.contains("warning area") })
        #expect(server.requestCount == requests, "the tiles on disk served the new view")
    }

    /// The dashboard asks every minute while the map is open; RainViewer's list is asked for
    /// again only once a new frame can exist (RainViewerClient.isDue: 12 minutes after the newest).
    @Test func theMapsMinutelyAsksMakeNoListRequestBeforeANewFrameCanExist() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let directory = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let clock = Clock(Self.now)
        let service = try Self.service(server, directory: directory) { clock.date.withLock { $0 } }
        let request = Self.request(size: TerminalSize(width: 80, height: 24))
        _ = await Self.deliveries(service, request)
        let first = server.requestCount
        for minutes in 1...5 {
            clock.date.withLock { $0 = Self.now.addingTimeInterval(Double(minutes) * 60) }
            #expect(await Self.deliveries(service, request).last?.frames.count == 3)
        }
        #expect(server.requestCount == first)
        // Twelve minutes after the newest frame: the list once more, and no tile (the same frames).
        clock.date.withLock { $0 = Self.newest.addingTimeInterval(12 * 60 + 1) }
        _ = await Self.deliveries(service, request)
        #expect(server.requestCount == first + 1 && server.requests.last?.path == "/public/weather-maps.json")
    }

    @Test func theShowerMovesEastFromFrameToFrame() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let directory = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let frames = try #require(await Self.deliveries(try Self.service(server, directory: directory), Self.request(size: TerminalSize(width: 80, height: 24))).last?.frames)
        // The easternmost column with rain, frame by frame.
        let eastEdges = frames.map { frame in
            (0..<frame.canvas.width).last { x in (0..<frame.canvas.height - 1).contains { frame.canvas[x, $0].grapheme == "▀" || frame.canvas[x, $0].grapheme == "▄" } }
        }
        #expect(eastEdges.compactMap { $0 }.count == 3)
        #expect(eastEdges == eastEdges.sorted { ($0 ?? 0) < ($1 ?? 0) } && Set(eastEdges).count == 3)
    }

    @Test(arguments: [TerminalSize(width: 80, height: 24), TerminalSize(width: 200, height: 60)])
    func theMapAsTheDashboardShowsIt(size: TerminalSize) async throws {
        let server = try Self.server()
        defer { server.stop() }
        let directory = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let delivery = await Self.deliveries(try Self.service(server, directory: directory), Self.request(size: size)).last
        let canvas = Self.screen(Self.view(with: delivery), size: size)
        try SnapshotAssertions.assertMatches(canvas, named: "map-berlin", in: SnapshotAssertions.directory())
        let text = canvas.plainText
        #expect(text.contains("● Berlin") && text.contains("○ Potsdam"))
        #expect(text.contains("Hamburg") == (size.width == 200))
        #expect(text.split(separator: "\n").last?.hasPrefix("RainViewer · as of") == true)
    }

    @Test func whileTheFirstFrameLoadsTheMapSaysSo() {
        let canvas = Self.screen(Self.view(with: nil), size: TerminalSize(width: 80, height: 24))
        #expect(canvas.plainText.contains("Loading the radar around Berlin…"))
    }

    @Test func aFailedFrameKeepsTheFramesBeforeItWithTheirAgeAndSaysWhy() async throws {
        let server = try Self.server(failing: [Self.paths[1]])
        defer { server.stop() }
        let directory = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let size = TerminalSize(width: 80, height: 24)
        let delivery = try #require(await Self.deliveries(try Self.service(server, directory: directory), Self.request(size: size)).last)
        #expect(delivery.isComplete && delivery.frames.map(\.time) == [Self.newest])
        #expect(delivery.missingOlderFrames == 2, "the failing frame and the one before it")
        let failure = try #require(delivery.failure)
        let bottom = Self.screen(Self.view(with: delivery), size: size).plainText.split(separator: "\n").last.map(String.init) ?? ""
        #expect(bottom.hasPrefix("RainViewer · as of 14:00 (6 min ago) · 2 older frames unavailable: "), "\(bottom)")
        #expect(bottom.contains(String(failure.prefix(10))), "the reason, as far as 80 columns go")
    }

    @Test func aFailingNewestFrameLeavesNoFrameAndTheRadarUnavailable() async throws {
        let server = try Self.server(failing: [Self.paths[2]])
        defer { server.stop() }
        let directory = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let size = TerminalSize(width: 80, height: 24)
        let delivery = try #require(await Self.deliveries(try Self.service(server, directory: directory), Self.request(size: size)).last)
        #expect(delivery.isComplete && delivery.frames.isEmpty && delivery.missingOlderFrames == 0)
        #expect(Self.screen(Self.view(with: delivery), size: size).plainText.contains("Radar unavailable:"))
    }

    @Test func theOldestFrameAloneFailingIsOneOlderFrame() async throws {
        let server = try Self.server(failing: [Self.paths[0]])
        defer { server.stop() }
        let directory = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let size = TerminalSize(width: 80, height: 24)
        let delivery = try #require(await Self.deliveries(try Self.service(server, directory: directory), Self.request(size: size)).last)
        #expect(delivery.frames.count == 2 && delivery.missingOlderFrames == 1)
        let bottom = Self.screen(Self.view(with: delivery), size: size).plainText.split(separator: "\n").last.map(String.init) ?? ""
        #expect(bottom.contains("· 1 older frame unavailable: "), "\(bottom)")
    }

    @Test func aListThatCannotBeHadIsSaidInTheMiddleOfTheMap() async throws {
        let server = try LocalHTTPServer { _ in .data(200, Data("{\"host\":\"ftp://x\",\"radar\":{\"past\":[]}}".utf8), contentType: "application/json") }
        defer { server.stop() }
        let directory = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let delivery = try #require(await Self.deliveries(try Self.service(server, directory: directory), Self.request(size: TerminalSize(width: 80, height: 24))).last)
        #expect(delivery.frames.isEmpty && delivery.isComplete)
        let text = Self.screen(Self.view(with: delivery), size: TerminalSize(width: 80, height: 24)).plainText
        #expect(text.contains("Radar unavailable:"))
        #expect(server.requestCount == 1)
    }
}

/// Where a request's window lies: centred on the place, moved by the pan.
@Suite struct RadarMapWindowTests {
    @Test func aPanMovesTheViewSoThePlaceMovesTheOtherWay() throws {
        var request = RainViewerMapServiceTests.request(size: TerminalSize(width: 80, height: 24))
        let place = RainViewerMapServiceTests.berlin.point
        let centred = try #require(RainViewerMapService.window(for: request))
        #expect(centred.dot(showing: place).map { [$0.column, $0.row] } == [40, 22])
        request.pan = MapPan(columns: 20, rows: -5)
        let moved = try #require(RainViewerMapService.window(for: request))
        // 20 cells east and 5 rows (10 dots) north: the place 20 columns left, 10 dots lower.
        #expect(moved.dot(showing: place).map { [$0.column, $0.row] } == [20, 32])
        request.zoom = 7
        #expect(try #require(RainViewerMapService.window(for: request)).projection.zoom == 7)
    }
}
