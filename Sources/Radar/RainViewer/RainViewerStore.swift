import Foundation
import WeatherCore

/// What the radar keeps between runs, under its cache directory:
/// - `frames.json`: the last frame list and when it came, so that a restart within the
///   source's ten-minute step asks for nothing;
/// - `tiles/<frame path>/<z>-<x>-<y>.json`: each tile as it arrived, by frame, so a frame's tile
///   is fetched once however often the map is drawn.
public actor RainViewerStore {
    struct ListFile: Codable, Sendable {
        var list: RadarFrameList
        var fetchDate: Date
    }

    struct TileFile: Codable, Sendable {
        var body: Data
        var fetchDate: Date
    }

    private static let listKey = "frames"

    private let listFile: JSONFileStore<ListFile>
    private let tileFiles: JSONFileStore<TileFile>

    /// `location` nil keeps everything in memory only.
    public init(location: CacheLocation?) {
        listFile = JSONFileStore(location: location)
        tileFiles = JSONFileStore(location: location?.appending("tiles"))
    }

    func list() async -> ListFile? { await listFile.value(forKey: Self.listKey) }

    func store(_ list: ListFile) async { await listFile.store(list, forKey: Self.listKey) }

    func tile(_ tile: TileAddress, of frame: RadarFrame) async -> TileFile? {
        await tileFiles.value(forKey: Self.key(tile, of: frame))
    }

    func store(_ file: TileFile, for tile: TileAddress, of frame: RadarFrame) async {
        await tileFiles.store(file, forKey: Self.key(tile, of: frame))
    }

    /// The frame's path is checked plain segments (RainViewerFrameListDecoder.isPlainPath), so
    /// it names directories under `tiles/` and nothing outside.
    static func key(_ tile: TileAddress, of frame: RadarFrame) -> String {
        "\(frame.path.dropFirst())/\(tile.zoom)-\(tile.x)-\(tile.y)"
    }
}
