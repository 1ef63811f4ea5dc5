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

    /// Starts the browser and returns without waiting for it.
    public func open(_ url: String) throws(URLOpenerError) {
        let lowercased = url.lowercased()
        guard lowercased.hasPrefix("https://") || lowercased.hasPrefix("http://"),
              !url.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F })
        else {
            throw URLOpenerError(description: "Not opening \"\(url.prefix(60))\": only web links (http or https) are opened.")
        }
        for command in candidates {
            var arguments = command.map { $0.replacingOccurrences(of: "%s", with: url) }
            if !command.contains(where: { $0.contains("%s") }) { arguments.append(url) }
            let result = Self.spawnDetached(arguments)
            if result == 0 { return }
            if result != ENOENT && result != EACCES {
                throw URLOpenerError(description: "Could not start \(arguments[0]): \(String(cString: strerror(result))).")
            }
        }
        throw URLOpenerError(description: "No browser found: install xdg-utils or set BROWSER, then open \(url) by hand.")
    }

    /// posix_spawnp with a clean child; returns 0 or an errno value.
    private static func spawnDetached(_ arguments: [String]) -> Int32 {
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

        var pid: pid_t = 0
        let result = posix_spawnp(&pid, arguments[0], &fileActions, &attributes, argv, environ)
        guard result == 0 else { return result }
        // Reap it on a thread of its own so it never lingers as a zombie; waitpid blocks, so
        // the thread costs nothing while the browser launcher runs.
        let child = pid
        Thread.detachNewThread {
            var status: Int32 = 0
            while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        }
        return 0
    }
}
