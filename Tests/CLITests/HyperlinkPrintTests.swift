import Foundation
import Testing
import TestSupport

/// `--print` and alert details links: OSC 8 hyperlinks with short text on a terminal that
/// supports them, the whole URL and no escape at all down a pipe.
@Suite("Hyperlinks in --print")
struct HyperlinkPrintTests {
    let home = IsolatedHome()
    /// Oklahoma City, the demo place with alerts, large enough to list their links.
    let printOklahoma = ["--demo", "--print", "3", "--width", "120", "--height", "40"]
    let alertPage = "https://api.weather.gov/alerts/urn:oid:2.49.0.1.840.0."

    /// The real binary on a terminal: `script` gives it a pseudo-terminal and passes on what it
    /// writes there, byte for byte.
    func printOnATerminal(_ extra: [String: String]) throws -> ProcessResult {
        let command = ([WeatherboardBinary.path] + printOklahoma).map { "'\($0)'" }.joined(separator: " ")
        return try runProcess(arguments: ["script", "-qec", command, "/dev/null"], environment: home.environment(server: nil, extra: extra))
    }

    /// A warning's link costs the frame no rows: it is in the dashboard's popup and in `--json`.
    @Test func aPipeGetsNoEscapesAndNoLinkEvenWhenHyperlinksAreForced() throws {
        for extra in [["TERM": "xterm-kitty"], ["TERM": "xterm-kitty", "WEATHERBOARD_HYPERLINKS": "1"]] {
            let result = try home.runWeatherboard(printOklahoma, server: nil, extra: extra)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(!result.stdout.contains("\u{1B}"))
            #expect(!result.stdout.contains(alertPage))
            #expect(!result.stdout.contains("Details at"))
        }
    }

    @Test func aTerminalWithHyperlinksGetsOSC8AroundShortText() throws {
        let result = try printOnATerminal(["TERM": "xterm-kitty"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\u{1B}]8;;" + alertPage))
        #expect(result.stdout.contains("Details at api.weather.gov ↗\u{1B}]8;;\u{1B}\\"))
        let visible = result.stdout.replacingOccurrences(of: "\u{1B}]8;;[^\u{1B}]*\u{1B}\\\\", with: "", options: .regularExpression)
        #expect(!visible.contains(alertPage), "the URL is the target only")
        let opened = result.stdout.components(separatedBy: "\u{1B}]8;;h").count - 1
        let closed = result.stdout.components(separatedBy: "\u{1B}]8;;\u{1B}\\").count - 1
        #expect(opened > 0 && opened == closed)
    }

    @Test func aTerminalWithoutThemOrWithThemTurnedOffGetsNoLink() throws {
        for extra in [["TERM": "xterm-256color"], ["TERM": "xterm-kitty", "WEATHERBOARD_HYPERLINKS": "0"]] {
            let result = try printOnATerminal(extra)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("\u{1B}["), "a terminal: colours")
            #expect(!result.stdout.contains("\u{1B}]8"))
            #expect(!result.stdout.contains(alertPage), "no raw URL in a panel")
        }
    }

    @Test func anOverrideThatIsNeitherOneNorZeroIsNamedAndIgnored() throws {
        let result = try home.runWeatherboard(printOklahoma, server: nil, extra: ["WEATHERBOARD_HYPERLINKS": "yes"])
        #expect(result.status == 0)
        #expect(result.stderr == "weatherboard: WEATHERBOARD_HYPERLINKS must be 1 or 0, not \"yes\"; deciding from the terminal instead.\n")
        #expect(!result.stdout.contains("\u{1B}]8"), "a pipe, whatever the variable says")
    }
}
