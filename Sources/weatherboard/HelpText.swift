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
        Row("  --format STRING", literal: "{place} {icon} {condition} {temperature} {feels}\n    {wind} {precipitation} {nexthour} {alert} {age}",
            column: optionColumn),
        Row("  -h, --help, -V, --version", .usageHelp, column: optionColumn),
    ]

    /// One screen (at most 40 lines of 80 columns in every shipped language): what the program
    /// does, every command and option, and the files it uses. The command words, options and
    /// paths stay as typed; the descriptions are `words`', a line break in one continuing in
    /// the description column.
    static func usage(words: Catalog) -> String {
        var lines = [words(.usageTitle), "", words(.usageHeading)]
        lines += commands.flatMap { rows($0, words: words) }
        lines += ["", words(.usagePlace), "", words(.usageOptions)]
        lines += options.flatMap { rows($0, words: words) }
        lines.append("")
        lines.append(words(.usageFiles, [
            "config": "$XDG_CONFIG_HOME/weatherboard/config.json", "places": "$XDG_CONFIG_HOME/weatherboard/places.json",
            "themes": "$XDG_CONFIG_HOME/weatherboard/themes/", "cache": "$XDG_CACHE_HOME/weatherboard/",
        ]))
        lines.append(words(.usageAlerts))
        return lines.joined(separator: "\n")
    }

    private static func rows(_ row: Row, words: Catalog) -> [String] {
        guard let text = row.description.map({ words($0) }) ?? row.literal else { return [row.typed] }
        let parts = text.split(separator: "\n", omittingEmptySubsequences: false)
        let width = DisplayWidth.of(row.typed)
        let first = width < row.column ? row.typed + String(repeating: " ", count: row.column - width) : row.typed + " "
        let continuation = String(repeating: " ", count: row.column)
        return [first + (parts.first ?? "")] + parts.dropFirst().map { continuation + $0.drop { $0 == " " } }
    }
}
