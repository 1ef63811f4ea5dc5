import Foundation

/// What `LocalHTTPServer` answers to one request, including ways of answering badly.
///
/// ```swift
/// .json(200, #"{"ok":true}"#, headers: ["Cache-Control": "max-age=60"])
/// .json(400, #"{"error":true,"reason":"Latitude must be in range of -90 to 90°."}"#)
/// .status(304)
/// .json(200, "{}").delayed(by: 2)          // to provoke a client timeout
/// .truncated(body: "{\"a\":", declaredLength: 100)
/// .garbage("not http at all\r\n\r\n")
/// .oversized(byteCount: 9 * 1024 * 1024)
/// .closeConnection                         // hang up without a word
/// ```
public struct ScriptedResponse: Sendable {
    /// How the bytes go out on the wire.
    public enum Delivery: Sendable, Hashable {
        /// Status line, headers, a correct Content-Length and the body; the connection stays open.
        case complete
        /// Announces `declaredLength` bytes, sends only `body`, then closes the connection.
        case truncated(declaredLength: Int)
        /// Sends `byteCount` filler bytes (`x`) after the headers, in chunks, then closes. With
        /// `declaresLength` the size is announced in Content-Length; without, the body ends at close.
        case streamed(byteCount: Int, declaresLength: Bool)
        /// Sends these bytes as they are, with no status line or headers, then closes.
        case raw(Data)
        /// Closes the connection without sending anything.
        case closeConnection
    }

    public var status: Int
    /// Sent as given. Content-Length is added for `.complete` when absent.
    public var headers: [String: String]
    public var body: Data
    /// Seconds to wait before sending anything.
    public var delay: TimeInterval
    public var delivery: Delivery

    public init(
        status: Int, headers: [String: String] = [:], body: Data = Data(), delay: TimeInterval = 0,
        delivery: Delivery = .complete
    ) {
        self.status = status
        self.headers = headers
        self.body = body
        self.delay = delay
        self.delivery = delivery
    }

    /// A JSON body; `Content-Type: application/json; charset=utf-8` unless `headers` says otherwise.
    public static func json(_ status: Int, _ json: String, headers: [String: String] = [:]) -> ScriptedResponse {
        data(status, Data(json.utf8), contentType: "application/json; charset=utf-8", headers: headers)
    }

    /// A plain-text body.
    public static func text(_ status: Int, _ text: String, headers: [String: String] = [:]) -> ScriptedResponse {
        data(status, Data(text.utf8), contentType: "text/plain; charset=utf-8", headers: headers)
    }

    /// Any bytes, such as a pre-compressed body sent with `Content-Encoding: gzip`.
    public static func data(
        _ status: Int, _ body: Data, contentType: String = "application/octet-stream", headers: [String: String] = [:]
    ) -> ScriptedResponse {
        var allHeaders = headers
        if !headers.keys.contains(where: { $0.lowercased() == "content-type" }) {
            allHeaders["Content-Type"] = contentType
        }
        return ScriptedResponse(status: status, headers: allHeaders, body: body)
    }

    /// A status with no body, such as 304 or 204.
    public static func status(_ status: Int, headers: [String: String] = [:]) -> ScriptedResponse {
        ScriptedResponse(status: status, headers: headers)
    }

    /// Announces `declaredLength` bytes but sends only `body`, then hangs up.
    public static func truncated(
        _ status: Int = 200, body: String, declaredLength: Int, headers: [String: String] = [:]
    ) -> ScriptedResponse {
        ScriptedResponse(status: status, headers: headers, body: Data(body.utf8), delivery: .truncated(declaredLength: declaredLength))
    }

    /// Bytes that are not an HTTP response at all.
    public static func garbage(_ text: String) -> ScriptedResponse {
        ScriptedResponse(status: 0, delivery: .raw(Data(text.utf8)))
    }

    /// A 200 whose body is `byteCount` bytes long, streamed so the server never holds it in memory.
    public static func oversized(
        byteCount: Int, declaresLength: Bool = false, headers: [String: String] = [:]
    ) -> ScriptedResponse {
        ScriptedResponse(status: 200, headers: headers, delivery: .streamed(byteCount: byteCount, declaresLength: declaresLength))
    }

    /// Hangs up without answering.
    public static var closeConnection: ScriptedResponse { ScriptedResponse(status: 0, delivery: .closeConnection) }

    /// The same response, sent after `seconds`.
    public func delayed(by seconds: TimeInterval) -> ScriptedResponse {
        var copy = self
        copy.delay = seconds
        return copy
    }

    /// An HTTP-date (IMF-fixdate) for `Date`, `Expires`, `Last-Modified` or `Retry-After` headers.
    public static func httpDate(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.string(from: date)
    }
}
