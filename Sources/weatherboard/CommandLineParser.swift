import Dashboard
import WeatherCore

/// Reads the command line by `CommandLineSpec`: the options and their values are looked up in
/// it, and what is stored for each is decided here.
enum CommandLineParser {
    static func parse(_ arguments: [String]) throws(UsageError) -> CommandLineOptions {
        var options = CommandLineOptions()
        var positional: [String] = []
        var used: Set<String> = []
        var mode: OutputMode?
        var width: Int?
        var height: Int?
        var placeName: String?
        var namesOnly = false
        var format: String?

        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--" {
                positional.append(contentsOf: remaining)
                remaining = []
                continue
            }
            guard let option = CommandLineSpec.option(spelled: argument) else {
                // A negative coordinate such as "-33.87,151.21" is a value, not an option.
                if argument.hasPrefix("-"), Double(argument.split(separator: ",").first ?? "") == nil {
                    throw UsageError(.unknownOption, ["option": "\(argument)"])
                }
                positional.append(argument)
                continue
            }
            let value = try OptionArgument.read(for: option, from: &remaining)
            used.insert(option.name)
            switch option.setting {
            case .help: return CommandLineOptions(command: .help)
            case .version: return CommandLineOptions(command: .version)
            case .select(let newMode):
                if let mode, mode != newMode {
                    throw UsageError(.optionsExclusive, ["first": "\(optionName(for: .select(mode)))", "second": "\(option.name)"])
                }
                mode = newMode
            case .demo: options.isDemo = true
            case .format: format = value.text
            case .width: width = value.number
            case .height: height = value.number
            case .placeName: placeName = value.text
            case .namesOnly: namesOnly = true
            case .units:
                do {
                    options.units = try UnitPreference(parsing: value.text ?? "")
                } catch {
                    throw UsageError(.unitsOptionUnusable, ["reason": .wording(error.wording)])
                }
            case .icons: options.icons = value.text.flatMap(IconStyle.init(rawValue:))
            case .theme: options.theme = value.text
            case .language: options.language = value.text
            case .provider: options.provider = value.text
            case .graphics: options.graphics = value.text.flatMap(GraphicsSetting.init(rawValue:))
            }
        }

        for option in CommandLineSpec.options where used.contains(option.name) {
            switch option.scope {
            case .everywhere: break
            case .modes(let modes, let implied, let misuse):
                if mode == nil, let implied { mode = implied }
                if let misuse, !modes.contains(mode ?? .dashboard) { throw UsageError(misuse) }
            case .command(let id):
                let command = CommandLineSpec.command(id)
                if command?.isNamed(by: positional) != true {
                    throw UsageError(.optionOnlyAppliesTo, ["option": "\(option.name)", "command": "\(command?.name ?? "")"])
                }
            }
        }

        if let first = positional.first, case let group = CommandLineSpec.commands(startingWith: first), !group.isEmpty {
            if let view = group.first(where: { CommandLineSpec.placeViews.contains($0.id) }) {
                options.command = try placeViewCommand(
                    view, Array(positional.dropFirst()), mode: mode, isDemo: options.isDemo, width: width, height: height)
                return options
            }
            // A command's own output: no output mode and no sample data.
            let misplaced = mode.map { optionName(for: .select($0)) } ?? (options.isDemo ? optionName(for: .demo) : nil)
            options.command = try wordCommand(group, positional, misplaced: misplaced, placeName: placeName, namesOnly: namesOnly)
            return options
        }
        guard positional.count <= 1 else {
            throw UsageError(.tooManyPlaces, ["number": "\(positional.count)", "places": "\(positional.joined(separator: " "))"])
        }
        let place = positional.first
        switch mode ?? .dashboard {
        case .dashboard: options.command = .dashboard(place: place)
        case .json: options.command = .json(place: place)
        case .print: options.command = .print(place: place, width: width, height: height)
        case .oneline, .waybar:
            let line: StatusLineFormat
            do {
                line = try format.map { text throws(StatusLineFormat.ParseError) in try StatusLineFormat(parsing: text) } ?? .oneline
            } catch {
                throw UsageError(error.wording)
            }
            options.command = .statusBar(place: place, output: mode == .waybar ? .waybar(line) : .line(line))
        }
        if options.isDemo, case .json = options.command {
            throw UsageError(.demoNotWithJSON)
        }
        if options.isDemo, case .statusBar = options.command {
            throw UsageError(.demoNotWithStatusBar)
        }
        return options
    }

    /// The option's name for a usage error; every setting has its option in the table.
    private static func optionName(for setting: OptionSetting) -> String {
        CommandLineSpec.options.first { $0.setting == setting }?.name ?? ""
    }

    /// `radar [PLACE]`: the map in the dashboard, or printed once; `year [PLACE]`: printed
    /// once. So `--print` (with its size) is the one output option they take; no sample data.
    private static func placeViewCommand(
        _ view: CommandSpec, _ places: [String], mode: OutputMode?, isDemo: Bool, width: Int?, height: Int?
    ) throws(UsageError) -> Command {
        let name = view.name
        if let mode, mode != .print {
            throw UsageError(.optionsExclusive, ["first": "\(name)", "second": "\(optionName(for: .select(mode)))"])
        }
        if isDemo { throw UsageError(.optionsExclusive, ["first": "\(name)", "second": "\(optionName(for: .demo))"]) }
        guard places.count <= 1 else {
            throw UsageError(.tooManyPlaces, ["number": "\(places.count)", "places": "\(places.joined(separator: " "))"])
        }
        return view.id == .year
            ? .year(place: places.first, width: width, height: height)
            : .radar(place: places.first, width: width, height: height, printsOnce: mode == .print)
    }

    /// The command that `group` (the commands named by `arguments`' first word) holds.
    /// `misplaced` is an output option given with it, which none of them takes.
    private static func wordCommand(
        _ group: [CommandSpec], _ arguments: [String], misplaced: String?, placeName: String?, namesOnly: Bool
    ) throws(UsageError) -> Command {
        // Only places has actions; its usage errors name it.
        let hasActions = group.contains { $0.words.count > 1 }
        if hasActions, let misplaced { throw UsageError(.placesCannotCombine, ["option": "\(misplaced)"]) }
        guard let command = group.first(where: { $0.isNamed(by: arguments) }) else {
            guard arguments.count >= 2 else { throw UsageError(.placesNeedsAction) }
            throw UsageError(.unknownPlacesAction, ["action": "\(arguments[1])"])
        }
        let rest = Array(arguments.dropFirst(command.words.count))
        switch command.id {
        case .radar:
            // Read by placeViewCommand before any other command.
            return .radar(place: rest.first, width: nil, height: nil, printsOnce: false)
        case .year:
            return .year(place: rest.first, width: nil, height: nil)
        case .providers, .languages:
            guard rest.isEmpty, misplaced == nil else { throw UsageError(.commandTakesNoPlace, ["command": "\(command.name)"]) }
            return command.id == .providers ? .providers : .languages
        case .alertSources:
            guard rest.isEmpty || rest == [command.optionalWord], misplaced == nil else { throw UsageError(.alertsTakesNoPlace) }
            return .alertSources
        case .placesAdd:
            guard !rest.isEmpty else { throw UsageError(.placesAddNeedsQuery) }
            return .placesAdd(query: rest.joined(separator: " "), name: placeName)
        case .placesSearch:
            guard !rest.isEmpty else { throw UsageError(.placesSearchNeedsQuery) }
            return .placesSearch(query: rest.joined(separator: " "))
        case .placesList:
            guard rest.isEmpty else { throw UsageError(.placesListTakesNothing) }
            return namesOnly ? .placesNames : .placesList
        case .placesRemove:
            guard rest.count == 1 else { throw UsageError(.placesRemoveNeedsOne) }
            return .placesRemove(reference: rest[0])
        case .placesMove:
            guard rest.count == 2 else { throw UsageError(.placesMoveNeedsTwo) }
            return .placesMove(from: rest[0], to: rest[1])
        }
    }
}

/// An option's value as read and checked against its `OptionValue`.
private enum OptionArgument {
    case absent
    case text(String)
    case number(Int)

    var text: String? {
        if case .text(let text) = self { text } else { nil }
    }

    var number: Int? {
        if case .number(let number) = self { number } else { nil }
    }

    /// The value that follows `option` in `remaining`, checked; a value is never an option.
    static func read(for option: OptionSpec, from remaining: inout ArraySlice<String>) throws(UsageError) -> OptionArgument {
        guard option.value.needsValue else { return .absent }
        guard let text = remaining.popFirst(), !text.hasPrefix("--") else {
            throw UsageError(.optionNeedsValue, ["option": "\(option.name)"])
        }
        switch option.value {
        case .none: return .absent
        case .text: return .text(text)
        case .wholeNumber(_, let allowed):
            guard let number = Int(text), allowed.contains(number) else {
                throw UsageError(.optionNeedsWholeNumber, [
                    "option": "\(option.name)", "lowest": "\(allowed.lowerBound)", "highest": "\(allowed.upperBound)", "value": "\(text)",
                ])
            }
            return .number(number)
        case .oneOf(let values):
            guard let value = values.first(where: { $0.lowercased() == text.lowercased() }) else {
                throw UsageError(.optionMustBeOneOf, ["option": "\(option.name)", "choices": .alternatives(values), "value": "\(text)"])
            }
            return .text(value)
        case .listed(_, let known):
            guard let value = known.match(text) else {
                throw UsageError(.optionMustBeOneOf, ["option": "\(option.name)", "choices": .alternatives(known.values), "value": "\(text)"])
            }
            return .text(value)
        }
    }
}
