import Testing
import WeatherCore
@testable import weatherboard

/// The table of options and commands against itself, the parser and the help made from it.
@Suite("the command-line table")
struct CommandLineSpecTests {
    static let options = CommandLineSpec.options

    @Test func everySpellingAndCommandIsDeclaredOnce() {
        let spellings = Self.options.flatMap(\.spellings)
        #expect(spellings.count == Set(spellings).count, "\(spellings)")
        #expect(spellings.allSatisfy { $0.wholeMatch(of: /--[a-z][a-z-]+|-[a-zA-Z]/) != nil }, "\(spellings)")
        let names = CommandLineSpec.commands.map(\.name)
        #expect(names.count == Set(names).count, "\(names)")
        for mode in OutputMode.allCases where mode != .dashboard {
            #expect(Self.options.filter { $0.setting == .select(mode) }.count == 1, "\(mode) is chosen by one option")
        }
        for setting in [OptionSetting.demo, .format, .width, .height, .placeName, .namesOnly, .units, .icons, .theme, .language, .provider, .help, .version] {
            #expect(Self.options.filter { $0.setting == setting }.count == 1, "\(setting) is set by one option")
        }
        for id in [CommandID.radar, .placesAdd, .placesSearch, .placesList, .placesRemove, .placesMove, .providers, .alertSources, .languages] {
            #expect(CommandLineSpec.commands.filter { $0.id == id }.count == 1, "\(id) is one command")
        }
    }

    @Test func theHelpShowsEveryOptionAndCommand() {
        let help = HelpText.usage(words: .english)
        for option in Self.options {
            #expect(help.contains(option.typed), "--help lacks \(option.typed)")
        }
        let usageLines = help.split(separator: "\n").filter { $0.hasPrefix("  weatherboard ") }
        for command in CommandLineSpec.commands {
            #expect(usageLines.contains { $0.contains(command.name) }, "--help lacks \(command.name)")
        }
    }

    @Test func everyOptionIsRecognisedAndItsValueRequired() throws {
        for option in Self.options {
            for spelling in option.spellings {
                let refused: UsageError? = Self.error(parsing: [spelling, "--json"])
                if option.value.needsValue {
                    #expect(refused == UsageError(.optionNeedsValue, ["option": "\(option.name)"]), "\(spelling)")
                } else {
                    #expect(refused != UsageError(.unknownOption, ["option": "\(spelling)"]), "\(spelling)")
                }
            }
        }
    }

    @Test func valuesAreCheckedAsTheTableSays() throws {
        for option in Self.options {
            switch option.value {
            case .none, .text: break
            case .wholeNumber(_, let allowed):
                let refused = Self.error(parsing: [option.name, "\(allowed.upperBound + 1)"])
                #expect(refused == UsageError(.optionNeedsWholeNumber, [
                    "option": "\(option.name)", "lowest": "\(allowed.lowerBound)", "highest": "\(allowed.upperBound)",
                    "value": "\(allowed.upperBound + 1)",
                ]))
            case .oneOf(let values):
                let refused = Self.error(parsing: [option.name, "nonsense"])
                #expect(refused == UsageError(.optionMustBeOneOf, ["option": "\(option.name)", "choices": .alternatives(values), "value": "nonsense"]))
                for value in values {
                    #expect(Self.error(parsing: [option.name, value.uppercased()]) == nil, "\(option.name) \(value)")
                }
            case .listed(_, let known):
                #expect(!known.values.isEmpty)
                for value in known.values {
                    #expect(Self.error(parsing: [option.name, value]) == nil, "\(option.name) \(value)")
                }
            }
        }
    }

    /// Each option limited to some output modes is accepted with them and refused without,
    /// `--demo` included, whose refusals the parser words itself.
    @Test func optionsWorkOnlyWithTheModesTheirScopeNames() throws {
        for option in Self.options {
            guard case .modes(let modes, let implied, _) = option.scope else { continue }
            // The modes' own options: two of them are refused together.
            if case .select = option.setting { continue }
            let sample: [String] = switch option.value {
            case .none: []
            case .wholeNumber(_, let allowed): ["\(allowed.lowerBound)"]
            default: ["{place}"]
            }
            for mode in OutputMode.allCases {
                let chosen = CommandLineSpec.option(selecting: mode).map { [$0.name] } ?? []
                let accepted = modes.contains(mode) || (mode == .dashboard && implied != nil)
                let refused = Self.error(parsing: [option.name] + sample + chosen)
                #expect((refused == nil) == accepted, "\(option.name) with \(mode): \(String(describing: refused))")
            }
        }
    }

    @Test func commandOptionsWorkOnlyWithTheirCommand() throws {
        for option in Self.options {
            guard case .command(let id) = option.scope, let command = CommandLineSpec.command(id) else { continue }
            let sample = option.value.needsValue ? ["x"] : []
            #expect(Self.error(parsing: command.words + Self.operands(of: id) + [option.name] + sample) == nil, "\(option.name)")
            #expect(Self.error(parsing: [option.name] + sample) == UsageError(.optionOnlyAppliesTo, ["option": "\(option.name)", "command": "\(command.name)"]))
        }
    }

    @Test func commandsAreNamedByTheirWordsAndAliases() throws {
        for command in CommandLineSpec.commands {
            for last in [command.words.last ?? ""] + command.aliases {
                let words = command.words.dropLast() + [last]
                #expect(Self.error(parsing: words + Self.operands(of: command.id)) == nil, "\(words)")
            }
            if let optional = command.optionalWord {
                #expect(Self.error(parsing: command.words + [optional]) == nil)
            }
        }
    }

    /// Operands each command accepts.
    static func operands(of command: CommandID) -> [String] {
        switch command {
        case .radar, .year: ["Berlin"]
        case .placesAdd, .placesSearch, .placesRemove: ["1"]
        case .placesMove: ["1", "2"]
        case .placesList, .providers, .alertSources, .languages: []
        }
    }

    static func error(parsing arguments: [String]) -> UsageError? {
        do {
            _ = try CommandLineParser.parse(arguments)
            return nil
        } catch {
            return error
        }
    }
}
