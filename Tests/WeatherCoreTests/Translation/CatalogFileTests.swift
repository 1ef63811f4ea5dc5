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
            #expect(file.json + "\n" == onDisk, "\(file.code).json changed: run scripts/embed-translations.sh")
            let catalog = try Catalog(json: file.json)
            #expect(catalog.code == file.code, "a catalog's \"language\" is its file name")
            #expect(catalog.locales == file.locales, "\(file.code): list \"locales\" as ll, ll_RR or ll_Ssss")
        }
    }

    @Test func englishHasExactlyThePhrasesTheProgramSays() {
        let english = Catalog.english
        let phrases = Set(Phrase.allCases.map(\.rawValue))
        #expect(phrases.subtracting(english.keys).sorted() == [], "phrases en.json lacks")
        #expect(english.keys.subtracting(phrases).sorted() == [], "keys of en.json no phrase uses")
    }

    @Test(arguments: fileCodes.filter { $0 != Catalog.englishCode })
    func aCatalogHasEveryKeyWithTheSamePlaceholders(code: String) throws {
        let english = Catalog.english
        let catalog = Catalog.shipped(code)
        #expect(catalog.code == code)
        #expect(english.keys.subtracting(catalog.keys).sorted() == [], "keys \(code).json lacks")
        #expect(catalog.keys.subtracting(english.keys).sorted() == [], "keys of \(code).json that English does not have")
        for key in english.keys.intersection(catalog.keys).sorted() {
            #expect(catalog.placeholders(of: key) == english.placeholders(of: key), "\(code): \(key) has other placeholders than English")
            let englishForms = english.pluralCategories(of: key)
            let forms = catalog.pluralCategories(of: key)
            #expect((forms == nil) == (englishForms == nil), "\(code): \(key) is counted in one language and not the other")
            if let forms {
                let needed = Set(catalog.pluralRule.categories)
                #expect(needed.subtracting(forms).isEmpty, "\(code): \(key) lacks the forms \(needed.subtracting(forms).map(\.rawValue).sorted())")
                #expect(forms.subtracting(needed).subtracting([.other]).isEmpty, "\(code): \(key) has forms its plural rule never uses")
            }
        }
    }

    @Test(arguments: fileCodes)
    func noTextIsEmptyOrPaddedOrHasAControlCharacter(code: String) {
        for (key, text) in Catalog.shipped(code).allTexts {
            #expect(!text.isEmpty, "\(code): \(key) is empty")
            #expect(text.trimmingCharacters(in: .whitespaces) == text, "\(code): \(key) starts or ends with a space")
            #expect(!text.unicodeScalars.contains { $0.properties.generalCategory == .control }, "\(code): \(key) has a control character")
        }
    }

    @Test(arguments: fileCodes)
    func everyLocaleACatalogServesLeadsBackToIt(code: String) {
        for locale in Catalog.shipped(code).locales {
            #expect(LanguagePreference.shippedCode(matching: locale) == code, "\(locale) is claimed by another catalog too")
        }
    }
}
