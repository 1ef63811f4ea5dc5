import Foundation
import Glibc
import Synchronization

/// A terminal played by the test: the program runs on a pseudo-terminal whose other end the
/// test holds, so it sees every byte the program writes (escape sequences a real terminal
/// would act on, such as pictures) and answers as a terminal would, which tmux cannot do for
/// a protocol it does not speak.
public final class PseudoTerminal: Sendable {
    private let controller: Int32
    private let processID: pid_t
    private let received = Received()
    private let exitStatus = Mutex<Int32?>(nil)
    /// Just before the program was started: what `timeUntilOutput(contains:)` counts from.
    private let launchInstant: ContinuousClock.Instant

    public init(command: [String], environment: [String: String], width: Int, height: Int) throws {
        let functions = try PseudoTerminalFunctions()
        controller = functions.open(O_RDWR | O_NOCTTY)
        var name = [CChar](repeating: 0, count: 128)
        guard controller >= 0, functions.grant(controller) == 0, functions.unlock(controller) == 0,
              functions.name(controller, &name, name.count) == 0
        else {
            throw ChildProcessError(description: "No pseudo-terminal: \(String(cString: strerror(errno))).")
        }
        let path = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard try runDetachedCommand(["stty", "-F", path, "rows", "\(height)", "cols", "\(width)"], environment: nil) == 0 else {
            throw ChildProcessError(description: "stty could not size \(path).")
        }
        let terminal = open(path, O_RDWR | O_NOCTTY)
        guard terminal >= 0 else { throw ChildProcessError(description: "Could not open \(path).") }
        defer { close(terminal) }
        launchInstant = .now
        processID = try spawnChild(arguments: command, environment: environment, stdio: [terminal, terminal, terminal])
        let controller = controller, received = received
        Thread.detachNewThread {
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = read(controller, &buffer, buffer.count)
                if count < 0, errno == EINTR { continue }
                // EIO once the program has closed its end: it exited.
                guard count > 0 else { return }
                let instant = ContinuousClock.now
                received.bytes.withLock { bytes in
                    bytes += buffer[0..<count]
                    received.arrivals.withLock { $0.append((byteCount: bytes.count, instant: instant)) }
                }
            }
        }
    }

    deinit {
        if exitStatus.withLock({ $0 }) == nil {
            kill(processID, SIGKILL)
            _ = reap(processID, blocking: true)
        }
        close(controller)
    }

    /// Everything the program has written so far.
    public var output: [UInt8] { received.bytes.withLock { $0 } }

    public var outputText: String { String(decoding: output, as: UTF8.self) }

    /// How long after the program was started its output first held `text`: to the read
    /// that brought the text's last byte, so the figure is not rounded up to a poll; nil
    /// while the output does not hold it.
    public func timeUntilOutput(contains text: String) -> Duration? {
        let wanted = Array(text.utf8)
        let (bytes, arrivals) = received.bytes.withLock { bytes in (bytes, received.arrivals.withLock { $0 }) }
        guard !wanted.isEmpty, bytes.count >= wanted.count,
              let start = (0...(bytes.count - wanted.count)).first(where: { bytes[$0..<($0 + wanted.count)].elementsEqual(wanted) }),
              let arrival = arrivals.first(where: { $0.byteCount >= start + wanted.count })
        else { return nil }
        return arrival.instant - launchInstant
    }

    /// Bytes as if typed, or a terminal's answer.
    public func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBufferPointer { write(controller, $0.baseAddress, $0.count) }
    }

    /// Polls every 20 ms until `condition` holds; false on timeout.
    public func waitUntil(timeout: Duration = .seconds(20), _ condition: () -> Bool) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while true {
            if condition() { return true }
            if ContinuousClock.now >= deadline { return false }
            usleep(20_000)
        }
    }

    public func waitFor(text: String, timeout: Duration = .seconds(20)) -> Bool {
        waitUntil(timeout: timeout) { outputText.contains(text) }
    }

    /// The program's exit status once it has exited, or nil after `timeout`.
    public func waitForExit(timeout: Duration = .seconds(20)) -> Int32? {
        var status: Int32?
        _ = waitUntil(timeout: timeout) {
            status = reap(processID, blocking: false)
            return status != nil
        }
        exitStatus.withLock { $0 = status }
        return status
    }
}

/// glibc's pseudo-terminal functions, which Swift's Glibc module leaves out (stdlib.h declares
/// them only for _XOPEN_SOURCE), looked up by name.
private struct PseudoTerminalFunctions {
    let open: @convention(c) (Int32) -> Int32
    let grant: @convention(c) (Int32) -> Int32
    let unlock: @convention(c) (Int32) -> Int32
    let name: @convention(c) (Int32, UnsafeMutablePointer<CChar>, Int) -> Int32

    init() throws {
        func symbol<Function>(_ name: String, as type: Function.Type) throws -> Function {
            // RTLD_DEFAULT: the libraries the test runner already has, glibc among them.
            guard let address = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else {
                throw ChildProcessError(description: "glibc has no \(name).")
            }
            return unsafeBitCast(address, to: type)
        }
        open = try symbol("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
        grant = try symbol("grantpt", as: (@convention(c) (Int32) -> Int32).self)
        unlock = try symbol("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
        name = try symbol("ptsname_r", as: (@convention(c) (Int32, UnsafeMutablePointer<CChar>, Int) -> Int32).self)
    }
}

/// The bytes read so far and when they came, shared with the thread that reads them.
private final class Received: Sendable {
    let bytes = Mutex<[UInt8]>([])
    /// After each read, the count of bytes received so far and when that read returned.
    let arrivals = Mutex<[(byteCount: Int, instant: ContinuousClock.Instant)]>([])
}
