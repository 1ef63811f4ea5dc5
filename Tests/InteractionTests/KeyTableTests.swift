import Dashboard
import Foundation
import Testing
import TestSupport
import WeatherCore
@testable import Interaction

@Suite struct KeyTableTests {
    /// Every key with what it does, on one row ("a  add", not a lone "a" in some other word),
    /// at every size, for a place with a long attribution (Oklahoma City's), in English and in
    /// German's longer words, with a source's disclaimer: where the keys are taller than the
    /// pane, ↓ scrolls them into view.
    @Test(arguments: [(40, 12), (60, 20), (80, 24), (120, 40)], ["en", "de"])
    func theHelpListsEveryKeyOfTheTable(size: (width: Int, height: Int), language: String) {
        let size = TerminalSize(width: size.width, height: size.height)
        var settings = Given.settings()
        settings.locale = UserLocale(identifier: language, preferredUnits: .metric, uses24HourClock: true, isUTF8: true)
        settings.helpFooter = ["MeteoAlarm's warnings are shown as the national services issue them."]
        let words = settings.locale.words
        for place in [0, 2] {
            let help = Given.state(selecting: place, size: size, settings: settings).pressing(.char("?")).0
            let lines = help.everyHelpPage.components(separatedBy: "\n")
            for entry in KeyTable.helpEntries(in: words) {
                // Any place in the row where the keys are followed, after spaces, by what they do.
                let listed = lines.contains { line in
                    var start = line.startIndex
                    while let key = line.range(of: entry.keys + " ", range: start..<line.endIndex) {
                        let rest = line[key.upperBound...].drop { $0 == " " }
                        if rest.hasPrefix(entry.shortDescription) || rest.hasPrefix(entry.description) { return true }
                        start = key.upperBound
                    }
                    return false
                }
                #expect(listed, "\(entry.keys) \(entry.shortDescription) missing at \(size) in \(language), place \(place)")
            }
            #expect(lines.contains { $0.contains("MeteoAlarm") }, "the disclaimer at \(size)")
        }
    }

    @Test func theHelpScrollsWhereItDoesNotFitAndAnyOtherKeyClosesIt() {
        let size = TerminalSize(width: 40, height: 12)
        var settings = Given.settings()
        settings.helpFooter = ["MeteoAlarm's warnings are shown as the national services issue them."]
        let help = Given.oklahoma(size: size, settings: settings).pressing(.char("?")).0
        let limit = helpMaximumScroll(help.model, size: size)
        #expect(limit > 0, "40x12 cannot show every key at once")
        #expect(render(help.model, size: size, theme: .plain).plainText.contains("more below"))
        let bottom = help.after(Array(repeating: DashboardEvent.key(.pageDown), count: 3)).0
        #expect(bottom.overlay == .help(scroll: limit), "a held key stops at the end")
        #expect(bottom.pressing(.char("k")).0.overlay == .help(scroll: limit - 1))
        #expect(bottom.pressing(.pageUp).0.overlay == .help(scroll: max(0, limit - 10)))
        #expect(bottom.pressing(.char("x")).0.overlay == nil)
        #expect(bottom.pressing(.escape).0.overlay == nil)
        let large = Given.state(size: TerminalSize(width: 200, height: 60)).pressing(.char("?")).0
        #expect(helpMaximumScroll(large.model, size: large.size) == 0)
        #expect(large.pressing(.down).0.overlay == .help(scroll: 0), "nothing to scroll")
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
        #expect(keys(.help, .closePopup, "ja") == "その他のキー")
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
        let text = state.everyHelpPage
        #expect(text.contains("│ MeteoAlarm's warnings are shown as the"), "\(text)")
        #expect(text.contains("│ national services issue them."), "wrapped at the keys' width, not cut")
        #expect(text.contains("Ctrl-L"), "every key is still listed")
    }
}
