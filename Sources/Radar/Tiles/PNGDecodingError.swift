/// Why bytes that should have been a PNG image gave no pixels; `description` is a few English
/// words for the one-line "radar unavailable: …" the map shows.
public enum PNGDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The bytes do not start with PNG's eight-byte signature (an error page, say).
    case notPNG
    /// The bytes end before the image does (a transfer cut short).
    case truncated
    /// The first chunk is not a well-formed IHDR.
    case malformedHeader
    /// The header announces more pixels than a map tile can have: never decoded, because a
    /// small file can announce a gigantic image (a decompression bomb).
    case tooLarge(width: Int, height: Int)
    /// libpng could not be opened.
    case libraryUnavailable(String)
    /// libpng refused the image; its reason, cleaned for the terminal.
    case unreadable(String)

    public var description: String {
        switch self {
        case .notPNG: "not a PNG image"
        case .truncated: "the PNG image is cut short"
        case .malformedHeader: "the PNG image has no valid header"
        case .tooLarge(let width, let height): "a PNG image of \(width)×\(height) pixels is too large"
        case .libraryUnavailable(let reason): "libpng could not be loaded (\(reason))"
        case .unreadable(let reason): "the PNG image is damaged (\(reason))"
        }
    }
}
