import CPNG
import Dashboard
import Foundation
import WeatherCore

/// An `IndexedImage` as a colour-mapped PNG file (one byte a pixel, index 0 transparent),
/// with libpng's simplified API: what kitty's protocol is sent.
public enum PNGEncoder {
    public static func encode(_ picture: IndexedImage) throws(PNGDecodingError) -> Data {
        let library: LibPNG
        switch LibPNG.shared {
        case .success(let opened): library = opened
        case .failure(let failure): throw failure
        }
        let api = library.api.pointee
        var image = png_image()
        image.version = wb_png_image_version()
        image.width = png_uint_32(picture.width)
        image.height = png_uint_32(picture.height)
        image.format = wb_png_format_rgba_colormap()
        image.colormap_entries = png_uint_32(picture.palette.count)
        defer { api.png_image_free(&image) }
        var colormap: [UInt8] = []
        for (index, color) in picture.palette.enumerated() {
            colormap += [color.red, color.green, color.blue, index == 0 ? 0 : 0xFF]
        }
        // Asked once without a buffer for the size, then written.
        var size = 0
        let pixels = picture.pixels
        let measured = pixels.withUnsafeBytes { pixelBuffer in
            colormap.withUnsafeBytes { map in
                api.png_image_write_to_memory(&image, nil, &size, 0, pixelBuffer.baseAddress, 0, map.baseAddress)
            }
        }
        guard measured != 0, size > 0 else { throw .unreadable(PNGDecoder.message(of: image)) }
        var data = Data(count: size)
        let written = data.withUnsafeMutableBytes { output in
            pixels.withUnsafeBytes { pixelBuffer in
                colormap.withUnsafeBytes { map in
                    api.png_image_write_to_memory(&image, output.baseAddress, &size, 0, pixelBuffer.baseAddress, 0, map.baseAddress)
                }
            }
        }
        guard written != 0 else { throw .unreadable(PNGDecoder.message(of: image)) }
        return data.prefix(size)
    }
}
