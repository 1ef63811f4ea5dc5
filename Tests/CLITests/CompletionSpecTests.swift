import Foundation
import Testing
import TestSupport
@testable import weatherboard

/// The three completion scripts against `CommandLineSpec`: each names every option of the
/// table and no other, knows which take a value, offers the fixed lists of values, and bash
/// and fish offer the table's commands and, after each, the options that apply to it.
extension CompletionTests {
    static let scripts = ["completions/weatherboard.bash", "completions/_weatherboard", "completions/weatherboard.fish"]

    static func script(_ path: String) throws -> String {
        try String(contentsOf: RepositoryFiles.url(path), encoding: .utf8)
    }

    static var longNames: Set<String> { Set(CommandLineSpec.options.map(\.name)) }

    /// The long options a script names: "--units" anywhere (bash's $'--json\n--print' too),
    /// and "-l units" in fish's `complete` lines.
    static func longOptions(in script: String) -> Set<String> {
        let words = script.replacing("\\n", with: " ").split { !($0.isLetter || $0.isNumber || $0 == "-") }
        let dashed = words.filter { $0.wholeMatch(of: /--[a-z][a-z-]*/) != nil }.map(String.init)
        let fish = script.split(separator: "\n").filter { $0.hasPrefix("complete ") }.flatMap { line in
            let words = line.split(separator: " ")
            return zip(words, words.dropFirst()).filter { $0.0 == "-l" }.map { "--" + $0.1 }
        }
        return Set(dashed + fish)
    }

    /// The line that declares `option` in `path`'s script: bash's `case` pattern, zsh's
    /// `_arguments` spec or fish's `complete`.
    static func declaration(of option: OptionSpec, in path: String, script: String) -> String? {
        let lines = script.split(separator: "\n").map { String($0) }
        return switch path {
        case _ where path.hasSuffix(".bash"): lines.first { $0.trimmingPrefix(while: \.isWhitespace).hasPrefix("\(option.name))") }
        case _ where path.hasSuffix(".fish"): lines.first { $0.hasPrefix("complete ") && $0.contains("-l \(option.name.dropFirst(2)) ") }
        default: lines.first { $0.contains("\(option.name)[") || $0.contains("\(option.name)}'[") }
        }
    }

    /// The body of the shell function `name` (bash and zsh `name() {` … `}`, fish
    /// `function name` … `end`).
    static func function(_ name: String, in script: String) -> String {
        let lines = script.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) }
        guard let start = lines.firstIndex(where: { $0 == "\(name)() {" || $0 == "function \(name)" }) else { return "" }
        let end = lines[start...].firstIndex { $0 == "}" || $0 == "end" } ?? lines.endIndex
        return lines[start..<end].joined(separator: "\n")
    }

    @Test func everyScriptNamesExactlyTheTablesOptions() throws {
        for path in Self.scripts {
            let script = try Self.script(path)
            let named = Self.longOptions(in: script)
            #expect(named == Self.longNames, "\(path): not in the table: \(named.subtracting(Self.longNames)); missing: \(Self.longNames.subtracting(named))")
        }
        // Bash offers the long options only: what a short one does, its long one does.
        for option in CommandLineSpec.options {
            guard let short = option.shortName else { continue }
            #expect(try Self.script("completions/_weatherboard").contains("{\(short),\(option.name)}"), "zsh lacks \(short)")
            let fish = try Self.script("completions/weatherboard.fish")
            #expect(Self.declaration(of: option, in: ".fish", script: fish)?.contains("-s \(short.dropFirst()) ") == true, "fish lacks \(short)")
        }
    }

    /// A script that takes a valued option for one without would complete its value as a
    /// command or place, and the other way round.
    @Test func scriptsKnowWhichOptionsTakeAValue() throws {
        let valued = Set(CommandLineSpec.options.filter(\.value.needsValue).map(\.name))
        let bash = try Self.script("completions/weatherboard.bash")
        // The options whose value bash steps over while it looks for the command.
        let skipped = try #require(bash.split(separator: "\n").first { $0.contains("((index++))") && $0.contains("--") })
        let skippedNames = skipped.split(separator: ")").first?.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) } ?? []
        #expect(Set(skippedNames) == valued, "\(skipped)")
        for option in CommandLineSpec.options {
            let zsh = Self.declaration(of: option, in: "_weatherboard", script: try Self.script("completions/_weatherboard"))
            #expect(zsh?.contains("]:") == option.value.needsValue, "zsh: \(option.name): \(zsh ?? "no spec")")
            let fish = Self.declaration(of: option, in: ".fish", script: try Self.script("completions/weatherboard.fish"))
            #expect(fish?.contains(" -x") == option.value.needsValue, "fish: \(option.name): \(fish ?? "no complete line")")
        }
    }

    @Test func scriptsOfferEachOptionsValues() throws {
        for path in Self.scripts {
            let script = try Self.script(path)
            for option in CommandLineSpec.options {
                // Free text and numbers have nothing to offer.
                switch option.value {
                case .oneOf, .listed: break
                case .none, .text, .wholeNumber: continue
                }
                let declaration = try #require(Self.declaration(of: option, in: path, script: script), "\(path) \(option.name)")
                // The values are on the line, or in the function it calls.
                let called = declaration.matches(of: /_?_weatherboard_[a-z_]+/).map { Self.function(String($0.output), in: script) }
                let offered = ([declaration] + called).joined(separator: "\n")
                switch option.value {
                case .oneOf(let values):
                    for value in values { #expect(offered.contains(value), "\(path): \(option.name) \(value)") }
                case .listed(_, .languages):
                    #expect(offered.contains("weatherboard languages"), "\(path): \(option.name)")
                case .listed(_, let known):
                    for value in known.values { #expect(offered.contains(value), "\(path): \(option.name) \(value)") }
                case .none, .text, .wholeNumber:
                    break
                }
            }
        }
    }

    @Test func bashAndFishOfferTheTablesCommands() throws {
        var firstWords: [String] = []
        for word in CommandLineSpec.commands.compactMap(\.words.first) where !firstWords.contains(word) { firstWords.append(word) }
        #expect(try bash("weatherboard", "") == firstWords)
        #expect(Set(try fish("weatherboard ")) == Set(firstWords))
        for word in firstWords {
            let following = CommandLineSpec.commands(startingWith: word).compactMap { $0.words.count > 1 ? $0.words.last : $0.optionalWord }
            #expect(try bash("weatherboard", word, "") == following, "after \(word)")
            #expect(Set(try fish("weatherboard \(word) ")) == Set(following), "after \(word)")
        }
        let zsh = try Self.script("completions/_weatherboard")
        let described = Set(zsh.split(separator: "\n").compactMap { $0.firstMatch(of: /^\s*'([a-z]+):/).map { String($0.output.1) } })
        #expect(described == Set(CommandLineSpec.commands.flatMap(\.words)), "zsh's commands and places actions")
        for optional in CommandLineSpec.commands.compactMap(\.optionalWord) {
            #expect(zsh.contains("compadd \(optional)"))
        }
    }

    /// Before a command, every option but the commands' own; after one, its own and those that
    /// apply everywhere, but not --help and --version, which answer at once whatever follows.
    @Test func bashAndFishOfferTheOptionsThatApply() throws {
        let answeredAtOnce: [OptionSetting] = [.help, .version]
        let general = CommandLineSpec.options.filter { $0.scope == .everywhere && !answeredAtOnce.contains($0.setting) }
        let beforeCommand = Set(CommandLineSpec.options.filter {
            if case .command = $0.scope { false } else { true }
        }.map(\.name))
        #expect(Set(try bash("weatherboard", "--")) == beforeCommand)
        #expect(Set(try fish("weatherboard --")) == beforeCommand)
        for command in CommandLineSpec.commands where command.words.count > 1 {
            let own = CommandLineSpec.options.filter { $0.scope == .command(command.id) }
            let expected = Set((own + general).map(\.name))
            let words = command.words + CommandLineSpecTests.operands(of: command.id)
            #expect(Set(try bash(["weatherboard"] + words + ["--"])) == expected, "\(command.name)")
            #expect(Set(try fish((["weatherboard"] + words + ["--"]).joined(separator: " "))) == expected, "\(command.name)")
        }
    }
}
