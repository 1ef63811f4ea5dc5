import Foundation

/// The user's language and regional preferences, read from the POSIX locale variables.
/// Foundation on Linux ignores them (`Locale.current` is always en_001), so they are parsed
/// here: LC_ALL wins, then the category-specific variable, then LANG; C and POSIX mean
/// "no preference".
public struct UserLocale: Sendable, Hashable {
    /// A Foundation identifier such as "de_DE", or "en_US_POSIX" when nothing was set.
    public var identifier: String
    /// Metric unless the measurement locale is in the United States (or Liberia, Myanmar).
    public var preferredUnits: UnitSystem
    /// Whether the time locale writes hours 0–23.
    public var uses24HourClock: Bool
    /// Whether the character type locale is UTF-8 (decides Unicode or ASCII glyphs).
    public var isUTF8: Bool
    /// The code of the shipped catalog the program speaks in ("de", "zh-Hans"): from the
    /// environment (`LanguagePreference`), or `--lang` and the config file over it.
    public var language: String

    /// Without a `language`, the identifier's own when it is shipped, else English.
    public init(
        identifier: String, preferredUnits: UnitSystem, uses24HourClock: Bool, isUTF8: Bool, language: String? = nil
    ) {
        self.identifier = identifier
        self.preferredUnits = preferredUnits
        self.uses24HourClock = uses24HourClock
        self.isUTF8 = isUTF8
        self.language = language ?? LanguagePreference.shippedCode(matching: identifier) ?? Catalog.englishCode
    }

    public var locale: Locale { Locale(identifier: identifier) }

    /// The words of `language`.
    public var words: Catalog { Catalog.shipped(language) }

    /// The locale whose weekday and month names go with the words: the time locale when it is
    /// in the same language, else the language's own (`--lang de` under LANG=en_US writes "Di",
    /// not "Tue" beside German words).
    public var namesIdentifier: String {
        LanguagePreference.shippedCode(matching: identifier) == language ? identifier : Catalog.namesLocale(ofShipped: language)
    }

    /// What C or POSIX means: English names, a 24-hour clock, metric units, ASCII. For text
    /// written before anyone's preferences are known, such as a provider's failure sentences.
    public static let noPreference = UserLocale(
        identifier: "en_US_POSIX", preferredUnits: .metric, uses24HourClock: true, isUTF8: false)

    /// `factsFile` keeps the locale's clock and names between runs (see `LocaleFactsFile`);
    /// without one they are asked of ICU.
    public static func fromEnvironment(
        _ environment: [String: String] = ProcessEnvironment.current(), factsFile: LocaleFactsFile? = nil
    ) -> UserLocale {
        func value(for category: String) -> String? { Self.value(for: category, in: environment) }
        let timeLocale = foundationIdentifier(value(for: "LC_TIME"))
        let messagesLocale = foundationIdentifier(value(for: "LC_MESSAGES"))
        let ctype = value(for: "LC_CTYPE") ?? ""
        let region = measurementRegion(environment)
        let imperialRegions: Set<String> = ["US", "LR", "MM"]
        let identifier = timeLocale ?? messagesLocale ?? "en_US_POSIX"
        // The facts of `identifier`, which is the time locale whenever there is one.
        let facts = factsFile.map { $0.facts(for: identifier) }
        return UserLocale(
            identifier: identifier,
            preferredUnits: region.map { imperialRegions.contains($0) ? .imperial : .metric } ?? .metric,
            uses24HourClock: timeLocale.map { (facts ?? LocaleFacts.for(identifier: $0)).uses24HourClock } ?? true,
            isUTF8: isUTF8Codeset(ctype), language: LanguagePreference.catalogCode(in: environment))
    }

    /// The region of the measurement locale ("US" for en_US.UTF-8), which decides units and the
    /// air-quality index; nil for C, POSIX or a bare language.
    public static func measurementRegion(_ environment: [String: String]) -> String? {
        foundationIdentifier(value(for: "LC_MEASUREMENT", in: environment)).flatMap { regionCode(of: $0) }
    }

    /// LC_ALL wins, then the category's own variable, then LANG.
    private static func value(for category: String, in environment: [String: String]) -> String? {
        for name in ["LC_ALL", category, "LANG"] {
            if let raw = environment[name], !raw.isEmpty { return raw }
        }
        return nil
    }

    /// The languages the user reads, most preferred first, as tags such as ["nl-NL", "nl"]:
    /// from LC_ALL, LC_MESSAGES, LANGUAGE (a colon-separated list) and LANG, in that order,
    /// each followed by its primary language. Empty when only C or POSIX is set.
    public static func preferredLanguages(_ environment: [String: String] = ProcessEnvironment.current()) -> [String] {
        var candidates: [String] = []
        for name in ["LC_ALL", "LC_MESSAGES", "LANGUAGE", "LANG"] {
            guard let raw = environment[name], !raw.isEmpty else { continue }
            candidates += raw.split(separator: ":").map(String.init)
        }
        var tags: [String] = []
        for candidate in candidates {
            guard let identifier = foundationIdentifier(candidate) else { continue }
            // Character by character rather than replacingOccurrences, which goes through NSString.
            let tag = String(identifier.map { $0 == "_" ? "-" : $0 })
            let primary = String(tag.split(separator: "-").first ?? "").lowercased()
            tags += [tag, primary].filter { !$0.isEmpty }
        }
        return tags.removingRepeats()
    }

    /// "de_DE.UTF-8@euro" → "de_DE"; "C", "POSIX", empty and anything that is not a locale
    /// name → nil, which is the POSIX locale. Only a locale name ever reaches ICU: a LANG of
    /// 180 letters crashed it.
    static func foundationIdentifier(_ posix: String?) -> String? {
        guard let posix, isLocaleName(posix) else { return nil }
        let text = withoutCodesetAndModifier(posix)
        if text == "C" || text == "POSIX" || text.isEmpty { return nil }
        return String(text)
    }

    /// The locale variables read here whose value is set but is no locale name, with the
    /// value, in the order they are looked at: each is taken as the POSIX locale, which the
    /// user should be told. (LANGUAGE is a list that skips what it cannot use, as gettext does.)
    public static func unusableLocaleVariables(in environment: [String: String]) -> [(name: String, value: String)] {
        ["LC_ALL", "LC_CTYPE", "LC_TIME", "LC_MESSAGES", "LC_MEASUREMENT", "LANG"].compactMap { name in
            guard let value = environment[name], !value.isEmpty, !isLocaleName(value) else { return nil }
            return (name, value)
        }
    }

    /// Takes the unusable locale variables out of this process's environment, so that ICU,
    /// which reads them itself for its default locale, never sees them (it crashed on a LANG
    /// of 180 letters) and neither do the programs this one starts. `environment`, as read
    /// before, still has them for the sentences that name them.
    public static func removeUnusableLocaleVariables(_ environment: [String: String]) {
        for variable in unusableLocaleVariables(in: environment) { unsetenv(variable.name) }
    }

    /// Whether `posix` has the shape of a POSIX locale name:
    /// language[_Script][_TERRITORY][.codeset][@modifier], the language of 2 or 3 letters (or C
    /// or POSIX), the script of 4 letters, the territory of 2 letters or 3 digits, codeset and
    /// modifier of letters, digits, '-' and '_'; '-' may stand for '_'.
    public static func isLocaleName(_ posix: String) -> Bool {
        guard posix.utf8.count <= 100 else { return false }
        var name = Substring(posix)
        for separator: Character in ["@", "."] {
            guard let index = name.firstIndex(of: separator) else { continue }
            let tail = name[name.index(after: index)...]
            guard !tail.isEmpty, tail.count <= 32, tail.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else {
                return false
            }
            name = name[..<index]
        }
        var parts = name.split(separator: "_", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: "-", omittingEmptySubsequences: false)
        }[...]
        guard let language = parts.popFirst() else { return false }
        if language == "C" || language == "POSIX" { return parts.isEmpty }
        let isLetters = { (part: Substring) in part.allSatisfy { $0.isASCII && $0.isLetter } }
        guard (2...3).contains(language.count), isLetters(language) else { return false }
        if let script = parts.first, script.count == 4, isLetters(script) { parts.removeFirst() }
        if let territory = parts.popFirst() {
            let isDigits = territory.allSatisfy { $0.isASCII && $0.isNumber }
            guard (territory.count == 2 && isLetters(territory)) || (territory.count == 3 && isDigits) else { return false }
        }
        return parts.isEmpty
    }

    /// "de_DE.UTF-8@euro" → "de_DE": the locale name without what says how it is encoded.
    static func withoutCodesetAndModifier(_ posix: String) -> Substring {
        var text = Substring(posix)
        if let at = text.firstIndex(of: "@") { text = text[..<at] }
        if let dot = text.firstIndex(of: ".") { text = text[..<dot] }
        return text
    }

    static func regionCode(of identifier: String) -> String? {
        let parts = identifier.split(whereSeparator: { $0 == "_" || $0 == "-" })
        return parts.count >= 2 ? String(parts[1]).uppercased() : nil
    }

    /// A C/POSIX locale is plain ASCII; a locale with a codeset says which; a bare language
    /// such as "de_DE" is taken as UTF-8, as on every current distribution.
    static func isUTF8Codeset(_ posix: String) -> Bool {
        if posix.isEmpty || posix == "C" || posix == "POSIX" || !isLocaleName(posix) { return false }
        guard let dot = posix.firstIndex(of: ".") else { return !posix.hasPrefix("C") }
        let codeset = posix[posix.index(after: dot)...].lowercased().filter { $0 != "-" }
        return codeset.hasPrefix("utf8")
    }
}
