/// Maps 24-bit colours to the nearest colour a terminal can show: the one mapping for the
/// dashboard (CursesScreen) and for `--print` (`Canvas.ansiText`), so both show a theme alike.
public enum ColorPalette {
    /// The nearest index in the xterm 256-colour palette. Indices 0–15 are skipped: their shades
    /// belong to the user's theme, so only the cube (16–231) and the grey ramp (232–255) are
    /// predictable.
    public static func xterm256Index(for color: RGB) -> Int32 {
        let levels: [Int] = [0, 95, 135, 175, 215, 255]
        func nearestLevel(_ value: UInt8) -> Int {
            var best = 0
            for index in 1..<levels.count where abs(levels[index] - Int(value)) < abs(levels[best] - Int(value)) {
                best = index
            }
            return best
        }
        let r = nearestLevel(color.red), g = nearestLevel(color.green), b = nearestLevel(color.blue)
        let cubeIndex = 16 + 36 * r + 6 * g + b
        let cubeColor = RGB(UInt8(levels[r]), UInt8(levels[g]), UInt8(levels[b]))

        let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
        let greyStep = max(0, min(23, (average - 8 + 5) / 10))
        let greyLevel = UInt8(8 + 10 * greyStep)
        let greyColor = RGB(greyLevel, greyLevel, greyLevel)

        return distance(color, greyColor) < distance(color, cubeColor)
            ? Int32(232 + greyStep) : Int32(cubeIndex)
    }

    /// The nearest of the first `count` (8 or 16) ANSI colours, using xterm's default shades as
    /// the best guess of what they look like.
    public static func ansiIndex(for color: RGB, count: Int) -> Int32 {
        let candidates = ansiShades.prefix(max(1, min(count, ansiShades.count)))
        var best = 0
        var bestDistance = Int.max
        for (index, shade) in candidates.enumerated() {
            let d = distance(color, shade)
            if d < bestDistance {
                best = index
                bestDistance = d
            }
        }
        return Int32(best)
    }

    private static let ansiShades: [RGB] = [
        RGB(0, 0, 0), RGB(205, 0, 0), RGB(0, 205, 0), RGB(205, 205, 0),
        RGB(0, 0, 238), RGB(205, 0, 205), RGB(0, 205, 205), RGB(229, 229, 229),
        RGB(127, 127, 127), RGB(255, 0, 0), RGB(0, 255, 0), RGB(255, 255, 0),
        RGB(92, 92, 255), RGB(255, 0, 255), RGB(0, 255, 255), RGB(255, 255, 255),
    ]

    /// Squared "redmean" distance: cheap, and closer to perceived difference than plain RGB.
    private static func distance(_ a: RGB, _ b: RGB) -> Int {
        let meanRed = (Int(a.red) + Int(b.red)) / 2
        let dr = Int(a.red) - Int(b.red)
        let dg = Int(a.green) - Int(b.green)
        let db = Int(a.blue) - Int(b.blue)
        // Parenthesised: in Swift `>>` binds tighter than `*`.
        return (((512 + meanRed) * dr * dr) >> 8) + 4 * dg * dg + (((767 - meanRed) * db * db) >> 8)
    }
}
