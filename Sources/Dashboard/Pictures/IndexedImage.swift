/// A picture of few colours: each pixel an index into a palette, index 0 left transparent.
/// The radar map is drawn this way (a dozen colours), which both PNG (a colour-mapped file)
/// and sixel (a palette of registers) carry without quantising.
public struct IndexedImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// Index 0 is transparent: its colour is never drawn.
    public let palette: [RGB]
    /// Row by row, top first.
    public private(set) var pixels: [UInt8]

    /// Nil for an empty size or a palette of more than 256 colours or none.
    public init?(width: Int, height: Int, palette: [RGB]) {
        guard width > 0, height > 0, (1...256).contains(palette.count) else { return nil }
        self.width = width
        self.height = height
        self.palette = palette
        pixels = [UInt8](repeating: 0, count: width * height)
    }

    public subscript(x: Int, y: Int) -> UInt8 {
        get { pixels[y * width + x] }
        set {
            guard (0..<width).contains(x), (0..<height).contains(y), Int(newValue) < palette.count else { return }
            pixels[y * width + x] = newValue
        }
    }

    /// The pixels to change in place, row by row (a frame's thousands of them without a check
    /// each); indices past the palette must not be written.
    public mutating func withUnsafeMutablePixels<Result>(_ body: (inout UnsafeMutableBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try pixels.withUnsafeMutableBufferPointer(body)
    }

    /// Paints the pixels of `rows` from `start` onward (of one row) with `index`, clipped.
    public mutating func fillRow(_ y: Int, from start: Int, to end: Int, with index: UInt8) {
        guard (0..<height).contains(y), Int(index) < palette.count else { return }
        let from = max(0, start), to = min(width, end)
        guard from < to else { return }
        let base = y * width
        for x in from..<to { pixels[base + x] = index }
    }

    /// A filled disc of `radius` pixels around (`x`, `y`), clipped.
    public mutating func fillDisc(x: Double, y: Double, radius: Double, with index: UInt8) {
        let top = Int((y - radius).rounded(.down)), bottom = Int((y + radius).rounded(.up))
        for row in top...bottom {
            let dy = Double(row) + 0.5 - y
            let half = (radius * radius - dy * dy)
            guard half >= 0 else { continue }
            let span = half.squareRoot()
            fillRow(row, from: Int((x - span).rounded()), to: Int((x + span).rounded()), with: index)
        }
    }
}
