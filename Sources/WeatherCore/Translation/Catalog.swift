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
        case counted([PluralCategory: Template])
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
                    var templates: [PluralCategory: Template] = [:]
                    for (categoryName, form) in forms {
                        guard let category = PluralCategory(rawValue: categoryName), let text = form.string else {
                            throw CatalogError("\"\(key)\" has a form \"\(categoryName)\" that is not a plural category with a text")
                        }
                        templates[category] = Template(text)
                    }
                    entries[key] = .counted(templates)
                default:
                    throw CatalogError("\"\(key)\" is neither a text nor plural forms")
                }
            }
        }
        self.entries = entries
    }

    /// The text of a phrase, its placeholders filled from `values`.
    public func callAsFunction(_ phrase: Phrase, _ values: KeyValuePairs<String, String> = [:]) -> String {
        switch entry(phrase) {
        case .text(let template): template.filled(values, count: nil)
        case .counted(let forms): (forms[.other] ?? forms.values.first)?.filled(values, count: nil) ?? phrase.rawValue
        }
    }

    /// The text of a counted phrase for `count`, in the form the language's plural rule gives,
    /// with `{count}` and the placeholders from `values` filled.
    public func callAsFunction(_ phrase: Phrase, count: Int, _ values: KeyValuePairs<String, String> = [:]) -> String {
        switch entry(phrase) {
        case .text(let template):
            return template.filled(values, count: count)
        case .counted(let forms):
            let form = forms[pluralRule.category(of: count)] ?? forms[.other] ?? forms.values.first
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

    /// A phrase every shipped catalog has (the catalog tests see to that); a catalog that lacks
    /// one anyway says it in English rather than showing a key.
    private func entry(_ phrase: Phrase) -> Entry {
        if let entry = entries[phrase.rawValue] { return entry }
        if code != Catalog.english.code, let entry = Catalog.english.entries[phrase.rawValue] { return entry }
        return .text(Template(phrase.rawValue))
    }

    // MARK: What the catalog tests compare

    public var keys: Set<String> { Set(entries.keys) }

    /// The placeholder names a key's texts use (all forms together), without `count`.
    public func placeholders(of key: String) -> Set<String> {
        switch entries[key] {
        case .text(let template): template.placeholders
        case .counted(let forms): forms.values.reduce(into: Set<String>()) { $0.formUnion($1.placeholders) }
        case nil: []
        }
    }

    /// The plural categories a counted key gives; nil for a plain text.
    public func pluralCategories(of key: String) -> Set<PluralCategory>? {
        guard case .counted(let forms) = entries[key] else { return nil }
        return Set(forms.keys)
    }

    /// Every text of the catalog, every form of counted ones, with their placeholders unfilled.
    public var allTexts: [(key: String, text: String)] {
        entries.flatMap { key, entry -> [(key: String, text: String)] in
            switch entry {
            case .text(let template): [(key, template.source)]
            case .counted(let forms): forms.values.map { (key, $0.source) }
            }
        }
    }
}

public struct CatalogError: Error, Equatable, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}

/// A text split once into literal runs and `{name}` placeholders, so filling it is a join.
struct Template: Sendable {
    enum Segment: Sendable {
        case literal(String)
        case placeholder(String)
    }

    let source: String
    let segments: [Segment]

    /// Split on the UTF-8 bytes: every catalog's few hundred texts are split at each start, and
    /// `{`, `}` and the ASCII names between them are single bytes.
    init(_ source: String) {
        self.source = source
        let bytes = Array(source.utf8)
        guard bytes.contains(UInt8(ascii: "{")) else {
            segments = source.isEmpty ? [] : [.literal(source)]
            return
        }
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
            if literalStart < index { segments.append(.literal(String(decoding: bytes[literalStart..<index], as: UTF8.self))) }
            segments.append(.placeholder(String(decoding: bytes[(index + 1)..<close], as: UTF8.self)))
            index = close + 1
            literalStart = index
        }
        if literalStart < bytes.count { segments.append(.literal(String(decoding: bytes[literalStart...], as: UTF8.self))) }
        self.segments = segments
    }

    var placeholders: Set<String> {
        Set(segments.compactMap { segment in
            if case .placeholder(let name) = segment, name != "count" { return name }
            return nil
        })
    }

    /// A placeholder with no value stays as written, so the mistake shows instead of a gap.
    func filled(_ values: KeyValuePairs<String, String>, count: Int?) -> String {
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
