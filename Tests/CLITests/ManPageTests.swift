import Foundation
import Testing
import TestSupport

/// man/weatherboard.1 against the real binary's --help: nothing the help offers is missing
/// from the manual, and the page lints clean (mandoc is installed by .ci/run, so this never
/// skips: a missing mandoc fails the test).
@Suite("the man page")
struct ManPageTests {
    static let page = RepositoryFiles.url("man/weatherboard.1")

    /// The page as a reader sees it, without the overstrike that marks bold and underline.
    static func renderedPage() throws -> String {
        let rendered = try runProcess(arguments: ["mandoc", "-T", "ascii", page.path])
        #expect(rendered.status == 0, "\(rendered.stderr)")
        return rendered.stdout.replacing(/.\u{8}/, with: "")
    }

    @Test func namesEveryOptionAndCommandThatHelpLists() throws {
        let help = try HelpListing.fromBinary()
        #expect(help.options.isSuperset(of: ["--json", "--units", "--names", "-h", "--version"]), "the help was parsed: \(help.options)")
        #expect(help.commands.isSuperset(of: ["places add", "places list", "providers", "alerts"]), "the help was parsed: \(help.commands)")
        let page = try Self.renderedPage()
        let words = Set(page.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "-" }).map(String.init))
        for option in help.options.sorted() {
            let mentioned = words.contains(option)
            #expect(mentioned, "the man page does not mention \(option)")
        }
        let flattened = page.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for command in help.commands.sorted() {
            let mentioned = flattened.contains(command)
            #expect(mentioned, "the man page does not mention \(command)")
        }
        for section in ["SYNOPSIS", "COMMANDS", "OPTIONS", "KEYS", "ENVIRONMENT", "FILES", "EXIT STATUS", "EXAMPLES"] {
            #expect(page.contains("\n\(section)\n"), "the man page has no \(section) section")
        }
    }

    @Test func lintsWithoutWarnings() throws {
        // Style notes such as "referenced manual not found" depend on the machine's other
        // pages; warnings and errors do not.
        let lint = try runProcess(arguments: ["mandoc", "-T", "lint", "-W", "warning", Self.page.path])
        #expect(lint.status == 0 && lint.stdout.isEmpty && lint.stderr.isEmpty, "\(lint.stdout)\(lint.stderr)")
    }
}

/// What `weatherboard --help` offers: every option, and every command (the lowercase words
/// after "weatherboard" on a usage line, such as "places add").
struct HelpListing {
    var options: Set<String> = []
    var commands: Set<String> = []

    static func fromBinary() throws -> HelpListing {
        let result = try runProcess(arguments: [WeatherboardBinary.path, "--help"], environment: IsolatedHome().environment(server: nil))
        #expect(result.status == 0, "\(result.stderr)")
        var listing = HelpListing()
        for token in result.stdout.split(whereSeparator: { $0.isWhitespace || "[](),|".contains($0) }) {
            if let option = token.prefixMatch(of: /--?[A-Za-z][A-Za-z-]*/) { listing.options.insert(String(option.output)) }
        }
        for line in result.stdout.split(separator: "\n") {
            // The synopsis ends where two spaces start the description.
            let synopsis = line.trimmingPrefix(while: { $0 == " " }).split(separator: "  ").first ?? ""
            let words = synopsis.split(separator: " ")
            guard words.first == "weatherboard" else { continue }
            let command = words.dropFirst().prefix { $0.allSatisfy { $0.isLowercase } }
            if !command.isEmpty { listing.commands.insert(command.joined(separator: " ")) }
        }
        return listing
    }
}
