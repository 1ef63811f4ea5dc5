import Foundation
import Glibc
import Synchronization

/// Drives a terminal program inside a private tmux server, for end-to-end tests of the real
/// binary: send keys, resize, read the screen back as text, wait for exit.
///
/// ```swift
/// let tmux = try TmuxSession(command: [binary, "--place", "Berlin"], environment: ["HOME": home])
/// #expect(tmux.waitFor(text: "Berlin"))
/// try tmux.sendKeys("Right")
/// try tmux.sendKeys("q")
/// #expect(tmux.waitForExit() == 0)
/// ```
///
/// Each session has its own server (`-L` with a unique socket name, `-f /dev/null` so no user
/// configuration applies), killed when the session is released. The pane stays around after
/// the program exits (`remain-on-exit`) so its last screen can still be captured; a wrapper
/// shell records the exit status.
/// Server-starting commands go through `posix_spawn` + `waitpid` with stdio on /dev/null and
/// inherited descriptors closed, because the forked server would otherwise hold our pipes
/// open and never let the call return.
public final class TmuxSession: Sendable {
    /// The tmux socket name (`tmux -L <name> ...` reaches this server by hand while debugging).
    public let socketName: String
    private let target = "wb"
    /// Where the wrapper shell writes the program's exit status.
    private let exitStatusPath: String
    private let killed = Atomic<Bool>(false)

    /// Starts `command` in a detached session of `width` x `height` cells.
    ///
    /// - Parameters:
    ///   - command: the program and its arguments, run directly (no shell). For a shell
    ///     snippet pass `["sh", "-c", snippet]`.
    ///   - environment: variables for the program, on top of this process's environment.
    ///     `TERM` chooses the terminal type tmux emulates (default `tmux-256color`);
    ///     `LANG` defaults to `C.UTF-8` when no locale variable is set.
    public init(
        command: [String], environment: [String: String] = [:], width: Int = 100, height: Int = 30
    ) throws {
        guard !command.isEmpty else { throw ChildProcessError(description: "TmuxSession needs a command.") }
        socketName = "wbtest-\(getpid())-\(UInt64.random(in: 0...UInt64.max) & 0xFFFF_FFFF)"
        exitStatusPath = (NSTemporaryDirectory() as NSString).appendingPathComponent("\(socketName).exit")

        var serverEnvironment = ProcessInfo.processInfo.environment
        serverEnvironment["TMUX"] = nil
        serverEnvironment["TMUX_PANE"] = nil
        var paneEnvironment = environment
        if ["LC_ALL", "LC_CTYPE", "LANG"].allSatisfy({ paneEnvironment[$0] == nil && serverEnvironment[$0] == nil }) {
            paneEnvironment["LANG"] = "C.UTF-8"
        }
        let term = paneEnvironment.removeValue(forKey: "TERM") ?? "tmux-256color"
        serverEnvironment.merge(paneEnvironment) { _, new in new }

        var arguments = ["tmux", "-u", "-L", socketName, "-f", "/dev/null",
                         "start-server", ";",
                         "set-option", "-g", "default-terminal", term, ";",
                         "set-option", "-g", "remain-on-exit", "on", ";",
                         "set-option", "-g", "exit-empty", "off", ";",
                         "new-session", "-d", "-s", target, "-x", String(width), "-y", String(height)]
        for (name, value) in paneEnvironment.sorted(by: { $0.key < $1.key }) {
            arguments += ["-e", "\(name)=\(value)"]
        }
        // tmux 3.3's #{pane_dead_status} is sometimes never set (seen about one time in fifteen
        // when a signal ends the program), so a wrapper shell records the status in a file.
        // Its traps are handlers, not "ignore", so the program still gets default dispositions
        // while the shell survives Ctrl-C and Ctrl-Z sent to the foreground process group.
        arguments += [
            "sh", "-c",
            "trap : INT QUIT TSTP; file=$1; shift; \"$@\"; echo $? > \"$file.tmp\" && mv \"$file.tmp\" \"$file\"",
            "weatherboard-test", exitStatusPath,
        ] + command

        let status = try runDetachedCommand(arguments, environment: serverEnvironment)
        guard status == 0 else {
            throw ChildProcessError(description: "tmux new-session failed with status \(status).")
        }
    }

    deinit {
        kill()
    }

    /// Sends keys by tmux name: "Right", "Enter", "Escape", "C-c", "q", "F1", "PageDown".
    public func sendKeys(_ keys: String...) throws {
        try sendKeys(keys)
    }

    public func sendKeys(_ keys: [String]) throws {
        try tmux(["send-keys", "-t", target] + keys)
    }

    /// Types text literally (no key-name lookup), e.g. into a prompt.
    public func type(_ text: String) throws {
        try tmux(["send-keys", "-l", "-t", target, text])
    }

    /// Resizes the window; the program receives SIGWINCH.
    public func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", target, "-x", String(width), "-y", String(height)])
    }

    /// The visible screen, one line per row, trailing blanks trimmed by tmux. With
    /// `includingEscapes` colours and attributes appear as SGR escape sequences.
    /// Returns "" when tmux cannot be reached (the server is gone).
    public func capture(includingEscapes: Bool = false) -> String {
        let result = try? runProcess(
            arguments: tmuxArguments(["capture-pane", "-p", "-t", target] + (includingEscapes ? ["-e"] : [])),
            timeout: .seconds(5))
        return result?.status == 0 ? result?.stdout ?? "" : ""
    }

    /// The default wait: long, because a wait ends as soon as its condition holds, and on a
    /// loaded 2-core CI machine running the whole suite a 5 s wait has run out.
    public static let defaultWait: Duration = .seconds(20)

    /// Polls the screen every 50 ms until `text` appears. Returns false on timeout.
    public func waitFor(text: String, timeout: Duration = TmuxSession.defaultWait) -> Bool {
        waitUntil(timeout: timeout) { capture().contains(text) }
    }

    /// Polls `condition` every 50 ms until it holds. Returns false on timeout.
    public func waitUntil(timeout: Duration = TmuxSession.defaultWait, _ condition: () -> Bool) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while true {
            if condition() { return true }
            if ContinuousClock.now >= deadline { return false }
            usleep(50_000)
        }
    }

    /// Polls until the program has exited and returns its status (128 + signal if a signal
    /// killed it, as a shell reports it), or nil if it is still running after `timeout`.
    public func waitForExit(timeout: Duration = TmuxSession.defaultWait) -> Int32? {
        var status: Int32?
        _ = waitUntil(timeout: timeout) {
            status = exitStatus()
            return status != nil
        }
        return status
    }

    /// The program's process ID while it runs (to send it signals directly).
    public var processID: pid_t? {
        guard let wrapper = pid_t(format("#{pane_pid}")) else { return nil }
        // The pane runs the wrapper shell; the program is its only child, once the shell has
        // started it (right after the session starts it may not have yet).
        var child: pid_t?
        _ = waitUntil {
            child = ProcessTable.children(of: wrapper).first
            return child != nil
        }
        return child
    }

    /// The process group that owns the pane's terminal: the job in the foreground, when the
    /// program is a shell with job control.
    public var foregroundProcessGroup: pid_t? {
        pid_t(format("#{pane_pid}")).flatMap { ProcessTable.foregroundProcessGroup(ofTerminalOf: $0) }
    }

    /// A tmux format expanded for the pane, e.g. `#{alternate_on}` ("1" while the program uses
    /// the alternate screen) or `#{cursor_flag}` ("1" while the cursor is visible). "" when tmux
    /// cannot be reached.
    public func format(_ format: String) -> String {
        let result = try? runProcess(
            arguments: tmuxArguments(["display-message", "-p", "-t", target, format]), timeout: .seconds(5))
        guard let result, result.status == 0 else { return "" }
        return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Stops the server and everything in it. Called by deinit; safe to call twice.
    public func kill() {
        guard !killed.exchange(true, ordering: .sequentiallyConsistent) else { return }
        _ = try? runDetachedCommand(tmuxArguments(["kill-server"]), environment: nil)
        unlink(exitStatusPath)
        // tmux leaves the socket file behind; a test run makes dozens of them.
        let socketDirectory = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp"
        unlink("\(socketDirectory)/tmux-\(getuid())/\(socketName)")
    }

    // MARK: - Helpers

    private func exitStatus() -> Int32? {
        guard let text = try? String(contentsOfFile: exitStatusPath, encoding: .utf8) else { return nil }
        return Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    private func tmux(_ command: [String]) throws {
        let result = try runProcess(arguments: tmuxArguments(command), timeout: .seconds(5))
        guard result.status == 0 else {
            throw ChildProcessError(description: "tmux \(command.first ?? "") failed: \(result.stderr)")
        }
    }

    private func tmuxArguments(_ command: [String]) -> [String] {
        ["tmux", "-u", "-L", socketName, "-f", "/dev/null"] + command
    }
}

extension TmuxSession {
    /// From now on, appends every byte the program writes to its pane to `path` (tmux
    /// `pipe-pane`), for checks on what reaches a terminal that tmux would not show.
    public func recordOutput(to path: String) throws {
        try tmux(["pipe-pane", "-o", "-t", target, "cat >> '\(path)'"])
    }

    /// Ends `recordOutput` (tmux `pipe-pane` without a command), so that the next one starts a
    /// new file: `-o` would otherwise close the open pipe instead.
    public func stopRecordingOutput() throws {
        try tmux(["pipe-pane", "-t", target])
    }
}
