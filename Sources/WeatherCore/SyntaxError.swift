/// Where and why a text is not what its reader expects (`JSONText`, the XML reader of the
/// alert documents), for a sentence that names the file or the source.
public struct SyntaxError: Error, Equatable, CustomStringConvertible {
    /// 1-based line of the offending byte.
    public let line: Int
    public let reason: String

    public init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }

    /// The error at byte `position` of `bytes`, on the line the line breaks before it make.
    public init(_ reason: String, at position: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        let end = min(max(position, 0), bytes.count)
        self.init(line: bytes[..<end].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }, reason: reason)
    }

    public var description: String { "line \(line): \(reason)" }
}
