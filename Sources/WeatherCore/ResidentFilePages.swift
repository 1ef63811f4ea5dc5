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
        return file.readDataToEndOfFile().withUnsafeBytes { mappings(inSmaps: $0.bindMemory(to: UInt8.self)) }
    }

    /// The mappings `smaps` text lists, read as bytes: a mapping has two dozen lines, and
    /// splitting them into `String`s by characters cost 70M instructions at each release,
    /// two seconds after every minute's repaint.
    static func mappings(inSmaps text: UnsafeBufferPointer<UInt8>) -> [Mapping] {
        var mappings: [Mapping] = []
        for line in text.split(separator: UInt8(ascii: "\n")) {
            // A mapping's first line begins "start-end "; each of its others "Key: ".
            let firstMark = line.first { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: " ") }
            if firstMark == UInt8(ascii: "-") {
                if let header = header(line) { mappings.append(header) }
            } else if !mappings.isEmpty {
                if let kilobytes = value(of: "Rss:", in: line) {
                    mappings[mappings.count - 1].residentKilobytes = kilobytes
                } else if let kilobytes = value(of: "Anonymous:", in: line) {
                    mappings[mappings.count - 1].anonymousKilobytes = kilobytes
                }
            }
        }
        return mappings
    }

    /// "start-end perms offset device inode path", the path being all that follows (a path
    /// may hold spaces).
    private static func header(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> Mapping? {
        let fields = line.split(separator: UInt8(ascii: " "), maxSplits: 5, omittingEmptySubsequences: true)
        guard fields.count >= 5, let dash = fields[0].firstIndex(of: UInt8(ascii: "-")),
              let start = hexadecimal(fields[0][..<dash]), let end = hexadecimal(fields[0][(dash + 1)...]), end > start
        else { return nil }
        // The path is the rest of the line after the spaces that align it.
        let path = fields.count > 5 ? String(decoding: fields[5].drop { $0 == UInt8(ascii: " ") }, as: UTF8.self) : ""
        return Mapping(
            path: path, permissions: String(decoding: fields[1], as: UTF8.self),
            residentKilobytes: 0, anonymousKilobytes: 0, start: start, end: end)
    }

    /// The number of a "Key:   123 kB" line with that key; nil for another line.
    private static func value(of key: StaticString, in line: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        let keyBytes = UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount)
        guard line.starts(with: keyBytes) else { return nil }
        let digits = line.dropFirst(keyBytes.count).drop { $0 == UInt8(ascii: " ") }
            .prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        guard !digits.isEmpty, digits.count <= 18 else { return nil }
        return digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }

    private static func hexadecimal(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> UInt? {
        guard !digits.isEmpty, digits.count <= UInt.bitWidth / 4, digits.allSatisfy(isHexDigit) else { return nil }
        return digits.reduce(0) { value, digit in
            value << 4 | UInt(digit <= UInt8(ascii: "9") ? digit - UInt8(ascii: "0") : (digit | 0x20) - UInt8(ascii: "a") + 10)
        }
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
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
