import Foundation
import Glibc

/// A locale's `LocaleFacts` kept in the cache directory between runs, so that a command
/// answering from the cache does not start ICU to learn the clock and the names again: one
/// small text file per locale (`locale-facts/<identifier>`), read without a decoder and
/// replaced atomically.
///
/// The facts are ICU's, and ICU's data is part of the build, so a file records which build
/// wrote it (the executable's size, modification time and inode) and a file from another
/// build, or one that cannot be read, is ignored: the facts are asked of ICU again and the
/// file replaced. It is a cache: losing it costs one ICU call, never a wrong answer.
public struct LocaleFactsFile: Sendable {
    public let directory: URL
    /// Which build is asking; nil when it cannot be told, and then no file is used.
    let buildStamp: String?

    static let header = "weatherboard locale facts 1"

    public init(cacheDirectory: URL) {
        self.init(directory: cacheDirectory.appendingPathComponent("locale-facts", isDirectory: true), buildStamp: Self.runningBuildStamp())
    }

    /// `buildStamp` stands for the build that reads and writes: another stamp is another build.
    public init(directory: URL, buildStamp: String?) {
        self.directory = directory
        self.buildStamp = buildStamp
    }

    /// The facts of `identifier`, from the file when it was written by this build, else from
    /// ICU (and then written for the next run). Either way this process remembers them, so
    /// every `LocalClock` for the locale answers from them.
    public func facts(for identifier: String) -> LocaleFacts {
        if let stored = storedFacts(for: identifier) {
            LocaleFacts.remember(stored, for: identifier)
            return stored
        }
        let facts = LocaleFacts.for(identifier: identifier)
        if let url = fileURL(for: identifier), let buildStamp, let text = Self.text(of: facts, identifier: identifier, buildStamp: buildStamp) {
            // Best effort: a cache directory that cannot be written costs ICU at the next start.
            try? AtomicFile.write(Data(text.utf8), to: url, newFileMode: 0o600)
        }
        return facts
    }

    /// Where `identifier`'s facts are kept; nil for an identifier that is not a plain name
    /// (it comes from the environment and could hold a path).
    public func fileURL(for identifier: String) -> URL? {
        let allowed = identifier.utf8.allSatisfy { byte in
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
        }
        guard allowed, !identifier.isEmpty, identifier.utf8.count <= 64 else { return nil }
        return directory.appendingPathComponent(identifier, isDirectory: false)
    }

    /// The file's lines: header, build stamp, identifier, "12" or "24", weekdays and months
    /// separated by tabs, AM, PM.
    static func text(of facts: LocaleFacts, identifier: String, buildStamp: String) -> String? {
        let names = facts.shortWeekdays + facts.shortMonths + [facts.am, facts.pm]
        // A name holding a separator could not be read back as written; ICU has none, but
        // then the facts simply are not kept.
        guard !names.contains(where: { $0.isEmpty || $0.contains("\t") || $0.contains("\n") }) else { return nil }
        return [
            header, buildStamp, identifier, facts.uses24HourClock ? "24" : "12",
            facts.shortWeekdays.joined(separator: "\t"), facts.shortMonths.joined(separator: "\t"), facts.am, facts.pm,
        ].joined(separator: "\n") + "\n"
    }

    /// The facts in `identifier`'s file, or nil when it is missing, from another build or
    /// another locale, or not exactly in the format `text(of:)` writes.
    public func storedFacts(for identifier: String) -> LocaleFacts? {
        guard let url = fileURL(for: identifier), let buildStamp,
              let data = try? FileContents.read(url), data.count < 4096,
              let text = String(validating: data, as: UTF8.self)
        else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.count == 9, lines[8].isEmpty, lines[0] == Self.header, lines[1] == buildStamp, lines[2] == identifier,
              lines[3] == "12" || lines[3] == "24"
        else { return nil }
        let weekdays = lines[4].split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        let months = lines[5].split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        let names: [String] = weekdays + months + [lines[6], lines[7]]
        guard weekdays.count == 7, months.count == 12, !names.contains(where: \.isEmpty) else { return nil }
        return LocaleFacts(uses24HourClock: lines[3] == "24", shortWeekdays: weekdays, shortMonths: months, am: lines[6], pm: lines[7])
    }

    /// The running executable's size, modification time and inode: a rebuild or an install of
    /// another version changes them.
    static func runningBuildStamp() -> String? {
        var info = stat()
        guard stat("/proc/self/exe", &info) == 0 else { return nil }
        return "\(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_ino)"
    }
}
