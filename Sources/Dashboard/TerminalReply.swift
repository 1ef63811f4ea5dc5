/// What a terminal answers when asked about itself, read from its input among the keys.
public enum TerminalReply: Hashable, Sendable {
    /// kitty's graphics protocol answered a command that named `imageID`: OK, or an error.
    case kittyGraphics(imageID: UInt32, isOK: Bool)
    /// The primary device attributes (`ESC [ ? 62 ; 4 c` gives 62, 4): every terminal
    /// answers them, so they end an exchange; 4 means sixel graphics.
    case deviceAttributes([Int])
    /// The size of a cell in pixels (`ESC [ 6 ; height ; width t`, the answer to `ESC [ 16 t`).
    case cellSize(PixelSize)
}
