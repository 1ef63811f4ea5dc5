import Foundation
import Testing
import WeatherCore

/// A user's own catalog is used text by text: a text that fails the check is refused, and a
/// refused or missing text is said as the built-in catalog of the language says it, else in
/// English; never as its key.
@Suite("a user's own catalogs")
struct UserCatalogsTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("user-catalogs-\(UUID().uuidString)")

    /// The catalog of `code` with `strings` (JSON), loaded from a directory of its own.
    func load(_ code: String, locales: String? = nil, strings: String) throws -> (catalog: Catalog, warnings: [String]) {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let json = """
            {"language": "\(code)", "name": "X", "englishName": "X", "locales": [\(locales ?? "\"\(code)\"")], "plural": "one-other",
             "strings": \(strings)}
            """
        try Data(json.utf8).write(to: directory.appendingPathComponent("\(code).json"))
        let loaded = UserCatalogs.load(from: directory)
        let catalog = try #require(loaded.catalogs.first)
        return (catalog, loaded.warnings)
    }

    @Test func aTextWhosePlaceholdersDifferIsRefusedAndEnglishStandsIn() throws {
        let (catalog, warnings) = try load("xx", strings: #"{"card": {"gusts": "Böen %n%n%n%s", "wind": "Xwind"}}"#)
        #expect(catalog(.gusts, ["speed": "40 km/h"]) == "gusts 40 km/h")
        #expect(catalog(.wind) == "Xwind")
        #expect(catalog(.today) == "Today")
        #expect(warnings.count == 1)
        #expect(
            warnings.first?.contains(
                "xx.json has texts that are not used, English stands in: xx: card.gusts has the placeholders none where English has {speed} (and 1 more problem)")
                == true, "\(warnings)")
    }

    @Test func anOwnCatalogOfAShippedLanguageFallsBackToItsBuiltInTextsOneByOne() throws {
        let (catalog, warnings) = try load("de", strings: #"{"card": {"gusts": "Windböen", "wind": "Xwind"}}"#)
        #expect(catalog(.gusts, ["speed": "40 km/h"]) == "Böen 40 km/h", "refused: the built-in German text")
        #expect(catalog(.today) == "Heute", "missing: the built-in German text")
        #expect(catalog(.wind) == "Xwind")
        #expect(warnings.first?.contains("has texts that are not used, the built-in German texts stand in") == true, "\(warnings)")
    }

    @Test func anOwnEnglishLackingTextsSaysTheBuiltInEnglishNeverAKey() throws {
        let (catalog, warnings) = try load("en", strings: #"{"daily": {"today": "Today!"}}"#)
        #expect(catalog(.alertsTitleWithCounts, ["counts": "2 severe"]) == "Alerts (2 severe)")
        #expect(catalog(.today) == "Today!")
        #expect(warnings.first?.contains("en.json is incomplete, the built-in English texts stand in: en lacks") == true, "\(warnings)")
    }

    /// A catalog's texts go to the terminal as they are: an escape in one is refused.
    @Test func aTextWithAControlCharacterIsRefused() throws {
        let (catalog, _) = try load("de", strings: #"{"daily": {"today": "Heute\u001b[2J"}}"#)
        #expect(catalog(.today) == "Heute")
    }

    /// A text no phrase uses changes nothing shown: it is said to be unused, with no stand-in.
    @Test func aTextEnglishDoesNotHaveIsSaidUnusedWithNothingStandingIn() throws {
        let english = try String(contentsOf: CatalogFileTests.directory.appendingPathComponent("en.json"), encoding: .utf8)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let extended = english.replacingOccurrences(of: #""strings": {"#, with: #""strings": {"extra": {"note": "unused"},"#)
        try Data(extended.utf8).write(to: directory.appendingPathComponent("en.json"))
        let warnings = UserCatalogs.load(from: directory).warnings
        #expect(warnings.count == 1 && warnings.first?.hasSuffix("en.json has texts that are not used: en has texts English does not: extra.note.") == true, "\(warnings)")
    }
}
