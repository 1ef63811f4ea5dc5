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

    /// The closing OSC 8 of a frame's last link and the reset after it: the last bytes the
    /// curses screen writes for a frame with links (`HyperlinkOverprint.bytes`).
    static let endOfFrameWithLinks = "\u{1B}]8;;\u{1B}\\\u{1B}[0m"

    /// The whole screen after a repaint (Ctrl-L) has reached the pane: the program is idle (the
    /// launch's loads are done, so no frame of theirs is still to come), and the bytes it wrote
    /// for the repaint, every row down to the attribution row and then the links, have all
    /// arrived. Waiting for what the program wrote, not for a quiet moment: a screen that stayed
    /// the same for a while under load was once half a frame.
    func repaintedScreen(_ tmux: TmuxSession) throws -> String {
        #expect(tmux.waitUntil {
            let screen = tmux.capture()
            return screen.contains("updated") && !screen.contains("refreshing")
        }, "\(tmux.capture())")
        let bytes = try bytesOfARepaint(tmux) { bytes in
            guard let attribution = bytes.range(of: "Open-Meteo", options: .backwards) else { return false }
            return bytes[attribution.upperBound...].contains(Self.endOfFrameWithLinks)
        }
        #expect(bytes.contains(Self.endOfFrameWithLinks), "the repaint's links arrived:\n\(bytes.debugDescription)")
        return tmux.capture(includingEscapes: true)
    }

    /// Oklahoma City, the demo place with alerts, at a size that lists their links.
    func startDashboard(_ extra: [String: String]) throws -> TmuxSession {
        try TmuxSession(
            command: [WeatherboardBinary.path, "--demo", "3"], environment: home.environment(server: nil, extra: extra),
            width: 120, height: 40)
    }

    /// What the program writes to the pane after a Ctrl-L, which repaints every cell, once
    /// `done` holds for it.
    func bytesOfARepaint(_ tmux: TmuxSession, until done: (String) -> Bool) throws -> String {
        let path = home.root.appendingPathComponent("pane-\(UInt32.random(in: 0...UInt32.max)).out").path
        try tmux.recordOutput(to: path)
        defer { try? tmux.stopRecordingOutput() }
        try tmux.sendKeys("C-l")
        var bytes = ""
        _ = tmux.waitUntil {
            bytes = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            return done(bytes)
        }
        return bytes
    }

    /// The repaint's bytes until the bottom row and `last` have arrived.
    func bytesOfARepaint(_ tmux: TmuxSession, waitingFor last: String) throws -> String {
        try bytesOfARepaint(tmux) { $0.contains("Open-Meteo") && $0.contains(last) }
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

    /// The whole URL is in the alert's popup (Enter), as text only.
    @Test func aTerminalWithoutThemGetsNoOSC8AndTheWholeURL() throws {
        let tmux = try startDashboard([:])
        defer { tmux.kill() }
        #expect(tmux.waitFor(text: "Tornado Warning"), "\(tmux.capture())")
        #expect(!tmux.capture().contains("https://api.weather.gov/alerts"), "not in the panel")
        try tmux.sendKeys("Enter")
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
            let first = try repaintedScreen(tmux)
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
