import Foundation

/// Snapshots kept until they expire, so that a restart within the expiry costs no request:
/// one JSON file per provider and place under the cache directory, and, where the cache keeps
/// glances, the snapshot's `glance` in a small file of its own beside it.
public actor ForecastCache {
    private let files: JSONFileStore<Snapshot>
    private let glances: JSONFileStore<Snapshot>?
    /// Beside the glances: each provider's `AlertMarkIndex`, keyed by the provider.
    private let markIndexes: JSONFileStore<AlertMarkIndex>?

    /// `location` nil keeps the cache in memory only. `glancesLocation` is where each snapshot's
    /// glance is written too (nil: none, and `glance` reads the whole snapshot).
    public init(location: CacheLocation?, glancesLocation: CacheLocation? = nil) {
        // Read at every start: without JSONDecoder, which costs more than the rest of `--print`'s read.
        let reader: JSONFileStore<Snapshot>.Reader = { json throws(JSONFieldError) in try Snapshot(cachedJSON: json) }
        files = JSONFileStore(location: location, reader: reader)
        glances = glancesLocation.map { JSONFileStore(location: $0, reader: reader) }
        markIndexes = glancesLocation.map { JSONFileStore(location: $0) { json throws(JSONFieldError) in try AlertMarkIndex(cachedJSON: json) } }
    }

    /// The program's cache at `location`: glances in its `glances` directory.
    public static func keepingGlances(at location: CacheLocation) -> ForecastCache {
        ForecastCache(location: location, glancesLocation: location.appending("glances"))
    }

    /// A cache in `directory` with no spare (nil: memory only) and no glances.
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
        await snapshot(forKey: Self.key(provider: provider, place: place))
    }

    private func snapshot(forKey key: String) async -> Snapshot? {
        try? await files.value(forKey: key)?.rangeChecked()
    }

    /// The stored snapshot's `glance`, read from its own small file when that file is at least
    /// as new as the snapshot's. A glance file that is older (a build without glances, or
    /// another of its kind, wrote the snapshot since) or missing or unreadable is not trusted:
    /// the whole snapshot is read and glanced at instead, so a glance never shows older data
    /// than the snapshot would.
    public func glance(provider: String, place: Place) async -> Snapshot? {
        let key = Self.key(provider: provider, place: place)
        return await glance(
            forKey: key, glanceWritten: await glances?.modificationTime(forKey: key),
            snapshotWritten: await files.modificationTime(forKey: key))
    }

    /// `glance`, with the times its file and the snapshot's were written already asked.
    private func glance(forKey key: String, glanceWritten: Int?, snapshotWritten: Int?) async -> Snapshot? {
        if let glances, let glanceWritten, let snapshotWritten, glanceWritten >= snapshotWritten,
           let glance = try? await glances.value(forKey: key)?.rangeChecked() {
            return glance
        }
        return await snapshot(forKey: key)?.glance
    }

    /// The warning marks of each of `places` that has a stored snapshot, by coordinate key:
    /// from the provider's index where its entry still describes the place's glance file and
    /// that file is at least as new as the snapshot's (the rule of `glance`), else from the
    /// glance itself, read as `glance` reads it.
    public func alertMarks(provider: String, places: [Place]) async -> [String: [AlertMark]] {
        let placeKeys = places.map(\.coordinateKey)
        let keys = placeKeys.map { Self.key(provider: provider, placeKey: $0) }
        let index = await markIndexes?.value(forKey: provider)
        let glancesWritten = await glances?.modificationTimes(forKeys: keys) ?? []
        let snapshotsWritten = await files.modificationTimes(forKeys: keys)
        var marks: [String: [AlertMark]] = [:]
        for (offset, placeKey) in placeKeys.enumerated() {
            let glanceWritten = glancesWritten.indices.contains(offset) ? glancesWritten[offset] : nil
            let snapshotWritten = snapshotsWritten[offset]
            if let entry = index?.entries[placeKey], let glanceWritten, glanceWritten == entry.glanceWritten,
               let snapshotWritten, glanceWritten >= snapshotWritten {
                marks[placeKey] = entry.marks
            } else if let glance = await glance(forKey: keys[offset], glanceWritten: glanceWritten, snapshotWritten: snapshotWritten) {
                marks[placeKey] = glance.alertMarks
            }
        }
        return marks
    }

    /// Writes the snapshot, then its glance (after it, so that the glance's file is the newer),
    /// then the glance's entry in the provider's index of warning marks.
    public func store(_ snapshot: Snapshot, provider: String) async {
        let key = Self.key(provider: provider, place: snapshot.place)
        await files.store(snapshot, forKey: key)
        guard let glances, let markIndexes else { return }
        await glances.store(snapshot.glance, forKey: key)
        guard let written = await glances.modificationTime(forKey: key) else { return }
        var index = await markIndexes.value(forKey: provider) ?? AlertMarkIndex()
        index.entries[snapshot.place.coordinateKey] = AlertMarkIndex.Entry(glanceWritten: written, marks: snapshot.alertMarks)
        await markIndexes.store(index, forKey: provider)
    }

    /// Cache key: provider plus coordinates rounded to 4 decimals.
    static func key(provider: String, place: Place) -> String {
        key(provider: provider, placeKey: place.coordinateKey)
    }

    private static func key(provider: String, placeKey: String) -> String {
        provider + "/" + placeKey
    }
}
