import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Why a whole file could not be read.
public enum FileReadError: Error, Equatable {
    /// There is no file at the path (ENOENT): for most of our files, the normal first run.
    case missing
    /// It is there but could not be read; the reason is the system's ("Permission denied").
    case unreadable(String)
}

/// Whole files read with open, fstat and read, and bytes written whole with write. `Data(contentsOf:)` reads the same bytes, but
/// every start reads four or five small files (places, the cache entry, the locale facts, a
/// missing config.json), and Foundation's reader builds a dictionary of file attributes, typed
/// by name at its first use, and an NSError with its user info for a file that is not there.
public enum FileContents {
    public static func read(_ url: URL) throws(FileReadError) -> Data {
        try read(path: url.path)
    }

    public static func read(path: String) throws(FileReadError) -> Data {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure() }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw failure() }
        // One byte more than the size, so that a file read whole ends in the first read.
        var data = Data(count: max(Int(status.st_size), 0) + 1)
        var length = 0
        while true {
            if length == data.count { data.count += max(data.count, 4096) }
            let received = data.withUnsafeMutableBytes { buffer -> Int in
                guard let start = buffer.baseAddress else { return 0 }
                return Glibc.read(descriptor, start + length, buffer.count - length)
            }
            if received < 0 {
                if errno == EINTR { continue }
                throw failure()
            }
            if received == 0 { break }
            length += received
        }
        data.count = length
        return data
    }

    /// Writes all of `bytes` to `descriptor`, again after a signal or a short write; nil when
    /// they are written, else the errno of the write that failed (EIO for one that wrote nothing).
    public static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        guard let start = bytes.baseAddress else { return nil }
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(descriptor, start + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            guard written > 0 else { return EIO }
            offset += written
        }
        return nil
    }

    private static func failure() -> FileReadError {
        errno == ENOENT ? .missing : .unreadable(String(cString: strerror(errno)))
    }
}
