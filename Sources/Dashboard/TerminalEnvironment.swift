/// What the environment says about the terminal the output goes to, one rule per fact, for
/// the dashboard and `--print` alike: whether it is dumb, whether colour is wanted and how
/// much, and which glyphs it can show.
public struct TerminalEnvironment: Sendable {
    public let variables: [String: String]

    public init(_ variables: [String: String]) {
        self.variables = variables
    }

    /// `TERM` unset, empty or `dumb`: a terminal that says nothing about itself is taken to
    /// be able to show nothing but plain ASCII, as git and ls take it.
    public var isDumb: Bool {
        let term = variables["TERM"] ?? ""
        return term.isEmpty || term == "dumb"
    }

    /// https://no-color.org: any non-empty `NO_COLOR` means no colour.
    public var forbidsColor: Bool { !(variables["NO_COLOR"] ?? "").isEmpty }

    /// The colours to draw with. `paletteSize` is what terminfo says (curses' `COLORS`, 0 when
    /// `has_colors()` is false), or nil where no terminfo was asked (`--print`), in which case
    /// `TERM`'s name decides between 256 and 16 colours.
    public func colorCapability(paletteSize: Int?) -> ColorCapability {
        if forbidsColor || isDumb { return .none }
        let term = variables["TERM"] ?? ""
        let colors = paletteSize ?? (term.contains("256color") ? 256 : 16)
        guard colors >= 8 else { return .none }
        let colorTerm = variables["COLORTERM"]?.lowercased() ?? ""
        if colorTerm.contains("truecolor") || colorTerm.contains("24bit") { return .trueColor }
        return colors >= 256 ? .xterm256 : .ansi16
    }

    /// `requested` (emoji when nothing was asked for), but ASCII wherever box drawing, arrows,
    /// degree signs and emoji would come out as garbage: a locale that is not UTF-8, or a dumb
    /// terminal. The locale is the user's variables (`UserLocale`), not whether setlocale found
    /// that exact locale installed: a missing en_GB.UTF-8 still means a UTF-8 terminal.
    public func glyphs(requested: GlyphSet?, localeIsUTF8: Bool) -> GlyphSet {
        guard localeIsUTF8, !isDumb else { return .ascii }
        return requested ?? .emoji
    }
}
