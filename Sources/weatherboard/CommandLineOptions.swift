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

/// A mistake in how weatherboard was called: one sentence, exit status 2.
struct UsageError: Error, Equatable {
    let message: String
    init(_ message: String) { self.message = message }
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
                throw UsageError("\(flag) needs a value.")
            }
            return next
        }
        func setMode(_ newMode: String) throws(UsageError) {
            if let mode, mode != newMode { throw UsageError("--\(mode) and --\(newMode) cannot be used together.") }
            mode = newMode
        }
        func dimension(_ flag: String) throws(UsageError) -> Int {
            let text = try value(for: flag)
            let allowed = TerminalSize.dimensions
            guard let number = Int(text), allowed.contains(number) else {
                throw UsageError("\(flag) must be a whole number from \(allowed.lowerBound) to \(allowed.upperBound), not \"\(text)\".")
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
                    throw UsageError("In --units, \(error.reason).")
                }
            case "--icons":
                let text = try value(for: "--icons")
                guard let icons = IconStyle(rawValue: text.lowercased()) else {
                    throw UsageError("--icons must be emoji, unicode or ascii, not \"\(text)\".")
                }
                options.icons = icons
            case "--theme": options.theme = try value(for: "--theme")
            case "--lang":
                let text = try value(for: "--lang")
                guard let code = LanguagePreference.shippedCode(matching: text) else {
                    throw UsageError("--lang must be \(LanguagePreference.shippedCodes.listed(conjunction: "or")), not \"\(text)\".")
                }
                options.language = code
            case "--provider":
                let text = try value(for: "--provider")
                guard ProviderCatalog.description(of: text.lowercased()) != nil else {
                    throw UsageError("--provider must be \(ProviderCatalog.identifierList), not \"\(text)\".")
                }
                options.provider = text.lowercased()
            case "--":
                positional.append(contentsOf: remaining)
                remaining = []
            default:
                // A negative coordinate such as "-33.87,151.21" is a value, not an option.
                if argument.hasPrefix("-"), Double(argument.split(separator: ",").first ?? "") == nil {
                    throw UsageError("Unknown option \(argument); see weatherboard --help.")
                }
                positional.append(argument)
            }
        }

        if (width != nil || height != nil), mode != "print" {
            throw UsageError("--width and --height only apply to --print.")
        }
        if format != nil, mode != nil, mode != "oneline", mode != "waybar" {
            throw UsageError("--format only applies to --oneline and --waybar.")
        }
        if format != nil, mode == nil { mode = "oneline" }
        if name != nil, positional.first != "places" || positional.dropFirst().first != "add" {
            throw UsageError("--name only applies to places add.")
        }
        if namesOnly, positional.first != "places" || !["list", "ls"].contains(positional.dropFirst().first ?? "") {
            throw UsageError("--names only applies to places list.")
        }

        if positional.first == "providers" {
            guard positional.count == 1, mode == nil, !options.isDemo else {
                throw UsageError("providers takes no place and no --json, --print or --demo.")
            }
            options.command = .providers
            return options
        }
        if positional.first == "languages" {
            guard positional.count == 1, mode == nil, !options.isDemo else {
                throw UsageError("languages takes no place and no --json, --print or --demo.")
            }
            options.command = .languages
            return options
        }
        if positional.first == "alerts" {
            guard positional.count == 1 || (positional.count == 2 && positional[1] == "sources"), mode == nil, !options.isDemo else {
                throw UsageError("alerts takes no place and no --json, --print or --demo (alerts sources is the same).")
            }
            options.command = .alertSources
            return options
        }
        if positional.first == "places" {
            guard mode == nil, !options.isDemo else { throw UsageError("places cannot be combined with --\(mode ?? "demo").") }
            options.command = try placesCommand(Array(positional.dropFirst()), name: name, namesOnly: namesOnly)
            return options
        }
        guard positional.count <= 1 else {
            throw UsageError("Expected at most one place, but got \(positional.count): \(positional.joined(separator: " ")).")
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
                throw UsageError(error.message)
            }
            options.command = .statusBar(place: place, output: mode == "waybar" ? .waybar(line) : .line(line))
        default: options.command = .dashboard(place: place)
        }
        if options.isDemo, case .json = options.command {
            throw UsageError("--demo works with the dashboard and --print, not --json.")
        }
        if options.isDemo, case .statusBar = options.command {
            throw UsageError("--demo works with the dashboard and --print, not the status-bar output.")
        }
        return options
    }

    private static func placesCommand(_ arguments: [String], name: String?, namesOnly: Bool) throws(UsageError) -> Command {
        guard let action = arguments.first else {
            throw UsageError("places needs an action: add, search, list, remove or move.")
        }
        let rest = Array(arguments.dropFirst())
        switch action {
        case "add":
            guard !rest.isEmpty else { throw UsageError("places add needs a place name or LAT,LON.") }
            return .placesAdd(query: rest.joined(separator: " "), name: name)
        case "search":
            guard !rest.isEmpty else { throw UsageError("places search needs a place name.") }
            return .placesSearch(query: rest.joined(separator: " "))
        case "list", "ls":
            guard rest.isEmpty else { throw UsageError("places list takes no arguments.") }
            return namesOnly ? .placesNames : .placesList
        case "remove", "rm":
            guard rest.count == 1 else { throw UsageError("places remove needs one place number or name.") }
            return .placesRemove(reference: rest[0])
        case "move", "mv":
            guard rest.count == 2 else { throw UsageError("places move needs two positions, such as: places move 3 1.") }
            return .placesMove(from: rest[0], to: rest[1])
        default:
            throw UsageError("Unknown places action \"\(action)\"; use add, search, list, remove or move.")
        }
    }
}
