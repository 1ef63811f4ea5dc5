/// Where frames go and where keys come from: the terminal through ncurses (`CursesScreen` in
/// the Terminal target), or an in-memory screen in tests, so the dashboard's whole loop runs
/// without a terminal.
@MainActor
public protocol Screen: AnyObject {
    /// The size a frame should have now.
    var size: TerminalSize { get }
    /// Keys, resizes, resumes and termination requests, in order; ends when the screen stops.
    var events: AsyncStream<TerminalEvent> { get }
    /// Shows `canvas`; cells equal to those already on screen may cost nothing.
    func present(_ canvas: Canvas)
    /// Repaints the whole screen from scratch (Ctrl-L, or after something else wrote to it).
    func redraw()
    /// The terminal's bell (or its visible flash), to call attention to something new.
    func bell()
    /// Asks the terminal which pictures it draws; its answers come back as `.reply` events.
    func askAboutGraphics()
}

extension Screen {
    /// A screen that draws no pictures (the tests' own) asks nothing.
    public func askAboutGraphics() {}
}
