/// The size of the terminal pane, in columns and rows.
public struct TerminalSize: Hashable, Sendable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The widths and heights a frame may have, whether asked for with --width/--height or
    /// read from the terminal or the environment: a million cells is already far beyond any
    /// screen, and a bigger frame could not even be allocated.
    public static let dimensions = 1...1000

    /// Below this the dashboard shows only a "too small" message and the attribution line.
    public static let minimum = TerminalSize(width: 40, height: 12)
}
