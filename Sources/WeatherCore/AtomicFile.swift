import Foundation
import Glibc

/// Why a file could not be written, in words for the end of a sentence.
public struct AtomicFileError: Error, Sendable, Hashable {
    public let reason: String

    init(_ reason: String) { self.reason = reason }

    /// "could not <action> <path>: <strerror(errno)>"
    static func system(_ action: String, _ path: String, errno code: Int32 = errno) -> AtomicFileError {
        AtomicFileError("could not \(action) \(path): \(String(cString: strerror(code)))")
    }
}

/// Replaces a file in one step, so a reader sees the old contents or the new, never half a
/// file, and a crash or a full disk leaves the old file in place.
///
/// Written here rather than with Foundation's `.atomic` option because that one creates the
/// replacement with the default mode (widening a 0600 file to 0644) and leaves
/// `.dat.nosync*` files behind when the process dies mid-write, with names nobody can tell
/// apart from someone else's write in progress. Here the temporary file is
/// `.<name>.tmp-<pid>-<random>` in the same directory, so a later write can tell whose it was
/// and remove it once that process is gone.
public enum AtomicFile {
    /// Temporary files older than this are left over from a write that never finished, even if
    /// their process number has been reused by something alive.
    static let staleAge: TimeInterval = 60

    /// Writes `data` to `url`: a temporary file in the same directory (created exclusively,
    /// written, flushed with fsync), given the existing file's permission bits, then renamed
    /// over the old file.
    ///
    /// - A new file gets `newFileMode`; missing directories are created 0700, since what is
    ///   kept here (where the user's places are) is theirs alone. Existing directories keep
    ///   their mode.
    /// - An existing file whose owner has no write permission (chmod 0444) is refused rather
    ///   than replaced: the user made it read-only on purpose, and renaming over it would
    ///   quietly undo that (root may rename over anything, so the mode bits are checked, not
    ///   `access`).
    /// - Temporary files of earlier writes that died (killed, power cut) are removed first.
    public static func write(_ data: Data, to url: URL, newFileMode: mode_t) throws(AtomicFileError) {
        let directory = url.deletingLastPathComponent()
        try createDirectory(directory)
        removeStaleTemporaryFiles(besides: url)

        // Paths as plain strings up front, so nothing runs between a failing call and the
        // errno that explains it.
        let path = url.path
        let temporaryPath = directory.appendingPathComponent(
            "\(temporaryPrefix(for: url))\(getpid())-\(String(UInt32.random(in: 0...UInt32.max), radix: 36))").path

        var existing = stat()
        let mode: mode_t
        if stat(path, &existing) == 0 {
            guard existing.st_mode & S_IWUSR != 0 else {
                throw AtomicFileError(
                    "it is read-only (mode \(String(existing.st_mode & 0o7777, radix: 8))); make it writable (chmod u+w) to allow changes")
            }
            mode = existing.st_mode & 0o7777
        } else if errno == ENOENT {
            mode = newFileMode
        } else {
            throw .system("read the permissions of", path)
        }

        let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw .system("create", temporaryPath) }
        var renamed = false
        defer { if !renamed { unlink(temporaryPath) } }
        do throws(AtomicFileError) {
            // open applies the umask; fchmod gives the exact bits (a 0664 file stays 0664).
            guard fchmod(descriptor, mode) == 0 else { throw .system("set the permissions of", temporaryPath) }
            try writeAll(data, to: descriptor, path: temporaryPath)
            guard fsync(descriptor) == 0 else { throw .system("write", temporaryPath) }
        } catch {
            close(descriptor)
            throw error
        }
        guard close(descriptor) == 0 else { throw .system("write", temporaryPath) }
        guard rename(temporaryPath, path) == 0 else { throw .system("replace", path) }
        renamed = true
        syncDirectory(directory)
    }

    /// Creates `directory` and any missing parents with mode 0700.
    public static func createDirectory(_ directory: URL) throws(AtomicFileError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw AtomicFileError("\(directory.path) is not a directory") }
            return
        }
        let path = directory.path
        let parent = directory.deletingLastPathComponent()
        if parent.path != path { try createDirectory(parent) }
        guard mkdir(path, 0o700) == 0 || errno == EEXIST else { throw .system("create the directory", path) }
    }

    /// Removes temporary files left beside `url` by writes that never finished: ours whose
    /// process is gone or that are older than a minute, and Foundation's `.dat.nosync*` files
    /// (from versions that wrote with `.atomic`) older than a minute. A write in progress in a
    /// live process is younger than that and keeps its file.
    static func removeStaleTemporaryFiles(besides url: URL) {
        let directory = url.deletingLastPathComponent()
        let prefix = temporaryPrefix(for: url)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        let now = Date().timeIntervalSince1970
        for name in names where name.hasPrefix(prefix) || name.hasPrefix(".dat.nosync") {
            let path = directory.appendingPathComponent(name).path
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            let age = now - TimeInterval(info.st_mtim.tv_sec)
            let writer = name.hasPrefix(prefix) ? processID(inTemporaryName: name, prefix: prefix) : nil
            let writerIsGone = writer.map { kill($0, 0) != 0 && errno == ESRCH } ?? false
            if age > staleAge || writerIsGone { unlink(path) }
        }
    }

    /// `.places.json.tmp-`: hidden, and named after the file it replaces.
    static func temporaryPrefix(for url: URL) -> String {
        ".\(url.lastPathComponent).tmp-"
    }

    private static func processID(inTemporaryName name: String, prefix: String) -> pid_t? {
        guard let digits = name.dropFirst(prefix.count).split(separator: "-").first else { return nil }
        return pid_t(digits).flatMap { $0 > 0 ? $0 : nil }
    }

    private static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws(AtomicFileError) {
        if let failure = data.withUnsafeBytes({ FileContents.writeAll($0, to: descriptor) }) {
            throw .system("write", path, errno: failure)
        }
    }

    /// Makes the rename itself durable; a directory that cannot be synced (some network file
    /// systems) still has the new file.
    private static func syncDirectory(_ directory: URL) {
        let descriptor = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }
}
