/// The names of the sources whose failures are told ("NWS alerts are unavailable: …"). A source
/// is known by its English name, which `--json` shows and cache files keep, so a failure read
/// from an old cache is named in the reader's language too; the English name is the English
/// text of its phrase in the catalogs' "source" group, so the two cannot disagree.
public enum SourceNames {
    /// Every phrase of the "source" group.
    public static let phrases: [Phrase] = Phrase.allCases.filter { $0.rawValue.hasPrefix("source.") }

    /// The English name of `phrase`, as `--json` and the cache keep it.
    public static func english(_ phrase: Phrase) -> String { Catalog.english(phrase) }

    /// `englishName` in `words`' language; a name of no phrase (a source this table does not
    /// know) as it is.
    public static func name(_ englishName: String, in words: Catalog) -> String {
        let english = Catalog.english
        guard let phrase = phrases.first(where: { english($0) == englishName }) else { return englishName }
        return words(phrase)
    }
}
