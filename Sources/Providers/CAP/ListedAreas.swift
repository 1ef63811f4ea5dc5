import Foundation

/// An area description that lists areas of one tier within a larger one, as India's SACHET
/// writes them: "Pune,Satara districts of Maharashtra", "Dadra And Nagar Haveli district of Dadra
/// and Nagar Haveli and Daman and Diu", or only their number, "4 districts of Maharashtra".
/// The names are the comma-separated parts before an English tier word ("district", "districts",
/// "county"…) followed by "of"; the larger area is what follows. A description with nothing
/// before the tier word ("County of Cork") is a name, not a list.
struct ListedAreas: Equatable {
    /// The listed names; empty where the description gives only their number.
    var names: [String]
    var parent: String
}

extension ListedAreas {
    init?(_ description: String) {
        let words = description.split(whereSeparator: \.isWhitespace)
        guard let tier = words.indices.dropLast(2).first(where: { index in
            let word = words[index].lowercased()
            let singular = word.hasSuffix("s") ? String(word.dropLast()) : word
            return index > 0 && AreaNameMatching.tierWords.contains(singular) && words[index + 1].lowercased() == "of"
        }) else { return nil }
        let parts = words[..<tier].joined(separator: " ").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        guard !parts.isEmpty else { return nil }
        names = parts.allSatisfy { $0.allSatisfy(\.isNumber) } ? [] : parts.filter { !$0.allSatisfy(\.isNumber) }
        parent = words[(tier + 2)...].joined(separator: " ")
    }
}
