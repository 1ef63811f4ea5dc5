import WeatherCore

/// What the environment says about the terminal the output goes to, one rule per fact, for
/// the dashboard and `--print` alike: whether it is dumb, whether colour is wanted and how
/// much, which glyphs it can show and whether it makes OSC 8 hyperlinks clickable.
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

    // MARK: - Hyperlinks

    /// Forces OSC 8 hyperlinks on (`1`) or off (`0`) where the output is a terminal.
    public static let hyperlinksVariable = "WEATHERBOARD_HYPERLINKS"

    /// Whether links are sent as OSC 8 hyperlinks, with short visible text, rather than shown
    /// as the whole URL. Never to a pipe or a dumb terminal; otherwise `WEATHERBOARD_HYPERLINKS`,
    /// then only terminals known to support OSC 8: a terminal that does not may print the
    /// sequence as garbage, and a terminal cannot be asked without waiting for an answer.
    public func supportsHyperlinks(outputIsTerminal: Bool) -> Bool {
        guard outputIsTerminal, !isDumb else { return false }
        if let forced = hyperlinksOverride { return forced }
        // tmux passes OSC 8 on only when told the outer terminal has its `hyperlinks` feature
        // (3.4 and later), GNU screen not at all, and both inherit the outer terminal's
        // variables, which would claim a support the multiplexer drops.
        guard !isMultiplexed else { return false }
        let term = variables["TERM"] ?? ""
        if Self.hyperlinkTerms.contains(term) { return true }
        if let vte = variables["VTE_VERSION"].flatMap({ Int($0) }), vte >= 5000 { return true }  // VTE 0.50
        if !(variables["KITTY_WINDOW_ID"] ?? "").isEmpty || !(variables["WT_SESSION"] ?? "").isEmpty { return true }
        guard let program = variables["TERM_PROGRAM"], let minimum = Self.hyperlinkPrograms[program] else { return false }
        return Self.version(variables["TERM_PROGRAM_VERSION"] ?? "", isAtLeast: minimum)
    }

    /// What `WEATHERBOARD_HYPERLINKS` asks for; nil when it is unset or neither 1 nor 0.
    var hyperlinksOverride: Bool? {
        switch variables[Self.hyperlinksVariable] {
        case "1"?: true
        case "0"?: false
        default: nil
        }
    }

    /// One sentence when `WEATHERBOARD_HYPERLINKS` holds something other than 1 or 0, which
    /// is then ignored; nil when it is unset, empty, 1 or 0.
    public var hyperlinksOverrideProblem: String? { hyperlinksOverrideProblem(in: .english) }

    /// The same sentence in `words`' language.
    public func hyperlinksOverrideProblem(in words: Catalog) -> String? {
        guard let value = variables[Self.hyperlinksVariable], !value.isEmpty, hyperlinksOverride == nil else { return nil }
        return words(.hyperlinksOverrideUnusable, ["variable": Self.hyperlinksVariable, "value": TerminalText.sanitized(value)])
    }

    /// Inside tmux (its server sets `TMUX` in every pane), whose passthrough carries a
    /// picture's sequences to the terminal outside it.
    public var isInsideTmux: Bool { !(variables["TMUX"] ?? "").isEmpty }

    /// Inside tmux or GNU screen.
    private var isMultiplexed: Bool {
        let term = variables["TERM"] ?? ""
        return !(variables["TMUX"] ?? "").isEmpty || !(variables["STY"] ?? "").isEmpty
            || term.hasPrefix("tmux") || term.hasPrefix("screen") || variables["TERM_PROGRAM"] == "tmux"
    }

    /// `TERM` names that only terminals with OSC 8 support set (and that survive ssh).
    private static let hyperlinkTerms: Set<String> = [
        "xterm-kitty", "xterm-ghostty", "wezterm", "foot", "foot-extra", "foot-direct", "alacritty", "alacritty-direct",
    ]

    /// `TERM_PROGRAM` values and the first `TERM_PROGRAM_VERSION` with OSC 8 support.
    private static let hyperlinkPrograms: [String: [Int]] = [
        "iTerm.app": [3, 1], "WezTerm": [0], "vscode": [1, 72], "ghostty": [0],
    ]

    /// Compares dotted numbers ("3.4.19" against 3.1); a missing version passes only a minimum of 0.
    private static func version(_ text: String, isAtLeast minimum: [Int]) -> Bool {
        let parts = text.split(separator: ".").map { Int($0.prefix(while: \.isNumber)) ?? 0 }
        for (index, wanted) in minimum.enumerated() {
            let part = index < parts.count ? parts[index] : 0
            if part != wanted { return part > wanted }
        }
        return true
    }
}
