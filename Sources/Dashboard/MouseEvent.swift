/// A mouse press or a turn of the wheel, at a cell of the screen (columns and rows from 0), as
/// the terminal reports it with xterm's SGR mouse mode. Only presses are reported: moves,
/// drags and releases mean nothing to the dashboard.
public struct MouseEvent: Hashable, Sendable {
    public enum Action: Hashable, Sendable {
        /// The left (or any other) button went down.
        case press
        case wheelUp, wheelDown
    }

    public var action: Action
    public var x: Int
    public var y: Int

    public init(_ action: Action, x: Int, y: Int) {
        self.action = action
        self.x = x
        self.y = y
    }
}
