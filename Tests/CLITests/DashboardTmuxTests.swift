import Foundation
import Testing
import TestSupport
import WeatherCore

/// The real binary in tmux against a loopback server with three saved places, for what only a
/// real terminal shows: resizes, signals, restoring the terminal, colours. What the keys do is
/// tested without a terminal (InteractionTests).
@Suite("Dashboard in tmux", .serialized)
struct DashboardTmuxTests {
    let home = IsolatedHome()
    let server: LocalHTTPServer

    init() throws {
        // The places' alert sources (DWD for Berlin, MeteoAlarm for Paris, FPAS for Nuuk) have
        // nothing for them; only DWD's answer is needed before the first frame.
        server = try LocalHTTPServer.berlinForecastWithQuietAlerts()
        let places = """
        {"version": 1, "selected": 0, "places": [
          {"name": "Berlin", "latitude": 52.5244, "longitude": 13.4105, "timeZoneIdentifier": "Europe/Berlin", "countryCode": "DE"},
          {"name": "Paris", "latitude": 48.8534, "longitude": 2.3488, "timeZoneIdentifier": "Europe/Paris", "countryCode": "FR"},
          {"name": "Nuuk", "latitude": 64.1835, "longitude": -51.7216, "timeZoneIdentifier": "America/Nuuk", "countryCode": "GL"}
        ]}
        """
        try FileManager.default.createDirectory(at: home.configDirectory, withIntermediateDirectories: true)
        try Data(places.utf8).write(to: home.placesFile)
    }

    /// The dashboard run from a shell that stays after it, as from a user's prompt: once it
    /// exits the shell prints "back at the shell" and waits for Enter, then exits with the
    /// dashboard's status, so the terminal can be inspected as the dashboard left it. The shell
    /// survives the SIGINT that Ctrl-C sends the whole foreground group, as a prompt does.
    func startDashboard(width: Int = 100, height: Int = 30, extra: [String: String] = [:]) throws -> TmuxSession {
        try TmuxSession(
            command: ["sh", "-c", "trap : INT; \"$0\"; status=$?; echo back at the shell; read line; exit $status", WeatherboardBinary.path],
            environment: home.environment(server: server.baseURL, extra: extra), width: width, height: height)
    }

    /// The dashboard has exited and given the terminal back as it was: the normal screen, with
    /// nothing of the dashboard on it, and a visible cursor. Then its exit status.
    func exitStatusAfterRestoring(_ tmux: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation) throws -> Int32? {
        #expect(tmux.waitFor(text: "back at the shell"), "\(tmux.capture())", sourceLocation: sourceLocation)
        let restored = tmux.waitUntil {
            tmux.format("#{alternate_on}") == "0" && tmux.format("#{cursor_flag}") == "1" && tmux.format("#{mouse_any_flag}#{mouse_standard_flag}") == "00"
        }
        #expect(restored, "normal screen, cursor and mouse back", sourceLocation: sourceLocation)
        #expect(!tmux.capture().contains("╭"), "the dashboard's screen is gone", sourceLocation: sourceLocation)
        try tmux.sendKeys("Enter")
        return tmux.waitForExit()
    }

    /// The dashboard asks for clicks (tmux keeps the modes a program asks for), a click on a
    /// tab switches place, and quitting gives the mouse back to the terminal.
    @Test func aClickOnATabSwitchesPlaceAndQuittingGivesTheMouseBack() throws {
        let tmux = try startDashboard()
        #expect(tmux.waitFor(text: "╭ Berlin"), "\(tmux.capture())")
        #expect(tmux.waitUntil { tmux.format("#{mouse_standard_flag}#{mouse_sgr_flag}") == "11" }, "button reporting in SGR form")
        let header = String(tmux.capture().split(separator: "\n", omittingEmptySubsequences: false)[0])
        let paris = try #require(header.range(of: "Paris"))
        let column = header.distance(from: header.startIndex, to: paris.lowerBound) + 2
        // What a terminal sends for a left-button press on that cell (SGR, 1-based).
        try tmux.type("\u{1B}[<0;\(column);1M")
        #expect(tmux.waitFor(text: "╭ Paris"), "\(tmux.capture())")
        try tmux.sendKeys("q")
        #expect(try exitStatusAfterRestoring(tmux) == 0)
    }

    /// Issue 24: the code the launch ran is given back once the dashboard has settled
    /// (`ResidentFilePages`), and what it needs next is mapped again: a key still works.
    @Test func onceSettledTheDashboardGivesBackItsCodeAndStillAnswersKeys() throws {
        let tmux = try TmuxSession(
            command: [WeatherboardBinary.path], environment: home.environment(server: server.baseURL), width: 100, height: 30)
        defer { tmux.kill() }
        #expect(tmux.waitFor(text: "╭ Berlin"), "\(tmux.capture())")
        let pid = try #require(tmux.processID)
        /// The resident KiB of the program's code and its libraries'.
        func residentCode() -> Int {
            ResidentFilePages.mappings(ofProcess: "\(pid)")
                .filter { $0.permissions == "r-xp" && $0.path.hasPrefix("/") }
                .reduce(0) { $0 + $1.residentKilobytes }
        }
        let painted = residentCode()
        #expect(painted > 0)
        // DashboardLoop.settleSeconds after the launch's last event, with room for a busy machine.
        let released = tmux.waitUntil(timeout: .seconds(20)) { residentCode() < painted / 2 }
        #expect(released, "resident code \(residentCode()) KiB, \(painted) KiB at the first paint")
        try tmux.sendKeys("Right")
        #expect(tmux.waitFor(text: "╭ Paris"), "\(tmux.capture())")
        try tmux.sendKeys("q")
        #expect(tmux.waitForExit() == 0)
    }

    @Test func withMouseOffInTheConfigTheMouseStaysTheTerminals() throws {
        try home.writeConfig(#"{"mouse": false}"#)
        let tmux = try startDashboard()
        defer { tmux.kill() }
        #expect(tmux.waitFor(text: "╭ Berlin"), "\(tmux.capture())")
        #expect(tmux.format("#{mouse_standard_flag}#{mouse_sgr_flag}") == "00")
    }

    @Test func aResizeRedrawsAtTheNewSizeAndQRestoresTheTerminal() throws {
        let tmux = try startDashboard()
        #expect(tmux.waitFor(text: "╭ Berlin"), "\(tmux.capture())")
        #expect(tmux.format("#{alternate_on}") == "1")
        try tmux.resize(width: 40, height: 12)
        // Poll: ncurses paints top to bottom, so the last row may arrive a moment later.
        let bottomRowHasAttribution = tmux.waitUntil {
            let rows = tmux.capture().split(separator: "\n", omittingEmptySubsequences: false)
            // Two sources (the forecast and DWD, Berlin's alert source) take the bottom rows.
            guard rows.count >= 12, !rows.contains(where: { $0.count > 40 }) else { return false }
            let bottom = rows[9...11].joined(separator: "\n")
            return !rows[11].trimmingCharacters(in: .whitespaces).isEmpty && bottom.contains("Open-Meteo")
                && bottom.contains("Deutscher Wetterdienst")
        }
        #expect(bottomRowHasAttribution, "SIGWINCH reaches curses and the frame fits 40x12:\n\(tmux.capture())")
        try tmux.sendKeys("q")
        #expect(try exitStatusAfterRestoring(tmux) == 0)
    }

    @Test func growingThePaneThenQuittingLeavesNothingOnTheShell() throws {
        let tmux = try startDashboard(width: 80, height: 24)
        #expect(tmux.waitFor(text: "╭ Berlin"), "\(tmux.capture())")
        try tmux.resize(width: 120, height: 40)
        // The frame at the new size: its boxes reach the 120th column and its last row is drawn.
        let redrawn = tmux.waitUntil {
            let rows = tmux.capture().split(separator: "\n", omittingEmptySubsequences: false)
            return rows.count >= 40 && rows.contains { $0.count == 120 && $0.hasSuffix("╮") }
                && !rows[39].trimmingCharacters(in: .whitespaces).isEmpty
        }
        #expect(redrawn, "the frame at 120x40:\n\(tmux.capture())")
        try tmux.sendKeys("q")
        #expect(tmux.waitFor(text: "back at the shell"), "\(tmux.capture())")
        // The shell's screen was empty before the dashboard: its first row is the shell's line.
        let rows = tmux.capture().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows.first == "back at the shell", "nothing of the dashboard above the shell's line:\n\(tmux.capture())")
        #expect(try exitStatusAfterRestoring(tmux) == 0)
    }

    @Test func controlCFromTheTerminalQuits() throws {
        let tmux = try startDashboard()
        #expect(tmux.waitFor(text: "Berlin"))
        try tmux.sendKeys("C-c")
        #expect(try exitStatusAfterRestoring(tmux) == 0)
    }

    @Test(arguments: [SIGTERM, SIGHUP])
    func aSignalRestoresTheTerminalAndExits(signal: Int32) throws {
        let tmux = try startDashboard()
        #expect(tmux.waitFor(text: "Berlin"))
        // The pane runs the wrapper, which runs sh, which runs the dashboard.
        let shell = try #require(tmux.processID)
        let pid = try #require(ProcessTable.children(of: shell).first)
        kill(pid, signal)
        #expect(try exitStatusAfterRestoring(tmux) == 128 + signal)
    }

    @Test func coloursFollowTheTerminalAndNoColor() throws {
        // An empty NO_COLOR counts as unset (https://no-color.org); the test runner may set it.
        let colour = try startDashboard(extra: ["TERM": "xterm-256color", "NO_COLOR": ""])
        #expect(colour.waitFor(text: "╭ Berlin"))
        #expect(colour.capture(includingEscapes: true).contains("38;5;"), "256 colours on a 256-colour terminal")
        try colour.sendKeys("q")
        #expect(try exitStatusAfterRestoring(colour) == 0)

        let plain = try startDashboard(extra: ["TERM": "xterm-256color", "NO_COLOR": "1"])
        #expect(plain.waitFor(text: "╭ Berlin"))
        let escapes = plain.capture(includingEscapes: true)
        #expect(!escapes.contains("38;5;") && !escapes.contains("48;5;"), "no colour with NO_COLOR")
        #expect(escapes.contains("\u{1B}[1m") || escapes.contains(";1m"), "bold still marks titles")
        try plain.sendKeys("q")
        #expect(try exitStatusAfterRestoring(plain) == 0)
    }
}
