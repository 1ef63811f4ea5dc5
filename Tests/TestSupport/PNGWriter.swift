import Foundation

/// Writes small PNG files for the decoder's tests: real PNGs (signature, chunks with their
/// CRC-32, zlib stream with Adler-32) whose image data is deflate's stored blocks, so every
/// byte is known without a compressor. Hostile files are made from these by cutting or editing.
public enum PNGWriter {
    /// An 8-bit RGBA image; `pixels` row by row, `width · height` of them.
    public static func rgba(width: Int, height: Int, pixels: [(UInt8, UInt8, UInt8, UInt8)]) -> Data {
        precondition(pixels.count == width * height)
        var raw: [UInt8] = []
        for row in 0..<height {
            raw.append(0)  // filter: none
            for pixel in pixels[(row * width)..<((row + 1) * width)] {
                raw += [pixel.0, pixel.1, pixel.2, pixel.3]
            }
        }
        return file(header: header(width: width, height: height, colorType: 6), extra: [], imageData: zlibStored(raw))
    }

    /// An 8-bit palette image with per-entry alpha (tRNS), as radar tile servers send them.
    public static func palette(
        width: Int, height: Int, colors: [(UInt8, UInt8, UInt8)], alphas: [UInt8], indices: [UInt8]
    ) -> Data {
        precondition(indices.count == width * height)
        var raw: [UInt8] = []
        for row in 0..<height {
            raw.append(0)
            raw += indices[(row * width)..<((row + 1) * width)]
        }
        let plte = chunk("PLTE", colors.flatMap { [$0.0, $0.1, $0.2] })
        let trns = chunk("tRNS", alphas)
        return file(header: header(width: width, height: height, colorType: 3), extra: [plte, trns], imageData: zlibStored(raw))
    }

    /// A header that announces `width × height` RGBA pixels, followed by `imageData` as it is.
    public static func announcing(width: UInt32, height: UInt32, imageData: [UInt8]) -> Data {
        var ihdr = bigEndian(width) + bigEndian(height)
        ihdr += [8, 6, 0, 0, 0]
        return file(header: chunk("IHDR", ihdr), extra: [], imageData: imageData)
    }

    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    public static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(crc32(typeBytes + data))
    }

    /// A zlib stream of stored (uncompressed) deflate blocks.
    public static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var blocks = stride(from: 0, to: max(data.count, 1), by: 65535).map { data[$0..<min($0 + 65535, data.count)] }
        if data.isEmpty { blocks = [data[...]] }
        for (index, block) in blocks.enumerated() {
            out.append(index == blocks.count - 1 ? 1 : 0)
            let length = UInt16(block.count)
            out += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            out += block
        }
        return out + bigEndian(adler32(data))
    }

    private static func header(width: Int, height: Int, colorType: UInt8) -> [UInt8] {
        chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, colorType, 0, 0, 0])
    }

    private static func file(header: [UInt8], extra: [[UInt8]], imageData: [UInt8]) -> Data {
        Data(signature + header + extra.flatMap { $0 } + chunk("IDAT", imageData) + chunk("IEND", []))
    }

    public static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    public static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    public static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }
}
