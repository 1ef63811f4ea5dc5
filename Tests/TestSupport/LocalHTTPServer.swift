import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A small HTTP/1.1 server on 127.0.0.1 for tests: it records every request and answers from a
/// handler closure, including with slow, truncated, oversized or malformed responses.
///
/// ```swift
/// let server = try LocalHTTPServer { request in
///     .json(200, #"{"ok":true}"#, headers: ["ETag": "\"v1\""])
/// }
/// defer { server.stop() }
/// let url = server.url("/v1/forecast?latitude=52.52")   // or server.baseURL
/// …
/// #expect(server.requestCount == 1)
/// #expect(server.requests.first?.header("user-agent") != nil)
/// server.setHandler { _ in .status(304) }               // change the script mid-test
/// ```
///
/// It listens on an ephemeral port and runs on its own threads (one accept loop, one thread per
/// connection), so it also serves a child process such as the real `weatherboard` binary.
/// Connections are kept alive between requests unless the client asks to close. Request bodies
/// are read by Content-Length; chunked request bodies are not supported.
public final class LocalHTTPServer: Sendable {
    public typealias Handler = @Sendable (RecordedRequest) -> ScriptedResponse

    public struct StartError: Error, CustomStringConvertible {
        public var step: String
        public var code: Int32
        public var description: String { "LocalHTTPServer: \(step) failed: \(String(cString: strerror(code)))" }
    }

    public let port: UInt16
    /// `http://127.0.0.1:PORT`, without a trailing slash.
    public let baseURL: URL
    private let listener: Int32
    private let state: State

    /// Starts listening at once; the server runs until `stop()` (or until it is released).
    public init(handler: @escaping Handler) throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard listener >= 0 else { throw StartError(step: "socket", code: errno) }
        do {
            port = try Self.bindToLoopback(listener)
        } catch {
            close(listener)
            throw error
        }
        guard let url = URL(string: "http://127.0.0.1:\(port)") else {
            close(listener)
            throw StartError(step: "building the base URL", code: EINVAL)
        }
        self.listener = listener
        baseURL = url
        state = State(handler: handler)
        let state = state
        let thread = Thread { Self.acceptLoop(listener: listener, state: state) }
        thread.name = "LocalHTTPServer.accept"
        thread.start()
    }

    deinit { stop() }

    /// `baseURL` followed by `pathAndQuery`, such as `"/v1/forecast?latitude=1"`.
    public func url(_ pathAndQuery: String) -> URL {
        let path = pathAndQuery.hasPrefix("/") ? pathAndQuery : "/" + pathAndQuery
        guard let url = URL(string: baseURL.absoluteString + path) else {
            preconditionFailure("LocalHTTPServer.url: not a valid path and query: \(pathAndQuery)")
        }
        return url
    }

    /// Requests received so far (counted as soon as their headers and body have arrived).
    public var requestCount: Int { state.withLock { $0.requests.count } }
    /// Every request received so far, oldest first.
    public var requests: [RecordedRequest] { state.withLock { $0.requests } }
    /// Responses written in full so far; a request whose client hung up during a scripted
    /// delay is never answered, which is how tests see that a transfer was aborted.
    public var answeredCount: Int { state.withLock { $0.answeredCount } }

    /// Replaces the handler; requests that arrive from now on use the new one.
    public func setHandler(_ handler: @escaping Handler) {
        state.withLock { $0.handler = handler }
    }

    /// Stops accepting, hangs up on open connections (which also ends any scripted delay) and
    /// waits, for up to 5 s, for every server thread to finish. Calling it again does nothing.
    public func stop() {
        guard state.beginStopping() else { return }
        state.waitUntilIdle(timeout: 5)
        close(listener)
    }

    private static func bindToLoopback(_ listener: Int32) throws -> UInt16 {
        var reuse: Int32 = 1
        guard setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size)) == 0 else {
            throw StartError(step: "setsockopt", code: errno)
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0  // the kernel picks a free port
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else { throw StartError(step: "bind", code: errno) }
        guard listen(listener, 128) == 0 else { throw StartError(step: "listen", code: errno) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        guard named == 0 else { throw StartError(step: "getsockname", code: errno) }
        return UInt16(bigEndian: address.sin_port)
    }

    /// Polls with a short timeout instead of blocking in accept, so `stop()` is noticed promptly.
    private static func acceptLoop(listener: Int32, state: State) {
        defer { state.acceptLoopFinished() }
        while !state.isStopping {
            var descriptor = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 50) > 0 else { continue }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            // Child processes (CLI tests) must not inherit the connection, or closing it here
            // would not end it. (accept4 with SOCK_CLOEXEC is not visible to Swift without _GNU_SOURCE.)
            _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
            guard state.register(connection) else {
                close(connection)
                return
            }
            let thread = Thread {
                Connection(descriptor: connection, state: state).serve()
                state.unregister(connection)
                close(connection)
            }
            thread.name = "LocalHTTPServer.connection"
            thread.start()
        }
    }
}

extension LocalHTTPServer {
    /// Everything the server's threads share, behind one condition lock.
    final class State: @unchecked Sendable {
        // @unchecked: every stored property is read and written only while holding `condition`.
        struct Shared {
            var handler: Handler
            var requests: [RecordedRequest] = []
            var answeredCount = 0
        }

        private let condition = NSCondition()
        private var shared: Shared
        private var stopping = false
        private var acceptLoopRunning = true
        private var openConnections: Set<Int32> = []

        init(handler: @escaping Handler) {
            shared = Shared(handler: handler)
        }

        func withLock<T>(_ body: (inout Shared) -> T) -> T {
            condition.lock()
            defer { condition.unlock() }
            return body(&shared)
        }

        /// Records the request and returns the handler to answer it with.
        func record(_ request: RecordedRequest) -> Handler {
            withLock {
                $0.requests.append(request)
                return $0.handler
            }
        }

        var isStopping: Bool {
            condition.lock()
            defer { condition.unlock() }
            return stopping
        }

        /// False once stopping: the connection must then be closed unanswered.
        func register(_ descriptor: Int32) -> Bool {
            condition.lock()
            defer { condition.unlock() }
            guard !stopping else { return false }
            openConnections.insert(descriptor)
            return true
        }

        /// Called before the descriptor is closed, so `beginStopping` never shuts down a
        /// number the kernel has already handed to someone else.
        func unregister(_ descriptor: Int32) {
            condition.lock()
            openConnections.remove(descriptor)
            condition.broadcast()
            condition.unlock()
        }

        func acceptLoopFinished() {
            condition.lock()
            acceptLoopRunning = false
            condition.broadcast()
            condition.unlock()
        }

        /// Marks the server stopping and wakes every connection thread blocked in recv or send.
        /// Returns false when it was already stopping.
        func beginStopping() -> Bool {
            condition.lock()
            defer { condition.unlock() }
            guard !stopping else { return false }
            stopping = true
            for descriptor in openConnections {
                shutdown(descriptor, Int32(SHUT_RDWR))
            }
            return true
        }

        func waitUntilIdle(timeout: TimeInterval) {
            let deadline = Date().addingTimeInterval(timeout)
            condition.lock()
            defer { condition.unlock() }
            while acceptLoopRunning || !openConnections.isEmpty {
                guard condition.wait(until: deadline) else { return }
            }
        }
    }
}
