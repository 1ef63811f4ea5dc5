import Foundation
import WeatherCore

/// Alert reports kept in memory and on disk, one JSON file per source and place
/// (`<directory>/<source>/<lat,lon>.json`), so a restart within a report's expiry costs no
/// request. Unreadable files are misses; writes are atomic so a crash never leaves half a file.
public actor AlertReportStore {
    private let files: JSONFileStore<AlertReport>

    /// `location` nil keeps reports in memory only.
    public init(location: CacheLocation?) {
        files = JSONFileStore(location: location)
    }

    /// A store in `directory` with no spare (nil: memory only).
    public init(directory: URL?) {
        self.init(location: directory.map(CacheLocation.init))
    }

    /// The stored report, fresh or expired; callers decide what expired means for them.
    public func report(source: String, place: Place) async -> AlertReport? {
        await files.value(forKey: Self.key(source: source, place: place))?.rangeChecked()
    }

    public func store(_ report: AlertReport, source: String, place: Place) async {
        await files.store(report, forKey: Self.key(source: source, place: place))
    }

    static func key(source: String, place: Place) -> String {
        "\(source)/\(place.coordinateKey)"
    }
}
