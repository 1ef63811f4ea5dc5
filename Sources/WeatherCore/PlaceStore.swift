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
    case unreadable(path: String, reason: String)
    case unwritable(path: String, reason: String)

    /// One sentence naming the file and the problem.
    public var userMessage: String {
        switch self {
        case .unreadable(let path, let reason):
            return "Cannot read saved places from \(path): \(reason). The file was left untouched; fix or move it and try again."
        case .unwritable(let path, let reason):
            return "Cannot save places to \(path): \(reason)."
        }
    }
}

/// Reads and writes `$XDG_CONFIG_HOME/weatherboard/places.json`. Writes are atomic (a
/// temporary file renamed over the old one). A file that cannot be read or parsed is never
/// overwritten: `load` throws and the caller must not save.
public struct PlaceStore: Sendable {
    public let fileURL: URL

    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    /// `$XDG_CONFIG_HOME/weatherboard`, or `~/.config/weatherboard`.
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg).appendingPathComponent("weatherboard", isDirectory: true)
        }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".config/weatherboard", isDirectory: true)
    }

    private struct FileFormat: Codable {
        var version: Int
        var selected: Int?
        var places: [Place]
    }

    /// The saved places; an empty list when the file does not exist yet.
    public func load() throws(PlaceStoreError) -> SavedPlaces {
        let data: Data
        do {
            data = try Data(contentsOf: fileURL)
        } catch {
            if !FileManager.default.fileExists(atPath: fileURL.path) { return SavedPlaces() }
            throw .unreadable(path: fileURL.path, reason: "the file could not be opened")
        }
        let file: FileFormat
        do {
            file = try JSONDecoder().decode(FileFormat.self, from: data)
        } catch {
            throw .unreadable(path: fileURL.path, reason: "it is not a valid places file (\((error as? DecodingError)?.briefDescription ?? "not JSON"))")
        }
        guard file.version == 1 else {
            throw .unreadable(path: fileURL.path, reason: "it has format version \(file.version), which this weatherboard does not know")
        }
        let selected = file.selected.flatMap { file.places.indices.contains($0) ? $0 : nil }
        return SavedPlaces(places: file.places, selectedIndex: selected ?? (file.places.isEmpty ? nil : 0))
    }

    public func save(_ saved: SavedPlaces) throws(PlaceStoreError) {
        let file = FileFormat(version: 1, selected: saved.selectedIndex, places: saved.places)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            try FileManager.default.createDirectory(
                at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try encoder.encode(file).write(to: fileURL, options: .atomic)
        } catch {
            throw .unwritable(path: fileURL.path, reason: error.localizedDescription)
        }
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
        if let number = Int(reference.trimmingCharacters(in: .whitespaces)) {
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
