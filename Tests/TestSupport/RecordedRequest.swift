import Foundation

/// One request as `LocalHTTPServer` received it.
public struct RecordedRequest: Sendable, Hashable {
    /// "GET", "POST", …
    public var method: String
    /// Path and query exactly as sent, such as `/v1/forecast?latitude=52.52&longitude=13.41`.
    public var path: String
    /// Header names lower-cased; a repeated header keeps its last value.
    public var headers: [String: String]
    public var body: Data

    public init(method: String, path: String, headers: [String: String], body: Data = Data()) {
        self.method = method
        self.path = path
        self.headers = headers
        self.body = body
    }

    /// Case-insensitive header lookup.
    public func header(_ name: String) -> String? { headers[name.lowercased()] }

    /// The path without its query, such as `/v1/forecast`.
    public var pathWithoutQuery: String {
        path.firstIndex(of: "?").map { String(path[..<$0]) } ?? path
    }

    /// The decoded value of a query parameter, or nil when it is absent.
    public func queryValue(_ name: String) -> String? {
        URLComponents(string: path)?.queryItems?.first { $0.name == name }?.value
    }
}
