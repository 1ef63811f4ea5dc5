import Foundation

/// Whether a warning area that is only named (no polygon, and geocodes weatherboard has no
/// table for) is one of the administrative areas a place lies in.
///
/// Names are compared whole, never as substrings: "Holland" must not match "Noord-Holland",
/// and "województwo" (which every Polish province name contains) must not match anything on
/// its own. Two names match when they are equal after normalising case, diacritics and the
/// separators that spellings disagree on ("Haute Savoie" and "Haute-Savoie", "Côte-d'Or" and
/// "Cote d Or"), or when they are equal once the generic tier words are left out
/// ("Województwo mazowieckie" and "Mazowieckie", "Provincia di Torino" and "Torino").
public enum AreaNameMatching {
    /// Words that say what tier an area is rather than which one (normalised: lower case,
    /// no diacritics). Several languages, as MeteoAlarm relays about 38 services.
    static let tierWords: Set<String> = [
        // English
        "county", "region", "province", "district", "municipality", "state", "department", "voivodeship", "oblast",
        "borough", "prefecture", "canton",
        // Polish
        "wojewodztwo", "powiat", "gmina",
        // French
        "departement", "commune", "arrondissement",
        // Italian, Spanish, Portuguese
        "provincia", "regione", "comune", "comarca", "departamento", "distrito", "concelho", "regiao", "comunidad",
        // Dutch, German
        "provincie", "gemeente", "kreis", "landkreis", "stadtkreis", "bezirk", "kanton", "gemeinde", "bundesland",
        // Nordic
        "kommune", "kommun", "lan", "fylke", "amt", "maakunta",
        // Central and eastern Europe, the Balkans, the Baltic. "Grad" is a Croatian, Serbian or
        // Bosnian city as an administrative unit: Nominatim names a point in Split's city area
        // "Grad Split" where DHMZ's warning names "Split region".
        "kraj", "okres", "obec", "megye", "varmegye", "judet", "judetul", "zupanija", "opcina", "grad", "obcina", "regija",
        "maakond", "vald", "novads", "apskritis", "savivaldybe", "rajonas", "raion", "rayon", "область", "район",
    ]

    /// Tier names of more than one word, left out before the single words.
    static let tierPhrases: [[String]] = [
        ["citta", "metropolitana"], ["provincia", "autonoma"], ["libero", "consorzio", "comunale"],
        ["comunidad", "autonoma"], ["regiao", "autonoma"], ["autonomous", "community"],
    ]

    /// Words that join a tier word to the name ("Provincia di Torino", "Département de la
    /// Savoie", "County of Cork"); dropped only at the edges of what is left.
    static let connectingWords: Set<String> = [
        "di", "del", "della", "dell", "dei", "de", "du", "des", "la", "le", "les", "l", "d", "of", "the", "van", "y",
    ]

    /// Letters that carry no combining mark, so folding diacritics leaves them as they are.
    private static let letterReplacements: [Character: String] = [
        "ł": "l", "ø": "o", "đ": "d", "ð": "d", "æ": "ae", "œ": "oe", "ı": "i", "þ": "th",
    ]

    /// What an area's name says about a place that lies in `administrativeAreas`.
    public enum Placement: Sendable, Equatable {
        /// It names one of the place's areas.
        case inside
        /// It names other areas only.
        case outside
        /// It can neither place the warning nor rule it out: the place has no area names (one
        /// added as `LAT,LON` before it was named), or the name counts the areas of a larger one
        /// the place lies in without naming them (SACHET's "4 districts of Maharashtra").
        case undetermined
    }

    /// Where `areaDescription` puts a place in `administrativeAreas`: inside where it names one
    /// of them whole (`matches`), or where it lists areas within a larger one ("Pune,Satara
    /// districts of Maharashtra", `ListedAreas`), the larger one is one of the place's areas and
    /// a listed name another, so that a district of the same name in another state never
    /// matches. A name that only looks like a list ("Royal Borough of Kensington and Chelsea")
    /// still matches whole.
    public static func placement(of areaDescription: String, administrativeAreas: [String]?) -> Placement {
        guard let administrativeAreas, !administrativeAreas.isEmpty else { return .undetermined }
        if matches(areaDescription, administrativeAreas: administrativeAreas) { return .inside }
        guard let listed = ListedAreas(areaDescription) else { return .outside }
        guard matches(listed.parent, administrativeAreas: administrativeAreas) else { return .outside }
        guard !listed.names.isEmpty else { return .undetermined }
        return listed.names.contains { matches($0, administrativeAreas: administrativeAreas) } ? .inside : .outside
    }

    /// Whether `areaDescription` names one of `administrativeAreas`. A place without stored
    /// area names (saved before they were kept, or as LAT,LON) matches no name at all.
    public static func matches(_ areaDescription: String, administrativeAreas: [String]?) -> Bool {
        guard let administrativeAreas, !administrativeAreas.isEmpty else { return false }
        let wanted = forms(of: areaDescription)
        guard !wanted.isEmpty else { return false }
        return administrativeAreas.contains { !forms(of: $0).isDisjoint(with: wanted) }
    }

    /// The normalised name and, where it had tier words, the name without them; empty for a
    /// name made of generic words only, which identifies no area.
    static func forms(of name: String) -> Set<String> {
        let words = normalizedWords(name)
        let specific = specificWords(words)
        guard !specific.isEmpty else { return [] }
        return [words.joined(separator: " "), specific.joined(separator: " ")]
    }

    /// Lower case, without diacritics, split at anything that is not a letter or a digit
    /// (spaces, hyphens, apostrophes of every kind, dots, brackets).
    static func normalizedWords(_ name: String) -> [String] {
        let folded = name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        var text = ""
        for character in folded {
            text += letterReplacements[character] ?? String(character)
        }
        return text.split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

    /// `words` without tier phrases, tier words and the connecting words left at either end.
    static func specificWords(_ words: [String]) -> [String] {
        var remaining = words
        for phrase in tierPhrases {
            var index = 0
            while index + phrase.count <= remaining.count {
                if Array(remaining[index..<(index + phrase.count)]) == phrase {
                    remaining.removeSubrange(index..<(index + phrase.count))
                } else {
                    index += 1
                }
            }
        }
        remaining.removeAll { tierWords.contains($0) }
        while let first = remaining.first, connectingWords.contains(first) { remaining.removeFirst() }
        while let last = remaining.last, connectingWords.contains(last) { remaining.removeLast() }
        return remaining
    }
}
