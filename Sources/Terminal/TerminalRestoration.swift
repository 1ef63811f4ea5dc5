import CNcurses
import Glibc
import Synchronization

/// The last line of defence for the user's terminal: if the process exits while curses is
/// active (an `exit()` deep in some library, a forgotten `stop()`), an `atexit` hook turns mouse
/// reporting off and calls `endwin`. `Screen.stop()` is still the normal path.
enum TerminalRestoration {
    fileprivate static let cursesIsActive = Atomic<Bool>(false)
    private static let hookIsInstalled = Atomic<Bool>(false)
    fileprivate static let mouseIsReporting = Atomic<Bool>(false)

    static let mouseReportingOn = "\u{1B}[?1000h\u{1B}[?1006h"
    static let mouseReportingOff = "\u{1B}[?1006l\u{1B}[?1000l"

    static func mouseReportingDidChange(_ isOn: Bool) {
        mouseIsReporting.store(isOn, ordering: .sequentiallyConsistent)
    }

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
    if TerminalRestoration.mouseIsReporting.exchange(false, ordering: .sequentiallyConsistent) {
        let off = TerminalRestoration.mouseReportingOff
        _ = off.withCString { write(STDOUT_FILENO, $0, strlen($0)) }
    }
    if TerminalRestoration.cursesIsActive.exchange(false, ordering: .sequentiallyConsistent) {
        endwin()
    }
}
