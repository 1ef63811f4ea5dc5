import Foundation

/// Where a store keeps its files: a directory under the cache, and the same path under a spare
/// root for the times the cache cannot be written (a full disk, a directory that became a file).
///
/// The spare root is in `$XDG_RUNTIME_DIR`, memory-backed storage that is the user's own and is
/// emptied at logout: without it, a status bar that starts `--oneline` every few seconds on a full
/// disk would ask every service each time (four requests a run), the weekly archive included.
/// Stores read whichever copy is newer, so the spare is used only while it holds newer data, and
/// a store removes its spare copy once the cache takes the file again.
public struct CacheLocation: Sendable {
    /// Where files go normally (`~/.cache/weatherboard/forecast-parts`).
    public let directory: URL
    /// The same place under the spare root; nil when there is no spare root.
    public let spareDirectory: URL?
    /// The cache's root and the spare's, named in what is said about a failed write.
    public let root: URL
    public let spareRoot: URL?
    /// Where every store under this root reports a write that failed.
    public let writeLog: CacheWriteLog

    /// A root with `spareRoot` as its spare (nil: none).
    public init(root: URL, spareRoot: URL?, writeLog: CacheWriteLog = CacheWriteLog()) {
        self.init(directory: root, spareDirectory: spareRoot, root: root, spareRoot: spareRoot, writeLog: writeLog)
    }

    /// A root without a spare, whose failed writes nobody reads: for tools and tests that keep
    /// a cache of their own.
    public init(_ directory: URL) {
        self.init(root: directory, spareRoot: nil)
    }

    private init(directory: URL, spareDirectory: URL?, root: URL, spareRoot: URL?, writeLog: CacheWriteLog) {
        self.directory = directory
        self.spareDirectory = spareDirectory
        self.root = root
        self.spareRoot = spareRoot
        self.writeLog = writeLog
    }

    /// The location of a subdirectory, in the cache and in the spare alike.
    public func appending(_ component: String) -> CacheLocation {
        CacheLocation(
            directory: directory.appendingPathComponent(component, isDirectory: true),
            spareDirectory: spareDirectory?.appendingPathComponent(component, isDirectory: true),
            root: root, spareRoot: spareRoot, writeLog: writeLog)
    }

    /// `$XDG_CACHE_HOME/weatherboard` (or `~/.cache/weatherboard`) with
    /// `$XDG_RUNTIME_DIR/weatherboard/cache` as its spare when that variable names a directory
    /// by an absolute path.
    public static func standard(environment: [String: String] = ProcessEnvironment.current()) -> CacheLocation {
        let spareRoot = environment["XDG_RUNTIME_DIR"].flatMap { runtime in
            runtime.hasPrefix("/") ? URL(fileURLWithPath: runtime).appendingPathComponent("weatherboard/cache", isDirectory: true) : nil
        }
        return CacheLocation(root: ForecastCache.defaultDirectory(environment: environment), spareRoot: spareRoot)
    }
}
