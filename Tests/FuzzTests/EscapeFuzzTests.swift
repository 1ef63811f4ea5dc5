import Foundation
import Testing
@testable import Dashboard
import TestSupport
import WeatherCore

/// Escape sequences left open (an OSC, DCS or CSI without its end, a lone ESC, C1 introducers)
/// put at random places in an alert's event and a place's name: whatever they hold, a status
/// line keeps every other field and its own text, and nothing that reaches the terminal can
/// start a sequence.
@Suite("Escape fuzzing")
struct EscapeFuzzTests {
    let budget = FuzzBudget.fromEnvironment(iterations: 2000)
    let now = Date(timeIntervalSince1970: 1_787_400_300)
    static let openings = ["\u{1B}]", "\u{1B}]8;;http://x/", "\u{1B}]52;c;", "\u{1B}P", "\u{1B}[", "\u{1B}[31;", "\u{1B}", "\u{9B}", "\u{9D}", "\u{90}", "\u{1B}_", "\u{1B}^"]
    static let pieces = ["Storm", "Flood", " ", "ü", "東京", "\u{7}", "\u{1B}\\", ";", "]", "|", "\u{202E}", "\u{2028}"]

    /// A short text of ordinary pieces with escape openings among them, ending open half the time.
    static func hostileText(using random: inout SeededGenerator) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 1...6, using: &random) {
            let useOpening = Bool.random(using: &random)
            text += (useOpening ? openings : pieces).randomElement(using: &random) ?? ""
        }
        return text
    }

    @Test func anOpenEscapeInOneFieldNeverTakesItsNeighbours() throws {
        guard let berlin = DemoData.boardState(now: now).places.first,
              var snapshot = DemoData.boardState(now: now).state(of: berlin).snapshot else {
            Issue.record("the demo board has no place")
            return
        }
        let locale = UserLocale(identifier: "en_GB", preferredUnits: .metric, uses24HourClock: true, isUTF8: true)
        let format = try StatusLineFormat(parsing: "<{alert}> | <{temperature}> | <{place}>")
        var random = SeededGenerator(seed: budget.seed)
        var tried = 0
        let started = Date()
        while tried < budget.iterations, Date().timeIntervalSince(started) < budget.seconds {
            tried += 1
            let event = Self.hostileText(using: &random)
            let name = Self.hostileText(using: &random)
            snapshot.alerts = [WeatherAlert(
                id: "a", severity: .severe, summary: event, region: nil,
                detailsURL: URL(fileURLWithPath: "/"), source: "test", expirationDate: now + 3600)]
            let statusLine = StatusLine(
                snapshot: snapshot, placeName: name, now: now, units: .metric, locale: locale, glyphs: .unicode,
                minimumAlertSeverity: nil)
            let line = statusLine.line(format)
            #expect(!line.unicodeScalars.contains { TerminalText.isTerminalControl($0) }, "\(event.debugDescription) \(name.debugDescription)")
            // Each field's brackets and both separators survive, whatever the others held.
            let fields = line.components(separatedBy: "> | <")
            #expect(fields.count >= 3, "\(line.debugDescription) from \(event.debugDescription), \(name.debugDescription)")
            #expect(line.hasPrefix("<") && line.hasSuffix(">"), "\(line.debugDescription)")
            #expect(line.contains("> | <" + statusLine.value(of: .temperature) + "> | <"), "\(line.debugDescription)")
        }
        #expect(tried > 0)
    }
}
