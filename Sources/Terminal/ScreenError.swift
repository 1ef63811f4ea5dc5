import Glibc

/// Why the screen could not start; `description` is one sentence for the user.
public enum ScreenError: Error, Hashable, Sendable, CustomStringConvertible {
    /// stdin or stdout is not a terminal (output piped to a file, run from cron).
    case notATerminal
    /// ncurses does not know the terminal type in `TERM`.
    case unknownTerminal(String)
    /// The terminal (TERM=dumb, for one) cannot position the cursor.
    case cannotPositionCursor(String)
    case alreadyStarted
    case systemCall(String, Int32)

    public var description: String {
        switch self {
        case .notATerminal:
            return "The dashboard needs a terminal: run it in a terminal window, or use --json for output to a pipe or file."
        case .unknownTerminal(let term):
            let name = term.isEmpty ? "(TERM is not set)" : "'\(term)'"
            return "The terminal type \(name) is unknown to ncurses: set TERM to one your system knows, such as xterm-256color."
        case .cannotPositionCursor(let term):
            return "The terminal type '\(term)' cannot position the cursor, so the dashboard cannot be drawn: use --json, or a terminal such as xterm-256color."
        case .alreadyStarted:
            return "The screen was already started; a Screen can be started only once."
        case .systemCall(let name, let code):
            return "Could not set up the terminal (\(name): \(String(cString: strerror(code))))."
        }
    }
}
