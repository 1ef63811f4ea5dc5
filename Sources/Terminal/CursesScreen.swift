import CNcurses
import Dashboard
import Foundation
import Glibc
import WeatherCore

/// The terminal, through ncurses: the only place that knows curses exists.
///
/// ```swift
/// let screen = CursesScreen()
/// try screen.start()
/// defer { screen.stop() }
/// screen.present(render(state, size: screen.size))
/// for await event in screen.events { ... }
/// ```
///
/// Every method runs on the main actor because ncurses is not thread-safe. Input and signals
/// are gathered on a separate thread that never touches curses and arrive through `events`.
@MainActor
public final class CursesScreen: Screen {
    /// Keys, clicks, resizes, resume-after-Ctrl-Z and termination requests, in order. Ends after `stop()`.
    public let events: AsyncStream<TerminalEvent>

    /// The colours frames are drawn with, known after `start()`.
    public private(set) var colorCapability = ColorCapability.none

    /// Whether links are sent as OSC 8 hyperlinks (`TerminalEnvironment.supportsHyperlinks`),
    /// known after `start()`; frames should then draw links short (`DashboardModel`).
    public private(set) var supportsHyperlinks = false

    private enum State { case idle, running, suspended, stopped }

    private let environment: [String: String]
    /// Whether clicks and the wheel are asked for (`"mouse": false` in config.json turns it off,
    /// leaving the terminal's own selection to the mouse).
    private let reportsMouse: Bool
    private let continuation: AsyncStream<TerminalEvent>.Continuation
    private var state = State.idle
    private var screen: OpaquePointer?
    private var signalRelay: SignalRelay?
    private var inputReader: InputReader?
    private var colorPairs = ColorPairs(available: 0)
    private var colorCount = 0
    private var hasDefaultColors = false
    private var presentedSize: TerminalSize?
    /// The links of the frame on screen, printed again after every refresh (`HyperlinkOverprint`).
    private var hyperlinkRuns: [HyperlinkOverprint.Run] = []
    /// The picture on screen and the kitty images the terminal holds.
    private var pictureOutput: PictureOutput
    /// The last frame presented, whose picture a full repaint sends again.
    private var presentedCanvas: Canvas?

    public init(environment: [String: String] = ProcessEnvironment.current(), reportsMouse: Bool = true) {
        self.environment = environment
        self.reportsMouse = reportsMouse
        pictureOutput = PictureOutput(passesThroughTmux: TerminalEnvironment(environment).isInsideTmux)
        (events, continuation) = AsyncStream.makeStream(bufferingPolicy: .unbounded)
    }

    /// Enters curses mode: alternate screen, no echo, keys unbuffered, cursor hidden.
    ///
    /// Throws (with the terminal untouched) when stdin/stdout are not a terminal or `TERM` is
    /// unknown, so the caller can print the error normally.
    public func start() throws(ScreenError) {
        guard state == .idle else { throw .alreadyStarted }
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw .notATerminal }

        TerminalLocale.adoptUserLocale()
        // newterm, unlike initscr, returns nil for an unknown TERM instead of exiting.
        guard let screen = newterm(nil, wb_stdout_file(), wb_stdin_file()) else {
            throw .unknownTerminal(environment["TERM"] ?? "")
        }
        set_term(screen)
        guard wb_can_address_cursor() != 0 else {
            endwin()
            delscreen(screen)
            throw .cannotPositionCursor(environment["TERM"] ?? "")
        }
        self.screen = screen
        TerminalRestoration.cursesDidStart()

        cbreak()
        noecho()
        nonl()
        keypad(wb_stdscr(), true)
        intrflush(wb_stdscr(), false)
        leaveok(wb_stdscr(), true)
        set_escdelay(25)
        // ncurses would otherwise cut a refresh short whenever input is pending, and our input
        // is read by another thread that curses knows nothing about.
        typeahead(-1)
        curs_set(0)

        if has_colors() {
            start_color()
            hasDefaultColors = use_default_colors() == OK
            colorCount = Int(wb_colors())
            colorPairs = ColorPairs(available: Int(wb_color_pairs()))
        }
        colorCapability = TerminalEnvironment(environment).colorCapability(paletteSize: colorCount)
        supportsHyperlinks = TerminalEnvironment(environment).supportsHyperlinks(outputIsTerminal: true)

        do {
            let relay = try SignalRelay()
            relay.install()
            signalRelay = relay
            inputReader = try InputReader(input: STDIN_FILENO, signals: relay.readEnd) { [weak self] item in
                // The main queue is the main actor's executor on Linux and keeps FIFO order,
                // which an unstructured Task per item would not promise.
                DispatchQueue.main.async {
                    MainActor.assumeIsolated { self?.handle(item) }
                }
            }
        } catch {
            stop()
            throw error
        }
        state = .running
        setMouseReporting(true)
    }

    /// xterm's button reporting (mode 1000: presses and the wheel, no moves) in its SGR form
    /// (1006: any column, releases told apart). Turned off before the terminal goes back to the
    /// shell, where a click would otherwise type escape sequences at the prompt.
    private func setMouseReporting(_ isOn: Bool) {
        guard reportsMouse, let output = wb_stdout_file() else { return }
        fputs(isOn ? TerminalRestoration.mouseReportingOn : TerminalRestoration.mouseReportingOff, output)
        fflush(output)
        TerminalRestoration.mouseReportingDidChange(isOn)
    }

    /// The terminal's size as curses sees it.
    public var size: TerminalSize {
        guard state == .running || state == .suspended else { return TerminalSize(width: 0, height: 0) }
        return TerminalSize(width: Int(getmaxx(wb_stdscr())), height: Int(getmaxy(wb_stdscr())))
    }

    /// Copies a canvas to the terminal. Cells that did not change since the last frame cause no
    /// output (ncurses compares with what is on screen), and the screen is never cleared, so
    /// frames do not flicker. A canvas larger than the terminal is clipped; a smaller one leaves
    /// the rest blank.
    public func present(_ canvas: Canvas) {
        guard state == .running else { return }
        guard let window = wb_stdscr() else { return }
        let canvasSize = TerminalSize(width: canvas.width, height: canvas.height)
        if presentedSize != canvasSize {
            werase(window)  // only the off-canvas area needs blanking; werase does not flicker
            presentedSize = canvasSize
        }
        let pictureUpdate = pictureOutput.update(to: canvas.picture, screen: size)
        if let rows = pictureUpdate.rowsToRepaint {
            // A sixel stays painted in cells ncurses believes blank: have it write them.
            wredrawln(window, Int32(rows.lowerBound), Int32(rows.count))
        }
        presentedCanvas = canvas
        if !draw(canvas, in: window) {
            // Out of colour pairs: start over and draw the whole frame with the new numbers.
            colorPairs.removeAll()
            _ = draw(canvas, in: window)
        }
        wnoutrefresh(window)
        doupdate()
        if supportsHyperlinks {
            hyperlinkRuns = HyperlinkOverprint.runs(in: canvas, rows: Int(getmaxy(window)), columns: Int(getmaxx(window)))
        }
        overprintHyperlinks()
        writePicture(pictureUpdate, of: canvas)
    }

    /// Asks the terminal which pictures it draws: kitty's support query (through tmux's
    /// passthrough inside tmux), the cell's size in pixels and the device attributes. The
    /// answers arrive among the keys as `.reply` events.
    public func askAboutGraphics() {
        guard state == .running, let output = wb_stdout_file() else { return }
        write(pictureOutput.question, to: output)
        fflush(output)
    }

    /// Bytes through stdio, in order with what ncurses has written there.
    private func write(_ bytes: [UInt8], to output: UnsafeMutablePointer<FILE>) {
        _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, output) }
    }

    /// Writes a picture's bytes after a refresh, then the text over a sixel, then tells
    /// ncurses where the cursor is (bytes written behind its back moved it).
    private func writePicture(_ update: PictureOutput.Update, of canvas: Canvas) {
        guard !update.bytes.isEmpty, let output = wb_stdout_file() else { return }
        var bytes = update.bytes
        if let rect = update.overprintedRect {
            bytes += Array(HyperlinkOverprint.bytes(for: HyperlinkOverprint.runs(ofTextIn: rect, of: canvas), colors: pairColors).utf8)
        }
        write(bytes, to: output)
        mvcur(-1, -1, 0, 0)
        fflush(output)
    }

    /// After the screen was cleared and repainted: the picture sent again.
    private func restorePicture() {
        pictureOutput.screenWasCleared()
        guard let canvas = presentedCanvas else { return }
        writePicture(pictureOutput.update(to: canvas.picture, screen: size), of: canvas)
    }

    /// Every picture off the screen and out of the terminal's memory.
    private func removePictures() {
        let bytes = pictureOutput.removal()
        guard !bytes.isEmpty, let output = wb_stdout_file() else { return }
        write(bytes, to: output)
        fflush(output)
    }

    /// Repaints the whole terminal from scratch (for Ctrl-L, or after something else wrote to it).
    public func redraw() {
        guard state == .running else { return }
        clearok(wb_curscr(), true)
        wnoutrefresh(wb_stdscr())
        doupdate()
        overprintHyperlinks()
        restorePicture()
    }

    /// The terminal's bell (or its visible flash, as the user has set the terminal up), to call
    /// attention to something new.
    public func bell() {
        guard state == .running else { return }
        beep()
    }

    /// Leaves curses mode and gives the terminal back as it was. Safe to call more than once,
    /// and before or without `start()`. Ends `events`.
    public func stop() {
        leaveCurses()
        continuation.finish()
    }

    /// Stops input and signal handling and restores the terminal; idempotent.
    private func leaveCurses() {
        inputReader?.stop()
        inputReader = nil
        signalRelay?.uninstall()
        signalRelay = nil
        if let screen {
            if state == .running {
                setMouseReporting(false)
                removePictures()
                blankBeforeLeaving()
            }
            endwin()
            TerminalRestoration.cursesDidStop()
            delscreen(screen)
            self.screen = nil
        }
        state = .stopped
    }

    /// Clears the alternate screen before `endwin` leaves it. A terminal whose size changed since
    /// it was entered may carry rows of it onto the shell's screen (tmux does when the pane grew:
    /// 80x24 to 120x40 left 13 rows of the chart above the prompt); blank rows leave nothing.
    /// The blanking goes through a window of its own, so the frame kept in `stdscr` is what
    /// `resume` paints again after Ctrl-Z.
    private func blankBeforeLeaving() {
        guard let blank = newwin(0, 0, 0, 0) else { return }
        wclear(blank)
        wrefresh(blank)
        delwin(blank)
    }

    // MARK: - Drawing

    /// Prints the links of the frame on screen again inside OSC 8, right after a refresh has
    /// left the terminal's attributes normal and flushed ncurses' output. The bytes go through
    /// stdio, and so does `mvcur`'s absolute move (from the unknown position -1, -1), which
    /// makes ncurses believe the cursor is where it really is; one flush sends both in order.
    private func overprintHyperlinks() {
        guard supportsHyperlinks, let last = hyperlinkRuns.last, let output = wb_stdout_file() else { return }
        fputs(HyperlinkOverprint.bytes(for: hyperlinkRuns, colors: pairColors), output)
        mvcur(-1, -1, Int32(last.y), Int32(last.x))
        fflush(output)
    }

    /// Returns false if colour pairs ran out part-way.
    private func draw(_ canvas: Canvas, in window: UnsafeMutablePointer<WINDOW>) -> Bool {
        let rows = min(Int(getmaxy(window)), canvas.height)
        let columns = min(Int(getmaxx(window)), canvas.width)
        var pairsLasted = true
        var styleCache: [CellStyle: (attributes: attr_t, pair: Int32)] = [:]
        // Most cells look like the one before them: compared, not hashed.
        var previous: (style: CellStyle, look: (attributes: attr_t, pair: Int32))?

        for y in 0..<rows {
            var x = 0
            while x < columns {
                let cell = canvas[x, y]
                let look: (attributes: attr_t, pair: Int32)
                if let previous, previous.style == cell.style {
                    look = previous.look
                } else if let cached = styleCache[cell.style] {
                    look = cached
                } else {
                    let pair = colorPair(for: cell.style)
                    if pair == nil { pairsLasted = false }
                    look = (attributes(for: cell.style), pair ?? 0)
                    styleCache[cell.style] = look
                }
                previous = (cell.style, look)
                x += put(cell, x: x, y: y, columns: columns, look: look, in: window)
            }
        }
        return pairsLasted
    }

    /// Writes one cell and returns how many columns it used.
    private func put(
        _ cell: Cell, x: Int, y: Int, columns: Int, look: (attributes: attr_t, pair: Int32),
        in window: UnsafeMutablePointer<WINDOW>
    ) -> Int {
        var text = Self.cursesText(for: cell.grapheme)
        let cursesWidth = text.first.map { Int(wb_wcwidth($0)) } ?? -1
        var used = cell.width

        switch (cell.width, cursesWidth) {
        case (0, _):
            // The right half of a wide cell whose left half was not drawn: keep columns aligned.
            text = [wchar_t(0x20), 0]
            used = 1
        case (2, _) where x + 1 >= columns:
            text = [wchar_t(0x20), 0]  // a wide grapheme cannot start in the last column
            used = 1
        case (let width, let actual) where actual == width:
            break
        case (2, 1):
            // The canvas measured it wide but curses (glibc's wcwidth) thinks narrow: draw it,
            // then a space, so what follows stays where the canvas put it.
            write(text, x: x, y: y, look: look, in: window)
            write([wchar_t(0x20), 0], x: x + 1, y: y, look: look, in: window)
            return 2
        default:
            // Unprintable for curses, or wide where the canvas left one column: a placeholder
            // of the right width, never a shifted row.
            text = [wchar_t(UInt8(ascii: "?")), 0]
            write(text, x: x, y: y, look: look, in: window)
            if cell.width == 2 { write([wchar_t(0x20), 0], x: x + 1, y: y, look: look, in: window) }
            return max(1, cell.width)
        }
        write(text, x: x, y: y, look: look, in: window)
        return used
    }

    private func write(_ text: [wchar_t], x: Int, y: Int, look: (attributes: attr_t, pair: Int32), in window: UnsafeMutablePointer<WINDOW>) {
        var character = cchar_t()
        let result = text.withUnsafeBufferPointer {
            wb_setcchar(&character, $0.baseAddress, look.attributes, look.pair)
        }
        guard result == OK else { return }
        // ERR at the bottom-right corner only means the cursor could not advance; the cell is drawn.
        _ = mvwadd_wch(window, Int32(y), Int32(x), &character)
    }

    /// Printable ASCII as curses text, each made once: most cells hold one, and making an array
    /// for each cell cost more than drawing it.
    private static let printableASCII: [[wchar_t]] = (0x20..<0x7F).map { [wchar_t($0), 0] }

    /// A grapheme as curses wants it: one spacing character followed by up to four zero-width
    /// ones (combining marks, variation selectors), NUL-terminated. A canvas cell holds no more
    /// (`DisplayWidth.cells(of:)`); anything longer is cut to its first character.
    private static func cursesText(for grapheme: String) -> [wchar_t] {
        let bytes = grapheme.utf8
        if bytes.count == 1, let byte = bytes.first, (0x20..<0x7F).contains(byte) { return printableASCII[Int(byte) - 0x20] }
        var result: [wchar_t] = []
        for scalar in grapheme.unicodeScalars {
            if scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) { continue }
            let character = wchar_t(scalar.value)
            if result.isEmpty {
                result.append(character)
            } else if wb_wcwidth(character) == 0, result.count < 5 {
                result.append(character)
            } else {
                break
            }
        }
        if result.isEmpty { result.append(wchar_t(0x20)) }
        result.append(0)
        return result
    }

    private func attributes(for style: CellStyle) -> attr_t {
        var attributes = wb_attr_normal()
        if style.isBold { attributes |= wb_attr_bold() }
        if style.isDim { attributes |= wb_attr_dim() }
        if style.isUnderlined { attributes |= wb_attr_underline() }
        if style.isReversed { attributes |= wb_attr_reverse() }
        return attributes
    }

    /// The colour pair for a style, 0 (terminal default) without colour, nil if pairs ran out.
    private func colorPair(for style: CellStyle) -> Int32? {
        guard let colors = pairColors(for: style) else { return 0 }
        return colorPairs.pair(foreground: colors.foreground, background: colors.background)
    }

    /// The palette indices a style is drawn with (-1 the terminal's default), nil for none.
    private func pairColors(for style: CellStyle) -> (foreground: Int32, background: Int32)? {
        guard colorCapability != .none, style.foreground != nil || style.background != nil else { return nil }
        return (style.foreground.map(colorIndex) ?? (hasDefaultColors ? -1 : COLOR_WHITE),
                style.background.map(colorIndex) ?? (hasDefaultColors ? -1 : COLOR_BLACK))
    }

    private func colorIndex(for color: RGB) -> Int32 {
        guard colorCapability != .none else { return -1 }
        // curses draws 24-bit colour with the nearest of the palette terminfo reports.
        return colorCount >= 256 ? ColorPalette.xterm256Index(for: color) : ColorPalette.ansiIndex(for: color, count: colorCount)
    }

    // MARK: - Events

    private func handle(_ item: InputReader.Item) {
        guard state == .running || state == .suspended else { return }
        switch item {
        case .input(let events):
            guard state == .running else { return }
            for event in events { continuation.yield(event) }
        case .signals(let signals):
            for signal in signals { handle(signal: signal) }
        case .endOfInput:
            terminate(signal: SIGHUP)
        }
    }

    private func handle(signal: Int32) {
        switch signal {
        case SIGWINCH:
            resize()
        case SIGINT:
            continuation.yield(.key(.controlC))
        case SIGTERM, SIGHUP:
            terminate(signal: signal)
        case SIGTSTP:
            suspend()
        case SIGCONT:
            // After a stop we could not catch (SIGSTOP), or a stray `kill -CONT`: our own stop
            // leaves SIGCONT at its default action (JobControl), so it is not relayed twice.
            resume()
        default:
            break
        }
    }

    /// libdispatch and our own handler take SIGWINCH away from ncurses, so curses learns the
    /// new size from us.
    private func resize() {
        guard state == .running else { return }
        var rows: Int32 = 0
        var columns: Int32 = 0
        if wb_window_size(STDOUT_FILENO, &rows, &columns) == 0, rows > 0, columns > 0 {
            resizeterm(rows, columns)
        }
        // The terminal may have reflowed or cleared what was there; repaint everything once.
        clearok(wb_curscr(), true)
        pictureOutput.screenWasCleared()
        presentedSize = nil
        continuation.yield(.resized(size))
    }

    /// Ctrl-Z: give the terminal back, stop the way SIGTSTP's default action would, and come
    /// back in curses mode when the shell continues us in the foreground (`fg`).
    private func suspend() {
        guard state == .running else { return }
        // Normal screen, visible cursor and the shell's modes, written and drained before the stop.
        setMouseReporting(false)
        removePictures()
        blankBeforeLeaving()
        endwin()
        state = .suspended
        JobControl.stop(terminal: STDOUT_FILENO)
        // Modes set while we were stopped (`stty`) are what the shell wants back when we exit.
        def_shell_mode()
        resume()
    }

    private func resume() {
        guard state == .running || state == .suspended else { return }
        // Continued by `bg` after a SIGSTOP: drawing now would land on the shell's screen.
        JobControl.waitForForeground(terminal: STDOUT_FILENO)
        state = .running
        // A job-control shell puts its own modes back whenever a job stops, also for a SIGSTOP
        // that we could not see coming: set ours again (doupdate after endwin would too).
        reset_prog_mode()
        // doupdate after endwin re-enters curses mode; clearing makes it repaint the last frame
        // over whatever the shell printed meanwhile.
        clearok(wb_curscr(), true)
        wnoutrefresh(wb_stdscr())
        doupdate()
        overprintHyperlinks()
        restorePicture()
        curs_set(0)
        setMouseReporting(true)
        // The terminal may have been resized while we were stopped.
        var rows: Int32 = 0
        var columns: Int32 = 0
        if wb_window_size(STDOUT_FILENO, &rows, &columns) == 0, rows > 0, columns > 0,
           Int(rows) != size.height || Int(columns) != size.width {
            resizeterm(rows, columns)
            presentedSize = nil
            continuation.yield(.resized(size))
        }
        continuation.yield(.resumed)
    }

    private func terminate(signal: Int32) {
        let events = continuation
        // Restore first: the app may exit as soon as it sees the event.
        leaveCurses()
        events.yield(.terminated(signal: signal))
        events.finish()
    }
}
