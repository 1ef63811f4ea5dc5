import Testing
import TestSupport
import WeatherCore
@testable import Dashboard

/// Golden frames that also hold each cell's style, for a few states where colour and bold
/// carry meaning: severities and the selected alert, the offline and stale notices, a popup
/// with its selected match.
@Suite struct StyledSnapshotTests {
    static let names = ["alerts-5", "offline", "add-place", "loaded"]

    @Test(arguments: names)
    func matchesStyledGoldenFile(name: String) throws {
        let model = try #require(Fixtures.cases.first { $0.name == name }?.model)
        let canvas = render(model, size: TerminalSize(width: 80, height: 24), theme: ThemeLibrary().defaultTheme)
        try SnapshotAssertions.assertMatches(
            canvas.styledText, file: "\(name)-80x24.styled.txt", in: SnapshotAssertions.directory())
    }
}
