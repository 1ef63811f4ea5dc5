import Dashboard
import Foundation
import Testing
import TestSupport
import WeatherCore
@testable import Interaction

@Suite struct KeyTableTests {
    @Test func theHelpListsEveryKeyOfTheTable() {
        for size in [TerminalSize(width: 40, height: 12), TerminalSize(width: 80, height: 24)] {
            let state = Given.state(size: size).pressing(.char("?")).0
            let text = render(state.model, size: size, theme: .plain).plainText
            for entry in KeyTable.helpEntries(in: .english) {
                #expect(text.contains(entry.keys), "\(entry.keys) missing at \(size)")
            }
            #expect(text.contains("Ctrl-L") && text.contains("Ctrl-C"))
        }
    }

    @Test(arguments: Fixtures.helpSizes)
    func helpMatchesGoldenFile(width: Int, height: Int) throws {
        let size = TerminalSize(width: width, height: height)
        let state = Given.state(size: size).pressing(.char("?")).0
        try SnapshotAssertions.assertMatches(
            render(state.model, size: size, theme: ThemeLibrary().defaultTheme), named: "help", in: SnapshotAssertions.directory())
    }

    @Test func everyBindingIsReachable() {
        // A binding after an `anyKey` or the same key earlier in its mode could never act.
        for mode in InputMode.allCases {
            let bindings = KeyTable.bindings(in: mode)
            for (index, binding) in bindings.enumerated() {
                for case .key(let key) in binding.patterns {
                    #expect(KeyTable.action(for: key, in: mode) == binding.action, "\(key) in \(mode)")
                }
                #expect(!bindings.prefix(index).contains { $0.patterns.contains(.anyKey) }, "\(binding.action) in \(mode)")
            }
        }
    }

    @Test func theReadmesKeyTablesAreTheKeyTable() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        #expect(text.contains(KeyTable.markdown), "README.md's key tables should read:\n\(KeyTable.markdown)")
    }

    /// Keys with a name are named as the language's keyboards print them, in the help and in
    /// every popup's table: French "Échap", "Entrée"; German "Rücktaste", "jede andere Taste".
    @Test func namedKeysAreInTheLanguage() {
        func keys(_ mode: InputMode, _ action: DashboardAction, _ code: String) -> String? {
            KeyTable.bindings(in: mode).first { $0.action == action }?.help?.keys(in: .shipped(code))
        }
        let french = KeyTable.helpEntries(in: .shipped("fr")).map(\.keys)
        #expect(french.contains("Entrée") && french.contains("Échap") && !french.contains("Esc"), "\(french)")
        #expect(keys(.alertDetail, .closePopup, "fr") == "Échap Entrée q")
        #expect(keys(.alertDetail, .pageUp, "de") == "Bild↑/Bild↓")
        #expect(keys(.addPlace, .deleteCharacter, "de") == "Rücktaste")
        #expect(keys(.addPlace, .typeCharacter, "de") == "Text")
        #expect(keys(.confirmDelete, .closePopup, "de") == "jede andere Taste")
        #expect(keys(.help, .closePopup, "ja") == "任意のキー")
        #expect(keys(.alertDetail, .closePopup, "en") == "Esc Enter q")
    }

    /// The popups' footers ("Échap fermer", "Intro guardar") name Esc and Enter as the help's
    /// key column does, in every language.
    @Test func theFootersNameTheKeysAsTheHelpDoes() {
        for code in LanguagePreference.shippedCodes {
            let words = Catalog.shipped(code)
            let escape = words(.escapeKey) + " ", enter = words(.enterKey) + " "
            #expect(words(.closeHint).hasPrefix(escape) && words(.cancelHint).hasPrefix(escape), "\(code)")
            #expect(words(.saveHint).hasPrefix(enter) && words(.positionHint).contains(words(.enterKey)), "\(code)")
        }
    }
}

enum Fixtures {
    static let helpSizes = [(40, 12), (80, 24), (120, 40), (200, 60)]
}

/// Lines a source asks the help to show (a disclaimer) come under the keys where they fit.
@Suite struct HelpFooterTests {
    @Test func theFooterFollowsTheKeys() {
        var settings = Given.settings()
        settings.helpFooter = ["MeteoAlarm's warnings are shown as the national services issue them."]
        let state = Given.state(size: TerminalSize(width: 80, height: 24), settings: settings).pressing(.char("?")).0
        let text = render(state.model, size: state.size, theme: .plain).plainText
        #expect(text.contains("│ MeteoAlarm's warnings are shown as the"), "\(text)")
        #expect(text.contains("│ national services issue them."), "wrapped at the keys' width, not cut")
        #expect(text.contains("Ctrl-L"), "every key is still listed")
    }
}
