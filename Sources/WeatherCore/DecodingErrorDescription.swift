import Foundation

extension DecodingError {
    /// Where and how decoding went wrong, in a few words for a one-line error message:
    /// "missing time at current", "wrong type at daily.time[3]". Never quotes the data itself.
    public var briefDescription: String {
        func path(_ context: Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
            return keys.isEmpty ? "the top level" : keys.joined(separator: ".").replacingOccurrences(of: ".[", with: "[")
        }
        switch self {
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "not valid JSON" : "bad value at \(path(context))"
        case .keyNotFound(let key, let context):
            return "missing \(key.stringValue) at \(path(context))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "wrong type at \(path(context))"
        @unknown default:
            return "unreadable JSON"
        }
    }
}
