import CNcurses
import Glibc
import Synchronization

/// The last line of defence for the user's terminal: if the process exits while curses is
/// active (an `exit()` deep in some library, a forgotten `stop()`), an `atexit` hook calls
/// `endwin`. `Screen.stop()` is still the normal path.
enum TerminalRestoration {
    fileprivate static let cursesIsActive = Atomic<Bool>(false)
    private static let hookIsInstalled = Atomic<Bool>(false)

    static func cursesDidStart() {
        cursesIsActive.store(true, ordering: .sequentiallyConsistent)
        if !hookIsInstalled.exchange(true, ordering: .sequentiallyConsistent) {
            atexit(restoreTerminalAtExit)
        }
    }

    static func cursesDidStop() {
        cursesIsActive.store(false, ordering: .sequentiallyConsistent)
    }
}

private func restoreTerminalAtExit() {
    if TerminalRestoration.cursesIsActive.exchange(false, ordering: .sequentiallyConsistent) {
        endwin()
    }
}
