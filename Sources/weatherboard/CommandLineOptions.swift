import Dashboard
import Providers
import WeatherCore

/// What the user asked for on the command line.
enum Command: Equatable {
    case dashboard(place: String?)
    case json(place: String?)
    case print(place: String?, width: Int?, height: Int?)
    /// `--oneline`, `--format` or `--waybar`: one line for a status bar, from the cache.
    case statusBar(place: String?, output: StatusBarOutput)
    case placesAdd(query: String, name: String?)
    case placesSearch(query: String)
    case placesList
    /// `places list --names`: one name a line, for shell completions and scripts.
    case placesNames
    case placesRemove(reference: String)
    case placesMove(from: String, to: String)
    case providers
    /// `languages`: the shipped catalogs, for `--lang` and shell completions.
    case languages
    case alertSources
    case help
    case version
}

/// What a status bar is given: the line alone, or Waybar's JSON around it.
enum StatusBarOutput: Equatable {
    case line(StatusLineFormat)
    case waybar(StatusLineFormat)
}

enum IconStyle: String, CaseIterable {
    case emoji, unicode, ascii
}

/// Options that apply to every command.
struct CommandLineOptions: Equatable {
    var command: Command = .dashboard(place: nil)
    /// `--units`: a system, single quantities' units, or both.
    var units: UnitPreference?
    var icons: IconStyle?
    var theme: String?
    /// `--lang`: a shipped catalog's code, already matched (`LanguagePreference`).
    var language: String?
    var isDemo = false
    /// `--provider NAME`, already checked against the catalog; overrides the config file.
    var provider: String?
}

/// A mistake in how weatherboard was called: one sentence, exit status 2. It is found while
/// the command line is read, before `--lang` and the config file have chosen the language, so
/// it carries its wording and is put into words when it is shown (`message(in:)`).
struct UsageError: Error, Equatable {
    private let wording: Wording

    init(_ phrase: Phrase, _ values: [String: Wording.Value] = [:]) { wording = Wording(phrase, values) }
    init(_ wording: Wording) { self.wording = wording }

    func message(in words: Catalog) -> String { wording.text(in: words) }
}

enum CommandLineParser {
    static func parse(_ arguments: [String]) throws(UsageError) -> CommandLineOptions {
        var options = CommandLineOptions()
        var positional: [String] = []
        var mode: String?
        var width: Int?
        var height: Int?
        var name: String?
        var namesOnly = false
        var format: String?

        var remaining = arguments[...]
        func value(for flag: String) throws(UsageError) -> String {
            guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
                throw UsageError(.optionNeedsValue, ["option": "\(flag)"])
            }
            return next
        }
        func setMode(_ newMode: String) throws(UsageError) {
            if let mode, mode != newMode { throw UsageError(.optionsExclusive, ["first": "--\(mode)", "second": "--\(newMode)"]) }
            mode = newMode
        }
        func dimension(_ flag: String) throws(UsageError) -> Int {
            let text = try value(for: flag)
            let allowed = TerminalSize.dimensions
            guard let number = Int(text), allowed.contains(number) else {
                throw UsageError(.optionNeedsWholeNumber, [
                    "option": "\(flag)", "lowest": "\(allowed.lowerBound)", "highest": "\(allowed.upperBound)", "value": "\(text)",
                ])
            }
            return number
        }

        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help": return CommandLineOptions(command: .help)
            case "-V", "--version": return CommandLineOptions(command: .version)
            case "--json": try setMode("json")
            case "--print": try setMode("print")
            case "--oneline": try setMode("oneline")
            case "--waybar": try setMode("waybar")
            case "--format": format = try value(for: "--format")
            case "--demo": options.isDemo = true
            case "--width": width = try dimension("--width")
            case "--height": height = try dimension("--height")
            case "--name": name = try value(for: "--name")
            case "--names": namesOnly = true
            case "--units":
                let text = try value(for: "--units")
                do {
                    options.units = try UnitPreference(parsing: text)
                } catch {
                    throw UsageError(.unitsOptionUnusable, ["reason": .wording(error.wording)])
                }
            case "--icons":
                let text = try value(for: "--icons")
                guard let icons = IconStyle(rawValue: text.lowercased()) else {
                    throw UsageError(.optionMustBeOneOf, ["option": "--icons", "choices": .alternatives(IconStyle.allCases.map(\.rawValue)), "value": "\(text)"])
                }
                options.icons = icons
            case "--theme": options.theme = try value(for: "--theme")
            case "--lang":
                let text = try value(for: "--lang")
                guard let code = LanguagePreference.shippedCode(matching: text) else {
                    throw UsageError(.optionMustBeOneOf, ["option": "--lang", "choices": .alternatives(LanguagePreference.shippedCodes), "value": "\(text)"])
                }
                options.language = code
            case "--provider":
                let text = try value(for: "--provider")
                guard ProviderCatalog.description(of: text.lowercased()) != nil else {
                    throw UsageError(.optionMustBeOneOf, ["option": "--provider", "choices": .alternatives(ProviderCatalog.identifiers), "value": "\(text)"])
                }
                options.provider = text.lowercased()
            case "--":
                positional.append(contentsOf: remaining)
                remaining = []
            default:
                // A negative coordinate such as "-33.87,151.21" is a value, not an option.
                if argument.hasPrefix("-"), Double(argument.split(separator: ",").first ?? "") == nil {
                    throw UsageError(.unknownOption, ["option": "\(argument)"])
                }
                positional.append(argument)
            }
        }

        if (width != nil || height != nil), mode != "print" {
            throw UsageError(.sizeOnlyForPrint)
        }
        if format != nil, mode != nil, mode != "oneline", mode != "waybar" {
            throw UsageError(.formatOnlyForStatusBar)
        }
        if format != nil, mode == nil { mode = "oneline" }
        if name != nil, positional.first != "places" || positional.dropFirst().first != "add" {
            throw UsageError(.optionOnlyAppliesTo, ["option": "--name", "command": "places add"])
        }
        if namesOnly, positional.first != "places" || !["list", "ls"].contains(positional.dropFirst().first ?? "") {
            throw UsageError(.optionOnlyAppliesTo, ["option": "--names", "command": "places list"])
        }

        if positional.first == "providers" {
            guard positional.count == 1, mode == nil, !options.isDemo else {
                throw UsageError(.commandTakesNoPlace, ["command": "providers"])
            }
            options.command = .providers
            return options
        }
        if positional.first == "languages" {
            guard positional.count == 1, mode == nil, !options.isDemo else {
                throw UsageError(.commandTakesNoPlace, ["command": "languages"])
            }
            options.command = .languages
            return options
        }
        if positional.first == "alerts" {
            guard positional.count == 1 || (positional.count == 2 && positional[1] == "sources"), mode == nil, !options.isDemo else {
                throw UsageError(.alertsTakesNoPlace)
            }
            options.command = .alertSources
            return options
        }
        if positional.first == "places" {
            guard mode == nil, !options.isDemo else { throw UsageError(.placesCannotCombine, ["option": "--\(mode ?? "demo")"]) }
            options.command = try placesCommand(Array(positional.dropFirst()), name: name, namesOnly: namesOnly)
            return options
        }
        guard positional.count <= 1 else {
            throw UsageError(.tooManyPlaces, ["number": "\(positional.count)", "places": "\(positional.joined(separator: " "))"])
        }
        let place = positional.first
        switch mode {
        case "json": options.command = .json(place: place)
        case "print": options.command = .print(place: place, width: width, height: height)
        case "oneline", "waybar":
            let line: StatusLineFormat
            do {
                line = try format.map { text throws(StatusLineFormat.ParseError) in try StatusLineFormat(parsing: text) } ?? .oneline
            } catch {
                throw UsageError(error.wording)
            }
            options.command = .statusBar(place: place, output: mode == "waybar" ? .waybar(line) : .line(line))
        default: options.command = .dashboard(place: place)
        }
        if options.isDemo, case .json = options.command {
            throw UsageError(.demoNotWithJSON)
        }
        if options.isDemo, case .statusBar = options.command {
            throw UsageError(.demoNotWithStatusBar)
        }
        return options
    }

    private static func placesCommand(_ arguments: [String], name: String?, namesOnly: Bool) throws(UsageError) -> Command {
        guard let action = arguments.first else {
            throw UsageError(.placesNeedsAction)
        }
        let rest = Array(arguments.dropFirst())
        switch action {
        case "add":
            guard !rest.isEmpty else { throw UsageError(.placesAddNeedsQuery) }
            return .placesAdd(query: rest.joined(separator: " "), name: name)
        case "search":
            guard !rest.isEmpty else { throw UsageError(.placesSearchNeedsQuery) }
            return .placesSearch(query: rest.joined(separator: " "))
        case "list", "ls":
            guard rest.isEmpty else { throw UsageError(.placesListTakesNothing) }
            return namesOnly ? .placesNames : .placesList
        case "remove", "rm":
            guard rest.count == 1 else { throw UsageError(.placesRemoveNeedsOne) }
            return .placesRemove(reference: rest[0])
        case "move", "mv":
            guard rest.count == 2 else { throw UsageError(.placesMoveNeedsTwo) }
            return .placesMove(from: rest[0], to: rest[1])
        default:
            throw UsageError(.unknownPlacesAction, ["action": "\(action)"])
        }
    }
}
