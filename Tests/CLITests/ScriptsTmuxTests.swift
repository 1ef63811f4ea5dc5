import Foundation
import Testing
import TestSupport

/// Names in scripts whose grapheme clusters hold several letters, and flags, as the real binary
/// draws them in tmux: every letter reaches the screen, and the row keeps the columns the
/// dashboard measured.
@Suite("Scripts and flags in tmux", .serialized)
struct ScriptsTmuxTests {
    let home = IsolatedHome()

    /// Six places at 40 columns: tabs are hidden behind arrows, and each step to the right
    /// moves them. A flag was drawn as its first half, which terminals that draw a lone
    /// regional indicator wide turned into a shifted row and a stray `▸`; a Devanagari
    /// syllable lost its vowel sign.
    @Test func flagsAndSyllablesAreDrawnWholeAndTheTabRowKeepsItsColumns() throws {
        let server = try LocalHTTPServer.berlinForecastWithQuietAlerts()
        let names = ["🇩🇪 Berlin", "🇫🇷 Paris", "🇬🇱 Nuuk", "दिल्ली", "🇳🇴 Oslo", "Rome"]
        let entries = names.enumerated().map { index, name in
            // Each in Germany, whose warnings the loopback server has none of.
            #"{"name": "\#(name)", "latitude": \#(52.5 + Double(index) / 10), "longitude": 13.4, "timeZoneIdentifier": "Europe/Berlin", "countryCode": "DE"}"#
        }
        try FileManager.default.createDirectory(at: home.configDirectory, withIntermediateDirectories: true)
        try Data(#"{"version": 1, "selected": 0, "places": [\#(entries.joined(separator: ","))]}"#.utf8).write(to: home.placesFile)
        let tmux = try TmuxSession(command: [WeatherboardBinary.path], environment: home.environment(server: server.baseURL), width: 40, height: 12)
        func rows() -> [Substring] { tmux.capture().split(separator: "\n", omittingEmptySubsequences: false) }

        for (index, name) in names.enumerated() {
            if index > 0 { try tmux.sendKeys("Right") }
            // The selected place's card (one row at this size) starts with its name.
            let named = tmux.waitUntil { rows().count > 1 && rows()[1].hasPrefix(" \(name)  ") }
            #expect(named, "\(name) whole on its card:\n\(tmux.capture())")
            let tabs = String(rows()[0])
            #expect(GlibcColumns.width(of: tabs.unicodeScalars) == 39, "the clock ends one column from the edge: [\(tabs)]")
            #expect(tabs.filter { $0 == "▸" }.count <= 1 && tabs.filter { $0 == "◂" }.count <= 1, "[\(tabs)]")
            #expect(index < 2 ? tabs.hasPrefix(" 🇩🇪 Ber") : tabs.hasPrefix("◂"), "[\(tabs)]")
        }
        try tmux.sendKeys("q")
        #expect(tmux.waitForExit() == 0)
    }
}
