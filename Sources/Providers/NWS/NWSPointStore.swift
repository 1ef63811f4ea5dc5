import Foundation
import WeatherCore

/// `/points` answers per place, kept for days: "the point mappings don't change very often, so
/// you can cache the result" (NWS FAQ). In memory, and on disk when given a directory.
public actor NWSPointStore {
    static let lifetime: TimeInterval = 7 * 24 * 60 * 60

    struct Entry: Codable, Sendable {
        var point: NWSPointResponse
        var fetchDate: Date
    }

    private let files: JSONFileStore<Entry>

    /// `location` nil keeps points in memory only.
    public init(location: CacheLocation?) {
        files = JSONFileStore(location: location)
    }

    func point(for place: Place, now: Date) async -> NWSPointResponse? {
        guard let entry = await files.value(forKey: place.coordinateKey),
              now.timeIntervalSince(entry.fetchDate) < Self.lifetime, now >= entry.fetchDate
        else { return nil }
        return entry.point
    }

    func store(_ point: NWSPointResponse, for place: Place, now: Date) async {
        await files.store(Entry(point: point, fetchDate: now), forKey: place.coordinateKey)
    }
}
