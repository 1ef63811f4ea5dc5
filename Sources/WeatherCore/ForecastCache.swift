import Foundation

/// Snapshots kept in memory and on disk until they expire, so that a restart within the
/// expiry costs no request. One JSON file per provider and place under the cache directory.
/// An unreadable or corrupt file is a miss, never a crash; writes are atomic.
public actor ForecastCache {
    private let directory: URL?
    private var memory: [String: Snapshot] = [:]

    /// `directory` nil keeps the cache in memory only.
    public init(directory: URL?) {
        self.directory = directory
    }

    /// `$XDG_CACHE_HOME/weatherboard`, or `~/.cache/weatherboard`.
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg).appendingPathComponent("weatherboard", isDirectory: true)
        }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".cache/weatherboard", isDirectory: true)
    }

    /// The stored snapshot for a place, fresh or expired; nil when there is none or it cannot
    /// be read. Callers decide what expired means for them.
    public func snapshot(provider: String, place: Place) -> Snapshot? {
        let key = Self.key(provider: provider, place: place)
        if let cached = memory[key] { return cached }
        guard let url = fileURL(forKey: key),
              let data = try? Data(contentsOf: url),
              let decoded = try? Self.decoder.decode(Snapshot.self, from: data)
        else { return nil }
        memory[key] = decoded
        return decoded
    }

    /// The stored snapshot only when it has not expired at `now`.
    public func freshSnapshot(provider: String, place: Place, now: Date) -> Snapshot? {
        guard let cached = snapshot(provider: provider, place: place), !cached.metadata.isExpired(at: now) else {
            return nil
        }
        return cached
    }

    /// Stores a snapshot. A failed disk write keeps the memory copy: the next launch will
    /// simply fetch again, which is better than failing the dashboard.
    public func store(_ snapshot: Snapshot, provider: String) {
        let key = Self.key(provider: provider, place: snapshot.place)
        memory[key] = snapshot
        guard let url = fileURL(forKey: key), let data = try? Self.encoder.encode(snapshot) else { return }
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: url, options: .atomic)
    }

    /// Cache key: provider plus coordinates rounded to 4 decimals.
    static func key(provider: String, place: Place) -> String {
        "\(provider)/\(place.coordinateKey)"
    }

    private func fileURL(forKey key: String) -> URL? {
        guard let directory else { return nil }
        return directory.appendingPathComponent("\(key).json", isDirectory: false)
    }

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        return encoder
    }()

    private static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return decoder
    }()
}
