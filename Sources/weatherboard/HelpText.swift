import Dashboard
import Providers
import WeatherCore

enum HelpText {
    static let version = "weatherboard \(ProviderIdentity.version)"

    /// One row of a two-column section: what to type (never translated) and what it does.
    private struct Row {
        let typed: String
        /// nil for a row whose typed text says it all, or whose description is not words.
        let description: Phrase?
        /// Text after `typed` that is not words (the `--format` tokens).
        let literal: String?
        /// Where the description and its further lines start.
        let column: Int

        init(_ typed: String, line: HelpLine, column: Int) {
            self.typed = typed
            switch line {
            case .described(let phrase): (description, literal) = (phrase, nil)
            case .literal(let text): (description, literal) = (nil, text)
            case .bare, .sharedWithNext: (description, literal) = (nil, nil)
            }
            self.column = column
        }
    }

    /// The help's paragraphs are filled a column short of the 80 its two-column rows may use,
    /// as they always were.
    private static let proseWidth = Console.width - 1
    private static let commandColumn = 42
    private static let optionColumn = 28

    /// The usage lines: the dashboard, the output modes and the commands, from the table.
    private static var commands: [Row] {
        let dashboard = Row("  weatherboard \(CommandLineSpec.placeOperand)", line: CommandLineSpec.dashboardHelp, column: commandColumn)
        let modes = CommandLineSpec.options.compactMap { option -> Part? in
            guard case .usageLine(let line) = option.placement else { return nil }
            return Part(typed: ([option.typed] + modesOffered(with: option)).joined(separator: " "), line: line, joiner: "|")
        }
        let commands = CommandLineSpec.commands
        let named = commands.indices.map { index in
            let command = commands[index]
            // A command on the next one's row that takes the same operands leaves them to it:
            // "radar | year [PLACE]".
            var operands = command.operands
            if case .sharedWithNext = command.help, index + 1 < commands.count, commands[index + 1].operands == operands { operands = nil }
            let typed = [command.name, operands].compactMap { $0 } + optionsTyped(in: command.id)
            return Part(typed: typed.joined(separator: " "), line: command.help, joiner: " | ")
        }
        // Modes that exclude one another read as one word, as "emoji|unicode|ascii" does;
        // commands on one line stay words of their own ("alerts | languages").
        return [dashboard]
            + rows(of: modes, prefix: "  weatherboard ", suffix: " \(CommandLineSpec.placeOperand)", column: commandColumn)
            + rows(of: named, prefix: "  weatherboard ", column: commandColumn)
    }

    /// The options list, from the table.
    private static var options: [Row] {
        let parts = CommandLineSpec.options.compactMap { option -> Part? in
            guard case .optionRow(let line) = option.placement else { return nil }
            // "-h, --help, -V, --version", but "--width N --height N": a comma would read as
            // part of a value.
            return Part(typed: option.typed, line: line, joiner: option.value.needsValue ? " " : ", ")
        }
        return rows(of: parts, prefix: "  ", column: optionColumn)
    }

    /// "[--print]" for `--demo`: the output modes, other than the dashboard, that an option
    /// which is not itself a mode works with.
    private static func modesOffered(with option: OptionSpec) -> [String] {
        if case .select = option.setting { return [] }
        guard case .modes(let modes, _, _) = option.scope else { return [] }
        return OutputMode.allCases.filter { $0 != .dashboard && modes.contains($0) }
            .compactMap { CommandLineSpec.option(selecting: $0).map { "[\($0.name)]" } }
    }

    /// "[--name NAME]": the options only `command` takes.
    private static func optionsTyped(in command: CommandID) -> [String] {
        CommandLineSpec.options.filter { $0.scope == .command(command) }.map { "[\($0.typed)]" }
    }

    /// What one option or command contributes to a row, and what separates it from the next
    /// one typed on the same row.
    private struct Part {
        let typed: String
        let line: HelpLine
        let joiner: String
    }

    /// The parts as rows: those shared with the next are typed on its row.
    private static func rows(of parts: [Part], prefix: String, suffix: String = "", column: Int) -> [Row] {
        var rows: [Row] = []
        var typed = ""
        for part in parts {
            typed += part.typed
            if case .sharedWithNext = part.line {
                typed += part.joiner
                continue
            }
            rows.append(Row(prefix + typed + suffix, line: part.line, column: column))
            typed = ""
        }
        return rows
    }

    /// One screen (at most 40 lines of 80 columns in every shipped language): what the program
    /// does, every command and option, and the files it uses. The command words, options,
    /// config keys and paths stay as typed; the descriptions are `words`', each one sentence
    /// that is wrapped here, so a translator never has to break or align lines.
    static func usage(words: Catalog) -> String {
        var lines = wrapped(words(.usageTitle)) + ["", words(.usageHeading)]
        lines += commands.flatMap { rows($0, words: words) }
        // What PLACE may be, right under the rows that take it, the options right under it,
        // and the files right under them: no blank lines between, which keeps the help
        // within 40 lines since `radar` and `--graphics` have rows of their own and
        // `--format` a third row of tokens.
        lines += wrapped(words(.usagePlace)) + [words(.usageOptions)]
        lines += options.flatMap { rows($0, words: words) }
        lines += files(words: words) + wrapped(words(.usageAlerts))
        return lines.joined(separator: "\n")
    }

    private static func wrapped(_ text: String) -> [String] {
        TextLayout.wrapped(text, width: proseWidth)
    }

    /// The description wrapped into the row's column; a typed text wider than the column is
    /// followed by the description's first words on its own line.
    private static func rows(_ row: Row, words: Catalog) -> [String] {
        guard let text = row.description.map({ words($0) }) ?? row.literal else { return [row.typed] }
        let typedWidth = DisplayWidth.of(row.typed)
        let columnWidth = Console.width - row.column
        guard typedWidth >= row.column else {
            let lines = TextLayout.wrapped(text, width: columnWidth)
            let gap = String(repeating: " ", count: row.column - typedWidth)
            let indent = String(repeating: " ", count: row.column)
            return [row.typed + gap + (lines.first ?? "")] + lines.dropFirst().map { indent + $0 }
        }
        // The first line has room for less: a stand-in word as wide as the overhang keeps it
        // from the first line's words, and is then taken off.
        let overhang = typedWidth - row.column
        let standIn = String(repeating: "\u{00A0}", count: max(1, overhang))
        let lines = TextLayout.wrapped(standIn + " " + text, width: columnWidth)
        let indent = String(repeating: " ", count: row.column)
        let first = (lines.first ?? "").dropFirst(standIn.count).drop { $0 == " " }
        return [row.typed + " " + first] + lines.dropFirst().map { indent + $0 }
    }

    /// The files, one a line after "Files:", with what each holds; the config keys as typed.
    private static func files(words: Catalog) -> [String] {
        let label = words(.usageFiles)
        let indent = String(repeating: " ", count: DisplayWidth.of(label) + 1)
        let config = "$XDG_CONFIG_HOME/weatherboard"
        let lines = [
            "\(config)/config.json (provider, units, icons,",
            "theme, language, notify, minimumAlertSeverity, alertFallback,",
            "airQualityIndex, \(words(.usageWeatherKitKeys))),",
            "\(config)/places.json (\(words(.usageSavedPlaces))),",
            "\(config)/themes/ (\(words(.usageYourThemes))),",
            "$XDG_CACHE_HOME/weatherboard/ (\(words(.usageForecastCache))).",
        ]
        return lines.enumerated().map { ($0.offset == 0 ? label + " " : indent) + $0.element }
    }
}
