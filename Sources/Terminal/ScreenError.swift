import Glibc
import WeatherCore

/// Why the screen could not start; `message(in:)` is one sentence for the user.
public enum ScreenError: Error, Hashable, Sendable, CustomStringConvertible {
    /// stdin or stdout is not a terminal (output piped to a file, run from cron).
    case notATerminal
    /// ncurses does not know the terminal type in `TERM`.
    case unknownTerminal(String)
    /// The terminal (TERM=dumb, for one) cannot position the cursor.
    case cannotPositionCursor(String)
    case alreadyStarted
    case systemCall(String, Int32)

    /// The sentence in `words`' language.
    public func message(in words: Catalog) -> String {
        switch self {
        case .notATerminal:
            return words(.terminalNeeded)
        case .unknownTerminal(let term):
            return term.isEmpty ? words(.terminalTypeNotSet) : words(.terminalTypeUnknown, ["term": term])
        case .cannotPositionCursor(let term):
            return words(.terminalCannotPositionCursor, ["term": term])
        case .alreadyStarted:
            // A mistake in the program, not the user's: said in English, as for a bug report.
            return "The screen was already started; a Screen can be started only once."
        case .systemCall(let name, let code):
            return words(.terminalSetupFailed, ["call": name, "reason": String(cString: strerror(code))])
        }
    }

    /// In English.
    public var description: String { message(in: .english) }
}
