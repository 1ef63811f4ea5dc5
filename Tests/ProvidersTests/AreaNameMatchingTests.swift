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

    /// DHMZ names its land areas "<city> region" (MeteoAlarm's Croatian feed); a geocoder names
    /// the city as an administrative unit "Grad <city>" and the county "<…> županija".
    @Test func croatianCitiesAndCountiesWithoutTheirTierWords() {
        let stobrec = ["Splitsko-dalmatinska županija", "Grad Split", "Stobreč"]
        #expect(matches("Split region", stobrec), "a settlement in the city of Split")
        #expect(matches("Split region", ["Split-Dalmatia County", "Grad Split", "Split"]))
        #expect(!matches("Middle Dalmatia region", stobrec), "the sea area off Split")
        #expect(!matches("Split region", ["Grad Zagreb", "Zagreb"]))
        #expect(matches("Zagreb region", ["Grad Zagreb"]))
        #expect(!matches("Split region", ["Splitsko-dalmatinska županija"]), "the county is not its city's region")
        #expect(!matches("Grad", ["Grad Split"]), "the tier word alone names nothing")
        #expect(!matches("Stari Grad", ["Grad Split"]), "Hvar's town keeps its whole name")
        #expect(matches("Stari Grad", ["Grad Stari Grad"]))
    }

    @Test func aPlaceWithoutAreaNamesMatchesNoName() {
        #expect(!matches("Noord-Holland", nil))
        #expect(!matches("Noord-Holland", []))
        #expect(!matches("", ["Noord-Holland"]))
        #expect(!matches("  - ", ["Noord-Holland"]))
    }

    /// SACHET's areas list districts of a state ("Pune,Satara districts of Maharashtra"): a
    /// listed district covers the place only within that state (Aurangabad is a district of
    /// Maharashtra and of Bihar), and a count of districts ("4 districts of Maharashtra") can
    /// place nothing in the state nor rule anything out there.
    @Test func districtsListedWithinTheirState() {
        func placement(_ area: String, _ places: [String]?) -> AreaNameMatching.Placement {
            AreaNameMatching.placement(of: area, administrativeAreas: places)
        }
        let puneSatara = "Pune,Satara districts of Maharashtra"
        #expect(ListedAreas(puneSatara) == ListedAreas(names: ["Pune", "Satara"], parent: "Maharashtra"))
        #expect(placement(puneSatara, ["Maharashtra", "Pune"]) == .inside)
        #expect(placement(puneSatara, ["Maharashtra", "Satara District", "Satara"]) == .inside)
        #expect(placement(puneSatara, ["Maharashtra", "Mumbai"]) == .outside)
        #expect(placement(puneSatara, ["Karnataka", "Pune"]) == .outside, "a district of that name in another state")
        #expect(placement(puneSatara, nil) == .undetermined)
        #expect(placement("Aurangabad district of Maharashtra", ["Bihar", "Aurangabad"]) == .outside)
        #expect(placement("Dadra And Nagar Haveli district of Dadra and Nagar Haveli and Daman and Diu",
                          ["Dadra and Nagar Haveli and Daman and Diu", "Dadra and Nagar Haveli"]) == .inside)
        #expect(placement("4 districts of Maharashtra", ["Maharashtra", "Pune"]) == .undetermined)
        #expect(placement("4 districts of Maharashtra", ["Kerala", "Ernakulam"]) == .outside)
        // Not lists: the generic rule, unchanged.
        #expect(ListedAreas("County of Cork") == nil && placement("County of Cork", ["Munster", "Cork"]) == .inside)
        #expect(ListedAreas("Noord-Holland") == nil && placement("Noord-Holland", ["Utrecht"]) == .outside)
        #expect(ListedAreas("Dhansiri (S), Golaghat, Golaghat, Assam") == nil)
        #expect(placement("Royal Borough of Kensington and Chelsea", ["England", "Royal Borough of Kensington and Chelsea"]) == .inside,
                "a name that only looks like a list still matches whole")
    }
}
