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

        init(_ typed: String, _ description: Phrase? = nil, literal: String? = nil, column: Int) {
            self.typed = typed
            self.description = description
            self.literal = literal
            self.column = column
        }
    }

    /// The help's paragraphs are filled a column short of the 80 its two-column rows may use,
    /// as they always were.
    private static let proseWidth = Console.width - 1
    private static let commandColumn = 42
    private static let optionColumn = 28

    private static let commands: [Row] = [
        Row("  weatherboard [PLACE]", .usageDashboard, column: commandColumn),
        Row("  weatherboard --json [PLACE]", .usageJSON, column: commandColumn),
        Row("  weatherboard --print [PLACE]", .usagePrint, column: commandColumn),
        Row("  weatherboard --demo [--print] [PLACE]", .usageDemo, column: commandColumn),
        Row("  weatherboard --oneline|--waybar [PLACE]", .usageStatusBar, column: commandColumn),
        Row("  weatherboard places add QUERY|LAT,LON [--name NAME]", column: commandColumn),
        Row("  weatherboard places search QUERY", .usagePlacesSearch, column: commandColumn),
        Row("  weatherboard places list [--names]", .usagePlacesList, column: commandColumn),
        Row("  weatherboard places remove N|NAME", .usagePlacesRemove, column: commandColumn),
        Row("  weatherboard places move N M", .usagePlacesMove, column: commandColumn),
        Row("  weatherboard providers", .usageProviders, column: commandColumn),
        Row("  weatherboard alerts | languages", .usageAlertsLanguages, column: commandColumn),
    ]

    private static let options: [Row] = [
        Row("  --units UNITS", .usageUnits, column: optionColumn),
        Row("  --icons emoji|unicode|ascii --theme NAME", .usageThemes, column: optionColumn),
        Row("  --provider NAME", .usageProvider, column: optionColumn),
        Row("  --lang CODE", .usageLanguage, column: optionColumn),
        Row("  --width N --height N", .usageSize, column: optionColumn),
        Row("  --format STRING", literal: StatusLineFormat.tokenList, column: optionColumn),
        Row("  -h, --help, -V, --version", .usageHelp, column: optionColumn),
    ]

    /// One screen (at most 40 lines of 80 columns in every shipped language): what the program
    /// does, every command and option, and the files it uses. The command words, options,
    /// config keys and paths stay as typed; the descriptions are `words`', each one sentence
    /// that is wrapped here, so a translator never has to break or align lines.
    static func usage(words: Catalog) -> String {
        var lines = wrapped(words(.usageTitle)) + ["", words(.usageHeading)]
        lines += commands.flatMap { rows($0, words: words) }
        lines += [""] + wrapped(words(.usagePlace)) + ["", words(.usageOptions)]
        lines += options.flatMap { rows($0, words: words) }
        lines += [""] + files(words: words) + wrapped(words(.usageAlerts))
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
