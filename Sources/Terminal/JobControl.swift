import Glibc

/// Stopping for Ctrl-Z and waiting to be in the foreground again, the way ncurses' own SIGTSTP
/// handler does, but from whichever thread the main actor runs on.
///
/// Two facts of the process shape these functions. The main actor runs on libdispatch worker
/// threads, which block SIGTTOU and some of them SIGTSTP and SIGCONT too, while the main thread
/// waits in `sigsuspend` with nothing blocked. So a signal sent to the whole process
/// (`kill(getpid(), SIGSTOP)`) is taken by the main thread, and the caller runs on until that
/// thread has stopped the group: long enough to re-enter curses mode, which left the shell the
/// alternate screen and, after `fg`, the dashboard the shell's line-buffered modes. `raise`
/// directs the signal at the calling thread and returns only after the stop.
enum JobControl {
    /// Stops the process as Ctrl-Z's default action would and returns once it has been continued
    /// and owns `terminal` again (after `fg`; after `bg` it stops again first).
    ///
    /// SIGTSTP rather than SIGSTOP: in an orphaned process group, where no shell could continue
    /// us (the program started directly as a tmux pane's command), the kernel discards it and
    /// this returns at once instead of freezing the pane.
    static func stop(terminal: Int32) {
        withDefaultActions(for: [SIGTSTP, SIGCONT]) {
            withUnblocked([SIGTSTP, SIGTTOU]) {
                _ = raise(SIGTSTP)
                waitUntilOwning(terminal)
            }
        }
    }

    /// Returns once this process's group owns `terminal`: at once in the foreground, after the
    /// shell's `fg` when we were continued in the background.
    static func waitForForeground(terminal: Int32) {
        guard !isInForeground(terminal) else { return }
        withDefaultActions(for: [SIGCONT]) {
            withUnblocked([SIGTTOU]) { waitUntilOwning(terminal) }
        }
    }

    private static func isInForeground(_ terminal: Int32) -> Bool {
        let owner = tcgetpgrp(terminal)
        // -1: no terminal any more; the next read reports that, there is nothing to wait for.
        return owner == -1 || owner == getpgrp()
    }

    /// Needs SIGTTOU unblocked on this thread. Setting the terminal's own modes from the
    /// background makes the kernel stop the process group with SIGTTOU, as it does for any job
    /// that touches the terminal, and retry after each SIGCONT until we are in the foreground;
    /// an orphaned group gets EIO instead of a stop it could never leave.
    private static func waitUntilOwning(_ terminal: Int32) {
        guard !isInForeground(terminal) else { return }
        var modes = termios()
        guard tcgetattr(terminal, &modes) == 0 else { return }
        _ = tcsetattr(terminal, TCSANOW, &modes)
    }

    /// Runs `body` with the default actions for `signals`, then puts the previous handlers back.
    /// Default SIGCONT just continues, so our own stop is not relayed as a second resume.
    private static func withDefaultActions(for signals: [Int32], _ body: () -> Void) {
        var defaultAction = sigaction()
        defaultAction.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&defaultAction.sa_mask)
        var previousActions: [(signal: Int32, action: sigaction)] = []
        for signal in signals {
            var previous = sigaction()
            if sigaction(signal, &defaultAction, &previous) == 0 {
                previousActions.append((signal, previous))
            }
        }
        body()
        for (signal, var previous) in previousActions {
            sigaction(signal, &previous, nil)
        }
    }

    /// Runs `body` with `signals` unblocked on this thread, then restores the thread's mask.
    private static func withUnblocked(_ signals: [Int32], _ body: () -> Void) {
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for signal in signals { sigaddset(&unblock, signal) }
        var previousMask = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &unblock, &previousMask)
        body()
        pthread_sigmask(SIG_SETMASK, &previousMask, nil)
    }
}
