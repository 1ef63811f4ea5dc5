import Dashboard

/// How a radar frame is drawn in text. Every style shows a cell's two dots (the window is two
/// dots to a row, so that dots are about square); the styles differ in what a terminal can show.
public enum RadarTextStyle: Sendable, Hashable, CaseIterable {
    /// Upper and lower half blocks, each half in its dot's colour: twice the rows, for a
    /// terminal with colours.
    case halfBlocks
    /// One shade character a cell for the stronger of its dots (░ ▒ ▓), legible without colour.
    case shades
    /// As `shades`, in ASCII (`.` `:` `#`), for `--icons ascii`.
    case ascii

    /// The colour of each intensity: blue, orange and red, the steps of RainViewer's scale at
    /// 15, 35 and 50 dBZ.
    public static func color(of intensity: RadarIntensity) -> RGB {
        switch intensity {
        case .light: RGB(0x00, 0x99, 0xCC)
        case .moderate: RGB(0xFF, 0xAA, 0x00)
        case .heavy: RGB(0xEE, 0x00, 0x00)
        }
    }

    /// The character of a cell whose stronger dot is `intensity`, in the styles that draw one
    /// (the legend's swatch in `halfBlocks`).
    func character(for intensity: RadarIntensity) -> String {
        switch (self, intensity) {
        case (.halfBlocks, _): "█"
        case (.shades, .light): "░"
        case (.shades, .moderate): "▒"
        case (.shades, .heavy): "▓"
        case (.ascii, .light): "."
        case (.ascii, .moderate): ":"
        case (.ascii, .heavy): "#"
        }
    }

    /// A coast or border where no rain falls: a small dot, which rain of any style covers.
    var outlineCharacter: String { self == .ascii ? "+" : "·" }

    /// The outline of a warning's area where no rain falls: heavier than a coast's dot, so that
    /// it reads apart from the base map without colours too.
    var warningAreaCharacter: String { self == .ascii ? "*" : "▪" }

    /// The base map's grey, quieter than any rain.
    static let outlineColor = RGB(0x80, 0x80, 0x80)

    /// The place's mark.
    var marker: String { self == .ascii ? "@" : "●" }

    /// The mark of the other saved places in view.
    var otherPlaceMarker: String { self == .ascii ? "o" : "○" }

    /// What a terminal can show: ASCII for `--icons ascii`, shades without colours, else
    /// coloured half blocks.
    public init(glyphs: GlyphSet, showsColors: Bool) {
        self = glyphs == .ascii ? .ascii : showsColors ? .halfBlocks : .shades
    }
}
