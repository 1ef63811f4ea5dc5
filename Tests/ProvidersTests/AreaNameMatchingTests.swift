import Foundation
import Testing
@testable import Providers

/// Placing a warning that only names its area: whole names after normalising, with or without
/// tier words, never a generic word alone, never part of a name.
@Suite("Area name matching")
struct AreaNameMatchingTests {
    func matches(_ area: String, _ places: [String]?) -> Bool {
        AreaNameMatching.matches(area, administrativeAreas: places)
    }

    @Test func frenchHyphensSpacesAndApostrophesAreOneSeparator() {
        #expect(matches("Haute Savoie", ["Auvergne-Rhône-Alpes", "Haute-Savoie"]))
        #expect(matches("Haute-Savoie", ["Haute Savoie"]))
        #expect(matches("Cote d'Or", ["Côte-d’Or"]))
        #expect(matches("Isere", ["Isère"]), "diacritics")
        #expect(matches("ILE-DE-FRANCE", ["Île-de-France"]), "case")
        #expect(!matches("Savoie", ["Haute-Savoie"]), "part of a name is not the name")
        #expect(!matches("Haute-Savoie", ["Savoie"]))
    }

    @Test func polishTierWordsAreLeftOutButNeverMatchAlone() {
        let pruszkow = ["Masovian Voivodeship", "Województwo mazowieckie", "Powiat pruszkowski", "Pruszków"]
        #expect(matches("powiat pruszkowski", pruszkow))
        #expect(matches("województwo mazowieckie", ["Mazowieckie"]), "without the tier word")
        #expect(matches("Mazowieckie", pruszkow))
        #expect(!matches("powiat piaseczyński", pruszkow), "the neighbouring county")
        #expect(!matches("województwo", pruszkow), "a tier word alone names no area")
        #expect(!matches("powiat", ["Powiat"]))
        #expect(!matches("województwo dolnośląskie", pruszkow), "sharing only the tier word is no match")
        #expect(matches("Łódź", ["Lodz"]), "ł has no combining mark, but folds too")
    }

    @Test func dutchProvincesMatchInEitherLanguageListed() {
        let amsterdam = ["North Holland", "Noord-Holland", "Gemeente Amsterdam", "Amsterdam"]
        #expect(matches("Noord-Holland", amsterdam))
        #expect(matches("Noord Holland", amsterdam))
        #expect(matches("Provincie Noord-Holland", amsterdam))
        #expect(!matches("Zuid-Holland", amsterdam))
        #expect(!matches("Holland", amsterdam), "no substring matches")
        #expect(!matches("Utrecht", amsterdam))
        #expect(matches("Amsterdam", amsterdam), "Gemeente is a tier word, Amsterdam is listed anyway")
    }

    @Test func otherLanguagesTierWordsAndConnectors() {
        #expect(matches("Provincia di Torino", ["Piemonte", "Torino"]))
        #expect(matches("Città metropolitana di Torino", ["Torino"]))
        #expect(matches("Département de la Haute-Savoie", ["Haute-Savoie"]))
        #expect(matches("County Cork", ["Cork"]))
        #expect(matches("Region Hovedstaden", ["Capital Region of Denmark", "Hovedstaden"]))
        #expect(matches("Landkreis Rosenheim", ["Rosenheim"]))
        #expect(matches("Comarca de la Safor", ["Safor"]))
        #expect(!matches("Provincia di Torino", ["Provincia di Cuneo"]))
        #expect(!matches("Region", ["Capital Region of Denmark"]))
    }

    @Test func aPlaceWithoutAreaNamesMatchesNoName() {
        #expect(!matches("Noord-Holland", nil))
        #expect(!matches("Noord-Holland", []))
        #expect(!matches("", ["Noord-Holland"]))
        #expect(!matches("  - ", ["Noord-Holland"]))
    }
}
