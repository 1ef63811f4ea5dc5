import Dashboard
import WeatherCore

/// The one declaration of every option and command. The parser reads the command line by it,
/// `--help` lists it, and tests hold the man page and the bash, zsh and fish completions to
/// it, so that a new option is written here once (and then, by hand, in those four files).
///
/// Options are in `--help`'s order within each of its sections. The parser checks where the
/// options are used (`OptionScope`) in this order too: the first misplaced one is reported.
enum CommandLineSpec {
    static let options: [OptionSpec] = [
        OptionSpec("--json", .select(.json), scope: .anyMode, help: .usageLine(.described(.usageJSON))),
        OptionSpec("--print", .select(.print), scope: .anyMode, help: .usageLine(.described(.usagePrint))),
        // Its usage line offers the modes of its scope ("--demo [--print]"); the parser says
        // which of the others it does not work with.
        OptionSpec("--demo", .demo, scope: .modes([.dashboard, .print], misuse: nil), help: .usageLine(.described(.usageDemo))),
        OptionSpec("--oneline", .select(.oneline), scope: .anyMode, help: .usageLine(.sharedWithNext)),
        OptionSpec("--waybar", .select(.waybar), scope: .anyMode, help: .usageLine(.described(.usageStatusBar))),
        OptionSpec("--units", value: .text(metavariable: "UNITS"), .units, help: .optionRow(.described(.usageUnits))),
        OptionSpec("--icons", value: .oneOf(IconStyle.allCases.map(\.rawValue)), .icons, help: .optionRow(.sharedWithNext)),
        OptionSpec("--theme", value: .listed(metavariable: "NAME", .themes), .theme, help: .optionRow(.described(.usageThemes))),
        OptionSpec("--provider", value: .listed(metavariable: "NAME", .providers), .provider, help: .optionRow(.described(.usageProvider))),
        OptionSpec("--lang", value: .listed(metavariable: "CODE", .languages), .language, help: .optionRow(.described(.usageLanguage))),
        OptionSpec("--graphics", value: .oneOf(GraphicsSetting.allCases.map(\.rawValue)), .graphics, help: .optionRow(.described(.usageGraphics))),
        OptionSpec(
            "--width", value: .wholeNumber(metavariable: "N", TerminalSize.dimensions), .width,
            scope: .modes([.print], misuse: .sizeOnlyForPrint), help: .optionRow(.sharedWithNext)),
        OptionSpec(
            "--height", value: .wholeNumber(metavariable: "N", TerminalSize.dimensions), .height,
            scope: .modes([.print], misuse: .sizeOnlyForPrint), help: .optionRow(.described(.usageSize))),
        OptionSpec(
            "--format", value: .text(metavariable: "STRING"), .format,
            scope: .modes([.oneline, .waybar], implying: .oneline, misuse: .formatOnlyForStatusBar),
            help: .optionRow(.literal(StatusLineFormat.tokenList))),
        OptionSpec("--help", short: "-h", .help, help: .optionRow(.sharedWithNext)),
        OptionSpec("--version", short: "-V", .version, help: .optionRow(.described(.usageHelp))),
        OptionSpec("--name", value: .text(metavariable: "NAME"), .placeName, scope: .command(.placesAdd), help: .inItsCommand),
        OptionSpec("--names", .namesOnly, scope: .command(.placesList), help: .inItsCommand),
    ]

    /// The commands named by words, in `--help`'s order, after the output modes' lines.
    static let commands: [CommandSpec] = [
        // Printed once, with --print or without (the interactive map is still to come).
        // One row of --help for both ("radar | year [PLACE]"), which keeps it within 40 lines.
        CommandSpec(.radar, "radar", operands: placeOperand, help: .sharedWithNext),
        // Printed once, with --print or without; in the dashboard it is `y`.
        CommandSpec(.year, "year", operands: placeOperand, help: .described(.usageRadarOrYear)),
        CommandSpec(.placesAdd, "places", "add", operands: "QUERY|LAT,LON", help: .bare),
        CommandSpec(.placesSearch, "places", "search", operands: "QUERY", help: .described(.usagePlacesSearch)),
        CommandSpec(.placesList, "places", "list", aliases: ["ls"], help: .described(.usagePlacesList)),
        CommandSpec(.placesRemove, "places", "remove", aliases: ["rm"], operands: "N|NAME", help: .described(.usagePlacesRemove)),
        CommandSpec(.placesMove, "places", "move", aliases: ["mv"], operands: "N M", help: .described(.usagePlacesMove)),
        CommandSpec(.providers, "providers", help: .described(.usageProviders)),
        CommandSpec(.alertSources, "alerts", optionalWord: "sources", help: .sharedWithNext),
        CommandSpec(.languages, "languages", help: .described(.usageAlertsLanguages)),
    ]

    /// The commands that show one place's view, printed once (`--print` and its size are the
    /// output options they take) rather than written as a listing.
    static let placeViews: Set<CommandID> = [.radar, .year]

    /// What follows the dashboard and the output modes: one place, or none.
    static let placeOperand = "[PLACE]"
    static let dashboardHelp = HelpLine.described(.usageDashboard)

    /// The option `argument` spells, if any.
    static func option(spelled argument: String) -> OptionSpec? {
        options.first { $0.spellings.contains(argument) }
    }

    /// The option that selects `mode`; nil for the dashboard, which none does.
    static func option(selecting mode: OutputMode) -> OptionSpec? {
        options.first { $0.setting == .select(mode) }
    }

    static func command(_ id: CommandID) -> CommandSpec? {
        commands.first { $0.id == id }
    }

    /// The commands whose first word is `word` ("places" names five).
    static func commands(startingWith word: String) -> [CommandSpec] {
        commands.filter { $0.words.first == word }
    }
}
