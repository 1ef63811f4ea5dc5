import CPNG
import Foundation
import WeatherCore

/// Turns a PNG file (a radar tile) into RGBA pixels with libpng's simplified API, after
/// `PNGHeader` has checked the file's size and completeness.
public enum PNGDecoder {
    /// The widest and tallest image decoded: a 512-pixel tile with room to spare. Past it the
    /// file is refused unread, however small it is.
    public static let maximumSide = 2048

    public static func decode(_ data: Data) throws(PNGDecodingError) -> RGBAImage {
        let header = try PNGHeader(reading: data)
        guard header.width <= maximumSide, header.height <= maximumSide else {
            throw .tooLarge(width: header.width, height: header.height)
        }
        let library: LibPNG
        switch LibPNG.shared {
        case .success(let opened): library = opened
        case .failure(let failure): throw failure
        }
        return try decode(data, header: header, with: library.api.pointee)
    }

    private static func decode(_ data: Data, header: PNGHeader, with api: wb_png) throws(PNGDecodingError) -> RGBAImage {
        var image = png_image()
        image.version = wb_png_image_version()
        defer { api.png_image_free(&image) }
        let began = data.withUnsafeBytes { buffer in
            api.png_image_begin_read_from_memory(&image, buffer.baseAddress, buffer.count)
        }
        guard began != 0 else { throw .unreadable(message(of: image)) }
        // libpng read the same IHDR; a disagreement means the file is not what it seemed.
        guard Int(image.width) == header.width, Int(image.height) == header.height else { throw .malformedHeader }
        image.format = wb_png_format_rgba()
        var pixels = [UInt8](repeating: 0, count: header.width * header.height * 4)
        let finished = pixels.withUnsafeMutableBytes { buffer in
            // A row stride of 0 means "rows packed, top first"; no colormap; no background.
            api.png_image_finish_read(&image, nil, buffer.baseAddress, 0, nil)
        }
        guard finished != 0 else { throw .unreadable(message(of: image)) }
        guard let decoded = RGBAImage(width: header.width, height: header.height, bytes: pixels) else { throw .malformedHeader }
        return decoded
    }

    /// libpng's message (a fixed 64-byte C string in the image record), cleaned: it can quote
    /// a chunk name from the file.
    static func message(of image: png_image) -> String {
        let text = withUnsafeBytes(of: image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        let cleaned = TerminalText.sanitized(text)
        return cleaned.isEmpty ? "libpng gave no reason" : cleaned
    }
}
