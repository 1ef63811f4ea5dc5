import Foundation
import Testing
import TestSupport

/// The curses screen prints each link again inside OSC 8 after ncurses has drawn the frame.
/// tmux 3.3 reads OSC 8 and drops it, so its pane shows what a terminal would show apart from
/// the link itself; what this checks is that ncurses' idea of the cursor and the attributes
/// survives: frames drawn after the links were printed land where they belong, as they would
/// without them.
@Suite("Hyperlinks on the curses screen", .serialized)
struct HyperlinkTmuxTests {
    let home = IsolatedHome()

    /// The screen once it stops changing (ncurses paints top to bottom), with its attributes.
    func settledScreen(_ tmux: TmuxSession) -> String? {
        var last = ""
        let settled = tmux.waitUntil {
            let now = tmux.capture(includingEscapes: true)
            defer { last = now }
            return now == last && now.contains("Open-Meteo")
        }
        return settled ? last : nil
    }

    /// Oklahoma City, the demo place with alerts, at a size that lists their links.
    func startDashboard(_ extra: [String: String]) throws -> TmuxSession {
        try TmuxSession(
            command: [WeatherboardBinary.path, "--demo", "3"], environment: home.environment(server: nil, extra: extra),
            width: 120, height: 40)
    }

    /// What the program writes to the pane after a Ctrl-L, which repaints every cell: until the
    /// bottom row and, where links are on, the last link's closing OSC 8 have arrived.
    func bytesOfARepaint(_ tmux: TmuxSession, waitingFor last: String) throws -> String {
        let path = home.root.appendingPathComponent("pane-\(UInt32.random(in: 0...UInt32.max)).out").path
        try tmux.recordOutput(to: path)
        try tmux.sendKeys("C-l")
        var bytes = ""
        _ = tmux.waitUntil {
            bytes = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            return bytes.contains("Open-Meteo") && bytes.contains(last)
        }
        return bytes
    }

    @Test func eachLinkReachesTheTerminalAsOSC8AroundItsOwnText() throws {
        let tmux = try startDashboard(["WEATHERBOARD_HYPERLINKS": "1"])
        defer { tmux.kill() }
        #expect(tmux.waitFor(text: "Details at api.weather.gov ↗"), "\(tmux.capture())")
        let closing = "↗\u{1B}]8;;\u{1B}\\"
        let bytes = try bytesOfARepaint(tmux, waitingFor: closing)
        #expect(bytes.contains("\u{1B}]8;;https://api.weather.gov/alerts/urn:oid:2.49.0.1.840.0."), "\(bytes.debugDescription)")
        #expect(bytes.contains("\u{1B}\\\u{1B}[0;4"), "opened, then the link's underlined style")
        #expect(bytes.contains("Details at api.weather.gov " + closing))
        let opened = bytes.components(separatedBy: "\u{1B}]8;;h").count - 1
        #expect(opened > 0 && opened == bytes.components(separatedBy: "\u{1B}]8;;\u{1B}\\").count - 1, "every link closed")
    }

    @Test func aTerminalWithoutThemGetsNoOSC8AndTheWholeURL() throws {
        let tmux = try startDashboard([:])
        defer { tmux.kill() }
        #expect(tmux.waitFor(text: "https://api.weather.gov/alerts"), "\(tmux.capture())")
        let bytes = try bytesOfARepaint(tmux, waitingFor: "https://api.weather.gov/alerts")
        #expect(bytes.contains("Open-Meteo"))
        #expect(!bytes.contains("\u{1B}]8"))
    }

    @Test func framesAfterTheLinksAreDrawnWhereNcursesBelievesTheyAre() throws {
        let tmux = try startDashboard(["WEATHERBOARD_HYPERLINKS": "1"])
        defer { tmux.kill() }
        #expect(tmux.waitFor(text: "Details at api.weather.gov ↗"), "short link text:\n\(tmux.capture())")
        // The header's clock is part of the frame: when its minute turns during a round, the
        // frames differ for that reason alone, and the round is played again.
        func minute() -> Int { Calendar(identifier: .gregorian).component(.minute, from: Date()) }
        for round in 1...2 {
            let startMinute = minute()
            let first = try #require(settledScreen(tmux), "\(tmux.capture())")
            #expect(!first.contains("https://api.weather.gov/alerts"), "the URL is not spelled out")

            // Move the selection and back, open the first alert over the links and close it:
            // ncurses redraws cells around and under the links, moving the cursor from where
            // it believes the links left it, in the attributes it believes are set.
            try tmux.sendKeys("Down")
            try tmux.sendKeys("Up")
            try tmux.sendKeys("Enter")
            #expect(tmux.waitFor(text: "Alert 1 of"), "\(tmux.capture())")
            try tmux.sendKeys("Escape")
            let same = tmux.waitUntil { tmux.capture(includingEscapes: true) == first }
            if same { break }
            if round == 1, minute() != startMinute { continue }
            Issue.record("back to the first frame, cell for cell:\n\(tmux.capture())\nexpected:\n\(first)")
            break
        }
        try tmux.sendKeys("q")
        #expect(tmux.waitForExit() == 0)
    }
}
