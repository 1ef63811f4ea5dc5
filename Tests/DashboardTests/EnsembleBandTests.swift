import Foundation
import Testing
import TestSupport
@testable import Dashboard
import WeatherCore

/// How sure the forecast is, on screen: the 48-hour chart shades the ensemble's band around the
/// curve, and the 10-day grid gives each day's spread, a word where it is wide, and the range of
/// the amount; with no ensemble, the dashboard is as it was.
@Suite("The ensemble band on screen")
struct EnsembleBandTests {
    static let sizes = [TerminalSize(width: 80, height: 24), TerminalSize(width: 120, height: 40), TerminalSize(width: 200, height: 60)]

    /// A band around the demo's Berlin forecast: 1 °C wide now, widening by 0.15 °C an hour; each
    /// day's spread from ±0.5° today by 0.8° a day (uncertain from the sixth day on, ±4.5°), and
    /// wet days' amounts between none and twice the forecast's.
    static func band(around snapshot: Snapshot) -> EnsembleForecast {
        let hours = snapshot.hourly.enumerated().map { index, hour in
            let width = 1 + 0.15 * Double(index)
            return EnsembleHour(
                date: hour.date,
                temperature: hour.temperature.map { EnsembleRange(low: $0 - width * 0.4, median: $0, high: $0 + width * 0.6) },
                precipitation: hour.precipitationAmount.map { EnsembleRange(low: 0, median: $0, high: $0 * 2) },
                wetShare: hour.precipitationChance)
        }
        let days = snapshot.daily.enumerated().map { index, day in
            let spread = 0.5 + 0.8 * Double(index)
            let wet = (day.precipitationAmount ?? 0) >= 0.1
            return EnsembleDay(
                date: day.date,
                high: day.highTemperature.map { EnsembleRange(low: $0 - spread, median: $0, high: $0 + spread) },
                low: day.lowTemperature.map { EnsembleRange(low: $0 - spread / 2, median: $0, high: $0 + spread / 2) },
                precipitation: wet ? day.precipitationAmount.map { EnsembleRange(low: 0, median: $0, high: $0 * 2) } : nil,
                wetShare: day.precipitationChance)
        }
        return EnsembleForecast(memberCount: 51, hours: hours, days: days)
    }

    static func model(withBand: Bool, glyphs: GlyphSet? = nil) throws -> DashboardModel {
        var snapshot = try #require(Fixtures.snapshot(DemoData.berlin))
        if withBand { snapshot.ensemble = band(around: snapshot) }
        var model = Fixtures.model(Fixtures.board(with: .loaded(snapshot, .fresh)))
        if let glyphs { model.glyphs = glyphs }
        return model
    }

    static let arguments: [(String, TerminalSize)] = ["ensemble-band", "ensemble-none", "ensemble-band-ascii"].flatMap { name in
        sizes.map { (name, $0) }
    }

    @Test(arguments: arguments)
    func matchesGoldenFile(name: String, size: TerminalSize) throws {
        let model = try Self.model(withBand: name != "ensemble-none", glyphs: name.hasSuffix("ascii") ? .ascii : nil)
        let canvas = render(model, size: size, theme: ThemeLibrary().defaultTheme)
        try SnapshotAssertions.assertMatches(canvas, named: name, in: SnapshotAssertions.directory())
    }

    func text(withBand: Bool, size: TerminalSize, glyphs: GlyphSet? = nil) throws -> String {
        render(try Self.model(withBand: withBand, glyphs: glyphs), size: size, theme: .plain).plainText
    }

    /// Without an ensemble nothing of it is drawn: the frame is the plain demo's.
    @Test(arguments: sizes)
    func noEnsembleDrawsNothingOfIt(size: TerminalSize) throws {
        let without = try text(withBand: false, size: size)
        #expect(!without.contains("░") && !without.contains("±") && !without.contains("uncertain"))
        let loaded = render(Fixtures.model(Fixtures.demoBoard), size: size, theme: .plain).plainText
        #expect(without == loaded)
    }

    @Test func theChartShadesTheBandAndTheGridGivesTheSpread() throws {
        let screen = try text(withBand: true, size: TerminalSize(width: 200, height: 60))
        #expect(screen.contains("░"), "the band in the chart")
        #expect(screen.contains("±1°"), "today's spread, 0.5 °C rounded away from zero")
        #expect(screen.contains("±4° ") && !screen.contains("±4° uncertain"), "the fifth day's spread, 3.7 °C, is not called uncertain")
        #expect(screen.contains("±5° uncertain"), "the sixth day's, 4.5 °C, is")
        let ascii = try text(withBand: true, size: TerminalSize(width: 200, height: 60), glyphs: .ascii)
        #expect(ascii.contains("~") && ascii.contains("+/-1"))
    }

    /// The time cursor's hour gives the band's numbers beside its temperature.
    @Test func theCursorsHourGivesItsBand() throws {
        var model = try Self.model(withBand: true)
        model.chartCursor = 0
        let snapshot = try #require(Fixtures.snapshot(DemoData.berlin))
        let temperature = try #require(snapshot.hourly.first?.temperature)
        // The first hour's band is 1 °C wide, 0.4 below and 0.6 above.
        let context = RenderContext(model: model, theme: .plain)
        let expected = context.values.temperature(temperature) + " (" + context.values.temperature(temperature - 0.4) + "–"
            + context.values.temperature(temperature + 0.6) + ")"
        let screen = render(model, size: TerminalSize(width: 120, height: 40), theme: .plain).plainText
        #expect(screen.contains(expected), "\(expected) in \(screen)")
        var without = try Self.model(withBand: false)
        without.chartCursor = 0
        #expect(!render(without, size: TerminalSize(width: 120, height: 40), theme: .plain).plainText.contains(" ("
            + context.values.temperature(temperature - 0.4)))
    }
}
