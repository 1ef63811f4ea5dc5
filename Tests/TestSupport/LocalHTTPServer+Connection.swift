import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension LocalHTTPServer {
    /// One client connection: reads requests, asks the handler, writes the scripted answers.
    struct Connection {
        let descriptor: Int32
        let state: State

        /// Larger request heads are refused; no test needs more.
        private static let maximumHeadSize = 1024 * 1024
        private static let headTerminator = Data("\r\n\r\n".utf8)

        func serve() {
            var buffer = Data()
            while !state.isStopping {
                guard let request = readRequest(into: &buffer) else { return }
                let response = state.record(request)(request)
                guard waitOut(response.delay) else { return }
                guard write(response, to: request) else { return }
                state.withLock { $0.answeredCount += 1 }
            }
        }

        // MARK: Reading

        /// The next request on the connection, or nil when the client went away or sent nonsense.
        private func readRequest(into buffer: inout Data) -> RecordedRequest? {
            var headEnd = buffer.range(of: Self.headTerminator)
            while headEnd == nil {
                guard buffer.count < Self.maximumHeadSize, receive(into: &buffer) else { return nil }
                headEnd = buffer.range(of: Self.headTerminator)
            }
            guard let headEnd else { return nil }
            let head = String(decoding: buffer[buffer.startIndex..<headEnd.lowerBound], as: UTF8.self)
            buffer.removeSubrange(buffer.startIndex..<headEnd.upperBound)

            var lines = head.components(separatedBy: "\r\n")
            let requestLine = lines.removeFirst().split(separator: " ", omittingEmptySubsequences: true)
            guard requestLine.count == 3 else { return nil }
            var headers: [String: String] = [:]
            for line in lines {
                guard let colon = line.firstIndex(of: ":") else { continue }
                let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
                headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
            if headers["expect"]?.lowercased() == "100-continue" {
                guard send(Data("HTTP/1.1 100 Continue\r\n\r\n".utf8)) else { return nil }
            }
            let bodyLength = headers["content-length"].flatMap { Int($0) } ?? 0
            while buffer.count < bodyLength {
                guard receive(into: &buffer) else { return nil }
            }
            let body = Data(buffer.prefix(bodyLength))
            buffer.removeFirst(bodyLength)
            return RecordedRequest(method: String(requestLine[0]), path: String(requestLine[1]), headers: headers, body: body)
        }

        private func receive(into buffer: inout Data) -> Bool {
            var chunk = [UInt8](repeating: 0, count: 16 * 1024)
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return false }
            buffer.append(contentsOf: chunk[0..<count])
            return true
        }

        // MARK: Writing

        /// Sleeps in short slices so `stop()` does not have to wait out a long scripted delay.
        /// False when the server stopped meanwhile.
        private func waitOut(_ delay: TimeInterval) -> Bool {
            let deadline = Date().addingTimeInterval(delay)
            while Date() < deadline {
                if state.isStopping { return false }
                usleep(10_000)
            }
            return !state.isStopping
        }

        /// Writes the response; true when the connection may carry another request.
        private func write(_ response: ScriptedResponse, to request: RecordedRequest) -> Bool {
            let clientCloses = request.header("connection")?.lowercased() == "close"
            switch response.delivery {
            case .closeConnection:
                return false
            case .raw(let bytes):
                _ = send(bytes)
                return false
            case .complete:
                let bodyAllowed = request.method != "HEAD" && !Self.statusForbidsBody(response.status)
                var extra: [(String, String)] = []
                if !Self.has("content-length", in: response.headers) && !Self.statusForbidsBody(response.status) {
                    extra.append(("Content-Length", "\(response.body.count)"))
                }
                extra.append(("Connection", clientCloses ? "close" : "keep-alive"))
                guard send(head(response, extra: extra)) else { return false }
                if bodyAllowed, !response.body.isEmpty, !send(response.body) { return false }
                return !clientCloses
            case .truncated(let declaredLength):
                _ = send(head(response, extra: [("Content-Length", "\(declaredLength)"), ("Connection", "close")]))
                _ = send(response.body)
                return false
            case .streamed(let byteCount, let declaresLength):
                let extra = declaresLength
                    ? [("Content-Length", "\(byteCount)"), ("Connection", "close")] : [("Connection", "close")]
                guard send(head(response, extra: extra)) else { return false }
                let filler = Data(repeating: UInt8(ascii: "x"), count: 64 * 1024)
                var remaining = byteCount
                while remaining > 0, !state.isStopping {
                    let chunk = min(remaining, filler.count)
                    guard send(filler.prefix(chunk)) else { break }  // the client gave up: fine
                    remaining -= chunk
                }
                return false
            }
        }

        private func head(_ response: ScriptedResponse, extra: [(String, String)]) -> Data {
            var text = "HTTP/1.1 \(response.status) \(Self.reasonPhrase(response.status))\r\n"
            for (name, value) in response.headers.sorted(by: { $0.key < $1.key }) {
                text += "\(name): \(value)\r\n"
            }
            for (name, value) in extra where !Self.has(name, in: response.headers) {
                text += "\(name): \(value)\r\n"
            }
            return Data((text + "\r\n").utf8)
        }

        /// Writes everything, or returns false when the client is gone. MSG_NOSIGNAL: a client
        /// hanging up must not kill the test process with SIGPIPE.
        private func send(_ data: Data) -> Bool {
            data.withUnsafeBytes { raw in
                var offset = 0
                while offset < raw.count {
                    let sent = Glibc.send(descriptor, raw.baseAddress?.advanced(by: offset), raw.count - offset, Int32(MSG_NOSIGNAL))
                    if sent < 0, errno == EINTR { continue }
                    guard sent > 0 else { return false }
                    offset += sent
                }
                return true
            }
        }

        private static func has(_ name: String, in headers: [String: String]) -> Bool {
            headers.keys.contains { $0.lowercased() == name.lowercased() }
        }

        private static func statusForbidsBody(_ status: Int) -> Bool {
            (100..<200).contains(status) || status == 204 || status == 304
        }

        private static func reasonPhrase(_ status: Int) -> String {
            switch status {
            case 200: "OK"
            case 204: "No Content"
            case 301: "Moved Permanently"
            case 302: "Found"
            case 304: "Not Modified"
            case 400: "Bad Request"
            case 401: "Unauthorized"
            case 403: "Forbidden"
            case 404: "Not Found"
            case 429: "Too Many Requests"
            case 500: "Internal Server Error"
            case 502: "Bad Gateway"
            case 503: "Service Unavailable"
            default: "Status"
            }
        }
    }
}
