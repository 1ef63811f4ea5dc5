import WeatherCore

/// Where `--help` shows an option.
enum OptionPlacement: Sendable {
    /// A usage line of its own ("weatherboard --json [PLACE]").
    case usageLine(HelpLine)
    /// A row of the options list.
    case optionRow(HelpLine)
    /// In the usage line of the command it belongs to ("places list [--names]").
    case inItsCommand
}

/// What a row of `--help` says about what is typed in it.
enum HelpLine: Sendable {
    case described(Phrase)
    /// Not words, so not translated (the `--format` tokens).
    case literal(String)
    /// The typed text says it all.
    case bare
    /// Typed on the next row, whose description covers both.
    case sharedWithNext
}
