import WeatherCore

/// The commands named by words rather than options.
enum CommandID: Sendable, Hashable {
    case radar, year
    case placesAdd, placesSearch, placesList, placesRemove, placesMove
    case providers, alertSources, languages
}

/// One command as `CommandLineSpec` declares it: the words that name it, what may follow them
/// and its line in `--help`.
struct CommandSpec: Sendable {
    let id: CommandID
    /// ["places", "add"]: a group's word, then the action's.
    let words: [String]
    /// Other spellings of the last word ("ls" for "list").
    let aliases: [String]
    /// A word that may follow and changes nothing ("alerts sources"): not in `--help`, which
    /// has no room for it, but in the man page and the completions.
    let optionalWord: String?
    /// What the user types after the words ("QUERY|LAT,LON"), as `--help` shows it.
    let operands: String?
    let help: HelpLine

    init(
        _ id: CommandID, _ words: String..., aliases: [String] = [], optionalWord: String? = nil,
        operands: String? = nil, help: HelpLine
    ) {
        self.id = id
        self.words = words
        self.aliases = aliases
        self.optionalWord = optionalWord
        self.operands = operands
        self.help = help
    }

    /// The command as the man page and usage errors name it: "places add".
    var name: String { words.joined(separator: " ") }

    /// Whether `arguments` start with this command's words, the last in any of its spellings.
    func isNamed(by arguments: [String]) -> Bool {
        guard let last = words.last, arguments.count >= words.count else { return false }
        return Array(arguments.prefix(words.count - 1)) == words.dropLast()
            && ([last] + aliases).contains(arguments[words.count - 1])
    }
}
