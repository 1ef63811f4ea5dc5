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
    private let tilesLocation: CacheLocation?

    /// `location` nil keeps everything in memory only.
    public init(location: CacheLocation?) {
        listFile = JSONFileStore(location: location)
        tilesLocation = location?.appending("tiles")
        tileFiles = JSONFileStore(location: tilesLocation)
    }

    /// Removes the tiles of every frame that is not in `list` from the disk, in the cache and
    /// its spare: a frame leaves RainViewer's list after two hours, and its tiles would
    /// otherwise pile up, a view's worth every ten minutes.
    func removeTiles(ofFramesOutside list: RadarFrameList) {
        guard let tilesLocation else { return }
        let kept = Set(list.frames.map { String($0.path.dropFirst()) })
        for root in [tilesLocation.directory] + (tilesLocation.spareDirectory.map { [$0] } ?? []) {
            for frame in Self.frameDirectories(under: root) where !kept.contains(frame) {
                try? FileManager.default.removeItem(at: root.appendingPathComponent(frame, isDirectory: true))
            }
        }
    }

    /// The frame paths (relative, "v2/radar/72250d5768d7") that have tile files under `root`:
    /// the directories that hold files.
    static func frameDirectories(under root: URL) -> [String] {
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        var frames = Set<String>()
        let rootPath = root.standardizedFileURL.path
        for case let file as URL in walker where (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            let directory = file.deletingLastPathComponent().standardizedFileURL.path
            guard directory.hasPrefix(rootPath + "/") else { continue }
            frames.insert(String(directory.dropFirst(rootPath.count + 1)))
        }
        return frames.sorted()
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
