import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Values kept in memory and as one JSON file per key on disk, so a restart reads them back
/// instead of asking the network. An unreadable or corrupt file is a miss, never a crash; writes
/// are atomic (`AtomicFile`: a temporary file renamed over the old one) so a crash never leaves
/// half a file, nor a temporary file the next write does not clean up.
/// A write the cache refuses (a full disk) goes to the location's spare directory instead and is
/// reported to its `CacheWriteLog`; reads take whichever copy is newer. With no spare, the memory
/// copy still serves this run.
///
/// `Value` is `Codable` only where a store is made (the initialisers below): a generic type
/// that required it would make the runtime check the conformance, by scanning every
/// conformance of the binary, for each kind of store every start creates.
public actor JSONFileStore<Value: Sendable> {
    /// Reads a file's value from its parsed JSON without `JSONDecoder`, by the same rules as
    /// `Value`'s `init(from:)` (see `JSONFields`).
    public typealias Reader = @Sendable (JSONValue) throws(JSONFieldError) -> Value

    private let location: CacheLocation?
    /// The location's directories as paths, made at the first read (a start makes stores it
    /// never reads): a read joins a key to them as text, where a URL for each file cost as much
    /// as reading a glance (with 50 places, a tenth of `--print`).
    private lazy var directoryPath: String? = location?.directory.path
    private lazy var spareDirectoryPath: String? = location?.spareDirectory?.path
    private let decode: @Sendable (Data) -> Value?
    private let encode: @Sendable (Value) -> Data?
    private var memory: [String: Value] = [:]

    private init(location: CacheLocation?, decode: @escaping @Sendable (Data) -> Value?, encode: @escaping @Sendable (Value) -> Data?) {
        self.location = location
        self.decode = decode
        self.encode = encode
    }

    /// The stored value for `key` (a relative path such as "open-meteo/52.52,13.41").
    public func value(forKey key: String) -> Value? {
        if let cached = memory[key] { return cached }
        guard let directoryPath, let data = Self.newerContents(
            of: filePath(forKey: key, in: directoryPath), or: spareDirectoryPath.map { filePath(forKey: key, in: $0) }),
            let decoded = decode(data)
        else { return nil }
        memory[key] = decoded
        return decoded
    }

    public func store(_ value: Value, forKey key: String) {
        memory[key] = value
        guard let location, let data = encode(value) else { return }
        let spareURL = location.spareDirectory.map { fileURL(forKey: key, in: $0) }
        do throws(AtomicFileError) {
            try AtomicFile.write(data, to: fileURL(forKey: key, in: location.directory), newFileMode: JSONFileFormat.newFileMode)
            // The cache has it again: an older spare copy would only be read for nothing.
            if let spareURL { unlink(spareURL.path) }
        } catch {
            var keptInSpare = false
            if let spareURL {
                keptInSpare = (try? AtomicFile.write(data, to: spareURL, newFileMode: JSONFileFormat.newFileMode)) != nil
            }
            location.writeLog.record(CacheWriteProblem(
                cacheDirectory: location.root.path, reason: error.reason,
                spareDirectory: keptInSpare ? location.spareRoot?.path : nil))
        }
    }

    /// Forgets `key` in memory and on disk (a file that cannot be removed stays readable, as if
    /// it had never been forgotten).
    public func removeValue(forKey key: String) {
        memory[key] = nil
        guard let location else { return }
        unlink(fileURL(forKey: key, in: location.directory).path)
        if let spare = location.spareDirectory { unlink(fileURL(forKey: key, in: spare).path) }
    }

    /// `modificationTime(forKey:)` of each key, asked in one call (one hop to this actor rather
    /// than one per key: with 50 places, the hops cost more than the stats).
    public func modificationTimes(forKeys keys: [String]) -> [Int?] {
        keys.map { modificationTime(forKey: $0) }
    }

    /// When the file for `key` was last written, or its spare copy when that is newer, in
    /// nanoseconds since 1970, exact; nil when neither is on disk. A store kept beside another
    /// (the cache's glances beside its snapshots) compares these to tell whether its file is
    /// as new as the other's, and an index of files (`AlertMarkIndex`) records them to know a
    /// file is still the one it describes.
    public func modificationTime(forKey key: String) -> Int? {
        guard let directoryPath else { return nil }
        let primary = Self.modificationTime(ofKey: key, in: directoryPath)
        guard let spare = spareDirectoryPath.flatMap({ Self.modificationTime(ofKey: key, in: $0) }) else { return primary }
        return max(primary ?? spare, spare)
    }

    /// The file's bytes, or the spare's when it is there and newer (or the file cannot be read).
    /// The spare is looked at first: it is missing in all but a full disk's runs, which costs one
    /// failed stat.
    private static func newerContents(of path: String, or sparePath: String?) -> Data? {
        guard let sparePath, let spareTime = modificationTime(of: sparePath) else { return try? FileContents.read(path: path) }
        let primaryIsOlder = modificationTime(of: path).map { $0 < spareTime } ?? true
        if primaryIsOlder, let data = try? FileContents.read(path: sparePath) { return data }
        return try? FileContents.read(path: path)
    }

    /// When the file at `path` was last written, in nanoseconds since 1970 (which fit an Int
    /// until 2262); nil when there is none.
    private static func modificationTime(of path: String) -> Int? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return nanoseconds(status.st_mtim)
    }

    private static func nanoseconds(_ time: timespec) -> Int {
        time.tv_sec * 1_000_000_000 + time.tv_nsec
    }

    /// `modificationTime(of:)` of `key`'s file in `directory`, its path written as the C string
    /// `stat` takes: a `--print` with 50 places asks for a hundred, and making each path a
    /// `String` first cost five times the rest.
    private static func modificationTime(ofKey key: String, in directory: String) -> Int? {
        var path: [UInt8] = []
        path.reserveCapacity(directory.utf8.count + key.utf8.count + fileExtension.utf8.count + 2)
        path.append(contentsOf: directory.utf8)
        path.append(UInt8(ascii: "/"))
        path.append(contentsOf: key.utf8)
        path.append(contentsOf: fileExtension.utf8)
        path.append(0)
        var status = stat()
        let result = path.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { characters in
                characters.baseAddress.map { stat($0, &status) } ?? -1
            }
        }
        guard result == 0 else { return nil }
        return nanoseconds(status.st_mtim)
    }

    /// A key's file is the key with this after it, under the store's directory.
    private static var fileExtension: String { ".json" }

    private func filePath(forKey key: String, in directory: String) -> String {
        // Made in one buffer: a `--print` with 50 places makes a hundred of these.
        var path = ""
        path.reserveCapacity(directory.utf8.count + 1 + key.utf8.count + Self.fileExtension.utf8.count)
        path += directory
        path += "/"
        path += key
        path += Self.fileExtension
        return path
    }

    private func fileURL(forKey key: String, in directory: URL) -> URL {
        directory.appendingPathComponent(key + Self.fileExtension, isDirectory: false)
    }
}

extension JSONFileStore where Value: Codable {
    /// `location` nil keeps values in memory only. Files are read with `JSONDecoder`.
    public init(location: CacheLocation?) {
        self.init(
            location: location, decode: { data in try? JSONFileFormat.decoder.decode(Value.self, from: data) },
            encode: { value in try? JSONFileFormat.encoder.encode(value) })
    }

    /// For a file read at every start: `reader` reads it without `JSONDecoder`, by the rules
    /// of `Value`'s `init(from:)`, from what `JSONText` parsed. `JSONEncoder` writes it.
    public init(location: CacheLocation?, reader: @escaping Reader) {
        self.init(
            location: location,
            decode: { data in
                guard let json = try? JSONText.parse([UInt8](data)) else { return nil }
                return try? reader(json)
            },
            encode: { value in try? JSONFileFormat.encoder.encode(value) })
    }
}

/// How every store writes and reads its files.
private enum JSONFileFormat {
    /// Cached forecasts say where the user's places are: theirs alone, like the places file.
    static var newFileMode: mode_t { 0o600 }

    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        return encoder
    }

    static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return decoder
    }
}
