import Foundation
import Testing
import WeatherCore
@testable import Dashboard

/// The popups' own words come from the catalog: in German, none of their English is left.
@Suite("Overlays in German")
struct OverlaysInGermanTests {
    static let german = UserLocale(identifier: "de_DE", preferredUnits: .metric, uses24HourClock: true, isUTF8: true)

    /// Oklahoma City's five alerts, each changed by `change`, words in German, with `overlay` open.
    func frame(_ overlay: Overlay, change: (inout WeatherAlert) -> Void = { _ in }) -> String {
        var model = Fixtures.oklahoma(alertCount: 5)
        model.locale = Self.german
        let key = DemoData.oklahomaCity.coordinateKey
        if case .loaded(var snapshot, let freshness)? = model.board.placeStates[key] {
            for index in snapshot.alerts.indices { change(&snapshot.alerts[index]) }
            model.board.placeStates[key] = .loaded(snapshot, freshness)
        }
        model.overlay = overlay
        return render(model, size: TerminalSize(width: 80, height: 24), theme: .plain).plainText
    }

    @Test func theAlertPopupSaysItsTitleHintsAndIssueTimeInGerman() {
        let text = frame(.alertDetail(index: 0)) { alert in
            // Issued 05:12 local, in force from 10:00: the issue time is said.
            alert.effectiveDate = Fixtures.now - 113 * 60
            alert.onsetDate = Fixtures.now + 175 * 60
        }
        #expect(text.contains("Warnung 1 von 5"), "\(text)")
        #expect(text.contains("ausgegeben Sa 05:12"), "\(text)")
        #expect(text.contains("o Link öffnen") && text.contains("Esc schließen"), "\(text)")
        #expect(!text.contains("Alert 1 of") && !text.contains("issued") && !text.contains("Esc close"), "\(text)")
    }

    @Test func aLongDescriptionSaysWhatIsHiddenInGerman() {
        let text = frame(.alertDetail(index: 0)) { alert in
            alert.details = (1...40).map { "Zeile \($0)" }.joined(separator: "\n")
        }
        #expect(text.contains("blättern"), "\(text)")
        #expect(text.contains("weitere Zeilen unten"), "\(text)")
        #expect(!text.contains("more below") && !text.contains("scroll"), "\(text)")
    }

    @Test func anAlertWithoutDescriptionSaysSoInGerman() {
        let text = frame(.alertDetail(index: 0)) { alert in alert.details = nil }
        #expect(text.contains("Die Quelle hat keine Beschreibung"), "\(text)")
    }

    @Test func theDeleteQuestionPutsTheNameWhereGermanHasIt() {
        let text = frame(.confirmDelete(placeName: "Berlin"))
        #expect(text.contains("Ort löschen") && text.contains("Berlin löschen? y/n"), "\(text)")
    }

    @Test func theAddPlacePromptAndTheLinkNoticeAreInGerman() {
        let prompt = frame(.addPlace(AddPlacePrompt(query: "Ber", message: "Suche läuft…")))
        #expect(prompt.contains("Ort hinzufügen") && prompt.contains("Suche: Ber"), "\(prompt)")
        #expect(prompt.contains("Enter speichern") && prompt.contains("Esc abbrechen"), "\(prompt)")
        let link = frame(.link(LinkNotice(url: "https://example.org/alert", reason: "No browser was found.")))
        #expect(link.contains("Link ließ sich nicht öffnen") && link.contains("von Hand öffnen"), "\(link)")
        #expect(!link.contains("Esc close"), "\(link)")
    }
}
