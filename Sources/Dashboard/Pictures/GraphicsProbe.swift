/// What a terminal answered when asked which pictures it draws (kitty's support query, the
/// cell size and the primary device attributes, sent together), gathered as the answers come
/// in among the keys, and what to draw with from them.
///
/// Asked directly, a terminal answers the device attributes last, so they end the exchange.
/// Inside tmux, tmux answers the attributes itself at once and the terminal outside answers
/// kitty's query through the passthrough later, if it can: there the exchange ends with
/// kitty's answer or when the asker stops waiting.
public struct GraphicsProbe: Sendable, Hashable {
    /// The terminal answered kitty's query with OK.
    public var speaksKittyGraphics = false
    /// Nil until they have come.
    public var deviceAttributes: [Int]?
    public var cellSize: PixelSize?

    /// The id kitty's query names, which its answer repeats.
    public static let queryImageID: UInt32 = 31

    public init() {}

    public mutating func take(_ reply: TerminalReply) {
        switch reply {
        case .kittyGraphics(let imageID, let isOK):
            // An error answer means the terminal knows the protocol but could not load the
            // test image: no pictures.
            if imageID == Self.queryImageID { speaksKittyGraphics = isOK }
        case .deviceAttributes(let attributes):
            deviceAttributes = attributes
        case .cellSize(let size):
            cellSize = size
        }
    }

    /// The device attributes came.
    public var isComplete: Bool { deviceAttributes != nil }

    /// Attribute 4 is sixel graphics (the VT340's, and every terminal's that draws sixels).
    public var speaksSixel: Bool { deviceAttributes?.contains(4) ?? false }

    /// kitty's protocol where the terminal speaks it (sharper, and sent once a frame), else
    /// sixel, else none.
    public var pictureProtocol: PictureProtocol? {
        if speaksKittyGraphics { return .kitty }
        return speaksSixel ? .sixel : nil
    }
}
