import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Gives back the pages of read-only file mappings that a process touched once and keeps
/// mapped: most of an idle dashboard's resident memory is the program's own code and
/// constants (issue 24: 16 of its 23 MiB), nearly all of it run or read only while it
/// started, decoded a forecast or wrote the cache.
///
/// Such a page is a clean copy of the file: `MADV_DONTNEED` only unmaps it from this process
/// (the kernel's page cache keeps it while memory allows), and the next use maps it again
/// from there. A mapping is only released when nothing in it can be lost: private, without
/// write permission, and with no page of its own (`Anonymous: 0`, which rules out the
/// relocated constants that the loader made read-only after writing them).
public enum ResidentFilePages {
    /// One mapping of `/proc/self/smaps` that `release` may consider.
    public struct Mapping: Sendable, Equatable {
        /// The mapped file's path as the kernel gives it.
        public var path: String
        public var permissions: String
        public var residentKilobytes: Int
        public var anonymousKilobytes: Int
        fileprivate var start: UInt
        fileprivate var end: UInt

        /// Private, read-only, a file's, and holding nothing but the file's own bytes.
        var isReleasable: Bool {
            permissions.count == 4 && !permissions.contains("w") && permissions.hasSuffix("p")
                && path.hasPrefix("/") && anonymousKilobytes == 0 && residentKilobytes > 0
        }
    }

    /// Releases every releasable mapping of a file `isWanted` accepts; returns the KiB that
    /// were resident in them.
    @discardableResult
    public static func release(where isWanted: (String) -> Bool) -> Int {
        var released = 0
        for mapping in mappings() where mapping.isReleasable && isWanted(mapping.path) {
            guard let address = UnsafeMutableRawPointer(bitPattern: mapping.start) else { continue }
            if madvise(address, Int(mapping.end - mapping.start), MADV_DONTNEED) == 0 {
                released += mapping.residentKilobytes
            }
        }
        return released
    }

    /// Releases the program's own code and constants and those of the shared libraries it
    /// loaded (their files are replaced, never rewritten, by an upgrade, so a page mapped
    /// again is the same page); files the program mapped for their contents stay.
    @discardableResult
    public static func releaseProgramCode() -> Int {
        let program = programPath()
        return release { path in path == program || isSharedLibrary(path) }
    }

    /// The mappings of a process (this one by default, or a process id), as its
    /// `/proc/…/smaps` lists them now.
    public static func mappings(ofProcess process: String = "self") -> [Mapping] {
        // Read to the end: /proc files report no size.
        guard let file = FileHandle(forReadingAtPath: "/proc/\(process)/smaps") else { return [] }
        defer { try? file.close() }
        let text = String(decoding: file.readDataToEndOfFile(), as: UTF8.self)
        var mappings: [Mapping] = []
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard let first = fields.first else { continue }
            if !first.hasSuffix(":"), let header = header(fields) {
                mappings.append(header)
            } else if fields.count > 1, let kilobytes = Int(fields[1]), !mappings.isEmpty {
                switch first {
                case "Rss:": mappings[mappings.count - 1].residentKilobytes = kilobytes
                case "Anonymous:": mappings[mappings.count - 1].anonymousKilobytes = kilobytes
                default: break
                }
            }
        }
        return mappings
    }

    /// "start-end perms offset device inode path", the path being all that follows (a path
    /// may hold spaces).
    private static func header(_ fields: [Substring]) -> Mapping? {
        let range = fields[0].split(separator: "-")
        guard fields.count >= 5, range.count == 2,
              let start = UInt(range[0], radix: 16), let end = UInt(range[1], radix: 16), end > start
        else { return nil }
        return Mapping(
            path: fields.dropFirst(5).joined(separator: " "), permissions: String(fields[1]),
            residentKilobytes: 0, anonymousKilobytes: 0, start: start, end: end)
    }

    /// The running program's file, as the kernel names it in the mappings.
    private static func programPath() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// "libc.so.6", "libstdc++.so.6.0.30": a shared object by the name the loader gives it.
    private static func isSharedLibrary(_ path: String) -> Bool {
        let name = path.split(separator: "/").last ?? ""
        return name.hasSuffix(".so") || name.contains(".so.")
    }
}
