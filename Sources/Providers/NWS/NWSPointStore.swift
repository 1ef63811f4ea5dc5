import Foundation
import WeatherCore

/// `/points` answers per place, kept for days: "the point mappings don't change very often, so
/// you can cache the result" (NWS FAQ). In memory, and on disk when given a directory.
public actor NWSPointStore {
    static let lifetime: TimeInterval = 7 * 24 * 60 * 60

    struct Entry: Codable {
        var point: NWSPointResponse
        var fetchDate: Date
    }

    private let directory: URL?
    private var memory: [String: Entry] = [:]

    public init(directory: URL?) {
        self.directory = directory
    }

    func point(for place: Place, now: Date) -> NWSPointResponse? {
        let key = place.coordinateKey
        let entry = memory[key] ?? fileURL(key).flatMap { try? Data(contentsOf: $0) }.flatMap {
            try? JSONDecoder().decode(Entry.self, from: $0)
        }
        guard let entry, now.timeIntervalSince(entry.fetchDate) < Self.lifetime, now >= entry.fetchDate else { return nil }
        memory[key] = entry
        return entry.point
    }

    func store(_ point: NWSPointResponse, for place: Place, now: Date) {
        let entry = Entry(point: point, fetchDate: now)
        memory[place.coordinateKey] = entry
        guard let url = fileURL(place.coordinateKey), let data = try? JSONEncoder().encode(entry) else { return }
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: url, options: .atomic)
    }

    private func fileURL(_ key: String) -> URL? {
        directory?.appendingPathComponent("\(key).json", isDirectory: false)
    }
}
