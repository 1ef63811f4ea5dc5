/// What is wrong with a catalog measured against English, one sentence a problem: the checks
/// the catalog tests make of every shipped catalog, and the program of a user's own catalog
/// (`translations/` in the config directory) when it loads one.
public enum CatalogCheck {
    public static func problems(of catalog: Catalog, against english: Catalog = .english) -> [String] {
        var problems: [String] = []
        let missing = english.keys.subtracting(catalog.keys).sorted()
        if !missing.isEmpty {
            problems.append("\(catalog.code) lacks \(missing.count == 1 ? "1 text" : "\(missing.count) texts"): \(missing.joined(separator: ", "))")
        }
        let extra = catalog.keys.subtracting(english.keys).sorted()
        if !extra.isEmpty { problems.append("\(catalog.code) has texts English does not: \(extra.joined(separator: ", "))") }
        for key in english.keys.intersection(catalog.keys).sorted() {
            let expected = english.placeholders(of: key), found = catalog.placeholders(of: key)
            if found != expected {
                problems.append("\(catalog.code): \(key) has the placeholders \(names(found)) where English has \(names(expected))")
            }
            let englishForms = english.pluralCategories(of: key)
            let forms = catalog.pluralCategories(of: key)
            guard (forms == nil) == (englishForms == nil) else {
                problems.append("\(catalog.code): \(key) must be \(englishForms == nil ? "one text" : "plural forms"), as in English")
                continue
            }
            if let forms {
                let needed = Set(catalog.pluralRule.categories)
                let lacking = needed.subtracting(forms)
                if !lacking.isEmpty { problems.append("\(catalog.code): \(key) lacks the forms \(lacking.map(\.rawValue).sorted().joined(separator: ", "))") }
                let unused = forms.subtracting(needed).subtracting([.other])
                if !unused.isEmpty {
                    problems.append("\(catalog.code): \(key) has forms \(catalog.pluralRule.rawValue) never uses: \(unused.map(\.rawValue).sorted().joined(separator: ", "))")
                }
            }
        }
        for (key, text) in catalog.allTexts.sorted(by: { $0.key < $1.key }) {
            if text.isEmpty { problems.append("\(catalog.code): \(key) is empty") }
            if text.first == " " || text.last == " " { problems.append("\(catalog.code): \(key) starts or ends with a space") }
            if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                problems.append("\(catalog.code): \(key) has a control character")
            }
        }
        return problems
    }

    private static func names(_ placeholders: Set<String>) -> String {
        placeholders.isEmpty ? "none" : placeholders.sorted().map { "{\($0)}" }.joined(separator: " ")
    }
}
