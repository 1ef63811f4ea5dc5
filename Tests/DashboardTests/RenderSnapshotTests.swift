import Testing
import TestSupport
import WeatherCore
@testable import Dashboard

@Suite struct RenderSnapshotTests {
    static let arguments: [(String, TerminalSize)] = Fixtures.cases.flatMap { fixture in
        Fixtures.sizes.map { (fixture.name, $0) }
    }

    @Test(arguments: arguments)
    func matchesGoldenFile(name: String, size: TerminalSize) throws {
        let model = try #require(Fixtures.cases.first { $0.name == name }?.model)
        let canvas = render(model, size: size, theme: ThemeLibrary().defaultTheme)
        try SnapshotAssertions.assertMatches(canvas, named: name, in: SnapshotAssertions.directory())
    }
}
