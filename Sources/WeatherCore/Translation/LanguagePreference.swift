/// Which shipped catalog speaks to the user: from `--lang` or the config file when given, else
/// from the environment as gettext reads it, else English.
public enum LanguagePreference {
    /// The catalog for the environment, in GNU gettext's order: the messages locale is LC_ALL,
    /// else LC_MESSAGES, else LANG; when it is C or POSIX (or nothing is set) the program speaks
    /// English and LANGUAGE is ignored, as gettext does; otherwise LANGUAGE's colon-separated list
    /// comes first, then the messages locale. The first that names a shipped language wins;
    /// none does → English, never a mix.
    public static func catalogCode(in environment: [String: String]) -> String {
        var messagesLocale: String?
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[name], !value.isEmpty {
                messagesLocale = value
                break
            }
        }
        guard let messagesLocale, UserLocale.foundationIdentifier(messagesLocale) != nil else { return Catalog.englishCode }
        let listed = (environment["LANGUAGE"] ?? "").split(separator: ":").map(String.init)
        for candidate in listed + [messagesLocale] {
            if let code = shippedCode(matching: candidate) { return code }
        }
        return Catalog.englishCode
    }

    /// The shipped (or the user's own) catalog that serves a locale or language name ("de_AT.UTF-8", "zh-TW",
    /// "zh_Hant", "pt", "nb"), trying it whole and then less specific; nil when none does. A
    /// catalog serves its own code as well as its locales: every code `shippedCodes` lists is
    /// one this takes (a user's catalog need not list its code among its locales).
    public static func shippedCode(matching name: String) -> String? {
        let forms = lessSpecificForms(of: normalized(name))
        let own = UserCatalogs.current
        for form in forms {
            if let catalog = own.first(where: { $0.locales.contains(form) || normalized($0.code) == form }) { return catalog.code }
            if let file = BuiltInCatalogs.files.first(where: { $0.locales.contains(form) }) { return file.code }
        }
        return nil
    }

    /// The codes of the shipped catalogs, English first, then the user's own, for usage errors
    /// and completions.
    public static var shippedCodes: [String] {
        let shipped = BuiltInCatalogs.files.map(\.code)
        return shipped + UserCatalogs.current.map(\.code).filter { !shipped.contains($0) }
    }

    /// "de_DE.UTF-8@euro" → "de_DE", "zh-hant-tw" → "zh_Hant_TW", "PT" → "pt": the spelling
    /// catalogs list their locales in.
    public static func normalized(_ name: String) -> String {
        let parts = UserLocale.withoutCodesetAndModifier(name).split(whereSeparator: { $0 == "_" || $0 == "-" })
        guard let language = parts.first else { return "" }
        // Appended rather than joined: every start comes here, and the first generic `joined`
        // of a process looks its element type up by name, which a command that joins nothing
        // else (`--version`, `--help`) is then spared.
        var normalized = language.lowercased()
        for part in parts.dropFirst() {
            normalized += "_"
            if part.count == 4, part.allSatisfy(\.isLetter) {
                normalized += part.prefix(1).uppercased() + part.dropFirst().lowercased()
            } else {
                normalized += part.uppercased()
            }
        }
        return normalized
    }

    /// "zh_Hant_TW" → ["zh_Hant_TW", "zh_Hant", "zh_TW", "zh"].
    static func lessSpecificForms(of normalized: String) -> [String] {
        let parts = normalized.split(separator: "_").map(String.init)
        guard let language = parts.first else { return [] }
        var forms = [normalized]
        let script = parts.dropFirst().first(where: { $0.count == 4 })
        let region = parts.dropFirst().first(where: { $0.count != 4 })
        if let script { forms.append("\(language)_\(script)") }
        if let region { forms.append("\(language)_\(region)") }
        forms.append(language)
        return forms.removingRepeats()
    }
}
