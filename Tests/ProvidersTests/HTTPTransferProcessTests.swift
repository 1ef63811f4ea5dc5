import Foundation
import Glibc
import Testing
@testable import Providers
import TestSupport
import WeatherCore

/// What can go wrong between the dashboard and the child that does its transfer: a child that
/// dies mid-transfer, exits without a word, hangs, or cannot be started must each be a clear
/// failure of the request, never an empty answer and never a wait without end. (Everything a
/// transfer itself must do is in HTTPClientTests, which runs through the child as well.)
@Suite struct HTTPTransferProcessTests {
    /// A directory holding a stand-in for the transfer child, a shell script; removed on deinit.
    final class StandIn: Sendable {
        let directory: URL
        var executable: String { directory.appendingPathComponent("child").path }
        /// Where the script writes its process id, so the test can end that process (its own child).
        var pidFile: URL { directory.appendingPathComponent("pid") }

        init(script: String) throws {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent("wb-transfer-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try write(script: "echo $$ >'\(pidFile.path)'\n" + script)
        }

        /// Replaces the script. Close-on-exec: a descriptor open for writing that a child
        /// spawned meanwhile by another test inherited would make the file "busy" to exec.
        func write(script: String) throws {
            let descriptor = open(executable, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
            guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            defer { close(descriptor) }
            let text = Array("#!/bin/sh\n\(script)\n".utf8)
            guard Glibc.write(descriptor, text, text.count) == text.count else { throw POSIXError(.EIO) }
        }

        deinit { try? FileManager.default.removeItem(at: directory) }

        /// The script's process id, once it has written it.
        func pid(waitingUpTo seconds: TimeInterval) async throws -> pid_t? {
            let deadline = Date() + seconds
            while Date() < deadline {
                if let text = try? String(contentsOf: pidFile, encoding: .utf8),
                   let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                    return pid
                }
                try await Task.sleep(for: .milliseconds(10))
            }
            return nil
        }
    }

    static func failure(of client: CurlHTTPClient, _ request: HTTPRequest) async -> WeatherServiceError? {
        do {
            _ = try await client.send(request)
            return nil
        } catch {
            return error
        }
    }

    static func otherText(_ error: WeatherServiceError?) -> String? {
        if case .other(let text) = error { return text }
        return nil
    }

    @Test func aChildKilledMidTransferIsAFailureAtOnce() async throws {
        let server = try LocalHTTPServer { _ in ScriptedResponse.json(200, "{}").delayed(by: 60) }
        defer { server.stop() }
        // The real child, behind a script that only notes its process id first (exec keeps it).
        let standIn = try StandIn(script: "exec '\(WeatherboardBinary.path)' \"$@\"")
        let client = CurlHTTPClient(transfersIn: .childProcess(executable: standIn.executable))
        let started = Date()
        let task = Task { await Self.failure(of: client, HTTPRequest(url: server.baseURL, timeout: 90)) }
        let deadline = Date() + 45
        while server.requestCount == 0, Date() < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(server.requestCount == 1)
        let pid = try #require(try await standIn.pid(waitingUpTo: 5))

        kill(pid, SIGKILL)
        let error = await task.value

        #expect(Self.otherText(error) == "the HTTP transfer process ended without an answer (killed by signal 9)")
        // Not the 60 s the server would take, nor the 90 s timeout.
        #expect(Date().timeIntervalSince(started) < 45)
    }

    @Test func aChildThatExitsWithoutAReplyIsAFailure() async throws {
        let standIn = try StandIn(script: "cat >/dev/null\nexit 3")
        let client = CurlHTTPClient(transfersIn: .childProcess(executable: standIn.executable))

        let error = await Self.failure(of: client, HTTPRequest(url: URL(fileURLWithPath: "/").appendingPathComponent("x"), timeout: 5))

        #expect(Self.otherText(error) == "the HTTP transfer process ended without an answer (exit status 3)")
    }

    @Test func aBodyCutShortIsNeverAnAnswer() async throws {
        // A whole reply announcing ten bytes of body, with three of them: what a child that died
        // while writing the body leaves.
        let whole = HTTPTransferReply.frame(.success(CurlTransferResult(statusCode: 200, headers: [:], body: Data("0123456789".utf8))))
        let standIn = try StandIn(script: "cat >/dev/null")
        try whole.prefix(whole.count - 7).write(to: standIn.directory.appendingPathComponent("reply"))
        try standIn.write(script: "cat >/dev/null\ncat '\(standIn.directory.appendingPathComponent("reply").path)'")
        let client = CurlHTTPClient(transfersIn: .childProcess(executable: standIn.executable))

        let error = await Self.failure(of: client, HTTPRequest(url: URL(fileURLWithPath: "/").appendingPathComponent("x"), timeout: 5))

        #expect(Self.otherText(error) == "the HTTP transfer process ended without an answer (exit status 0)")
    }

    @Test func aHangingChildTimesOutAndIsEnded() async throws {
        let standIn = try StandIn(script: "exec sleep 120")
        let client = CurlHTTPClient(transfersIn: .childProcess(executable: standIn.executable))
        let started = Date()

        let error = await Self.failure(of: client, HTTPRequest(url: URL(fileURLWithPath: "/").appendingPathComponent("x"), timeout: 0.5))

        #expect(error == .timedOut)
        #expect(Date().timeIntervalSince(started) < 60)
        // Killed and reaped: no process of that id is left.
        let pid = try #require(try await standIn.pid(waitingUpTo: 1))
        #expect(kill(pid, 0) == -1 && errno == ESRCH)
    }

    @Test func theChildGetsNoDescriptorAndNoIgnoredSignalOfOurs() async throws {
        // A pipe this process could hand on (no close-on-exec), and a signal it ignores.
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer { ends.forEach { close($0) } }
        let previous = signal(SIGUSR2, SIG_IGN)
        defer { signal(SIGUSR2, previous) }
        let standIn = try StandIn(script: "")
        let seen = standIn.directory.appendingPathComponent("seen")
        try standIn.write(script: "ls /proc/$$/fd >'\(seen.path)'\ngrep '^SigIgn' /proc/$$/status >>'\(seen.path)'\ncat >/dev/null")
        let client = CurlHTTPClient(transfersIn: .childProcess(executable: standIn.executable))

        _ = await Self.failure(of: client, HTTPRequest(url: URL(fileURLWithPath: "/").appendingPathComponent("x"), timeout: 5))

        let lines = try String(contentsOf: seen, encoding: .utf8).split(separator: "\n")
        #expect(!lines.contains(Substring(String(ends[0]))) && !lines.contains(Substring(String(ends[1]))), "\(lines)")
        let ignored = try #require(lines.last.flatMap { UInt64($0.dropFirst("SigIgn:\t".count), radix: 16) })
        #expect(ignored & (1 << (UInt64(SIGUSR2) - 1)) == 0)
    }

    @Test func theChildEndsWithTheProcessThatStartedIt() async throws {
        let server = try LocalHTTPServer { _ in ScriptedResponse.json(200, "{}").delayed(by: 60) }
        defer { server.stop() }
        let scratch = try StandIn(script: "")
        let directory = scratch.directory
        let order = directory.appendingPathComponent("order")
        try JSONEncoder().encode(HTTPTransferOrder(request: HTTPRequest(url: server.baseURL, timeout: 90), maximumBodySize: 1024)).write(to: order)
        let childPID = directory.appendingPathComponent("child-pid")
        // A parent that starts the real child and is then killed, as a dashboard could be.
        let parent = Process()
        parent.executableURL = URL(fileURLWithPath: "/bin/sh")
        parent.arguments = ["-c", "'\(WeatherboardBinary.path)' \(HTTPTransferChild.argument) <'\(order.path)' & echo $! >'\(childPID.path)'; wait"]
        parent.standardOutput = FileHandle.nullDevice
        try parent.run()
        let deadline = Date() + 45
        while server.requestCount == 0, Date() < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(server.requestCount == 1)
        let pid = try #require(pid_t((try String(contentsOf: childPID, encoding: .utf8)).trimmingCharacters(in: .whitespacesAndNewlines)))

        kill(parent.processIdentifier, SIGKILL)

        // Gone (or a zombie no one has reaped yet) long before the server's 60 s answer, which
        // would end it anyway. (Not Process.waitUntilExit: it lasts as long as the child, which
        // holds what Foundation watches.)
        let gone = Date() + 30
        while Self.isRunning(pid), Date() < gone {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(!Self.isRunning(pid))
    }

    /// Whether a process of that id is alive: neither gone nor a zombie.
    static func isRunning(_ pid: pid_t) -> Bool {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return false }
        return !status.contains("\nState:\tZ")
    }

    @Test func aChildThatCannotStartIsAFailure() async throws {
        let client = CurlHTTPClient(transfersIn: .childProcess(executable: "/nonexistent/weatherboard"))

        let error = await Self.failure(of: client, HTTPRequest(url: URL(fileURLWithPath: "/").appendingPathComponent("x"), timeout: 5))

        #expect(Self.otherText(error) == "the HTTP transfer process could not be started (No such file or directory)")
    }

    @Test func aReplyComesBackAsItWasSent() throws {
        let answer = CurlTransferResult(statusCode: 304, headers: ["etag": "\"v2\""], body: Data([0, 1, 2, 255]))
        let sent = HTTPTransferReply.frame(.success(answer))

        let received = try #require(HTTPTransferReply.result(fromFrame: sent)).get()

        #expect(received.statusCode == 304)
        #expect(received.headers == ["etag": "\"v2\""])
        #expect(received.body == Data([0, 1, 2, 255]))
        let failure = HTTPTransferReply.frame(.failure(.rateLimited(until: Date(timeIntervalSince1970: 1_800_000_000))))
        #expect(throws: WeatherServiceError.rateLimited(until: Date(timeIntervalSince1970: 1_800_000_000))) {
            try HTTPTransferReply.result(fromFrame: failure)?.get()
        }
        // Any reply cut short is no reply.
        for length in [0, 3, 4, 10, sent.count - 1] {
            #expect(HTTPTransferReply.result(fromFrame: sent.prefix(length)) == nil, "cut at \(length)")
        }
    }
}
