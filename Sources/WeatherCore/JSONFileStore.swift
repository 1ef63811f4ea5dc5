import Foundation

/// Values kept in memory and as one JSON file per key on disk, so a restart reads them back
/// instead of asking the network. An unreadable or corrupt file is a miss, never a crash; writes
/// are atomic (`AtomicFile`: a temporary file renamed over the old one) so a crash never leaves
/// half a file, nor a temporary file the next write does not clean up.
/// A failed write keeps the memory copy: the next launch costs one request, never the dashboard.
public actor JSONFileStore<Value: Codable & Sendable> {
    /// Reads a file's value from its parsed JSON without `JSONDecoder`, by the same rules as
    /// `Value`'s `init(from:)` (see `JSONFields`).
    public typealias Reader = @Sendable (JSONValue) throws(JSONFieldError) -> Value

    private let directory: URL?
    private let reader: Reader?
    private var memory: [String: Value] = [:]

    /// `directory` nil keeps values in memory only. `reader`, for a file read at every start,
    /// reads it without `JSONDecoder`; without one the store decodes with `JSONDecoder`.
    public init(directory: URL?, reader: Reader? = nil) {
        self.directory = directory
        self.reader = reader
    }

    /// The stored value for `key` (a relative path such as "open-meteo/52.52,13.41").
    public func value(forKey key: String) -> Value? {
        if let cached = memory[key] { return cached }
        guard let url = fileURL(forKey: key),
              let data = try? Data(contentsOf: url),
              let decoded = decoded(data)
        else { return nil }
        memory[key] = decoded
        return decoded
    }

    private func decoded(_ data: Data) -> Value? {
        guard let reader else { return try? Self.decoder.decode(Value.self, from: data) }
        guard let json = try? JSONText.parse([UInt8](data)) else { return nil }
        return try? reader(json)
    }

    public func store(_ value: Value, forKey key: String) {
        memory[key] = value
        guard let url = fileURL(forKey: key), let data = try? Self.encoder.encode(value) else { return }
        try? AtomicFile.write(data, to: url, newFileMode: Self.newFileMode)
    }

    /// Forgets `key` in memory and on disk (a file that cannot be removed stays readable, as if
    /// it had never been forgotten).
    public func removeValue(forKey key: String) {
        memory[key] = nil
        guard let url = fileURL(forKey: key) else { return }
        try? FileManager.default.removeItem(at: url)
    }

    /// Cached forecasts say where the user's places are: theirs alone, like the places file.
    private static var newFileMode: mode_t { 0o600 }

    private func fileURL(forKey key: String) -> URL? {
        directory?.appendingPathComponent("\(key).json", isDirectory: false)
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        return encoder
    }

    private static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return decoder
    }
}
