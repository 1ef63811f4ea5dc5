/// Everything a screen reports, in the order it happened.
public enum TerminalEvent: Hashable, Sendable {
    case key(KeyEvent)
    /// A click or a wheel turn, where the screen reports them (`CursesScreen(reportsMouse:)`).
    case mouse(MouseEvent)
    /// The terminal changed size. Render a canvas of this size.
    case resized(TerminalSize)
    /// The program came back from Ctrl-Z (`fg`) or was otherwise continued. The screen has been
    /// repainted from the last frame; render again if anything changed while stopped.
    case resumed
    /// The terminal answered a question about itself (which pictures it draws).
    case reply(TerminalReply)
    /// SIGTERM or SIGHUP (or the terminal went away). The terminal is already restored and
    /// the event stream ends after this; exit with 128 + `signal`.
    case terminated(signal: Int32)
}
