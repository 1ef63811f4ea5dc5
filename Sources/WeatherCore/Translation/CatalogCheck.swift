/// What is wrong with a catalog measured against English, one sentence a problem: the checks
/// the catalog tests make of every shipped catalog, and the program of a user's own catalog
/// (`translations/` in the config directory) when it loads one, which then uses none of the
/// texts a problem refuses.
public enum CatalogCheck {
    /// One thing wrong, in a sentence, and what it does to the texts shown.
    public struct Problem: Sendable, Equatable {
        public enum Kind: Sendable, Equatable {
            /// Texts English has that the catalog lacks.
            case lacking
            /// A text the catalog has that must not be shown: it would show a placeholder's
            /// name, lose a value, take the wrong form, or put a control on the terminal.
            case refused(key: String)
            /// Texts or forms no phrase or count asks for, which change nothing shown.
            case unused
        }

        public let sentence: String
        public let kind: Kind
    }

    public static func problems(of catalog: Catalog, against english: Catalog = .builtIn(Catalog.englishCode)) -> [String] {
        findings(of: catalog, against: english).map(\.sentence)
    }

    public static func findings(of catalog: Catalog, against english: Catalog = .builtIn(Catalog.englishCode)) -> [Problem] {
        var problems: [Problem] = []
        let missing = english.keys.subtracting(catalog.keys).sorted()
        if !missing.isEmpty {
            let count = missing.count == 1 ? "1 text" : "\(missing.count) texts"
            problems.append(Problem(sentence: "\(catalog.code) lacks \(count): \(missing.joined(separator: ", "))", kind: .lacking))
        }
        let extra = catalog.keys.subtracting(english.keys).sorted()
        if !extra.isEmpty {
            problems.append(Problem(sentence: "\(catalog.code) has texts English does not: \(extra.joined(separator: ", "))", kind: .unused))
        }
        for key in english.keys.intersection(catalog.keys).sorted() {
            let expected = english.placeholders(of: key), found = catalog.placeholders(of: key)
            if found != expected {
                problems.append(Problem(
                    sentence: "\(catalog.code): \(key) has the placeholders \(names(found)) where English has \(names(expected))",
                    kind: .refused(key: key)))
            }
            let englishForms = english.pluralCategories(of: key)
            let forms = catalog.pluralCategories(of: key)
            guard (forms == nil) == (englishForms == nil) else {
                problems.append(Problem(
                    sentence: "\(catalog.code): \(key) must be \(englishForms == nil ? "one text" : "plural forms"), as in English",
                    kind: .refused(key: key)))
                continue
            }
            if let forms {
                let needed = Set(catalog.pluralRule.categories)
                let lacking = needed.subtracting(forms)
                if !lacking.isEmpty {
                    problems.append(Problem(
                        sentence: "\(catalog.code): \(key) lacks the forms \(lacking.map(\.rawValue).sorted().joined(separator: ", "))",
                        kind: .refused(key: key)))
                }
                let unused = forms.subtracting(needed).subtracting([.other])
                if !unused.isEmpty {
                    let names = unused.map(\.rawValue).sorted().joined(separator: ", ")
                    problems.append(Problem(sentence: "\(catalog.code): \(key) has forms \(catalog.pluralRule.rawValue) never uses: \(names)", kind: .unused))
                }
            }
        }
        for (key, text) in catalog.allTexts.sorted(by: { $0.key < $1.key }) {
            // A text English does not have is never shown, whatever is wrong with it.
            let kind: Problem.Kind = english.keys.contains(key) ? .refused(key: key) : .unused
            if text.isEmpty { problems.append(Problem(sentence: "\(catalog.code): \(key) is empty", kind: kind)) }
            if text.first == " " || text.last == " " {
                problems.append(Problem(sentence: "\(catalog.code): \(key) starts or ends with a space", kind: kind))
            }
            // The scalars a terminal acts on (`TerminalText`), bidirectional marks among them:
            // a text holding one is shown otherwise than it was written, or not at all.
            if text.unicodeScalars.contains(where: TerminalText.isTerminalControl) {
                problems.append(Problem(sentence: "\(catalog.code): \(key) has a control character", kind: kind))
            }
        }
        return problems
    }

    private static func names(_ placeholders: Set<String>) -> String {
        placeholders.isEmpty ? "none" : placeholders.sorted().map { "{\($0)}" }.joined(separator: " ")
    }
}
