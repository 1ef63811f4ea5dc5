/// How the radar map reaches the terminal: `"graphics"` in config.json and `--graphics`.
/// `auto` asks the terminal which picture protocol it speaks the first time the map opens;
/// the others choose without asking (`text` never sends a picture).
public enum GraphicsSetting: String, CaseIterable, Sendable {
    case auto, kitty, sixel, text
}

/// A way of drawing real pixels in a terminal.
public enum PictureProtocol: String, Hashable, Sendable {
    /// kitty's graphics protocol (kitty, WezTerm, Ghostty, Konsole): PNG data, stored by the
    /// terminal under an id and placed by id.
    case kitty
    /// DEC sixel (foot, xterm with sixel, WezTerm, Konsole, mlterm): six rows of pixels a
    /// character, sent again whenever the picture changes.
    case sixel
}

/// A size in a terminal's pixels.
public struct PixelSize: Hashable, Sendable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// What a terminal that does not tell its cell size is taken to have: the cell of a
    /// 10-point monospace font at 96 dpi, as most terminals draw it.
    public static let defaultCell = PixelSize(width: 10, height: 20)

    /// The size as a cell's, or nil when either side is not a plausible cell (a terminal that
    /// answers 0, or nonsense).
    public static func cell(width: Int, height: Int) -> PixelSize? {
        guard (2...200).contains(width), (2...400).contains(height) else { return nil }
        return PixelSize(width: width, height: height)
    }
}

/// Pictures drawn in pixels, and how: the protocol and the pixel size of a cell, which sets
/// how many pixels a picture of so many cells has.
public struct PictureMode: Hashable, Sendable {
    public var pictureProtocol: PictureProtocol
    public var cellSize: PixelSize

    public init(pictureProtocol: PictureProtocol, cellSize: PixelSize) {
        self.pictureProtocol = pictureProtocol
        self.cellSize = cellSize
    }
}
