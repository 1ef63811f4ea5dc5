import Foundation
import WeatherCore

/// Alert reports kept in memory and on disk, one JSON file per source and place
/// (`<directory>/<source>/<lat,lon>.json`), so a restart within a report's expiry costs no
/// request. Unreadable files are misses; writes are atomic so a crash never leaves half a file.
public actor AlertReportStore {
    private let directory: URL?
    private var memory: [String: AlertReport] = [:]

    /// `directory` nil keeps reports in memory only.
    public init(directory: URL?) {
        self.directory = directory
    }

    /// The stored report, fresh or expired; callers decide what expired means for them.
    public func report(source: String, place: Place) -> AlertReport? {
        let key = Self.key(source: source, place: place)
        if let cached = memory[key] { return cached }
        guard let url = fileURL(forKey: key),
              let data = try? Data(contentsOf: url),
              let decoded = try? Self.decoder.decode(AlertReport.self, from: data)
        else { return nil }
        memory[key] = decoded
        return decoded
    }

    /// A failed disk write keeps the memory copy: the next launch fetches again, which costs
    /// one request but never the dashboard.
    public func store(_ report: AlertReport, source: String, place: Place) {
        let key = Self.key(source: source, place: place)
        memory[key] = report
        guard let url = fileURL(forKey: key), let data = try? Self.encoder.encode(report) else { return }
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: url, options: .atomic)
    }

    static func key(source: String, place: Place) -> String {
        "\(source)/\(place.coordinateKey)"
    }

    private func fileURL(forKey key: String) -> URL? {
        directory?.appendingPathComponent("\(key).json", isDirectory: false)
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
