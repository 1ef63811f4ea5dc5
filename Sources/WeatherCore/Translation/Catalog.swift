/// One language's words for everything the program says to a person: read from a catalog file
/// under `translations/` (embedded in the binary, see `BuiltInCatalogs`), looked up by `Phrase`.
///
/// A catalog file is a JSON object:
///
///     {
///       "language": "de", "name": "Deutsch", "englishName": "German",
///       "locales": ["de"], "plural": "one-other",
///       "strings": {
///         "daily": {
///           "today": "Heute",
///           "days": {"one": "{count} Tag", "other": "{count} Tage"}
///         }
///       }
///     }
///
/// Texts are grouped by where they appear; the program names one as "group.key" (`Phrase`).
/// `{name}` in a text is a placeholder the program fills in; a counted phrase gives one text per
/// plural category of the language's rule (`PluralRule`), with the count as `{count}`.
public struct Catalog: Sendable {
    /// The catalog's code, which is also its file name: "de", "zh-Hans".
    public let code: String
    /// The language's name in itself ("Deutsch"), for lists the user picks from.
    public let name: String
    /// Its English name ("German"), for the README and bug reports.
    public let englishName: String
    /// The POSIX locale names it serves, as "ll", "ll_RR" or "ll_Ssss" ("zh_TW", "zh_Hant").
    public let locales: [String]
    public let pluralRule: PluralRule
    private let entries: [String: Entry]

    enum Entry: Sendable {
        case text(Template)
        case counted(PluralForms)
    }

    public init(json: String) throws(CatalogError) {
        let root: JSONValue
        do {
            root = try JSONText.parse(json)
        } catch {
            throw CatalogError("it is not valid JSON (\(error))")
        }
        guard let members = root.object else { throw CatalogError("the top level is not an object") }
        func text(_ key: String) throws(CatalogError) -> String {
            guard let value = members[key]?.string, !value.isEmpty else {
                throw CatalogError("\"\(key)\" is missing or not a text")
            }
            return value
        }
        code = try text("language")
        name = try text("name")
        englishName = try text("englishName")
        guard let rule = PluralRule(rawValue: try text("plural")) else {
            throw CatalogError(
                "\"plural\" is not one of \(PluralRule.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        pluralRule = rule
        guard let localeValues = members["locales"]?.array else { throw CatalogError("\"locales\" is not a list") }
        var localeNames: [String] = []
        for value in localeValues {
            guard let locale = value.string, !locale.isEmpty else { throw CatalogError("\"locales\" holds something that is not a locale name") }
            localeNames.append(LanguagePreference.normalized(locale))
        }
        locales = localeNames
        guard let groups = members["strings"]?.object else { throw CatalogError("\"strings\" is not an object") }
        var entries: [String: Entry] = [:]
        entries.reserveCapacity(groups.reduce(0) { $0 + ($1.value.object?.count ?? 0) })
        for (group, groupValue) in groups {
            guard let strings = groupValue.object else { throw CatalogError("\"strings\".\"\(group)\" is not an object") }
            for (name, value) in strings {
                let key = group + "." + name
                switch value {
                case .string(let text):
                    entries[key] = .text(Template(text))
                case .object(let forms):
                    var templates: [PluralForms.Form] = []
                    templates.reserveCapacity(forms.count)
                    for (categoryName, form) in forms {
                        guard let category = PluralCategory(rawValue: categoryName), let text = form.string else {
                            throw CatalogError("\"\(key)\" has a form \"\(categoryName)\" that is not a plural category with a text")
                        }
                        templates.append(PluralForms.Form(category: category, template: Template(text)))
                    }
                    entries[key] = .counted(PluralForms(templates))
                default:
                    throw CatalogError("\"\(key)\" is neither a text nor plural forms")
                }
            }
        }
        self.entries = entries
    }

    /// A built-in catalog from its table (`BuiltInCatalogs`), which is generated from the file
    /// `init(json:)` reads: nothing is checked here, because the catalog tests check that both
    /// give the same catalog.
    init(builtIn file: BuiltInCatalogs.File) {
        code = file.code
        name = file.name
        englishName = file.englishName
        locales = file.locales
        pluralRule = PluralRule(rawValue: file.plural) ?? .oneOther
        let rows = file.rows()
        var entries: [String: Entry] = [:]
        entries.reserveCapacity(rows.count)
        var index = rows.startIndex
        while index < rows.endIndex {
            let (key, form, text) = rows[index]
            guard !form.isEmpty else {
                entries[key] = .text(Template(text))
                index += 1
                continue
            }
            // A counted text's forms are consecutive rows of the same key.
            var forms: [PluralForms.Form] = []
            while index < rows.endIndex, rows[index].key == key {
                if let category = PluralCategory(rawValue: rows[index].form) {
                    forms.append(PluralForms.Form(category: category, template: Template(rows[index].text)))
                }
                index += 1
            }
            entries[key] = .counted(PluralForms(forms))
        }
        self.entries = entries
    }

    /// The text of a phrase, its placeholders filled from `values`.
    public func callAsFunction(_ phrase: Phrase, _ values: KeyValuePairs<String, String> = [:]) -> String {
        switch entry(phrase) {
        case .text(let template): template.filled(values, count: nil)
        case .counted(let forms): (forms[.other] ?? forms.first)?.filled(values, count: nil) ?? phrase.rawValue
        }
    }

    /// The text of a counted phrase for `count`, in the form the language's plural rule gives,
    /// with `{count}` and the placeholders from `values` filled.
    public func callAsFunction(_ phrase: Phrase, count: Int, _ values: KeyValuePairs<String, String> = [:]) -> String {
        switch entry(phrase) {
        case .text(let template):
            return template.filled(values, count: count)
        case .counted(let forms):
            let form = forms[pluralRule.category(of: count)] ?? forms[.other] ?? forms.first
            return form?.filled(values, count: count) ?? phrase.rawValue
        }
    }

    /// The text of a phrase in runs, each placeholder's value its own run named by the
    /// placeholder, so a panel can draw a value in another style than the words around it.
    public func runs(_ phrase: Phrase, count: Int? = nil, _ values: KeyValuePairs<String, String> = [:]) -> [(text: String, placeholder: String?)] {
        let template: Template?
        switch entry(phrase) {
        case .text(let text): template = text
        case .counted(let forms): template = forms[count.map(pluralRule.category(of:)) ?? .other] ?? forms[.other]
        }
        return (template?.segments ?? []).map { segment in
            switch segment {
            case .literal(let text): (text, nil)
            case .placeholder(let name):
                if name == "count", let count { (String(count), name) }
                else { (values.first(where: { $0.key == name })?.value ?? "{\(name)}", name) }
            }
        }
    }

    /// A phrase every built-in catalog has (the catalog tests see to that); a catalog that lacks
    /// one (a user's own, or one whose text was refused, `removingTexts`) says it as the built-in
    /// catalog of its language does, else as the built-in English does: never as a key.
    private func entry(_ phrase: Phrase) -> Entry {
        if let entry = entries[phrase.rawValue] { return entry }
        for fallback in [Catalog.builtIn(code), Catalog.builtIn(Catalog.englishCode)] {
            if let entry = fallback.entries[phrase.rawValue] { return entry }
        }
        return .text(Template(phrase.rawValue))
    }

    /// The catalog without the texts of `keys`, which it then says as a catalog lacking them
    /// does: the texts of a user's catalog that fail the check (`UserCatalogs`).
    public func removingTexts(_ keys: Set<String>) -> Catalog {
        Catalog(copying: self, entries: entries.filter { !keys.contains($0.key) })
    }

    private init(copying catalog: Catalog, entries: [String: Entry]) {
        code = catalog.code
        name = catalog.name
        englishName = catalog.englishName
        locales = catalog.locales
        pluralRule = catalog.pluralRule
        self.entries = entries
    }

    // MARK: What the catalog tests compare

    public var keys: Set<String> { Set(entries.keys) }

    /// The placeholder names a key's texts use (all forms together), without `count`.
    public func placeholders(of key: String) -> Set<String> {
        switch entries[key] {
        case .text(let template): template.placeholders
        case .counted(let forms): forms.templates.reduce(into: Set<String>()) { $0.formUnion($1.placeholders) }
        case nil: []
        }
    }

    /// The plural categories a counted key gives; nil for a plain text.
    public func pluralCategories(of key: String) -> Set<PluralCategory>? {
        guard case .counted(let forms) = entries[key] else { return nil }
        return forms.categories
    }

    /// Every text of the catalog, every form of counted ones, with their placeholders unfilled.
    public var allTexts: [(key: String, text: String)] {
        entries.flatMap { key, entry -> [(key: String, text: String)] in
            switch entry {
            case .text(let template): [(key, template.source)]
            case .counted(let forms): forms.templates.map { (key, $0.source) }
            }
        }
    }
}

public struct CatalogError: Error, Equatable, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}

/// The texts of a counted phrase, one per plural category, in the catalog's order: a few
/// pairs, found by a scan.
struct PluralForms: Sendable {
    /// A struct rather than a tuple, whose arrays have their metadata looked up at run time.
    struct Form: Sendable {
        let category: PluralCategory
        let template: Template
    }

    private let forms: [Form]

    init(_ forms: [Form]) {
        self.forms = forms
    }

    subscript(category: PluralCategory) -> Template? {
        forms.first { $0.category == category }?.template
    }

    /// The first form of the file, for a phrase that lacks the one asked for and "other".
    var first: Template? { forms.first?.template }
    var templates: [Template] { forms.map(\.template) }
    var categories: Set<PluralCategory> { Set(forms.map(\.category)) }
}

/// A text with `{name}` placeholders, split into literal runs and placeholders where it is
/// used rather than when the catalog is read: a catalog's few hundred texts are read at each
/// start, and a run uses a few dozen of them.
struct Template: Sendable {
    enum Segment: Sendable {
        case literal(String)
        case placeholder(String)
    }

    let source: String

    init(_ source: String) {
        self.source = source
    }

    /// Split on the UTF-8 bytes, read in place: `{`, `}` and the ASCII names between them
    /// are single bytes.
    var segments: [Segment] {
        var text = source
        return text.withUTF8 { bytes in Self.segments(of: source, utf8: bytes) }
    }

    private static func segments(of source: String, utf8 bytes: UnsafeBufferPointer<UInt8>) -> [Segment] {
        guard bytes.contains(UInt8(ascii: "{")) else { return source.isEmpty ? [] : [.literal(source)] }
        var segments: [Segment] = []
        var literalStart = 0
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "{") else {
                index += 1
                continue
            }
            var close = index + 1
            while close < bytes.count, Self.isNameByte(bytes[close]) { close += 1 }
            guard close < bytes.count, bytes[close] == UInt8(ascii: "}"), close > index + 1 else {
                index += 1
                continue
            }
            if literalStart < index { segments.append(.literal(Self.text(bytes[literalStart..<index]))) }
            segments.append(.placeholder(Self.text(bytes[(index + 1)..<close])))
            index = close + 1
            literalStart = index
        }
        if literalStart < bytes.count { segments.append(.literal(Self.text(bytes[literalStart...]))) }
        return segments
    }

    private static func text(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self)
    }

    var placeholders: Set<String> {
        Set(segments.compactMap { segment in
            if case .placeholder(let name) = segment, name != "count" { return name }
            return nil
        })
    }

    /// A placeholder with no value stays as written, so the mistake shows instead of a gap.
    func filled(_ values: KeyValuePairs<String, String>, count: Int?) -> String {
        // Most texts have no placeholder: themselves, without splitting.
        guard source.utf8.contains(UInt8(ascii: "{")) else { return source }
        var text = ""
        for segment in segments {
            switch segment {
            case .literal(let literal):
                text += literal
            case .placeholder(let name):
                if name == "count", let count {
                    text += String(count)
                } else if let value = values.first(where: { $0.key == name })?.value {
                    text += value
                } else {
                    text += "{\(name)}"
                }
            }
        }
        return text
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
