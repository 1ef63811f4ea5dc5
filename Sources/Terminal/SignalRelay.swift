import Glibc
import Synchronization

/// The write end of the signal pipe, read by the C signal handler. An atomic because a signal
/// handler may run on any thread and must not take locks.
private let signalPipeWriteEnd = Atomic<Int32>(-1)

/// Async-signal-safe: one `write` of the signal number, errno preserved.
private func relaySignal(_ signal: Int32) {
    let descriptor = signalPipeWriteEnd.load(ordering: .relaxed)
    guard descriptor >= 0 else { return }
    let savedErrno = errno
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(descriptor, &byte, 1)
    errno = savedErrno
}

/// Turns the signals the dashboard cares about into bytes on a pipe (the self-pipe trick), so
/// the input thread sees them in the same `poll` as key presses and the main actor handles them
/// in order. Nothing curses-related may happen inside a signal handler.
///
/// Why not libdispatch signal sources: they would need a queue of their own and would still
/// have to hop to the main actor; the pipe keeps one waiting point and one order of events.
final class SignalRelay {
    static let relayedSignals: [Int32] = [SIGWINCH, SIGTERM, SIGHUP, SIGINT, SIGTSTP, SIGCONT]

    /// Poll this descriptor for readability; each byte read is one signal number.
    let readEnd: Int32
    private let writeEnd: Int32
    private var previousActions: [Int32: sigaction] = [:]

    init() throws(ScreenError) {
        // Non-blocking so a flood of signals can never block the handler; a full pipe only
        // drops duplicates that the reader would have coalesced anyway.
        (readEnd, writeEnd) = try makePipe(nonBlocking: true)
    }

    /// Installs the handlers, remembering the previous ones (ncurses installs its own for
    /// SIGWINCH and SIGTSTP; ours replace them).
    func install() {
        signalPipeWriteEnd.store(writeEnd, ordering: .relaxed)
        var action = sigaction()
        action.__sigaction_handler.sa_handler = relaySignal
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for signal in Self.relayedSignals {
            var previous = sigaction()
            if sigaction(signal, &action, &previous) == 0 {
                previousActions[signal] = previous
            }
            sigaddset(&unblock, signal)
        }
        // A parent (a test runner, for one) may have started us with these blocked.
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    }

    /// Restores the previous handlers, so Ctrl-C and Ctrl-Z behave normally after the screen
    /// stops. Idempotent.
    func uninstall() {
        for (signal, var previous) in previousActions {
            sigaction(signal, &previous, nil)
        }
        previousActions.removeAll()
        signalPipeWriteEnd.store(-1, ordering: .relaxed)
    }

    deinit {
        uninstall()
        close(readEnd)
        close(writeEnd)
    }
}
