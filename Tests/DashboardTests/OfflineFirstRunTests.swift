import Foundation
import Testing
import WeatherCore
@testable import Dashboard

/// A first run without a network, in every shipped language: the page with no places and the
/// prompt after a failed search name what works without one (a position typed as LAT,LON, and
/// the demo), whole at the sizes a user is likely to have.
@Suite struct OfflineFirstRunTests {
    static let sizes = [TerminalSize(width: 80, height: 24), TerminalSize(width: 40, height: 12)]

    static func locale(_ language: String) -> UserLocale {
        UserLocale(identifier: Catalog.namesLocale(ofShipped: language), preferredUnits: .metric, uses24HourClock: true, isUTF8: true, language: language)
    }

    /// The screen's words in order, so that a phrase wrapped over centred lines still reads
    /// as one; a cut line would lose its words.
    static func words(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    static func namesBoth(_ text: String) -> Bool {
        let said = words(text)
        return said.contains("LAT,LON") && said.contains("weatherboard --demo")
    }

    @Test(arguments: LanguagePreference.shippedCodes)
    func theWelcomeNamesAPositionAndTheDemo(language: String) {
        for size in Self.sizes {
            let text = render(Fixtures.model(BoardState(), locale: Self.locale(language)), size: size, theme: .plain).plainText
            #expect(Self.namesBoth(text), "\(language) at \(size):\n\(text)")
        }
    }

    /// Without key hints (no keys to press) the page names the commands instead.
    @Test(arguments: LanguagePreference.shippedCodes)
    func thePageWithoutKeysNamesTheCommands(language: String) {
        var model = Fixtures.model(BoardState(), locale: Self.locale(language))
        model.keyHints = nil
        for size in Self.sizes {
            let text = render(model, size: size, theme: .plain).plainText
            #expect(Self.namesBoth(text) && Self.words(text).contains("weatherboard places add NAME"), "\(language) at \(size):\n\(text)")
        }
    }

    @Test func inEnglishTheWelcomeSaysItInOneLineAt80Columns() {
        let text = render(Fixtures.model(BoardState()), size: TerminalSize(width: 80, height: 24), theme: .plain).plainText
        #expect(text.contains("Without the network: press a and type LAT,LON, or run weatherboard --demo."), "\(text)")
    }

    /// The failure sentence and the hint after it fit the prompt's box at 80x24.
    @Test(arguments: LanguagePreference.shippedCodes)
    func thePromptAfterAFailedSearchShowsTheHintWhole(language: String) {
        let words = Self.locale(language).words
        var model = Fixtures.model(BoardState(), locale: Self.locale(language))
        let reason = words(.failureOffline, ["detail": "Could not resolve host: geocoding-api.open-meteo.com"])
        model.overlay = .addPlace(AddPlacePrompt(query: "Paris", message: reason + "\n" + words(.searchWithoutNetwork)))
        let text = render(model, size: TerminalSize(width: 80, height: 24), theme: .plain).plainText
        #expect(Self.namesBoth(text), "\(language):\n\(text)")
    }
}
