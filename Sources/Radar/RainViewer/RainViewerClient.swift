import Foundation
import Providers
import WeatherCore

/// RainViewer's frame list and tiles through the program's HTTP transport, kept in a
/// `RainViewerStore`. It asks for the list no sooner than the next frame can exist, and for a
/// tile only when the store lacks it: a view costs its own tiles once per frame, no more.
public struct RainViewerClient: Sendable {
    /// The list is a kilobyte; a thousand frames would be some 50 KB.
    static let maximumListSize = 256 * 1024
    /// A 256-pixel RGBA tile is 256 KiB uncompressed; a PNG of it is smaller.
    static let maximumTileSize = 1024 * 1024
    /// A new frame every ten minutes, ready some 20 s to 2 min after its step (RainViewer's
    /// staff in their example repository's issue 11).
    static let frameInterval: TimeInterval = 10 * 60
    static let frameDelay: TimeInterval = 2 * 60
    /// However late the newest frame is, the list is not asked for more than once a minute.
    static let minimumListAge: TimeInterval = 60

    private let transport: any HTTPTransport
    private let endpoint: RainViewerEndpoint
    private let store: RainViewerStore
    private let clock: @Sendable () -> Date
    private let spacing: RequestSpacing?

    /// `spacing`: shared by every client in the run (`RequestSpacing.rainViewer`); nil for none.
    public init(
        transport: any HTTPTransport, endpoint: RainViewerEndpoint, store: RainViewerStore,
        clock: @escaping @Sendable () -> Date = Date.init, spacing: RequestSpacing? = nil
    ) {
        self.spacing = spacing
        self.transport = transport
        self.endpoint = endpoint
        self.store = store
        self.clock = clock
    }

    /// The frame list: the stored one while no newer frame can exist yet, else a fresh one.
    public func frameList() async throws(WeatherServiceError) -> RadarFrameList {
        let now = clock()
        if let stored = await store.list(), !Self.isDue(stored, now: now) { return stored.list }
        guard let url = endpoint.listURL else { throw .other("Could not build the RainViewer frame list URL.") }
        await spacing?.waitForTurn()
        let response = try await transport.send(HTTPRequest(url: url, maximumBodySize: Self.maximumListSize))
        let list: RadarFrameList
        do {
            list = try RainViewerFrameListDecoder.decode(response.body, allowsPlainHTTP: endpoint.allowsPlainHTTP)
        } catch {
            throw .undecodable("RainViewer: \(error.description)")
        }
        await store.store(RainViewerStore.ListFile(list: list, fetchDate: now))
        await store.removeTiles(ofFramesOutside: list)
        return list
    }

    /// Whether a stored list may be out of date: its newest frame is more than a step and the
    /// usual delay old, and it was fetched more than a minute ago. A fetch date in the future
    /// (a clock set back) does not keep a list forever.
    static func isDue(_ stored: RainViewerStore.ListFile, now: Date) -> Bool {
        guard stored.fetchDate <= now else { return true }
        guard now.timeIntervalSince(stored.fetchDate) >= minimumListAge else { return false }
        guard let newest = stored.list.newest else { return true }
        return now.timeIntervalSince(newest.time) >= frameInterval + frameDelay
    }

    /// The pixels of each of `tiles` (as `MapWindow.tiles()` lists them) in `frame`, from the
    /// store or else from the tile host; each tile asked for at most once, and stored only once
    /// it has decoded, so a damaged tile is asked for again rather than kept.
    public func tiles(
        _ tiles: [TileAddress], of frame: RadarFrame, in list: RadarFrameList
    ) async throws(WeatherServiceError) -> [TileAddress: RGBAImage] {
        guard list.frames.contains(frame) else { throw .other("The radar frame is not in the frame list.") }
        var result: [TileAddress: RGBAImage] = [:]
        for tile in Set(tiles).sorted() {
            if let stored = await store.tile(tile, of: frame), let image = try? PNGDecoder.decode(stored.body) {
                result[tile] = image
                continue
            }
            guard let url = endpoint.tileURL(list: list, frame: frame, tile: tile) else {
                throw .other("The radar tile \(tile.zoom)/\(tile.x)/\(tile.y) is outside what RainViewer serves.")
            }
            await spacing?.waitForTurn()
            if Task.isCancelled { throw .cancelled }
            let response = try await transport.send(HTTPRequest(url: url, maximumBodySize: Self.maximumTileSize))
            do {
                result[tile] = try PNGDecoder.decode(response.body)
            } catch {
                throw .undecodable("RainViewer tile \(tile.zoom)/\(tile.x)/\(tile.y): \(error.description)")
            }
            await store.store(RainViewerStore.TileFile(body: response.body, fetchDate: clock()), for: tile, of: frame)
        }
        return result
    }
}

extension RequestSpacing {
    /// RainViewer asks for no more than about 100 requests a minute from one address
    /// (docs/radar.md): a new map view costs its tiles for every frame of the loop (some 80 at
    /// 200x60), so after a first 20 at once they go one a second, 80 in a minute at most.
    public static let rainViewer = RequestSpacing(interval: .seconds(1), burst: 20)
}
