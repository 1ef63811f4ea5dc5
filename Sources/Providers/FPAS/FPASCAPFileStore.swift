import Foundation
import WeatherCore

/// One CAP document as FPAS served it, with what decides when it is asked for again.
struct FPASCAPFile: Codable, Sendable, Hashable {
    /// The XML exactly as it arrived (any encoding it declares), decoded again when used.
    var document: Data
    var fetchDate: Date
    /// When the server sent them, every later poll asks "has it changed?" with them.
    var validators: HTTPValidators
    /// The latest `expires` of its blocks; nil when a block has none.
    var expires: Date?

    /// Without validators or an `expires`, a document is trusted this long: FPAS may replace the
    /// file behind an id when the issuer sends the same alert again.
    static let lifetimeWithoutExpiry: TimeInterval = 60 * 60

    /// Whether it can be used without asking the server: it has no validators to revalidate
    /// with, and it is before its `expires` (a clock set back makes it stale, never fresher).
    func isFresh(at now: Date) -> Bool {
        guard validators.isEmpty, now >= fetchDate else { return false }
        return now < (expires ?? fetchDate + Self.lifetimeWithoutExpiry)
    }
}

extension CAPMessage {
    /// The latest `expires` of its blocks; nil when a block has none (it holds until cancelled).
    var latestExpiry: Date? {
        let dates = infos.map(\.expires)
        guard !dates.isEmpty, !dates.contains(nil) else { return nil }
        return dates.compactMap { $0 }.max()
    }
}

/// The CAP documents FPAS serves, kept by alert id in memory and on disk
/// (`<directory>/files/<id>.json`), so each is downloaded once however many places list it and
/// however often the list is asked for. It also keeps the ids each place's last list named
/// (`<directory>/listings.json`): a document that no place's list names any more is forgotten.
public actor FPASCAPFileStore {
    private static let listingsKey = "listings"

    private let files: JSONFileStore<FPASCAPFile>
    private let listingsFile: JSONFileStore<[String: [String]]>
    /// Place key → the ids its last list named; loaded from disk on first use.
    private var listings: [String: [String]]?

    /// `location` nil keeps everything in memory only.
    public init(location: CacheLocation?) {
        files = JSONFileStore(location: location?.appending("files"))
        listingsFile = JSONFileStore(location: location)
    }

    /// A store in `directory` with no spare (nil: memory only).
    public init(directory: URL?) {
        self.init(location: directory.map(CacheLocation.init))
    }

    func file(id: String) async -> FPASCAPFile? {
        await files.value(forKey: id)
    }

    func store(_ file: FPASCAPFile, id: String) async {
        await files.store(file, forKey: id)
    }

    /// The ids `place`'s last list named; nil when it was never asked (or the file is unreadable).
    func listing(for place: Place) async -> [String]? {
        await loadedListings()[place.coordinateKey]
    }

    /// Remembers what `place`'s list named now and forgets the documents no list names any more.
    func record(listing ids: [String], for place: Place) async {
        var all = await loadedListings()
        let dropped = Set(all[place.coordinateKey] ?? []).subtracting(ids)
        all[place.coordinateKey] = ids
        listings = all
        let stillListed = Set(all.values.joined())
        for id in dropped.sorted() where !stillListed.contains(id) {
            await files.removeValue(forKey: id)
        }
        // The newest state, even if another place's list was recorded while files were removed.
        await listingsFile.store(listings ?? all, forKey: Self.listingsKey)
    }

    private func loadedListings() async -> [String: [String]] {
        if let listings { return listings }
        let stored = await listingsFile.value(forKey: Self.listingsKey) ?? [:]
        // Another call may have loaded (and changed) them while this one waited for the disk.
        if listings == nil { listings = stored }
        return listings ?? stored
    }
}
