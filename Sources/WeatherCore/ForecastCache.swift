import Foundation

/// Snapshots kept until they expire, so that a restart within the expiry costs no request:
/// one JSON file per provider and place under the cache directory.
public actor ForecastCache {
    private let files: JSONFileStore<Snapshot>

    /// `location` nil keeps the cache in memory only.
    public init(location: CacheLocation?) {
        // Read at every start: without JSONDecoder, which costs more than the rest of `--print`'s read.
        files = JSONFileStore(location: location) { json throws(JSONFieldError) in try Snapshot(cachedJSON: json) }
    }

    /// A cache in `directory` with no spare (nil: memory only).
    public init(directory: URL?) {
        self.init(location: directory.map(CacheLocation.init))
    }

    /// `$XDG_CACHE_HOME/weatherboard`, or `~/.cache/weatherboard`.
    public static func defaultDirectory(environment: [String: String] = ProcessEnvironment.current()) -> URL {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg).appendingPathComponent("weatherboard", isDirectory: true)
        }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".cache/weatherboard", isDirectory: true)
    }

    /// The stored snapshot for a place, fresh or expired; nil when there is none or it cannot
    /// be read. Callers decide what expired means for them. A file is outside data like any
    /// answer from the network, so it passes the same range check: one edited (or written by
    /// a build that had no check) to hold impossible values is a miss, never a crash.
    public func snapshot(provider: String, place: Place) async -> Snapshot? {
        try? await files.value(forKey: Self.key(provider: provider, place: place))?.rangeChecked()
    }

    public func store(_ snapshot: Snapshot, provider: String) async {
        await files.store(snapshot, forKey: Self.key(provider: provider, place: snapshot.place))
    }

    /// Cache key: provider plus coordinates rounded to 4 decimals.
    static func key(provider: String, place: Place) -> String {
        "\(provider)/\(place.coordinateKey)"
    }
}
