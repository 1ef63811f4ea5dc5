import Dashboard
import Foundation
import Testing
import WeatherCore
@testable import Interaction

/// The help, the status line and the notifications speak the user's language: in German the
/// words come from the catalog, through the same `update` path as in English.
@Suite struct GermanWordsTests {
    static func settings(isDemo: Bool = false, notify: Bool = false) -> DashboardSettings {
        var settings = Given.settings(isDemo: isDemo, notify: notify)
        settings.locale = UserLocale(identifier: "de_DE", preferredUnits: .metric, uses24HourClock: true, isUTF8: true)
        return settings
    }

    @Test func theHelpListsTheKeysInGerman() {
        let wide = Given.state(settings: Self.settings()).pressing(.char("?")).0
        let text = render(wide.model, size: Given.wide, theme: .plain).plainText
        #expect(text.contains("Tasten") && text.contains("Esc schließen"), "\(text)")
        #expect(text.contains("Strg-C") && text.contains("beenden, von überall"), "\(text)")
        #expect(text.contains("diesen Ort aktualisieren") && text.contains("metrisch / imperial"), "\(text)")
        #expect(!text.contains("Ctrl-") && !text.contains("refresh"), "\(text)")
        // Small panes: the short descriptions, in two columns.
        let size = TerminalSize(width: 40, height: 12)
        let small = Given.state(size: size, settings: Self.settings()).pressing(.char("?")).0
        let smallText = small.everyHelpPage
        // German words are longer, but none is cut.
        for word in ["laden", "Einheiten", "zeichnen", "schließen", "Details"] {
            #expect(smallText.contains(word), "\(word) in \(smallText)")
        }
    }

    @Test func statusMessagesAreInGerman() {
        let demo = Given.state(settings: Self.settings(isDemo: true))
        #expect(demo.pressing(.char("r")).0.status?.text == "Die Demodaten ändern sich nicht.")
        #expect(demo.pressing(.char("a")).0.status?.text == "In der Demo werden keine Orte gespeichert.")
        let state = Given.state(settings: Self.settings())
        #expect(state.pressing(.char("u")).0.status?.text == "Einheiten: imperial")
        #expect(state.pressing(.char("u"), .char("u")).0.status?.text == "Einheiten: metrisch")
        #expect(state.pressing(.char("t")).0.status?.text == "Farbschema: light")
        let shown = Given.demoBoard.state(of: DemoData.berlin)
        let absorbed = RefreshResult(place: DemoData.berlin, before: shown.snapshot, after: shown, wasAbsorbed: true)
        #expect(state.after(.refreshFinished([absorbed])).0.status?.text == "Gerade aktualisiert.")
        #expect(state.after(.refreshFinished([RefreshResult(place: DemoData.berlin, before: shown.snapshot, after: shown)])).0.status?.text
            == "Keine neueren Daten")
    }

    @Test func theAddPlacePromptSpeaksGerman() {
        let prompt = Given.state(settings: Self.settings()).pressing(.char("a")).0
        #expect(prompt.prompt?.message == "Ortsnamen zum Suchen eingeben oder LAT,LON wie 52.52,13.41.")
        #expect(prompt.typing("B").0.prompt?.message == "Weiter tippen…")
        #expect(prompt.typing("Ber").0.prompt?.message == "Suche läuft…")
        let none = prompt.typing("Xyz").0.after(.searchResults(query: "Xyz", .success([]))).0
        #expect(none.prompt?.message == "Kein Ort passt zu „Xyz“.")
    }

    @Test func aNewWarningIsAnnouncedInGerman() {
        let state = Given.state(settings: Self.settings(notify: true))
        let (announced, effects) = state.after(.board(Given.demoBoard), .board(Given.boardWithNewBerlinAlert(.severe)))
        #expect(announced.status?.text == "Neue Warnung (Unwetter) für Berlin: Storm Warning")
        let titles = effects.compactMap { effect -> [String]? in
            if case .notify(let notifications) = effect { return notifications.map(\.title) }
            return nil
        }
        #expect(titles == [["Warnung (Unwetter) für Berlin: Storm Warning"]])
        // Two at once: the worst is named and the other counted.
        var two = Given.boardWithNewBerlinAlert(.severe)
        if case .loaded(var snapshot, let freshness)? = two.placeStates[DemoData.berlin.coordinateKey] {
            snapshot.alerts.append(WeatherAlert(
                id: "new-2", severity: .moderate, summary: "Wind Warning", region: "Berlin",
                detailsURL: URL(fileURLWithPath: "/new-2"), source: "DWD"))
            two.placeStates[DemoData.berlin.coordinateKey] = .loaded(snapshot, freshness)
        }
        let both = state.after(.board(Given.demoBoard), .board(two)).0
        #expect(both.status?.text == "Neue Warnung (Unwetter) für Berlin: Storm Warning (und 1 weitere)")
    }
}
