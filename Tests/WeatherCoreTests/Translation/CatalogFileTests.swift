import Foundation
import Testing
@testable import WeatherCore

/// Every catalog under translations/ against the English one: what a translator can get wrong
/// by editing a file, found before a user sees it.
@Suite("Translation catalogs")
struct CatalogFileTests {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("translations")

    static var fileCodes: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    @Test func theEmbeddedCatalogsAreTheFiles() throws {
        let embedded = BuiltInCatalogs.files
        #expect(embedded.first?.code == Catalog.englishCode)
        #expect(Set(embedded.map(\.code)) == Set(Self.fileCodes), "run scripts/embed-translations.sh")
        for file in embedded {
            let onDisk = try String(contentsOf: Self.directory.appendingPathComponent("\(file.code).json"), encoding: .utf8)
            let catalog = try Catalog(json: onDisk)
            let builtIn = Catalog(builtIn: file)
            #expect(catalog.code == file.code, "a catalog's \"language\" is its file name")
            #expect(catalog.locales == file.locales, "\(file.code): list \"locales\" as ll, ll_RR or ll_Ssss")
            // The file read as a user's would be, against the table the binary carries.
            let changed = "\(file.code).json changed: run scripts/embed-translations.sh"
            #expect(builtIn.code == catalog.code && builtIn.name == catalog.name && builtIn.englishName == catalog.englishName, "\(changed)")
            #expect(builtIn.locales == catalog.locales && builtIn.pluralRule == catalog.pluralRule, "\(changed)")
            // Each key's texts in order (a counted text's forms in the file's order).
            func textsByKey(_ catalog: Catalog) -> [String: [String]] {
                Dictionary(grouping: catalog.allTexts, by: \.key).mapValues { $0.map(\.text) }
            }
            let (carried, read) = (textsByKey(builtIn), textsByKey(catalog))
            #expect(Set(carried.keys).union(read.keys).filter { carried[$0] != read[$0] }.sorted() == [], "\(changed)")
            for key in catalog.keys {
                #expect(builtIn.pluralCategories(of: key) == catalog.pluralCategories(of: key), "\(changed): \(key)")
            }
        }
    }

    @Test func englishHasExactlyThePhrasesTheProgramSays() {
        let english = Catalog.english
        let phrases = Set(Phrase.allCases.map(\.rawValue))
        #expect(phrases.subtracting(english.keys).sorted() == [], "phrases en.json lacks")
        #expect(english.keys.subtracting(phrases).sorted() == [], "keys of en.json no phrase uses")
    }

    @Test(arguments: fileCodes)
    func aCatalogHasEveryKeyWithTheSamePlaceholdersAndTheFormsItsRuleNeeds(code: String) {
        let catalog = Catalog.shipped(code)
        #expect(catalog.code == code)
        #expect(CatalogCheck.problems(of: catalog) == [])
    }

    @Test func theCheckFindsWhatATranslatorCanGetWrong() throws {
        let broken = try Catalog(json: """
            {"language": "ru", "name": "Русский", "englishName": "Russian", "locales": ["ru"], "plural": "east-slavic",
             "strings": {"daily": {"today": " Сегодня", "noForecast": {"one": "нет", "many": "нет"}, "days": {"one": "{count} день", "few": "{count} дня", "two": "{count} дня"}, "extra": "x"}}}
            """)
        let problems = CatalogCheck.problems(of: broken)
        #expect(problems.contains("ru has texts English does not: daily.extra"))
        #expect(problems.contains("ru: daily.noForecast must be one text, as in English"))
        #expect(problems.contains("ru: daily.days lacks the forms many"))
        #expect(problems.contains("ru: daily.days has forms east-slavic never uses: two"))
        #expect(problems.contains("ru: daily.today starts or ends with a space"))
        let missing = try Catalog(json: """
            {"language": "xx", "name": "X", "englishName": "X", "locales": ["xx"], "plural": "none",
             "strings": {"daily": {"today": "T {place}", "days": "{count}"}}}
            """)
        let missingProblems = CatalogCheck.problems(of: missing)
        #expect(missingProblems.contains { $0.hasPrefix("xx lacks") && $0.contains("daily.noForecast") })
        #expect(missingProblems.contains("xx: daily.today has the placeholders {place} where English has none"))
    }

    /// Its code too: `languages` lists codes, and `--lang` takes each.
    @Test(arguments: fileCodes)
    func everyLocaleACatalogServesLeadsBackToIt(code: String) {
        #expect(LanguagePreference.shippedCode(matching: code) == code)
        for locale in Catalog.shipped(code).locales {
            #expect(LanguagePreference.shippedCode(matching: locale) == code, "\(locale) is claimed by another catalog too")
        }
    }
}
