import Foundation
import Testing
@testable import Dashboard
import WeatherCore

/// How today compares with normal, the normal range on the day bars, and the air on the card.
@Suite("Normals and air quality on screen")
struct ContextOnScreenTests {
    /// The demo's Berlin with normals for every day (today's high 3° warmer than shown) and air.
    func model(airQuality: AirQuality? = Self.air, normals: Bool = true, scale: AirQualityScale = .european) throws -> DashboardModel {
        var snapshot = try #require(Fixtures.snapshot(DemoData.berlin))
        if normals {
            for index in snapshot.daily.indices {
                snapshot.daily[index].normalHigh = snapshot.daily[index].highTemperature.map { $0 + 3 }
                snapshot.daily[index].normalLow = snapshot.daily[index].lowTemperature.map { $0 - 1 }
            }
        }
        snapshot.airQuality = airQuality
        var model = Fixtures.model(Fixtures.board(with: .loaded(snapshot, .fresh)))
        model.airQualityScale = scale
        return model
    }

    static let air = AirQuality(
        date: Fixtures.now, europeanIndex: 42, usIndex: 61, europeanSubIndices: [.ozone: 42, .pm25: 30],
        usSubIndices: [.pm25: 61], pollen: [.grass: 12, .birch: 120])

    func text(_ model: DashboardModel, _ size: TerminalSize = TerminalSize(width: 120, height: 40)) -> String {
        render(model, size: size, theme: .plain).plainText
    }

    @Test func theCardSaysHowTodaysHighComparesWithNormal() throws {
        #expect(text(try model()).contains("3° below normal"))
        #expect(!text(try model(normals: false)).contains("normal"))
    }

    @Test func theCardSaysHowTheAirIsOnTheChosenIndex() throws {
        let european = text(try model())
        #expect(european.contains("Air moderate (EAQI 42, ozone)"))
        // Pollen follows on the same line where the card is wide enough.
        #expect(text(try model(), TerminalSize(width: 200, height: 60)).contains("Air moderate (EAQI 42, ozone)   Pollen birch, grass"))
        #expect(text(try model(scale: .us)).contains("Air moderate (US AQI 61, PM2.5)"))
        // Nothing from the service is nothing on the card, never an index of zero.
        let without = text(try model(airQuality: nil))
        #expect(!without.contains("Air ") && !without.contains("Pollen"))
    }

    @Test func theCategoryTakesTheThemesWarningColours() throws {
        let severe = RGB(200, 40, 40)
        let theme = Theme(name: "warnings", severity: Theme.SeverityColors(severe: severe))
        let canvas = render(
            try model(airQuality: AirQuality(date: Fixtures.now, europeanIndex: 75, usIndex: nil)),
            size: TerminalSize(width: 120, height: 40), theme: theme)
        let rows = canvas.plainText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let y = try #require(rows.firstIndex { $0.contains("Air poor (EAQI 75)") })
        let prefix = try #require(rows[y].components(separatedBy: "poor (EAQI 75)").first)
        #expect(canvas[DisplayWidth.of(prefix), y].style.foreground == severe)
        #expect(canvas[DisplayWidth.of(prefix) - 2, y].style.foreground != severe, "the label keeps its own style")
    }

    /// Each day's bar carries a tick at its normal low and high, where the bars are wide enough.
    @Test func theDayBarsMarkTheNormalRange() throws {
        let ticks = text(try model()).split(separator: "\n").filter { $0.contains("┆") }
        #expect(ticks.count >= 10)
        #expect(!text(try model(normals: false)).contains("┆"))
    }

    /// The context's words come from the user's catalog: German with `--lang de`.
    @Test func theContextInGerman() throws {
        var model = try model()
        model.locale = UserLocale(identifier: "de_DE", preferredUnits: .metric, uses24HourClock: true, isUTF8: true)
        let screen = text(model, TerminalSize(width: 200, height: 60))
        #expect(screen.contains("3° unter normal"))
        #expect(screen.contains("mäßig (EAQI 42, Ozon)"))
        #expect(screen.contains("Birke, Gräser"))
        let german = Catalog.shipped("de")
        let wording = ContextWording(units: .metric, glyphs: Glyphs(.unicode), words: german)
        #expect(wording.comparedWithNormal(14, normal: 12) == "2° über normal")
        #expect(wording.comparedWithNormal(12, normal: 12) == "normal")
        #expect(ContextWording.airQuality(Self.air, scale: .us, words: german)?.text == "mäßig (US AQI 61, PM2.5)")
        let unhealthy = AirQuality(date: Fixtures.now, europeanIndex: nil, usIndex: 160)
        #expect(ContextWording.airQuality(unhealthy, scale: .us, words: german)?.text == "ungesund (US AQI 160)")
    }
}
