import Foundation
import Testing
import TestSupport

/// The shell completions in completions/: bash is driven through COMP_WORDS and the
/// completion function, fish through `complete -C`, zsh is checked to parse. The values they
/// offer must be the ones the real binary accepts, which its usage errors list.
@Suite("shell completions")
struct CompletionTests {
    let home = IsolatedHome()

    /// The child's PATH finds this build's weatherboard first, as an installed one would be.
    var environment: [String: String] {
        let binaryDirectory = URL(fileURLWithPath: WeatherboardBinary.path).deletingLastPathComponent().path
        return home.environment(server: nil, extra: ["PATH": "\(binaryDirectory):/usr/bin:/bin"])
    }

    func weatherboard(_ arguments: String...) throws -> ProcessResult {
        try runProcess(arguments: [WeatherboardBinary.path] + arguments, environment: environment)
    }

    /// What bash offers for the command line `words`, the last one being completed.
    func bash(_ words: String...) throws -> [String] { try bash(words) }

    func bash(_ words: [String]) throws -> [String] {
        let script = #"source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _weatherboard; printf '%s\n' "${COMPREPLY[@]}""#
        let result = try runProcess(
            arguments: ["bash", "-c", script, "bash", RepositoryFiles.url("completions/weatherboard.bash").path] + words,
            environment: environment)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        return result.stdout.split(separator: "\n").map(String.init)
    }

    /// What fish offers for `commandLine` (without the descriptions).
    func fish(_ commandLine: String) throws -> [String] {
        let result = try runProcess(
            arguments: ["fish", "--no-config", "-c", "source $argv[1]; complete -C $argv[2]",
                        RepositoryFiles.url("completions/weatherboard.fish").path, commandLine],
            environment: environment)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        return result.stdout.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
    }

    /// The values the binary accepts for `option`, from the sentence it prints for a wrong one
    /// ("--units must be metric or imperial, not …", "… choose one of: default, light, ….").
    func acceptedValues(_ option: String, refusing value: String = "nonsense") throws -> Set<String> {
        // --demo --print: the theme is checked where it is loaded, and no network is needed.
        let refused = try weatherboard(option, value, "--demo", "--print")
        #expect(refused.status == 2, "\(refused.stderr)")
        let list = try #require(refused.stderr.firstMatch(of: /(?:must be|choose one of:) (.+?)(?:, not "|\.\n)/)?.output.1)
        let values = list.replacing(" or ", with: ", ").split(separator: ", ").map(String.init)
        #expect(values.count >= 2, "parsed \(list)")
        return Set(values)
    }

    func addPlaces() throws {
        for (position, name) in [("40.71,-74.01", "New York"), ("48.85,2.35", "Paris")] {
            let added = try weatherboard("places", "add", position, "--name", name)
            #expect(added.status == 0, "\(added.stderr)")
        }
    }

    /// A user theme, a copy of a built-in one, so the binary lists it too.
    func addUserTheme(named name: String) throws {
        let themes = home.configDirectory.appendingPathComponent("themes")
        try FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
        let light = try String(contentsOf: RepositoryFiles.url("themes/light.json"), encoding: .utf8)
        let renamed = light.replacingOccurrences(of: #""name": "light""#, with: #""name": "\#(name)""#)
        try Data(renamed.utf8).write(to: themes.appendingPathComponent("\(name).json"))
    }

    @Test func placesListNamesPrintsOneSavedNameALine() throws {
        let none = try weatherboard("places", "list", "--names")
        #expect(none.status == 0 && none.stdout.isEmpty, "no places, no lines: \(none.stdout)\(none.stderr)")
        try addPlaces()
        let names = try weatherboard("places", "list", "--names")
        #expect(names.status == 0, "\(names.stderr)")
        #expect(names.stdout == "New York\nParis\n")
        let misplaced = try weatherboard("--names")
        #expect(misplaced.status == 2)
        #expect(misplaced.stderr == "weatherboard: --names only applies to places list.\n")
    }

    /// What `--units` may start with: a system the binary accepts, or QUANTITY= for each
    /// quantity it accepts; and after QUANTITY=, each of that quantity's units.
    func acceptedUnitStarts() throws -> (starts: Set<String>, quantities: Set<String>) {
        let quantities = try acceptedValues("--units", refusing: "no-such-quantity=C")
        return (try acceptedValues("--units").union(quantities.map { $0 + "=" }), quantities)
    }

    func acceptedUnits(of quantity: String) throws -> Set<String> {
        Set(try acceptedValues("--units", refusing: "\(quantity)=no-such-unit").map { "\(quantity)=\($0)" })
    }

    @Test func bashOffersTheUnitsTheBinaryAccepts() throws {
        let (starts, quantities) = try acceptedUnitStarts()
        #expect(quantities.count == 5)
        #expect(Set(try bash("weatherboard", "--units", "")) == starts)
        for quantity in quantities {
            #expect(Set(try bash("weatherboard", "--units", "\(quantity)=")) == (try acceptedUnits(of: quantity)), "\(quantity)")
        }
        #expect(try bash("weatherboard", "--units", "imperial,w") == ["imperial,wind="])
        // Bash splits words at "=": each candidate is the part readline replaces, the current
        // word, or the empty text after a current word that is the "=" itself.
        #expect(try bash("weatherboard", "--units", "imperial,wind", "=", "k") == ["km/h", "kn"])
        #expect(Set(try bash("weatherboard", "--units", "imperial,wind", "=")) == Set((try acceptedUnits(of: "wind")).map {
            String($0.dropFirst("wind=".count))
        }))
    }

    @Test func bashOffersTheValuesTheBinaryAccepts() throws {
        try addUserTheme(named: "mine")
        for option in ["--icons", "--provider", "--theme", "--lang"] {
            let offered = try bash("weatherboard", option, "")
            #expect(Set(offered) == (try acceptedValues(option)), "\(option)")
            #expect(offered.count == Set(offered).count, "\(option) offers a value twice: \(offered)")
        }
        #expect(try bash("weatherboard", "--theme", "m") == ["mine"])
        #expect(try bash("weatherboard", "--provider", "met") == ["met-norway"])
    }

    @Test func bashOffersCommandsOptionsAndSavedPlaces() throws {
        try addPlaces()
        #expect(try bash("weatherboard", "") == ["radar", "year", "places", "providers", "alerts", "languages", "New\\ York", "Paris"])
        #expect(try bash("weatherboard", "radar", "") == ["New\\ York", "Paris"])
        #expect(try bash("weatherboard", "radar", "Paris", "") == [])
        #expect(try bash("weatherboard", "radar", "--wi") == ["--width"])
        #expect(try bash("weatherboard", "--units", "metric", "P") == ["Paris"])
        #expect(try bash("weatherboard", "--units", "wind", "=", "kn", "P") == ["Paris"], "a value split at \"=\" is no command")
        #expect(try bash("weatherboard", "places", "") == ["add", "search", "list", "remove", "move"])
        #expect(try bash("weatherboard", "places", "remove", "New") == ["New\\ York"])
        #expect(try bash("weatherboard", "places", "list", "--n") == ["--names"])
        #expect(try bash("weatherboard", "places", "add", "Oslo", "--na") == ["--name"])
        #expect(try bash("weatherboard", "alerts", "") == ["sources"])
        let options = try bash("weatherboard", "--")
        let help = try HelpListing.fromBinary()
        let mainOptions = help.options.filter { $0.hasPrefix("--") && !["--name", "--names"].contains($0) }
        #expect(Set(options) == mainOptions, "every option of the help but the places ones")
    }

    @Test func fishOffersValuesCommandsAndSavedPlaces() throws {
        try addPlaces()
        try addUserTheme(named: "mine")
        #expect(Set(try fish("weatherboard --theme ")) == (try acceptedValues("--theme")))
        #expect(Set(try fish("weatherboard --units ")) == (try acceptedUnitStarts()).starts)
        #expect(Set(try fish("weatherboard --units imperial,pressure=")) == Set((try acceptedUnits(of: "pressure")).map { "imperial," + $0 }))
        #expect(Set(try fish("weatherboard ")) == ["radar", "year", "places", "providers", "alerts", "languages", "New York", "Paris"])
        #expect(Set(try fish("weatherboard radar ")) == ["New York", "Paris"])
        #expect(Set(try fish("weatherboard radar --width 80 ")) == ["New York", "Paris"])
        #expect(try fish("weatherboard radar Paris ").isEmpty)
        #expect(Set(try fish("weatherboard radar --")).isSuperset(of: ["--print", "--width", "--height"]))
        #expect(Set(try fish("weatherboard --lang ")) == (try acceptedValues("--lang")))
        #expect(Set(try fish("weatherboard places remove ")) == ["New York", "Paris"])
        #expect(try fish("weatherboard places list --na") == ["--names"])
    }

    @Test func zshCompletionParses() throws {
        let result = try runProcess(arguments: ["zsh", "-n", RepositoryFiles.url("completions/_weatherboard").path], environment: environment)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    }
}
