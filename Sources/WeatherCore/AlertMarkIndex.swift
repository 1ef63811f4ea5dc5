import Foundation

/// One provider's warning marks for every place whose glance the cache wrote, in one file
/// beside the glances (`glances/PROVIDER.json`): with 50 saved places, reading a glance per
/// place was half of a `--print` that shows only their tabs.
///
/// Each entry names the write time of the glance it was made from. A reader trusts an entry
/// only while the glance file still has that time, so an entry another process overwrote or
/// never wrote (two programs writing the index at once keep one's entries) costs a read of
/// that glance, never an old mark.
struct AlertMarkIndex: Sendable, Equatable, Codable {
    struct Entry: Sendable, Equatable, Codable {
        /// The glance file's modification time when the entry was written, in seconds since
        /// 1970 and nanoseconds past them: nanoseconds since 1970 (`JSONFileStore.modificationTime(forKey:)`)
        /// need 61 bits, and a JSON number is read as a double, exact to 53.
        var glanceWrittenSeconds: Int
        var glanceWrittenNanoseconds: Int
        var marks: [AlertMark]

        init(glanceWritten: Int, marks: [AlertMark]) {
            glanceWrittenSeconds = glanceWritten / 1_000_000_000
            glanceWrittenNanoseconds = glanceWritten % 1_000_000_000
            self.marks = marks
        }

        var glanceWritten: Int { glanceWrittenSeconds * 1_000_000_000 + glanceWrittenNanoseconds }

        /// Written as `[seconds, nanoseconds, [marks]]`: the index is read at every `--print`,
        /// and an array reads in about half the time of an object with named members.
        func encode(to encoder: any Encoder) throws {
            var parts = encoder.unkeyedContainer()
            try parts.encode(glanceWrittenSeconds)
            try parts.encode(glanceWrittenNanoseconds)
            try parts.encode(marks)
        }

        init(from decoder: any Decoder) throws {
            var parts = try decoder.unkeyedContainer()
            glanceWrittenSeconds = try parts.decode(Int.self)
            glanceWrittenNanoseconds = try parts.decode(Int.self)
            marks = try parts.decode([AlertMark].self)
            guard parts.isAtEnd else {
                throw DecodingError.dataCorruptedError(in: parts, debugDescription: "an index entry has three parts")
            }
        }

        /// The same, read from what `JSONText` parsed.
        init(cachedJSON json: JSONValue) throws(JSONFieldError) {
            guard case .array(let parts) = json, parts.count == 3 else { throw JSONFieldError("an index entry has three parts") }
            glanceWrittenSeconds = try parts[0].asInt()
            glanceWrittenNanoseconds = try parts[1].asInt()
            marks = try parts[2].asArray { mark throws(JSONFieldError) in
                let fields = try JSONFields(mark)
                return AlertMark(
                    severity: try fields.rawValue("severity", as: AlertSeverity.self),
                    expirationDate: try fields.optionalDate("expirationDate"))
            }
        }
    }

    /// By `Place.coordinateKey`.
    var entries: [String: Entry] = [:]

    init(entries: [String: Entry] = [:]) {
        self.entries = entries
    }

    /// Read without `JSONDecoder` (it is read at every `--print`), by the rules `JSONFields`
    /// keeps; the file is written by `JSONEncoder`.
    init(cachedJSON json: JSONValue) throws(JSONFieldError) {
        let fields = try JSONFields(json)
        guard case .object(let members) = try fields.required("entries") else { throw JSONFieldError("entries is not an object") }
        for (key, value) in members {
            entries[key] = try Entry(cachedJSON: value)
        }
    }
}
