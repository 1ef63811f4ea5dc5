import CProcess
import Foundation
import Glibc
import WeatherCore

/// One transfer done by a short-lived child process (the program itself, started with
/// `HTTPTransferChild.argument`), for a process that lives long and should stay small.
///
/// libcurl brings some thirty libraries (OpenSSL, GnuTLS, Kerberos, LDAP, SSH…) that stay
/// mapped once opened (OpenSSL cannot be unloaded), with their heap: measured, 8 MiB more in
/// an idle dashboard after its first refresh. In a child, they go when it exits. The child runs
/// the same `CurlTransfer` as a transfer in this process, so every rule of it holds (headers,
/// validators, limits, timeouts, redirects, certificates); the status policy and the back-off
/// stay with the client here.
struct HTTPTransferProcess {
    let executable: String
    let request: HTTPRequest
    let state: CurlTransferState

    /// Time the child has beyond the request's own timeout (which libcurl enforces in it) to
    /// start, answer and exit; past it the child is killed and the request has timed out.
    static let startAndExitAllowance: TimeInterval = 5
    /// How long one wait for the child's reply may last before the deadline is looked at again.
    private static let pollInterval: Int32 = 250
    /// Room for the reply's status and headers beside the body.
    private static let replyAllowance = 1024 * 1024

    func perform() -> Result<CurlTransferResult, WeatherServiceError> {
        if state.isCancelled { return .failure(.cancelled) }
        let order: Data
        do {
            order = try JSONEncoder().encode(HTTPTransferOrder(request: request, maximumBodySize: state.maximumBodySize))
        } catch {
            return .failure(.other("the request to \(request.url.absoluteString) could not be handed over (\(error))"))
        }
        // A socket pair rather than pipes: a child that died before reading its order must not
        // kill this process with SIGPIPE (send takes MSG_NOSIGNAL). Close-on-exec, so no other
        // child inherits this one's end and keeps it from seeing the end of the reply.
        var ends: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
            return .failure(.other("the HTTP transfer process could not be started (\(String(cString: strerror(errno))))"))
        }
        let ours = ends[0]
        defer { close(ours) }
        let spawned = spawn(childEnd: ends[1])
        close(ends[1])
        let pid: pid_t
        switch spawned {
        case .success(let started): pid = started
        case .failure(let error): return .failure(error)
        }

        state.attach { kill(pid, SIGKILL) }
        let outcome = exchange(order, over: ours, with: pid)
        // Before the child is reaped: its pid may be reused after, and cancel() kills by pid.
        state.detach()
        let status = Self.waitForExit(of: pid)

        if state.isCancelled { return .failure(.cancelled) }
        switch outcome {
        case .timedOut:
            return .failure(.timedOut)
        case .tooLarge:
            return .failure(.undecodable(CurlErrorMapping.tooLargeText(limit: state.maximumBodySize)))
        case .received(let reply):
            if let result = HTTPTransferReply.result(fromFrame: reply) { return result }
            return .failure(.other("the HTTP transfer process ended without an answer (\(Self.describe(status)))"))
        }
    }

    private enum Exchange {
        case received(Data)
        case timedOut
        case tooLarge
    }

    /// Sends the order, then reads the reply until the child closes its end, the deadline
    /// passes or the reply grows past any answer the body cap allows; the child is killed in
    /// the last two cases. A child that dies early just ends the reply early.
    private func exchange(_ order: Data, over socket: Int32, with pid: pid_t) -> Exchange {
        let deadline: Date? = request.timeout.isFinite
            ? Date() + request.timeout + Self.startAndExitAllowance : nil
        order.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count, let base = bytes.baseAddress {
                let sent = send(socket, base + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
                if sent < 0 && errno == EINTR { continue }
                guard sent > 0 else { return }  // the child is gone; its missing reply says so
                offset += sent
            }
        }
        // The end of the order: the child reads to it.
        shutdown(socket, Int32(SHUT_WR))

        let limit = state.maximumBodySize + Self.replyAllowance
        var reply = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while !state.isCancelled {
            if let deadline, Date() >= deadline {
                kill(pid, SIGKILL)
                return .timedOut
            }
            var waiting = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            let ready = poll(&waiting, 1, Self.pollInterval)
            if ready < 0 && errno != EINTR { break }
            guard ready > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(socket, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            reply.append(contentsOf: buffer[0..<count])
            if reply.count > limit {
                kill(pid, SIGKILL)
                return .tooLarge
            }
        }
        return .received(reply)
    }

    /// posix_spawn of `executable` with the child's end of the socket as its stdin and stdout
    /// and stderr on /dev/null (it must not write over the dashboard); the environment is ours,
    /// so libcurl in it reads the same proxy variables. Nothing else of ours goes with it: no
    /// other descriptor (a pipe it held open would keep another reader from its end), no
    /// blocked or ignored signal (the dashboard's are its own business).
    private func spawn(childEnd: Int32) -> Result<pid_t, WeatherServiceError> {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, childEnd, STDIN_FILENO)
        posix_spawn_file_actions_adddup2(&actions, childEnd, STDOUT_FILENO)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        wb_spawn_close_from(&actions, STDERR_FILENO + 1)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        wb_spawn_with_default_signals(&attributes, 0)
        let arguments: [UnsafeMutablePointer<CChar>?] = [strdup(executable), strdup(HTTPTransferChild.argument)]
        defer { arguments.forEach { free($0) } }
        var argv = arguments + [nil]
        var pid = pid_t()
        let code = posix_spawn(&pid, executable, &actions, &attributes, &argv, environ)
        guard code == 0 else {
            return .failure(.other("the HTTP transfer process could not be started (\(String(cString: strerror(code))))"))
        }
        return .success(pid)
    }

    /// The child's wait status, once it has exited.
    private static func waitForExit(of pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        return status
    }

    /// "exit status 3" or "killed by signal 9", for the sentence about a child without an answer.
    private static func describe(_ status: Int32) -> String {
        // WIFEXITED/WTERMSIG are macros Swift does not import: the low 7 bits are the signal
        // (0 for a normal exit), the next 8 the exit code.
        let signal = status & 0x7f
        return signal == 0 ? "exit status \((status >> 8) & 0xff)" : "killed by signal \(signal)"
    }
}
