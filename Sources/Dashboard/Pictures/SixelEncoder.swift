/// An `IndexedImage` as a DEC sixel sequence: each band of six pixel rows is written colour by
/// colour, one character a column (63 plus the column's six bits, top row the lowest bit),
/// runs of four or more as `!count char`, colours of a band apart by `$` (back to the band's
/// start) and bands by `-`. The picture's transparent index is never painted, and the
/// sequence asks that unpainted pixels keep what is under them (second parameter 1), so the
/// terminal's background shows through.
public enum SixelEncoder {
    /// Shorter runs cost fewer bytes written out than as `!n` with their count.
    static let shortestRun = 4

    public static func encode(_ image: IndexedImage) -> [UInt8] {
        var bytes = Array("\u{1B}P0;1;0q\"1;1;\(image.width);\(image.height)".utf8)
        bytes += body(of: image)
        bytes += Array("\u{1B}\\".utf8)
        return bytes
    }

    /// The colour registers and the bands: what follows the introducer and raster attributes.
    /// Each register is given in RGB percentages (`#n;2;r;g;b`).
    static func body(of image: IndexedImage) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(image.width * image.height / 3)
        for (index, color) in image.palette.enumerated() {
            bytes += Array("#\(index);2;\(percent(color.red));\(percent(color.green));\(percent(color.blue))".utf8)
        }
        var row = [UInt8](repeating: 0, count: image.width)
        for bandTop in stride(from: 0, to: image.height, by: 6) {
            if bandTop > 0 { bytes.append(UInt8(ascii: "-")) }
            let bandRows = min(6, image.height - bandTop)
            // The colours this band paints, in palette order.
            var present = [Bool](repeating: false, count: image.palette.count)
            for y in bandTop..<(bandTop + bandRows) {
                for x in 0..<image.width { present[Int(image[x, y])] = true }
            }
            present[0] = false
            var isFirstColor = true
            for index in present.indices where present[index] {
                if !isFirstColor { bytes.append(UInt8(ascii: "$")) }
                isFirstColor = false
                bytes += Array("#\(index)".utf8)
                for x in 0..<image.width {
                    var bits: UInt8 = 0
                    for offset in 0..<bandRows where Int(image[x, bandTop + offset]) == index { bits |= 1 << offset }
                    row[x] = 63 + bits
                }
                appendRuns(of: row, to: &bytes)
            }
        }
        return bytes
    }

    private static func appendRuns(of row: [UInt8], to bytes: inout [UInt8]) {
        var x = 0
        while x < row.count {
            let character = row[x]
            var end = x + 1
            while end < row.count, row[end] == character { end += 1 }
            let length = end - x
            if length >= shortestRun {
                bytes += Array("!\(length)".utf8)
                bytes.append(character)
            } else {
                bytes += repeatElement(character, count: length)
            }
            x = end
        }
    }

    /// 0–255 as the 0–100 a sixel colour register takes, rounded.
    private static func percent(_ channel: UInt8) -> Int { (Int(channel) * 100 + 127) / 255 }
}
