import Foundation
import Testing
import WeatherCore
@testable import Dashboard

/// The panels' words come from the catalog: in German the demo board says "Heute", "Nächste
/// 48 Stunden" and "Warnungen", and none of the English labels are left beside them.
@Suite struct GermanPanelsTests {
    static let german = UserLocale(identifier: "de_DE", preferredUnits: .metric, uses24HourClock: true, isUTF8: true)

    func germanText(_ model: DashboardModel, _ size: TerminalSize = TerminalSize(width: 80, height: 24)) -> String {
        var model = model
        model.locale = Self.german
        return render(model, size: size, theme: ThemeLibrary().defaultTheme).plainText
    }

    /// English words the panels, the bottom row and the frame used to say. Not the sentences
    /// (next hour, changes), condition names or the sources' own texts, which are not theirs.
    static let englishWords = [
        "Today", "Next 48 hours", "Next 12 hours", "Next hour", "days", "feels like", "Feels", "Humidity", "Pressure",
        "Sunrise", "Sunset", "Moon", "gusts", "as of", "Alerts", "No alert source", "No warnings", "updated", "· next ",
        "stale since", "update failed", "Showing data", "Welcome", "saved places", "Loading", "Press", " more",
        "above", "until", "Affected area", "Last read", "Now",
    ]

    @Test func theDemoBoardAt80x24IsInGerman() {
        let text = germanText(Fixtures.model(Fixtures.demoBoard))
        for word in ["Heute", "Nächste 48 Stunden", "10 Tage", "Gefühlt", "Luftfeuchte", "Jetzt", "gefühlt", "aktualisiert", "Warnungen",
                     "Kein Warndienst für diese Region", "↓ 7 weitere", "Stand "] {
            #expect(text.contains(word), "\(word) in\n\(text)")
        }
        for word in Self.englishWords { #expect(!text.contains(word), "\(word) in\n\(text)") }
    }

    @Test(arguments: ["loaded", "first-load", "stale", "offline", "error-without-data", "alerts-0", "alerts-1", "alerts-5",
                      "alert-source-failed", "alert-source-failed-kept", "long-name", "cjk-name", "welcome", "demo"])
    func noEnglishPanelWordIsLeft(name: String) throws {
        let model = try #require(Fixtures.cases.first { $0.name == name }?.model)
        for size in Fixtures.sizes {
            let text = germanText(model, size)
            for word in Self.englishWords { #expect(!text.contains(word), "\(name) \(size): \(word) in\n\(text)") }
        }
    }

    @Test func alertsSayTheirCountsWindowsAndStateInGerman() {
        let text = germanText(Fixtures.oklahoma(alertCount: 5), TerminalSize(width: 120, height: 40))
        #expect(text.contains("Warnungen (5)"))
        #expect(text.contains("Warngebiet nicht angegeben"), "an alert without an area says so in German")
        let failed = germanText(Fixtures.oklahomaWithFailedAlertSource(keeping: 2), TerminalSize(width: 120, height: 40))
        #expect(failed.contains("Warnungen des NWS nicht erreichbar"), "the source is named in German: \(failed)")
        #expect(failed.contains("Zuletzt abgerufen "))
    }

    @Test func theStatesOfTheBottomRowAndTheBodyAreGerman() throws {
        let stale = try #require(Fixtures.cases.first { $0.name == "stale" }?.model)
        #expect(germanText(stale).contains("veraltet seit "))
        let offline = try #require(Fixtures.cases.first { $0.name == "offline" }?.model)
        #expect(germanText(offline, TerminalSize(width: 200, height: 60)).contains("Es werden Daten von "))
        let welcome = germanText(Fixtures.model(BoardState()))
        #expect(welcome.contains("Willkommen bei weatherboard"))
        #expect(welcome.contains("a fügt einen Ort hinzu, q beendet, ? zeigt die Hilfe."))
        #expect(germanText(Fixtures.model(Fixtures.demoBoard), TerminalSize(width: 20, height: 6)).contains("Terminal zu klein"))
    }

    /// "Jetzt" is wider than the strip's narrowest column left for "Now": the column measures it.
    @Test func theStripShowsTheWholeWordForNow() {
        let text = germanText(Fixtures.model(Fixtures.demoBoard), TerminalSize(width: 40, height: 12))
        #expect(text.contains("Jetzt "), "\(text)")
    }

    @Test func compassPointsAndAgesAreTheLanguages() {
        let german = Self.german.words, english = Catalog.english
        #expect(ValueFormatter.compassPoint(90, words: german) == "O")
        #expect(ValueFormatter.compassPoint(22.5, words: german) == "NNO")
        #expect(ValueFormatter.compassPoint(90, words: english) == "E")
        #expect(ValueFormatter.compassPoint(202.5, words: english) == "SSW")
        #expect(StatusLine.age(20, words: german) == "jetzt")
        #expect(StatusLine.age(3 * 86_400, words: german) == "3 Tage")
        #expect(StatusLine.age(3 * 86_400, words: english) == "3 d")
    }

    @Test func theStatusBarsTooltipIsGerman() throws {
        let snapshot = try #require(Fixtures.snapshot(DemoData.berlin))
        let line = StatusLine(snapshot: snapshot, placeName: "Berlin", now: Fixtures.now, units: MeasurementUnits(system: .metric),
                              locale: Self.german, glyphs: .unicode, minimumAlertSeverity: nil)
        let details = line.detailLines
        #expect(details.first?.contains("(gefühlt ") == true, "\(details)")
        #expect(details.contains { $0.hasPrefix("Nächste Stunden: ") }, "\(details)")
        #expect(details.last?.hasPrefix("Daten: Open-Meteo.com") == true, "\(details)")
    }
}
