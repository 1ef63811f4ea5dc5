import WeatherCore

/// One command-line option as `CommandLineSpec` declares it: the parser reads it, `--help`
/// shows it, and the tests hold the man page and the shell completions to it.
struct OptionSpec: Sendable {
    /// "--units", as typed.
    let name: String
    /// "-h", for the few options that have one.
    let shortName: String?
    let value: OptionValue
    /// What the parser does with it once its value is read.
    let setting: OptionSetting
    let scope: OptionScope
    let placement: OptionPlacement

    init(
        _ name: String, short shortName: String? = nil, value: OptionValue = .none, _ setting: OptionSetting,
        scope: OptionScope = .everywhere, help placement: OptionPlacement
    ) {
        self.name = name
        self.shortName = shortName
        self.value = value
        self.setting = setting
        self.scope = scope
        self.placement = placement
    }

    /// Every spelling the parser accepts.
    var spellings: [String] { [shortName, name].compactMap { $0 } }

    /// How `--help` shows it: "-h, --help", "--units UNITS", "--icons emoji|unicode|ascii".
    var typed: String {
        let names = spellings.joined(separator: ", ")
        guard let shown = value.shown else { return names }
        return "\(names) \(shown)"
    }
}

/// What follows an option on the command line.
enum OptionValue: Sendable {
    case none
    /// Any text; what it means is checked where it is stored (`--units`, `--format`).
    case text(metavariable: String)
    case wholeNumber(metavariable: String, ClosedRange<Int>)
    /// One of a list fixed when weatherboard is built, compared without case.
    case oneOf([String])
    /// One of a list that is known only when weatherboard runs (the user's own catalogs).
    case listed(metavariable: String, KnownValues)

    var needsValue: Bool {
        if case .none = self { false } else { true }
    }

    /// What `--help` writes after the option's name.
    var shown: String? {
        switch self {
        case .none: nil
        case .text(let metavariable), .wholeNumber(let metavariable, _), .listed(let metavariable, _): metavariable
        case .oneOf(let values): values.joined(separator: "|")
        }
    }
}

/// What the parser stores for an option. The value is already read and checked against the
/// option's `OptionValue` when this is acted on.
enum OptionSetting: Sendable, Equatable {
    case select(OutputMode)
    case demo
    case format
    case width, height
    case placeName, namesOnly
    case units, icons, theme, language, provider, graphics
    /// Answered as soon as it is seen: nothing after it is read.
    case help, version
}

/// Where an option may be used.
enum OptionScope: Sendable, Equatable {
    case everywhere
    /// Only with these output modes, and so with no command named by words. With none chosen, `implying` is taken if it is given;
    /// otherwise `misuse` is the usage error, or, when it is nil, the parser names the
    /// conflict itself (`--demo` says which output it does not work with).
    case modes(Set<OutputMode>, implying: OutputMode? = nil, misuse: Phrase?)
    /// Only with this command (`--name` with `places add`).
    case command(CommandID)

    /// The output modes' own options: with any mode, and so with no command named by words.
    static let anyMode = OptionScope.modes(Set(OutputMode.allCases), misuse: nil)
}
