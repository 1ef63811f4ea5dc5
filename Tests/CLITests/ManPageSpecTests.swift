import Foundation
import Testing
import TestSupport
@testable import weatherboard

/// man/weatherboard.1's source against `CommandLineSpec`: its OPTIONS list the table's options
/// and no other, with their values; its COMMANDS the table's commands; and no option the
/// table lacks is named anywhere in it.
extension ManPageTests {
    /// The page's source, by section: `.Sh OPTIONS` to the next `.Sh`.
    static func sourceSections() throws -> [String: [String]] {
        let source = try String(contentsOf: page, encoding: .utf8)
        var sections: [String: [String]] = [:]
        var current = ""
        for line in source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix(".Sh ") {
                current = String(line.dropFirst(4))
            } else {
                sections[current, default: []].append(line)
            }
        }
        return sections
    }

    /// The options a macro line names: mdoc's `Fl` puts a dash before each of its arguments
    /// until the next macro (`.Fl -oneline | -waybar` is --oneline | --waybar).
    static func flags(in line: String) -> [String] {
        guard line.hasPrefix(".") else { return [] }
        var flags: [String] = []
        var inFlags = false
        for word in line.dropFirst().split(separator: " ").map(String.init) {
            if word.wholeMatch(of: /[A-Z][a-z]{1,2}/) != nil {
                inFlags = word == "Fl"
            } else if inFlags, word.wholeMatch(of: /-?[A-Za-z][A-Za-z-]*/) != nil {
                flags.append("-" + word)
            }
        }
        return flags
    }

    /// The items (`.It` and the lines up to the next one) of a section's top-level list.
    static func items(in lines: [String]) -> [(head: String, body: String)] {
        var items: [(head: String, body: String)] = []
        var depth = 0
        for line in lines {
            if line.hasPrefix(".Bl") { depth += 1 }
            if line.hasPrefix(".El") { depth -= 1 }
            if depth == 1, line.hasPrefix(".It ") {
                items.append((head: line, body: ""))
            } else if !items.isEmpty {
                items[items.count - 1].body += line + "\n"
            }
        }
        return items
    }

    @Test func optionsSectionListsExactlyTheTablesOptionsWithTheirValues() throws {
        let items = Self.items(in: try #require(try Self.sourceSections()["OPTIONS"]))
        let listed = items.flatMap { Self.flags(in: $0.head) }
        let declared = CommandLineSpec.options.flatMap(\.spellings)
        #expect(listed.count == Set(listed).count, "an option is listed twice: \(listed)")
        #expect(Set(listed) == Set(declared), "listed but not declared: \(Set(listed).subtracting(declared)); declared but not listed: \(Set(declared).subtracting(listed))")
        for option in CommandLineSpec.options {
            let item = try #require(items.first { Self.flags(in: $0.head).contains(option.name) })
            switch option.value {
            case .none:
                #expect(!item.head.contains("Fl \(option.name.dropFirst()) Ar"), "\(option.name) takes no value")
            case .text(let metavariable), .wholeNumber(let metavariable, _):
                #expect(item.head.contains("Fl \(option.name.dropFirst()) Ar \(metavariable)"), "\(item.head)")
            case .oneOf(let values):
                #expect(item.head.contains("Fl \(option.name.dropFirst()) Cm \(values.joined(separator: " | "))"), "\(item.head)")
            case .listed(let metavariable, let known):
                #expect(item.head.contains("Fl \(option.name.dropFirst()) Ar \(metavariable)"), "\(item.head)")
                // The languages are many and grow with the user's own catalogs: the page
                // names a few.
                if case .languages = known { continue }
                for value in known.values {
                    #expect(item.body.contains(".Cm \(value)"), "\(option.name)'s item lacks \(value)")
                }
            }
        }
    }

    @Test func commandsSectionListsExactlyTheTablesCommands() throws {
        let items = Self.items(in: try #require(try Self.sourceSections()["COMMANDS"]))
        // ".It Cm places add Ar QUERY …" → "places add"; "Op Cm sources" is the optional word.
        let listed = items.map { item in
            item.head.dropFirst(".It Cm ".count).split(separator: " ").prefix { $0.allSatisfy(\.isLowercase) }.joined(separator: " ")
        }
        #expect(listed == CommandLineSpec.commands.map(\.name))
        for command in CommandLineSpec.commands {
            let item = try #require(items.first { $0.head.hasPrefix(".It Cm \(command.name)") })
            if let optional = command.optionalWord {
                #expect(item.head.contains("Op Cm \(optional)"), "\(item.head)")
            }
            for alias in command.aliases {
                #expect(item.body.contains(".Cm \(alias)\n"), "\(command.name)'s item does not name \(alias)")
            }
            for option in CommandLineSpec.options where option.scope == .command(command.id) {
                #expect(item.head.contains("Fl \(option.name.dropFirst())"), "\(command.name)'s item lacks \(option.name)")
            }
        }
    }

    @Test func namesNoOptionTheTableLacks() throws {
        let source = try String(contentsOf: Self.page, encoding: .utf8)
        let named = Set(source.split(separator: "\n").flatMap { Self.flags(in: String($0)) })
        let declared = Set(CommandLineSpec.options.flatMap(\.spellings))
        #expect(named.isSubset(of: declared), "\(named.subtracting(declared))")
        #expect(named.count > 10, "the page was read: \(named)")
    }
}
