import Foundation

/// Values kept in memory and as one JSON file per key on disk, so a restart reads them back
/// instead of asking the network. An unreadable or corrupt file is a miss, never a crash; writes
/// are atomic (`AtomicFile`: a temporary file renamed over the old one) so a crash never leaves
/// half a file, nor a temporary file the next write does not clean up.
/// A failed write keeps the memory copy: the next launch costs one request, never the dashboard.
///
/// `Value` is `Codable` only where a store is made (the initialisers below): a generic type
/// that required it would make the runtime check the conformance, by scanning every
/// conformance of the binary, for each kind of store every start creates.
public actor JSONFileStore<Value: Sendable> {
    /// Reads a file's value from its parsed JSON without `JSONDecoder`, by the same rules as
    /// `Value`'s `init(from:)` (see `JSONFields`).
    public typealias Reader = @Sendable (JSONValue) throws(JSONFieldError) -> Value

    private let directory: URL?
    private let decode: @Sendable (Data) -> Value?
    private let encode: @Sendable (Value) -> Data?
    private var memory: [String: Value] = [:]

    private init(directory: URL?, decode: @escaping @Sendable (Data) -> Value?, encode: @escaping @Sendable (Value) -> Data?) {
        self.directory = directory
        self.decode = decode
        self.encode = encode
    }

    /// The stored value for `key` (a relative path such as "open-meteo/52.52,13.41").
    public func value(forKey key: String) -> Value? {
        if let cached = memory[key] { return cached }
        guard let url = fileURL(forKey: key),
              let data = try? FileContents.read(url),
              let decoded = decode(data)
        else { return nil }
        memory[key] = decoded
        return decoded
    }

    public func store(_ value: Value, forKey key: String) {
        memory[key] = value
        guard let url = fileURL(forKey: key), let data = encode(value) else { return }
        try? AtomicFile.write(data, to: url, newFileMode: JSONFileFormat.newFileMode)
    }

    /// Forgets `key` in memory and on disk (a file that cannot be removed stays readable, as if
    /// it had never been forgotten).
    public func removeValue(forKey key: String) {
        memory[key] = nil
        guard let url = fileURL(forKey: key) else { return }
        try? FileManager.default.removeItem(at: url)
    }

    private func fileURL(forKey key: String) -> URL? {
        directory?.appendingPathComponent("\(key).json", isDirectory: false)
    }
}

extension JSONFileStore where Value: Codable {
    /// `directory` nil keeps values in memory only. Files are read with `JSONDecoder`.
    public init(directory: URL?) {
        self.init(
            directory: directory, decode: { data in try? JSONFileFormat.decoder.decode(Value.self, from: data) },
            encode: { value in try? JSONFileFormat.encoder.encode(value) })
    }

    /// For a file read at every start: `reader` reads it without `JSONDecoder`, by the rules
    /// of `Value`'s `init(from:)`, from what `JSONText` parsed. `JSONEncoder` writes it.
    public init(directory: URL?, reader: @escaping Reader) {
        self.init(
            directory: directory,
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
