import Foundation
import WeatherCore

/// One CAP document as its service served it, with what decides when it is asked for again.
struct CAPFile: Codable, Sendable, Hashable {
    /// The XML exactly as it arrived (any encoding it declares), decoded again when used.
    var document: Data
    var fetchDate: Date
    /// When the server sent them, every later poll asks "has it changed?" with them.
    var validators: HTTPValidators
    /// The latest `expires` of its blocks; nil when a block has none.
    var expires: Date?

    /// Without validators or an `expires`, a document is trusted this long: a service may replace
    /// the file behind an id when the issuer sends the same alert again.
    static let lifetimeWithoutExpiry: TimeInterval = 60 * 60

    /// Whether it can be used without asking the server: it has no validators to revalidate
    /// with, and it is before its `expires` (a clock set back makes it stale, never fresher).
    /// Where its index says documents are `finalOnceExpired`, one whose every block has expired
    /// is used as it is, validators or not (`CAPIndex.expiredMessagesAreFinal`).
    func isFresh(at now: Date, finalOnceExpired: Bool) -> Bool {
        guard now >= fetchDate else { return false }
        if finalOnceExpired, let expires, expires <= now { return true }
        guard validators.isEmpty else { return false }
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

/// The CAP documents an index lists (`CAPIndexSource`), kept by id in memory and on disk
/// (`<directory>/files/<id>.json`), so each is downloaded once however many places list it and
/// however often the index is asked for. It also keeps the entries each place's last index
/// named (`<directory>/listings.json`): a document that no place's index names any more is
/// forgotten.
public actor CAPFileStore {
    private static let listingsKey = "listings"

    private let files: JSONFileStore<CAPFile>
    private let listingsFile: JSONFileStore<[String: [CAPIndexEntry]]>
    /// Place key → the entries its last index named; loaded from disk on first use.
    private var listings: [String: [CAPIndexEntry]]?

    /// `location` nil keeps everything in memory only.
    public init(location: CacheLocation?) {
        files = JSONFileStore(location: location?.appending("files"))
        listingsFile = JSONFileStore(location: location)
    }

    /// A store in `directory` with no spare (nil: memory only).
    public init(directory: URL?) {
        self.init(location: directory.map(CacheLocation.init))
    }

    func file(id: String) async -> CAPFile? {
        await files.value(forKey: id)
    }

    func store(_ file: CAPFile, id: String) async {
        await files.store(file, forKey: id)
    }

    /// The entries `place`'s last index named; nil when it was never asked (or the file is
    /// unreadable, as one written before entries kept their links).
    func listing(for place: Place) async -> [CAPIndexEntry]? {
        await loadedListings()[place.coordinateKey]
    }

    /// Remembers what `place`'s index named now and forgets the documents no index names any more.
    func record(listing entries: [CAPIndexEntry], for place: Place) async {
        var all = await loadedListings()
        let dropped = Set((all[place.coordinateKey] ?? []).map(\.id)).subtracting(entries.map(\.id))
        all[place.coordinateKey] = entries
        listings = all
        let stillListed = Set(all.values.joined().map(\.id))
        for id in dropped.sorted() where !stillListed.contains(id) {
            await files.removeValue(forKey: id)
        }
        // The newest state, even if another place's list was recorded while files were removed.
        await listingsFile.store(listings ?? all, forKey: Self.listingsKey)
    }

    private func loadedListings() async -> [String: [CAPIndexEntry]] {
        if let listings { return listings }
        let stored = await listingsFile.value(forKey: Self.listingsKey) ?? [:]
        // Another call may have loaded (and changed) them while this one waited for the disk.
        if listings == nil { listings = stored }
        return listings ?? stored
    }
}
