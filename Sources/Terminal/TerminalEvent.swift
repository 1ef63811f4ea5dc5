/// A key press, already decoded from the terminal's byte sequences.
public enum KeyEvent: Hashable, Sendable {
    case up, down, left, right
    case home, end, pageUp, pageDown
    case enter, escape, backspace, delete, tab, backTab
    /// F1 through F12.
    case function(Int)
    /// A printable character, including non-ASCII text typed into a prompt.
    case character(Character)
    /// Control plus a letter, for letters that have no case of their own (Ctrl-L is `"l"`).
    case control(Character)
    /// Ctrl-C, whether it arrived as byte 3 or as SIGINT.
    case controlC
}

/// The size of the terminal in character cells.
public struct TerminalSize: Hashable, Sendable {
    public var rows: Int
    public var columns: Int

    public init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
    }
}

/// Everything the run loop has to react to, in the order it happened.
public enum TerminalEvent: Hashable, Sendable {
    case key(KeyEvent)
    /// The terminal changed size; curses already knows. Render a canvas of this size.
    case resized(TerminalSize)
    /// The program came back from Ctrl-Z (`fg`) or was otherwise continued. The screen has been
    /// repainted from the last frame; render again if anything changed while stopped.
    case resumed
    /// SIGTERM or SIGHUP (or the terminal went away). The terminal is already restored and
    /// the event stream ends after this; exit with `exitStatus`.
    case terminated(signal: Int32)

    /// The conventional exit status for a `terminated` event (128 + signal), 0 otherwise.
    public var exitStatus: Int32 {
        if case .terminated(let signal) = self { return 128 + signal }
        return 0
    }
}
