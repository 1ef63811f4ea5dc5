import CNcurses
import Foundation
import Glibc

/// Why a link could not be opened; `description` is one sentence for the status line.
public struct URLOpenerError: Error, Hashable, Sendable, CustomStringConvertible {
    public let description: String
}

/// Opens a link in the user's browser: `$BROWSER` if set, else `xdg-open`.
///
/// The URL is always its own argv element and no shell is involved, so a link from the network
/// cannot run commands. The browser is started detached (own session, stdio on /dev/null, no
/// inherited descriptors) so it neither scribbles over the dashboard nor dies with the terminal.
/// Commands are looked up in the given environment's PATH and run with that environment.
public struct URLOpener: Sendable {
    private let environment: [String: String]

    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.environment = environment
    }

    /// The commands that will be tried, in order, as argv arrays without the URL.
    /// `$BROWSER` may list several commands separated by colons; `%s` marks where the URL goes.
    var candidates: [[String]] {
        var commands: [[String]] = []
        if let browser = environment["BROWSER"] {
            for entry in browser.split(separator: ":") {
                let words = entry.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
                if !words.isEmpty { commands.append(words) }
            }
        }
        commands.append(["xdg-open"])
        return commands
    }

    /// Starts the browser and waits until the command exits, because its exit status is the
    /// only sign that the link could not be opened (xdg-open with no browser, a BROWSER that
    /// fails). A launcher such as xdg-open returns as soon as the browser has the link; a
    /// browser run directly returns when it is closed. The wait happens on a thread of its
    /// own, so the caller only suspends.
    ///
    /// A command that is not installed is skipped for the next one; a command that ran and
    /// failed is reported, not hidden behind another.
    public func open(_ url: String) async throws(URLOpenerError) {
        let lowercased = url.lowercased()
        guard lowercased.hasPrefix("https://") || lowercased.hasPrefix("http://"),
              !url.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F })
        else {
            throw URLOpenerError(description: "Not opening \"\(url.prefix(60))\": only web links (http or https) are opened.")
        }
        for command in candidates {
            var arguments = command.map { $0.replacingOccurrences(of: "%s", with: url) }
            if !command.contains(where: { $0.contains("%s") }) { arguments.append(url) }
            guard let program = executablePath(arguments[0]) else { continue }
            let pid: pid_t
            switch spawnDetached(program, arguments) {
            case .started(let started): pid = started
            case .failed(let code) where code == ENOENT || code == EACCES: continue
            case .failed(let code):
                throw URLOpenerError(description: "Could not start \(arguments[0]): \(String(cString: strerror(code))).")
            }
            let status = await Self.exitStatus(of: pid)
            guard status == 0 else {
                // The reason first: a status line may be too narrow for the whole link.
                throw URLOpenerError(
                    description: "Could not open the link: \(arguments[0]) \(Self.describe(status)); open \(url) by hand.")
            }
            return
        }
        throw URLOpenerError(description: "No browser found: install xdg-utils or set BROWSER, then open \(url) by hand.")
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
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        // POSIX_SPAWN_SETSID (glibc 2.26) is only defined under _GNU_SOURCE: a new session keeps
        // the browser out of our terminal's job control and alive when the terminal closes.
        let setSessionID: Int32 = 0x80
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | setSessionID))

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
            thread.name = "weatherboard.browser"
            thread.start()
        }
    }

    /// "exited with status 1" or "was killed by signal 9"; WIFEXITED and friends are macros.
    private static func describe(_ status: Int32) -> String {
        let signal = status & 0x7F
        return signal == 0 ? "exited with status \((status >> 8) & 0xFF)" : "was killed by signal \(signal)"
    }
}
