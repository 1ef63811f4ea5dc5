import CProcess
import Foundation
import Glibc

/// What a finished child process left behind.
public struct ProcessResult: Hashable, Sendable {
    /// The exit code, or 128 + signal number if a signal ended the child (as a shell reports it).
    public var status: Int32
    public var stdout: String
    public var stderr: String
    /// The child ran past its timeout and was killed with SIGKILL.
    public var timedOut: Bool
}

public struct ChildProcessError: Error, Hashable, Sendable, CustomStringConvertible {
    public let description: String
}

/// Runs a program to completion and collects its output, for tests of the command line.
///
/// Started with `posix_spawnp` (never `Foundation.Process`, which can hang when a grandchild
/// inherits its pipes), with the signal mask and dispositions reset so the child does not
/// inherit the test runner's blocked signals. Both output pipes and stdin are serviced in one
/// `poll` loop, so a child that fills one pipe while we write or read the other cannot deadlock.
/// Returns when the child exits, even if something it started still holds the pipes open.
///
/// - Parameters:
///   - arguments: the program (looked up in PATH) and its arguments.
///   - environment: the complete environment, or nil to inherit this process's.
///   - stdin: text for the child's standard input, or nil for /dev/null.
///   - timeout: after this the child is killed and `timedOut` is set.
public func runProcess(
    arguments: [String], environment: [String: String]? = nil, stdin: String? = nil,
    timeout: Duration = .seconds(30)
) throws -> ProcessResult {
    guard !arguments.isEmpty else { throw ChildProcessError(description: "runProcess needs a program to run.") }
    let output = try ChildPipe()
    let errors = try ChildPipe()
    // A socket instead of a pipe for stdin: send(MSG_NOSIGNAL) cannot raise SIGPIPE in the test
    // runner when the child exits without reading everything.
    var input: (parent: Int32, child: Int32)?
    if stdin != nil {
        var pair: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair) == 0 else {
            throw ChildProcessError(description: "socketpair failed: \(String(cString: strerror(errno)))")
        }
        for descriptor in pair { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        input = (pair[0], pair[1])
    }
    defer { if let input { close(input.parent) } }

    let pid: pid_t
    do {
        pid = try spawnChild(
            arguments: arguments, environment: environment,
            stdio: [input?.child, output.writeEnd, errors.writeEnd])
    } catch {
        if let input { close(input.child) }
        throw error
    }
    if let input { close(input.child) }
    output.closeWriteEnd()
    errors.closeWriteEnd()
    if let input { _ = fcntl(input.parent, F_SETFL, fcntl(input.parent, F_GETFL) | O_NONBLOCK) }

    let deadline = ContinuousClock.now + timeout
    var pendingInput = Array((stdin ?? "").utf8)
    var inputOpen = input != nil
    var exitStatus: Int32?
    var timedOut = false

    while exitStatus == nil {
        var descriptors = [
            pollfd(fd: output.readEnd, events: Int16(POLLIN), revents: 0),
            pollfd(fd: errors.readEnd, events: Int16(POLLIN), revents: 0),
            pollfd(fd: inputOpen ? (input?.parent ?? -1) : -1, events: Int16(POLLOUT), revents: 0),
        ]
        // Short slices: the child's exit is noticed by waitpid, not by the pipes closing, since
        // a grandchild (a daemon) may keep them open forever.
        _ = poll(&descriptors, nfds_t(descriptors.count), 20)
        output.drain()
        errors.drain()
        if inputOpen, let parent = input?.parent, descriptors[2].revents != 0 {
            if pendingInput.isEmpty {
                shutdown(parent, Int32(SHUT_WR))
                inputOpen = false
            } else {
                let sent = pendingInput.withUnsafeBytes { send(parent, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                if sent > 0 {
                    pendingInput.removeFirst(sent)
                } else if errno != EAGAIN && errno != EINTR {
                    inputOpen = false  // the child closed its stdin
                }
            }
        }
        exitStatus = reap(pid, blocking: false)
        if exitStatus == nil, ContinuousClock.now >= deadline {
            kill(pid, SIGKILL)
            timedOut = true
            exitStatus = reap(pid, blocking: true)
        }
    }
    output.drain()
    errors.drain()
    return ProcessResult(
        status: exitStatus ?? -1, stdout: output.text, stderr: errors.text, timedOut: timedOut)
}

/// Starts a program and waits for it without capturing anything: for commands that leave a
/// daemon behind (a tmux server) which would otherwise inherit and hold our pipes.
func runDetachedCommand(_ arguments: [String], environment: [String: String]?) throws -> Int32 {
    let pid = try spawnChild(arguments: arguments, environment: environment, stdio: [nil, nil, nil])
    return reap(pid, blocking: true) ?? -1
}

/// posix_spawnp with a clean slate: default signal handling, nothing blocked, only the given
/// descriptors (nil means /dev/null) on 0, 1 and 2, everything else closed.
func spawnChild(arguments: [String], environment: [String: String]?, stdio: [Int32?]) throws -> pid_t {
    var fileActions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&fileActions)
    defer { posix_spawn_file_actions_destroy(&fileActions) }
    for (target, source) in stdio.enumerated() {
        if let source {
            posix_spawn_file_actions_adddup2(&fileActions, source, Int32(target))
        } else {
            posix_spawn_file_actions_addopen(&fileActions, Int32(target), "/dev/null", target == 0 ? O_RDONLY : O_WRONLY, 0)
        }
    }
    // Descriptors other threads of the test runner opened without O_CLOEXEC must not leak into
    // the child (a tmux server would hold them forever).
    wb_spawn_close_from(&fileActions, 3)

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    wb_spawn_with_default_signals(&attributes, 0)

    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
    argv.append(nil)
    defer { for pointer in argv { free(pointer) } }

    var pid: pid_t = 0
    let result: Int32
    if let environment {
        var envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") }
        envp.append(nil)
        defer { for pointer in envp { free(pointer) } }
        result = posix_spawnp(&pid, arguments[0], &fileActions, &attributes, argv, envp)
    } else {
        result = posix_spawnp(&pid, arguments[0], &fileActions, &attributes, argv, environ)
    }
    guard result == 0 else {
        throw ChildProcessError(description: "Could not start \(arguments[0]): \(String(cString: strerror(result))).")
    }
    return pid
}

/// The exit status (128 + signal for a signalled child), or nil if it is still running.
func reap(_ pid: pid_t, blocking: Bool) -> Int32? {
    var status: Int32 = 0
    while true {
        let result = waitpid(pid, &status, blocking ? 0 : WNOHANG)
        if result == 0 { return nil }
        if result < 0 {
            if errno == EINTR { continue }
            return -1
        }
        // WIFEXITED and friends are macros; decode the wait status by hand.
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }
}

/// One output pipe of a child: the parent reads without blocking and keeps what it read.
private final class ChildPipe {
    let readEnd: Int32
    private(set) var writeEnd: Int32
    private var data: [UInt8] = []

    init() throws {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else {
            throw ChildProcessError(description: "pipe failed: \(String(cString: strerror(errno)))")
        }
        readEnd = descriptors[0]
        writeEnd = descriptors[1]
        for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(readEnd, F_SETFL, fcntl(readEnd, F_GETFL) | O_NONBLOCK)
    }

    func closeWriteEnd() {
        if writeEnd >= 0 { close(writeEnd) }
        writeEnd = -1
    }

    /// Reads whatever is available now.
    func drain() {
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(readEnd, &buffer, buffer.count)
            if count > 0 {
                data.append(contentsOf: buffer[0..<count])
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                return
            }
        }
    }

    var text: String { String(decoding: data, as: UTF8.self) }

    deinit {
        close(readEnd)
        closeWriteEnd()
    }
}
