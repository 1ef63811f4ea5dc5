import Foundation
import WeatherCore

/// What the JMA source keeps between polls, in memory and on disk under its directory:
/// - `municipalities/<place>.json`: the JIS municipality code GSI gave for a place, asked once
///   (a place does not move);
/// - `area.json`: JMA's area table, about a month;
/// - `offices/<office>.json`: each office file as it arrived, so that places in the same office
///   share one download and a 304 has a body to read again.
public actor JMAFileStore {
    struct Municipality: Codable, Sendable {
        var code: String
        var fetchDate: Date
    }

    struct AreaTable: Codable, Sendable {
        var table: JMAAreaTable
        var fetchDate: Date
        var validators: HTTPValidators
    }

    struct OfficeFile: Codable, Sendable {
        var body: Data
        var fetchDate: Date
        /// No request for this office before this date.
        var expirationDate: Date
        var validators: HTTPValidators
    }

    private static let areaTableKey = "area"

    private let municipalityFiles: JSONFileStore<Municipality>
    private let areaTableFile: JSONFileStore<AreaTable>
    private let officeFiles: JSONFileStore<OfficeFile>

    /// `location` nil keeps everything in memory only.
    public init(location: CacheLocation?) {
        municipalityFiles = JSONFileStore(location: location?.appending("municipalities"))
        areaTableFile = JSONFileStore(location: location)
        officeFiles = JSONFileStore(location: location?.appending("offices"))
    }

    func municipality(for place: Place) async -> Municipality? {
        await municipalityFiles.value(forKey: place.coordinateKey)
    }

    func store(_ municipality: Municipality, for place: Place) async {
        await municipalityFiles.store(municipality, forKey: place.coordinateKey)
    }

    func areaTable() async -> AreaTable? {
        await areaTableFile.value(forKey: Self.areaTableKey)
    }

    func store(_ areaTable: AreaTable) async {
        await areaTableFile.store(areaTable, forKey: Self.areaTableKey)
    }

    /// `office` must be a code checked to be digits: it names a file.
    func officeFile(_ office: String) async -> OfficeFile? {
        await officeFiles.value(forKey: office)
    }

    func store(_ file: OfficeFile, office: String) async {
        await officeFiles.store(file, forKey: office)
    }
}
