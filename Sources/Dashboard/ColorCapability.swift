/// How many colours the terminal can show, after the user's wishes are applied. Decided in one
/// place, `TerminalEnvironment.colorCapability(paletteSize:)`.
public enum ColorCapability: String, Hashable, Sendable, CaseIterable {
    /// No colour: `NO_COLOR` is set, the terminal is dumb, or it has none. Bold, dim,
    /// underline and reverse still mark titles and selections.
    case none
    /// The 8 or 16 ANSI colours, whose exact shades the user's terminal theme decides.
    case ansi16
    /// The xterm 256-colour palette (6x6x6 cube and grey ramp).
    case xterm256
    /// 24-bit colour (`COLORTERM=truecolor`). curses draws it with the 256-colour palette.
    case trueColor
}
