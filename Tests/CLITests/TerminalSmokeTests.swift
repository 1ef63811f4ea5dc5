import Foundation
import Testing
import TestSupport

/// Checks the process and tmux drivers that the end-to-end tests of the real binary stand on.
@Suite("Process and tmux drivers", .serialized)
struct TerminalSmokeTests {
    @Test func runProcessCollectsBothStreamsAndTheStatus() throws {
        let result = try runProcess(arguments: ["sh", "-c", "echo out; echo err >&2; exit 3"])
        #expect(result.status == 3)
        #expect(result.stdout == "out\n")
        #expect(result.stderr == "err\n")
        #expect(!result.timedOut)
    }

    @Test func runProcessPassesEnvironmentAndLargeStdinWithoutDeadlock() throws {
        // Larger than a pipe buffer in both directions: cat blocks on stdout while we write.
        let input = String(repeating: "0123456789abcdef\n", count: 20_000)
        let result = try runProcess(
            arguments: ["sh", "-c", "cat; echo \"$GREETING\" >&2"], environment: ["GREETING": "hallo"],
            stdin: input, timeout: .seconds(10))
        #expect(result.status == 0)
        #expect(result.stdout == input)
        #expect(result.stderr == "hallo\n")
    }

    @Test func runProcessKillsAChildThatRunsPastItsTimeout() throws {
        let result = try runProcess(arguments: ["sleep", "10"], timeout: .milliseconds(300))
        #expect(result.timedOut)
        #expect(result.status == 128 + SIGKILL)
    }

    @Test func runProcessReturnsWhenABackgroundGrandchildHoldsThePipes() throws {
        // Waiting for the grandchild would run into the timeout and report it.
        let result = try runProcess(arguments: ["sh", "-c", "sleep 30 & echo started"], timeout: .seconds(10))
        #expect(!result.timedOut)
        #expect(result.status == 0)
        #expect(result.stdout == "started\n")
    }

    @Test func runProcessReportsAMissingProgram() {
        #expect(throws: ChildProcessError.self) {
            try runProcess(arguments: ["/nonexistent/weatherboard-test-program"])
        }
    }

    @Test
    func tmuxSessionShowsOutputTakesKeysAndReportsTheExitStatus() throws {
        let tmux = try TmuxSession(
            command: ["sh", "-c", "printf 'hello %s\\n' \"$WHO\"; read x; echo got $x; exit 7"],
            environment: ["WHO": "wörld 東京"], width: 60, height: 10)
        #expect(tmux.waitFor(text: "hello wörld 東京"))
        try tmux.type("abc")
        try tmux.sendKeys("Enter")
        #expect(tmux.waitFor(text: "got abc"))
        #expect(tmux.waitForExit() == 7)
        // The last screen stays readable after the program exits.
        #expect(tmux.capture().contains("got abc"))
    }

    @Test
    func tmuxSessionResizesTheTerminal() throws {
        let tmux = try TmuxSession(
            command: ["sh", "-c", "echo size $(stty size); read x; echo size $(stty size); read y"],
            width: 80, height: 24)
        #expect(tmux.waitFor(text: "size 24 80"))
        try tmux.resize(width: 40, height: 12)
        try tmux.sendKeys("Enter")
        #expect(tmux.waitFor(text: "size 12 40"))
        try tmux.sendKeys("Enter")
        #expect(tmux.waitForExit() == 0)
    }

    @Test
    func tmuxSessionReportsDeathBySignalAndDeliversControlC() throws {
        let tmux = try TmuxSession(command: ["sh", "-c", "echo ready; sleep 30"], width: 40, height: 5)
        #expect(tmux.waitFor(text: "ready"))
        try tmux.sendKeys("C-c")
        let status = tmux.waitForExit()
        #expect(status == 128 + SIGINT)
    }

    @Test
    func tmuxSessionFindsTheProgramsProcessForSignals() throws {
        let tmux = try TmuxSession(command: ["sleep", "30"], width: 40, height: 5)
        let pid = try #require(tmux.processID)
        #expect(kill(pid, SIGTERM) == 0)
        #expect(tmux.waitForExit() == 128 + SIGTERM)
    }

    @Test
    func tmuxSessionShowsColoursWhenAskedAndStopsOnKill() throws {
        let tmux = try TmuxSession(
            command: ["sh", "-c", "printf '\\033[31mred\\033[0m\\n'; sleep 30"], width: 40, height: 5)
        #expect(tmux.waitFor(text: "red"))
        #expect(tmux.capture(includingEscapes: true).contains("\u{1B}[31mred"))
        tmux.kill()
        #expect(tmux.capture() == "")
    }
}
