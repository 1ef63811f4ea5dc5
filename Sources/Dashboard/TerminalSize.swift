/// The size of the terminal pane, in columns and rows.
public struct TerminalSize: Hashable, Sendable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Below this the dashboard shows only a "too small" message and the attribution line.
    public static let minimum = TerminalSize(width: 40, height: 12)
}
