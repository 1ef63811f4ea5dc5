import Testing
import TestSupport
import WeatherCore
@testable import Dashboard

/// Whole frames at 80x24 in German (long words), Japanese (wide characters) and Russian (three
/// plural forms), cell for cell: what a translation or a layout change does to them is seen
/// in review. Record with WEATHERBOARD_RECORD_SNAPSHOTS=1.
@Suite struct TranslatedSnapshotTests {
    static let arguments: [(String, Int)] = ["de", "ja", "ru"].flatMap { language in [(language, 0), (language, 2)] }

    @Test(arguments: arguments)
    func matchesGoldenFile(language: String, place: Int) throws {
        let locale = UserLocale(
            identifier: Catalog.namesLocale(ofShipped: language), preferredUnits: .metric, uses24HourClock: true, isUTF8: true,
            language: language)
        let model = Fixtures.model(Fixtures.demoBoard, selecting: place, locale: locale)
        let canvas = render(model, size: TerminalSize(width: 80, height: 24), theme: ThemeLibrary().defaultTheme)
        try SnapshotAssertions.assertMatches(canvas, named: "language-\(language)-place-\(place)", in: SnapshotAssertions.directory())
    }
}
