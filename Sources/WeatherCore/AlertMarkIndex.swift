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

        /// Names of at most 15 bytes, which Swift keeps without allocating: the index is read
        /// at every `--print`, and allocating two long names an entry was a fifth of reading it.
        enum CodingKeys: String, CodingKey {
            case glanceWrittenSeconds = "seconds", glanceWrittenNanoseconds = "nanoseconds", marks
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
            let entry = try JSONFields(value)
            var read = Entry(glanceWritten: 0, marks: try entry.array("marks") { mark throws(JSONFieldError) in
                let fields = try JSONFields(mark)
                return AlertMark(
                    severity: try fields.rawValue("severity", as: AlertSeverity.self),
                    expirationDate: try fields.optionalDate("expirationDate"))
            })
            read.glanceWrittenSeconds = try entry.int(Entry.CodingKeys.glanceWrittenSeconds.rawValue)
            read.glanceWrittenNanoseconds = try entry.int(Entry.CodingKeys.glanceWrittenNanoseconds.rawValue)
            entries[key] = read
        }
    }
}
