import CProcess
import Foundation
import Glibc
import WeatherCore

/// Runs another program the way a terminal dashboard must: argv only (no shell, so nothing
/// from the network can become a command), detached (its own session, stdio on /dev/null, no
/// inherited descriptors, so it neither scribbles over the screen nor dies with the terminal),
/// looked up in the given environment's PATH and run with that environment. The browser and
/// desktop notifications both start this way.
public struct DetachedCommand: Sendable {
    public enum Outcome: Sendable, Hashable {
        /// The program is not there (or not executable): the caller may try another.
        case notInstalled
        /// posix_spawn failed for another reason, given in words.
        case couldNotStart(String)
        /// It ran; nil when it exited with status 0, else "/bin/false exited with status 1" and
        /// the like, to be worded in the language where it is shown.
        case finished(failure: Wording?)
    }

    private let environment: [String: String]

    public init(environment: [String: String] = ProcessEnvironment.current()) {
        self.environment = environment
    }

    /// Starts `arguments[0]` with the rest as its arguments and waits for it to exit; the wait
    /// happens on a thread of its own, so the caller only suspends.
    public func run(_ arguments: [String]) async -> Outcome {
        guard let name = arguments.first, let program = executablePath(name) else { return .notInstalled }
        let pid: pid_t
        switch spawnDetached(program, arguments) {
        case .started(let started): pid = started
        case .failed(let code) where code == ENOENT || code == EACCES: return .notInstalled
        case .failed(let code): return .couldNotStart(String(cString: strerror(code)))
        }
        let status = await Self.exitStatus(of: pid)
        return .finished(failure: status == 0 ? nil : Self.describe(status, of: name))
    }

    /// Starts `arguments[0]` like `run` but does not wait for it: for work that should outlive
    /// this process, such as a status bar's background refresh. Nil when it started; the
    /// child is reaped by init once this process has exited.
    public func start(_ arguments: [String]) -> Outcome? {
        guard let name = arguments.first, let program = executablePath(name) else { return .notInstalled }
        switch spawnDetached(program, arguments) {
        case .started: return nil
        case .failed(let code) where code == ENOENT || code == EACCES: return .notInstalled
        case .failed(let code): return .couldNotStart(String(cString: strerror(code)))
        }
    }

    /// A name without a slash is looked up in PATH (the shell's default when unset); a path is
    /// taken as it is and fails at spawn time when it is not there.
    private func executablePath(_ program: String) -> String? {
        if program.contains("/") { return program }
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":", omittingEmptySubsequences: false) {
            let candidate = (directory.isEmpty ? "." : String(directory)) + "/" + program
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    private enum SpawnOutcome {
        case started(pid_t)
        case failed(errno: Int32)
    }

    /// posix_spawn with a clean child.
    private func spawnDetached(_ program: String, _ arguments: [String]) -> SpawnOutcome {
        var fileActions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&fileActions)
        defer { posix_spawn_file_actions_destroy(&fileActions) }
        posix_spawn_file_actions_addopen(&fileActions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&fileActions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&fileActions, 2, "/dev/null", O_WRONLY, 0)
        // Our pipes are close-on-exec already; this also catches descriptors other code opened.
        wb_spawn_close_from(&fileActions, 3)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // POSIX_SPAWN_SETSID (glibc 2.26) is only defined under _GNU_SOURCE: a new session keeps
        // the browser out of our terminal's job control and alive when the terminal closes.
        let setSessionID: Int16 = 0x80
        wb_spawn_with_default_signals(&attributes, setSessionID)

        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
        argv.append(nil)
        defer { for pointer in argv { free(pointer) } }
        var envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") }
        envp.append(nil)
        defer { for pointer in envp { free(pointer) } }

        var pid: pid_t = 0
        let result = posix_spawn(&pid, program, &fileActions, &attributes, argv, envp)
        return result == 0 ? .started(pid) : .failed(errno: result)
    }

    /// Waits for `pid` on a thread of its own (waitpid blocks, and must not hold one of the
    /// few cooperative threads), which also reaps it. The raw wait status.
    private static func exitStatus(of pid: pid_t) async -> Int32 {
        await withCheckedContinuation { continuation in
            let thread = Thread {
                var status: Int32 = 0
                var result = waitpid(pid, &status, 0)
                while result < 0 && errno == EINTR { result = waitpid(pid, &status, 0) }
                // Not our child to wait for (it cannot happen here): nothing says it failed.
                continuation.resume(returning: result < 0 ? 0 : status)
            }
            thread.name = "weatherboard.child"
            thread.start()
        }
    }

    /// "/bin/false exited with status 1" or "… was killed by signal 9"; WIFEXITED and friends
    /// are macros.
    private static func describe(_ status: Int32, of program: String) -> Wording {
        let signal = status & 0x7F
        return signal == 0
            ? Wording(.programExited, ["program": "\(program)", "status": "\((status >> 8) & 0xFF)"])
            : Wording(.programKilled, ["program": "\(program)", "signal": "\(signal)"])
    }
}
