import Testing
import WeatherCore

@Suite("Catalog texts")
struct CatalogTests {
    static let sample = """
        {"language": "ru", "name": "Русский", "englishName": "Russian", "locales": ["ru"], "plural": "east-slavic",
         "strings": {"daily": {"today": "Сегодня", "noForecast": "Нет прогноза на {place} {x", "days": {"one": "{count} день", "few": "{count} дня", "many": "{count} дней"}}}}
        """

    @Test func countedPhrasesTakeTheFormOfTheirCount() throws {
        let catalog = try Catalog(json: Self.sample)
        #expect([1, 2, 5, 21, 12].map { catalog(.dayCount, count: $0) } == ["1 день", "2 дня", "5 дней", "21 день", "12 дней"])
    }

    @Test func placeholdersAreFilledAndABraceThatIsNoPlaceholderStays() throws {
        let catalog = try Catalog(json: Self.sample)
        #expect(catalog(.noDailyForecast, ["place": "Москва"]) == "Нет прогноза на Москва {x")
        #expect(catalog(.noDailyForecast) == "Нет прогноза на {place} {x", "a missing value shows, it does not vanish")
        #expect(catalog.placeholders(of: "daily.noForecast") == ["place"])
    }

    @Test func runsSeparateTheValuesFromTheWords() throws {
        let catalog = try Catalog(json: Self.sample)
        let runs = catalog.runs(.dayCount, count: 3)
        #expect(runs.map(\.text) == ["3", " дня"])
        #expect(runs.map(\.placeholder) == ["count", nil])
    }

    /// Forms are kept in the file's order: a counted phrase asked without a count, or for a
    /// form it lacks, and without "other", says its first form, the same at every run.
    @Test func aCountedPhraseWithoutTheFormAskedForSaysItsFirstForm() throws {
        let catalog = try Catalog(json: Self.sample)
        #expect(catalog(.dayCount) == "{count} день")
        #expect(catalog.pluralCategories(of: "daily.days") == [.one, .few, .many])
        #expect(catalog.pluralCategories(of: "daily.today") == nil)
        #expect(Set(catalog.allTexts.map(\.text)) == ["Сегодня", "Нет прогноза на {place} {x", "{count} день", "{count} дня", "{count} дней"])
    }

    /// Texts are split into words and placeholders where they are used, not when read.
    @Test(arguments: [
        ("Heute", ["place": "Berlin"], "Heute", [String]()),
        ("", [:], "", []),
        ("{place}", ["place": "Berlin"], "Berlin", ["place"]),
        ("in {place}, {when}!", ["when": "jetzt", "place": "Köln"], "in Köln, jetzt!", ["place", "when"]),
        ("{} { place } {place {x} {", ["place": "Bonn"], "{} { place } {place {x} {", ["x"]),
    ] as [(String, KeyValuePairs<String, String>, String, [String])])
    func textsAreFilledWhereTheyAreUsed(text: String, values: KeyValuePairs<String, String>, filled: String, placeholders: [String]) throws {
        let catalog = try Catalog(json: """
            {"language": "xx", "name": "X", "englishName": "X", "locales": ["xx"], "plural": "none", "strings": {"daily": {"today": "\(text)"}}}
            """)
        #expect(catalog(.today, values) == filled)
        #expect(catalog.placeholders(of: "daily.today") == Set(placeholders))
        #expect(catalog.runs(.today, values).map(\.text).joined() == filled)
    }

    @Test func aPhraseTheCatalogLacksIsSaidInEnglish() throws {
        let catalog = try Catalog(json: """
            {"language": "xx", "name": "X", "englishName": "X", "locales": ["xx"], "plural": "none", "strings": {}}
            """)
        #expect(catalog(.today) == "Today")
    }

    @Test(arguments: [
        (#"[]"#, "top level"),
        (#"{"language": "xx", "name": "X", "englishName": "X", "locales": ["xx"], "plural": "dual", "strings": {}}"#, "\"plural\""),
        (#"{"language": "xx", "name": "X", "englishName": "X", "locales": ["xx"], "plural": "none", "strings": {"daily": {"today": 1}}}"#, "daily.today"),
        (#"{"language": "xx", "name": "X", "englishName": "X", "locales": ["xx"], "plural": "none", "strings": {"daily": {"days": {"several": "x"}}}}"#, "several"),
        (#"{"name": "X", "englishName": "X", "locales": ["xx"], "plural": "none", "strings": {}}"#, "\"language\""),
    ])
    func aBrokenCatalogSaysWhatIsWrong(json: String, named: String) {
        do {
            _ = try Catalog(json: json)
            Issue.record("read")
        } catch {
            #expect(error.description.contains(named), "\(error)")
        }
    }

    @Test func listsAreJoinedAsTheLanguageJoinsThem() {
        #expect(Catalog.english.allOf(["DWD", "MeteoAlarm", "FPAS"]) == "DWD, MeteoAlarm and FPAS")
        #expect(Catalog.english.alternatives(["a", "b"]) == "a or b")
        #expect(Catalog.shipped("ja").allOf(["DWD", "MeteoAlarm", "FPAS"]) == "DWD、MeteoAlarm と FPAS")
        #expect(Catalog.shipped("de").allOf(["DWD", "MeteoAlarm", "FPAS"]).hasPrefix("DWD, MeteoAlarm "))
    }
}
