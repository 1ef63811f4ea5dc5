/// How many colours the terminal can show, after the user's wishes are applied.
public enum ColorCapability: Hashable, Sendable {
    /// No colour: `NO_COLOR` is set, `TERM=dumb`, or the terminal has none. Bold, dim,
    /// underline and reverse still apply.
    case none
    /// The 8 or 16 ANSI colours, whose exact shades the user's theme decides.
    case ansi16
    /// The xterm 256-colour palette (6x6x6 cube and grey ramp).
    case xterm256

    /// - Parameters:
    ///   - colors: curses' `COLORS` after `start_color`, or 0 when `has_colors()` is false.
    ///   - environment: the process environment (`NO_COLOR`, `TERM`).
    public init(colors: Int, environment: [String: String]) {
        // https://no-color.org: any non-empty value means no colour.
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty {
            self = .none
        } else if environment["TERM"] == "dumb" || colors < 8 {
            self = .none
        } else if colors >= 256 {
            self = .xterm256
        } else {
            self = .ansi16
        }
    }
}

/// What the app needs to know about the terminal to choose glyphs and colours.
public struct TerminalCapabilities: Hashable, Sendable {
    public var color: ColorCapability
    /// Whether the user's own locale (before any fallback) uses UTF-8.
    public var localeIsUTF8: Bool
    /// `TERM=dumb` or unset.
    public var isDumbTerminal: Bool

    /// Box drawing, arrows, degree signs and emoji would come out as garbage: draw with ASCII.
    public var prefersASCIIGlyphs: Bool { isDumbTerminal || !localeIsUTF8 }

    public init(color: ColorCapability, localeIsUTF8: Bool, isDumbTerminal: Bool) {
        self.color = color
        self.localeIsUTF8 = localeIsUTF8
        self.isDumbTerminal = isDumbTerminal
    }

    public init(colors: Int, environment: [String: String], localeIsUTF8: Bool) {
        let term = environment["TERM"] ?? ""
        self.init(
            color: ColorCapability(colors: colors, environment: environment),
            localeIsUTF8: localeIsUTF8,
            isDumbTerminal: term.isEmpty || term == "dumb")
    }
}
