import Foundation
import Testing
import WeatherCore
@testable import Dashboard

/// The status bar's own words (the tooltip's labels, `{age}`) come from the user's catalog.
@Suite struct StatusLineWordsTests {
    func statusLine(language: String) throws -> StatusLine {
        var locale = Fixtures.britishLocale
        locale.language = language
        return StatusLine(
            snapshot: try #require(Fixtures.snapshot(DemoData.berlin)), placeName: "Berlin", now: Fixtures.now, units: .metric,
            locale: locale, glyphs: .unicode, minimumAlertSeverity: nil)
    }

    /// Now, five minutes, three hours and two days.
    let ages: [TimeInterval] = [0, 300, 10_800, 172_800]

    /// Minutes and hours in the words the day's length has (`DurationWording`).
    @Test func agesAreCountedInTheLanguage() {
        let english: [String] = ages.map { StatusLine.age($0, words: Catalog.shipped("en")) }
        #expect(english == ["now", "5 min", "3 h", "2 d"])
        let german: [String] = ages.map { StatusLine.age($0, words: Catalog.shipped("de")) }
        #expect(german == ["jetzt", "5 min", "3 h", "2 Tage"])
    }

    @Test func theTooltipsLabelsAreGerman() throws {
        let lines = try statusLine(language: "de").detailLines
        #expect(lines.first?.contains("(gefühlt ") == true && lines.first?.contains("), Wind ") == true, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("Nächste Stunden: ") }, "\(lines)")
        #expect(lines.last?.hasPrefix("Daten: ") == true && lines.last?.contains("aktualisiert ") == true, "\(lines)")
        let english = try statusLine(language: "en").detailLines
        #expect(english.contains { $0.hasPrefix("Next hours: ") } && english.last?.hasPrefix("Data: ") == true, "\(english)")
    }
}
