import Foundation
import Synchronization

/// A cache file that could not be written, and where its data went instead.
public struct CacheWriteProblem: Sendable, Hashable {
    /// The cache's root directory.
    public let cacheDirectory: String
    /// Why not, from the system ("could not create …: No space left on device").
    public let reason: String
    /// The spare root that took the file; nil when there was none or it failed too, so that
    /// the next run asks the network again.
    public let spareDirectory: String?

    public init(cacheDirectory: String, reason: String, spareDirectory: String?) {
        self.cacheDirectory = cacheDirectory
        self.reason = reason
        self.spareDirectory = spareDirectory
    }

    /// The sentence for stderr or the dashboard's status line.
    public func sentence(in words: Catalog) -> String {
        let values: KeyValuePairs = [
            "directory": TerminalText.sanitized(cacheDirectory), "reason": TerminalText.sanitized(reason),
            "spare": TerminalText.sanitized(spareDirectory ?? ""),
        ]
        return words(spareDirectory == nil ? .cacheNotWritten : .cacheKeptInSpare, values)
    }
}

/// The first failed cache write of this run, kept until it has been said once: a full disk
/// fails every write, and one sentence says it (stderr at the end of a one-shot command, the
/// status line in the dashboard).
public final class CacheWriteLog: Sendable {
    private struct State {
        var problem: CacheWriteProblem?
        var said = false
    }

    private let state = Mutex(State())

    public init() {}

    public func record(_ problem: CacheWriteProblem) {
        state.withLock { state in
            if state.problem == nil { state.problem = problem }
        }
    }

    /// The problem, the first time it is asked for after it happened; nil after that.
    public func takeUnsaid() -> CacheWriteProblem? {
        state.withLock { state in
            guard let problem = state.problem, !state.said else { return nil }
            state.said = true
            return problem
        }
    }
}
