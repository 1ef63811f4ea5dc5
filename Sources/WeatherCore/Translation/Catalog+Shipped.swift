import Synchronization

extension Catalog {
    /// The language the program falls back to, and the one every other catalog is checked against.
    public static let englishCode = "en"

    public static var english: Catalog { shipped(englishCode) }

    private static let loaded = Mutex<[String: Catalog]>([:])

    /// The catalog with this code: the user's own (`UserCatalogs`), else the embedded one;
    /// English for a code that is neither (`LanguagePreference` only hands out codes that are
    /// one or the other).
    public static func shipped(_ code: String) -> Catalog {
        if let own = UserCatalogs.current.first(where: { $0.code == code }) { return own }
        return builtIn(code)
    }

    /// The embedded catalog with this code, read once per process when first asked for; the
    /// embedded English for a code that has none. What a user's own catalog falls back to, and
    /// what one is checked against: the program's own texts, whatever the user put beside them.
    public static func builtIn(_ code: String) -> Catalog {
        if let catalog = loaded.withLock({ $0[code] }) { return catalog }
        let catalog = Catalog(builtIn: BuiltInCatalogs.files.first(where: { $0.code == code }) ?? BuiltInCatalogs.files[0])
        loaded.withLock { $0[code] = catalog }
        return catalog
    }

    /// The embedded catalog with this code made anew, as a run makes it once (for the benchmark).
    public static func madeFromItsTable(_ code: String) -> Catalog? {
        BuiltInCatalogs.files.first(where: { $0.code == code }).map(Catalog.init(builtIn:))
    }

    /// The locale whose weekday and month names go with this catalog's words: the catalog's
    /// first listed locale ("de", "zh_TW").
    public static func namesLocale(ofShipped code: String) -> String {
        if let own = UserCatalogs.current.first(where: { $0.code == code }) { return own.locales.first ?? code }
        return (BuiltInCatalogs.files.first(where: { $0.code == code }) ?? BuiltInCatalogs.files[0]).locales.first ?? code
    }
}
