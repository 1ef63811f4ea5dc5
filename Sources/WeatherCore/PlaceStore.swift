import Foundation

/// The saved places and which one is selected, as stored in places.json.
public struct SavedPlaces: Codable, Sendable, Hashable {
    public var places: [Place]
    public var selectedIndex: Int?

    public init(places: [Place] = [], selectedIndex: Int? = nil) {
        self.places = places
        self.selectedIndex = selectedIndex
    }
}

public enum PlaceStoreError: Error, Sendable, Hashable {
    /// `reason` is worded where it is shown; a reason from the system or a check of a place
    /// is its text, as it came.
    case unreadable(path: String, reason: Wording.Value)
    case unwritable(path: String, reason: Wording.Value)

    /// One sentence naming the file and the problem, in English.
    public var userMessage: String { userMessage(in: .english) }

    /// One sentence naming the file and the problem, in `words`' language.
    public func userMessage(in words: Catalog) -> String {
        switch self {
        case .unreadable(let path, let reason):
            return words(.placesUnreadable, ["path": path, "reason": reason.text(in: words)])
        case .unwritable(let path, let reason):
            return words(.placesUnwritable, ["path": path, "reason": reason.text(in: words)])
        }
    }
}

/// Reads and writes `$XDG_CONFIG_HOME/weatherboard/places.json`.
///
/// Every change goes through `update`, one transaction under an exclusive lock on
/// `places.json.lock` beside the file: read, change, atomic replacement (`AtomicFile`), so that
/// writers in several processes (a dashboard and `places add` in a script, twenty `places add`
/// at once) each see the others' saves and none is lost. Readers need no lock: the file is
/// only ever replaced whole.
///
/// A file that cannot be read, parsed or trusted (a latitude of 95, a time zone that does not
/// exist) is never overwritten: `load` and `update` throw and nothing is written.
public struct PlaceStore: Sendable {
    public let fileURL: URL

    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    /// `$XDG_CONFIG_HOME/weatherboard`, or `~/.config/weatherboard`.
    public static func defaultDirectory(environment: [String: String] = ProcessEnvironment.current()) -> URL {
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg).appendingPathComponent("weatherboard", isDirectory: true)
        }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".config/weatherboard", isDirectory: true)
    }

    /// The lock every writer holds from reading the file to replacing it.
    public var lockFileURL: URL {
        fileURL.deletingLastPathComponent().appendingPathComponent("\(fileURL.lastPathComponent).lock")
    }

    /// The places file holds only the user's places: nobody else needs to read it.
    static let newFileMode: mode_t = 0o600

    private struct FileFormat: Codable {
        var version: Int
        var selected: Int?
        var places: [Place]

        /// The file read without `JSONDecoder` (every command reads it at start, see
        /// `JSONFields`); nil when it does not read that way, and `JSONDecoder` then says why.
        static func read(_ data: Data) -> FileFormat? {
            guard let json = try? JSONText.parse([UInt8](data)), let fields = try? json.asFields() else { return nil }
            return try? FileFormat(
                version: fields.int("version"), selected: fields.optionalInt("selected"),
                places: fields.array("places") { json throws(JSONFieldError) in try Place(cachedJSON: json) })
        }
    }

    /// The saved places; an empty list when the file does not exist yet.
    public func load() throws(PlaceStoreError) -> SavedPlaces {
        let data: Data
        do {
            data = try FileContents.read(fileURL)
        } catch .missing {
            return SavedPlaces()
        } catch {
            throw .unreadable(path: fileURL.path, reason: .wording(Wording(.placesFileNotOpened)))
        }
        let file: FileFormat
        do {
            file = try FileFormat.read(data) ?? JSONDecoder().decode(FileFormat.self, from: data)
        } catch {
            throw .unreadable(path: fileURL.path, reason: .wording(Wording(.notAPlacesFile, ["detail": "\((error as? DecodingError)?.briefDescription ?? "not JSON")"])))
        }
        guard file.version == 1 else {
            throw .unreadable(path: fileURL.path, reason: .wording(Wording(.unknownPlacesVersion, ["version": "\(file.version)"])))
        }
        if let problem = Self.firstProblem(in: file.places) {
            throw .unreadable(path: fileURL.path, reason: .text(problem))
        }
        let selected = file.selected.flatMap { file.places.indices.contains($0) ? $0 : nil }
        return SavedPlaces(places: file.places, selectedIndex: selected ?? (file.places.isEmpty ? nil : 0))
    }

    /// Applies `change` to the places as they are on disk now and saves the result, as one
    /// transaction: no other writer can save between the read and the write, so a change is
    /// never computed from stale data. Nothing is written when `change` leaves the places as
    /// they were. Returns what `change` returned.
    ///
    /// Do slow work (a network lookup) before calling this: other writers wait meanwhile.
    @discardableResult
    public func update<Outcome>(_ change: (inout SavedPlaces) -> Outcome) throws(PlaceStoreError) -> Outcome {
        let lock: ExclusiveFileLock
        do {
            try AtomicFile.createDirectory(fileURL.deletingLastPathComponent())
            lock = try ExclusiveFileLock(lockFile: lockFileURL)
        } catch {
            throw .unwritable(path: fileURL.path, reason: .text(error.reason))
        }
        defer { lock.unlock() }
        let original = try load()
        var saved = original
        let outcome = change(&saved)
        guard saved != original else { return outcome }
        try write(saved)
        return outcome
    }

    private func write(_ saved: SavedPlaces) throws(PlaceStoreError) {
        // The same rule as load, so this never writes a file it would then refuse to read.
        if let problem = Self.firstProblem(in: saved.places) {
            throw .unwritable(path: fileURL.path, reason: .text(problem))
        }
        let file = FileFormat(version: 1, selected: saved.selectedIndex, places: saved.places)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data: Data
        do {
            data = try encoder.encode(file)
        } catch {
            throw .unwritable(path: fileURL.path, reason: .wording(Wording(.placesNotEncoded)))
        }
        do {
            try AtomicFile.write(data, to: fileURL, newFileMode: Self.newFileMode)
        } catch {
            throw .unwritable(path: fileURL.path, reason: .text(error.reason))
        }
    }

    /// "entry 2 ("Berlin") has latitude 95, outside ±90" for the first unusable place.
    static func firstProblem(in places: [Place]) -> String? {
        var zonesFound: Set<String> = []
        for (index, place) in places.enumerated() {
            if let problem = place.problem(checkingZone: !zonesFound.contains(place.timeZoneIdentifier)) {
                return "entry \(index + 1) (\"\(place.name)\") \(problem)"
            }
            zonesFound.insert(place.timeZoneIdentifier)
        }
        return nil
    }
}

/// Editing operations on a list of saved places, kept pure so the command line and the
/// dashboard share them.
extension SavedPlaces {
    public mutating func add(_ place: Place) {
        places.append(place)
        if selectedIndex == nil { selectedIndex = places.count - 1 }
    }

    /// Finds a place by 1-based index or by name (case-insensitive).
    public func index(of reference: String) -> Int? {
        if let number = Int(reference.trimmingHorizontalWhitespace()) {
            return places.indices.contains(number - 1) ? number - 1 : nil
        }
        let wanted = reference.lowercased()
        return places.firstIndex { $0.name.lowercased() == wanted }
    }

    @discardableResult
    public mutating func remove(at index: Int) -> Place {
        let removed = places.remove(at: index)
        if places.isEmpty {
            selectedIndex = nil
        } else if let selected = selectedIndex {
            if selected > index || selected >= places.count { selectedIndex = max(0, selected - 1) }
        }
        return removed
    }

    /// Moves the place at `source` to `destination` (both 0-based), keeping the same place
    /// selected.
    public mutating func move(from source: Int, to destination: Int) {
        let selectedPlace = selectedIndex.map { places[$0] }
        let place = places.remove(at: source)
        places.insert(place, at: destination)
        if let selectedPlace { selectedIndex = places.firstIndex(of: selectedPlace) }
    }
}
