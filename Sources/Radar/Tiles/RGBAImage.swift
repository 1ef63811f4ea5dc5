/// One pixel: red, green, blue and alpha, 0 ... 255 each, alpha not premultiplied.
public struct RGBA: Sendable, Hashable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}

/// A decoded image: rows top to bottom, four bytes a pixel (red, green, blue, alpha).
public struct RGBAImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// `width · height · 4` bytes.
    public let bytes: [UInt8]

    /// Nil when `bytes` does not hold exactly `width · height` pixels.
    public init?(width: Int, height: Int, bytes: [UInt8]) {
        guard width > 0, height > 0, bytes.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// The pixel in `column` (from the left) and `row` (from the top); both must be inside.
    public subscript(column: Int, row: Int) -> RGBA {
        precondition((0..<width).contains(column) && (0..<height).contains(row), "pixel \(column),\(row) outside \(width)×\(height)")
        let offset = (row * width + column) * 4
        return RGBA(red: bytes[offset], green: bytes[offset + 1], blue: bytes[offset + 2], alpha: bytes[offset + 3])
    }
}
