import Foundation

extension URL {
    /// This file URL's path as the system calls take it. `path` decodes the URL's percent
    /// escapes through a set of bytes whose generic type the runtime looks up by name at its
    /// first use: 0.44M instructions of every start, which reads its cache and settings by path.
    /// The file system representation is the same path, made without it.
    public var fileSystemPath: String {
        withUnsafeFileSystemRepresentation { representation in representation.map { String(cString: $0) } } ?? path
    }
}
