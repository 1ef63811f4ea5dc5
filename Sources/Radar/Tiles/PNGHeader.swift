/// What a PNG file says about itself before any pixel is decoded: its size from IHDR, and
/// whether every chunk up to IEND is present. Read here, not by libpng, so that a hostile
/// file is refused on these facts alone, before libpng allocates anything for it.
struct PNGHeader: Sendable, Hashable {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    let width: Int
    let height: Int

    /// Walks the chunks (length, type, data, CRC) from the signature to IEND; the CRCs and the
    /// image data are left to libpng.
    init(reading bytes: some Collection<UInt8>) throws(PNGDecodingError) {
        let data = Array(bytes)
        guard data.count >= Self.signature.count, data.prefix(Self.signature.count).elementsEqual(Self.signature) else {
            throw .notPNG
        }
        var offset = Self.signature.count
        var size: (width: Int, height: Int)?
        while true {
            guard data.count - offset >= 8 else { throw .truncated }
            let length = Self.bigEndian(data, at: offset)
            // PNG caps a chunk's length at 2^31 − 1.
            guard length <= 0x7FFF_FFFF else { throw size == nil ? .malformedHeader : .unreadable("a chunk is longer than PNG allows") }
            let type = data[(offset + 4)..<(offset + 8)]
            let body = offset + 8
            guard data.count - body >= length + 4 else { throw .truncated }
            if size == nil {
                guard type.elementsEqual(Array("IHDR".utf8)), length == 13 else { throw .malformedHeader }
                size = (Self.bigEndian(data, at: body), Self.bigEndian(data, at: body + 4))
            }
            if type.elementsEqual(Array("IEND".utf8)) { break }
            offset = body + length + 4
        }
        guard let size, size.width > 0, size.height > 0 else { throw .malformedHeader }
        width = size.width
        height = size.height
    }

    private static func bigEndian(_ data: [UInt8], at offset: Int) -> Int {
        data[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
    }
}
