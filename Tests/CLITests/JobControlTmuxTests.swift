import Foundation
import Glibc
import Testing
import TestSupport

/// Ctrl-Z, `fg`, `bg` and SIGTSTP/SIGCONT from outside, with the real binary (`--demo`, no
/// network) run from an interactive bash as a user runs it: the shell must get its screen and
/// modes back, and the dashboard its own, keys arriving without Enter.
@Suite("Job control in tmux", .serialized)
struct JobControlTmuxTests {
    let home = IsolatedHome()
    static let prompt = "wb-prompt$"
    /// Prints the terminal's ixon, icanon and echo flags on one line, e.g. "ixon icanon echo".
    static let modesPipeline = #"stty -a | tr ' ;' '\n\n' | grep -xE -- '-?(ixon|icanon|echo)' | paste -sd ' '"#

    /// A bash with job control in the pane, waiting at its prompt.
    func startShell() throws -> (tmux: TmuxSession, shell: pid_t) {
        let tmux = try TmuxSession(
            command: ["bash", "--norc", "--noprofile", "-i"],
            environment: home.environment(server: nil, extra: ["PS1": "\(Self.prompt) ", "HISTFILE": "/dev/null"]))
        #expect(tmux.waitFor(text: Self.prompt), "\(tmux.capture())")
        return (tmux, try #require(tmux.processID))
    }

    /// Types a command line at the shell's prompt.
    func run(_ commandLine: String, in tmux: TmuxSession) throws {
        try tmux.type(commandLine)
        try tmux.sendKeys("Enter")
    }

    /// Starts the demo dashboard as a job of the shell and returns its process (the job's group).
    func startDashboard(in tmux: TmuxSession, shell: pid_t) throws -> pid_t {
        try run("\(WeatherboardBinary.path) --demo", in: tmux)
        #expect(tmux.waitFor(text: "╭ Berlin"), "\(tmux.capture())")
        #expect(tmux.waitUntil { (tmux.foregroundProcessGroup ?? shell) != shell })
        return try #require(tmux.foregroundProcessGroup)
    }

    /// The shell owns the terminal again: normal screen, cursor visible, the dashboard gone and
    /// the prompt on the last line.
    func expectShellOwnsTheTerminal(_ tmux: TmuxSession, shell: pid_t, sourceLocation: SourceLocation = #_sourceLocation) {
        let given = tmux.waitUntil {
            let lastLine = tmux.capture().split(separator: "\n").last ?? ""
            return tmux.format("#{alternate_on}") == "0" && tmux.format("#{cursor_flag}") == "1"
                && tmux.foregroundProcessGroup == shell && lastLine.hasPrefix(Self.prompt)
        }
        #expect(given, "the shell has the terminal back:\n\(tmux.capture())", sourceLocation: sourceLocation)
        #expect(!tmux.capture().contains("╭ Berlin"), "the dashboard is gone", sourceLocation: sourceLocation)
    }

    /// The dashboard owns the terminal in curses mode: alternate screen, cursor hidden, and a key
    /// acts without Enter (`?` opens the help, Esc closes it).
    func expectDashboardOwnsTheTerminal(_ tmux: TmuxSession, group: pid_t, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let back = tmux.waitUntil {
            tmux.format("#{alternate_on}") == "1" && tmux.format("#{cursor_flag}") == "0"
                && tmux.foregroundProcessGroup == group && tmux.capture().contains("╭ Berlin")
        }
        #expect(back, "the dashboard is back:\n\(tmux.capture())", sourceLocation: sourceLocation)
        try tmux.sendKeys("?")
        #expect(tmux.waitFor(text: "Esc close"), "? acts without Enter:\n\(tmux.capture())", sourceLocation: sourceLocation)
        try tmux.sendKeys("Escape")
        #expect(tmux.waitUntil { !tmux.capture().contains("Esc close") }, sourceLocation: sourceLocation)
    }

    /// Asks the shell for the terminal's modes and expects a shell's: lines edited by the
    /// terminal (icanon), typed characters echoed, ^S/^Q flow control.
    func expectShellModes(_ tmux: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try tmux.sendKeys("C-l")
        try run("echo \"modes: $(\(Self.modesPipeline))\"", in: tmux)
        #expect(tmux.waitFor(text: "modes: ixon icanon echo\n"), "\(tmux.capture())", sourceLocation: sourceLocation)
    }

    @Test func controlZGivesTheShellItsTerminalAndFgBringsTheDashboardBack() throws {
        let (tmux, shell) = try startShell()
        let dashboard = try startDashboard(in: tmux, shell: shell)
        // A key first, so Ctrl-Z does not meet a dashboard that is still starting up.
        try expectDashboardOwnsTheTerminal(tmux, group: dashboard)

        try tmux.sendKeys("C-z")
        expectShellOwnsTheTerminal(tmux, shell: shell)
        #expect(tmux.capture().contains("Stopped"))
        #expect(ProcessTable.isStopped(dashboard))
        try expectShellModes(tmux)

        try run("fg", in: tmux)
        try expectDashboardOwnsTheTerminal(tmux, group: dashboard)

        // A second round trip works as well as the first.
        try tmux.sendKeys("C-z")
        expectShellOwnsTheTerminal(tmux, shell: shell)
        try run("fg", in: tmux)
        try expectDashboardOwnsTheTerminal(tmux, group: dashboard)

        try tmux.sendKeys("q")
        expectShellOwnsTheTerminal(tmux, shell: shell)
        try run(#"echo "exit status $?""#, in: tmux)
        #expect(tmux.waitFor(text: "exit status 0"), "\(tmux.capture())")
        try expectShellModes(tmux)
    }

    @Test func signalsFromOutsideAndBgLeaveTheShellAloneUntilFg() throws {
        let (tmux, shell) = try startShell()
        let dashboard = try startDashboard(in: tmux, shell: shell)
        try expectDashboardOwnsTheTerminal(tmux, group: dashboard)

        #expect(kill(dashboard, SIGTSTP) == 0)
        expectShellOwnsTheTerminal(tmux, shell: shell)
        #expect(tmux.waitUntil { ProcessTable.isStopped(dashboard) })

        // Continued while the shell owns the terminal (what `bg` does): the dashboard must not
        // draw over the shell or change its modes, but stop again until `fg`.
        #expect(kill(dashboard, SIGCONT) == 0)
        #expect(tmux.waitUntil { ProcessTable.isStopped(dashboard) }, "stopped again for touching the terminal from the background")
        expectShellOwnsTheTerminal(tmux, shell: shell)
        try expectShellModes(tmux)

        try run("bg", in: tmux)
        #expect(tmux.waitFor(text: "--demo &"), "\(tmux.capture())")
        #expect(tmux.waitUntil { ProcessTable.isStopped(dashboard) })
        expectShellOwnsTheTerminal(tmux, shell: shell)

        try run("fg", in: tmux)
        try expectDashboardOwnsTheTerminal(tmux, group: dashboard)
        try tmux.sendKeys("q")
        expectShellOwnsTheTerminal(tmux, shell: shell)
        try expectShellModes(tmux)
    }

    @Test func bgAndFgAfterAnUncatchableStopRestoreTheDashboardOnlyInTheForeground() throws {
        let (tmux, shell) = try startShell()
        let dashboard = try startDashboard(in: tmux, shell: shell)
        try expectDashboardOwnsTheTerminal(tmux, group: dashboard)

        // SIGSTOP gives the dashboard no chance to leave curses mode; the shell takes the
        // terminal and puts its own modes back, which `fg` must undo.
        #expect(kill(dashboard, SIGSTOP) == 0)
        #expect(tmux.waitUntil { ProcessTable.isStopped(dashboard) && tmux.foregroundProcessGroup == shell })
        #expect(tmux.waitFor(text: "Stopped"), "\(tmux.capture())")

        // Continued in the background it must not repaint over the shell, but stop until `fg`.
        try run("bg", in: tmux)
        #expect(tmux.waitFor(text: "--demo &"), "\(tmux.capture())")
        #expect(tmux.waitUntil { ProcessTable.isStopped(dashboard) }, "stopped again for touching the terminal from the background")
        #expect(tmux.capture().contains("--demo &"), "the shell's screen is left alone:\n\(tmux.capture())")

        try run("fg", in: tmux)
        try expectDashboardOwnsTheTerminal(tmux, group: dashboard)
        try tmux.sendKeys("q")
        expectShellOwnsTheTerminal(tmux, shell: shell)
        try expectShellModes(tmux)
    }

    @Test func withoutAShellThatCouldResumeItControlZLeavesTheDashboardRunning() throws {
        // Run as the pane's own command: an orphaned process group, which the kernel does not
        // stop for SIGTSTP because nobody could continue it (a stopped pane would be frozen).
        let tmux = try TmuxSession(command: [WeatherboardBinary.path, "--demo"], environment: home.environment(server: nil))
        #expect(tmux.waitFor(text: "╭ Berlin"))
        let dashboard = try #require(tmux.processID)

        try tmux.sendKeys("C-z")
        try tmux.sendKeys("?")
        #expect(tmux.waitFor(text: "Esc close"), "still running, keys without Enter:\n\(tmux.capture())")
        #expect(tmux.format("#{alternate_on}") == "1")
        try tmux.sendKeys("Escape")
        #expect(tmux.waitUntil { !tmux.capture().contains("Esc close") })

        // Nor do SIGTSTP and SIGCONT from outside leave it stopped or out of curses mode.
        #expect(kill(dashboard, SIGTSTP) == 0)
        #expect(kill(dashboard, SIGCONT) == 0)
        try tmux.sendKeys("?")
        #expect(tmux.waitFor(text: "Esc close"), "\(tmux.capture())")
        #expect(tmux.format("#{alternate_on}") == "1")
        try tmux.sendKeys("Escape")
        try tmux.sendKeys("q")
        #expect(tmux.waitForExit() == 0)
    }

    @Test func tstpAndContFromOutsideWorkAndModesSetMeanwhileOutliveTheDashboard() throws {
        // Under a shell without job control (sh running a script) nobody takes the terminal when
        // the dashboard stops, and nobody puts modes back after it exits (bash does after `fg`):
        // the modes the script sees are the ones the dashboard left.
        let script = home.root.appendingPathComponent("job.sh")
        try Data("\"$@\"\necho \"after exit: $(\(Self.modesPipeline))\"\n".utf8).write(to: script)
        let (tmux, shell) = try startShell()
        try run("sh \(script.path) \(WeatherboardBinary.path) --demo", in: tmux)
        #expect(tmux.waitFor(text: "╭ Berlin"), "\(tmux.capture())")
        #expect(tmux.waitUntil { (tmux.foregroundProcessGroup ?? shell) != shell })
        let job = try #require(tmux.foregroundProcessGroup)
        let dashboard = try #require(ProcessTable.children(of: job).first)
        try expectDashboardOwnsTheTerminal(tmux, group: job)

        #expect(kill(dashboard, SIGTSTP) == 0)
        let stopped = tmux.waitUntil {
            ProcessTable.isStopped(dashboard) && tmux.format("#{alternate_on}") == "0" && tmux.format("#{cursor_flag}") == "1"
        }
        #expect(stopped, "stopped on the normal screen:\n\(tmux.capture())")
        // What a user might type in another terminal meanwhile.
        let terminal = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(dashboard)/fd/0")
        #expect(try runProcess(arguments: ["stty", "-F", terminal, "-ixon"]).status == 0)

        #expect(kill(dashboard, SIGCONT) == 0)
        try expectDashboardOwnsTheTerminal(tmux, group: job)
        try tmux.sendKeys("q")
        #expect(tmux.waitFor(text: "after exit: -ixon icanon echo\n"), "\(tmux.capture())")
    }
}
