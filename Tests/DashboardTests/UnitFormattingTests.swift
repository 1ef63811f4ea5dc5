import Foundation
import Testing
import WeatherCore
@testable import Dashboard

/// Values in the units chosen per quantity, as the panels and the status line show them.
@Suite struct UnitFormattingTests {
    func formatter(_ overrides: UnitOverrides, system: UnitSystem = .metric, glyphs: GlyphSet = .unicode) -> ValueFormatter {
        ValueFormatter(units: MeasurementUnits(system: system, overrides: overrides), glyphs: Glyphs(glyphs))
    }

    @Test func windInEveryUnit() {
        // 14 km/h is 3.89 m/s, 8.70 mph, 7.56 kn, force 3.
        #expect(formatter(UnitOverrides()).windSpeed(14) == "14 km/h")
        #expect(formatter(UnitOverrides(windSpeed: .metresPerSecond)).windSpeed(14) == "3.9 m/s")
        #expect(formatter(UnitOverrides(windSpeed: .metresPerSecond)).windSpeed(40) == "11 m/s", "whole numbers from 10 m/s")
        #expect(formatter(UnitOverrides(windSpeed: .metresPerSecond)).windSpeed(35.9) == "10 m/s", "9.97 rounds to 10, not \"10.0\"")
        #expect(formatter(UnitOverrides(windSpeed: .metresPerSecond)).speed(0) == "0.0")
        #expect(formatter(UnitOverrides(), system: .imperial).windSpeed(14) == "9 mph")
        #expect(formatter(UnitOverrides(windSpeed: .knots)).windSpeed(14) == "8 kn")
        #expect(formatter(UnitOverrides(windSpeed: .beaufort)).windSpeed(14) == "Bft 3")
        #expect(formatter(UnitOverrides(windSpeed: .beaufort)).speed(31) == "5")
        #expect(formatter(UnitOverrides(windSpeed: .beaufort)).windSpeed(nil) == ValueFormatter.missing)
    }

    @Test func decimalsAreWrittenAsTheLanguageWritesThem() {
        let german = Catalog.shipped("de")
        let metric = ValueFormatter(units: MeasurementUnits(system: .metric, overrides: UnitOverrides(windSpeed: .metresPerSecond)), glyphs: Glyphs(.unicode), words: german)
        #expect(metric.precipitation(3.44) == "3,4 mm")
        #expect(metric.windSpeed(14) == "3,9 m/s")
        #expect(metric.precipitation(12) == "12 mm")
        let imperial = ValueFormatter(units: MeasurementUnits(system: .imperial), glyphs: Glyphs(.unicode), words: german)
        #expect(imperial.pressure(1012.4) == "29,90 inHg")
        #expect(ValueFormatter(units: MeasurementUnits(system: .metric), glyphs: Glyphs(.unicode), words: .english).precipitation(3.44) == "3.4 mm")
    }

    @Test func pressureAndAmounts() {
        #expect(formatter(UnitOverrides()).pressure(1012.4) == "1012 hPa")
        #expect(formatter(UnitOverrides(), system: .imperial).pressure(1012.4) == "29.90 inHg")
        #expect(formatter(UnitOverrides(pressure: .millimetresOfMercury)).pressure(1012.4) == "759 mmHg")
        #expect(formatter(UnitOverrides(pressure: .hectopascals), system: .imperial).pressure(1012.4) == "1012 hPa")
        #expect(formatter(UnitOverrides(precipitation: .inches)).precipitation(1.27) == "0.05 in", "inches keep two decimals")
        #expect(formatter(UnitOverrides(precipitation: .inches)).snowfall(3.5) == "1.38 in")
        #expect(formatter(UnitOverrides(precipitation: .millimetres), system: .imperial).precipitation(1.24) == "1.2 mm")
        #expect(formatter(UnitOverrides(precipitation: .millimetres), system: .imperial).snowfall(3.5) == "3.5 cm")
        #expect(formatter(UnitOverrides()).precipitation(9.97) == "10 mm", "rounded before the decimal is chosen, not \"10.0 mm\"")
        #expect(formatter(UnitOverrides()).precipitation(0.04) == "0.0 mm")
        #expect(formatter(UnitOverrides(temperature: .fahrenheit)).temperatureWithUnit(20) == "68°F")
    }

    /// The card of a frame drawn with `--units metric,wind=m/s` (and with Beaufort): the wind
    /// and its gusts change, everything else stays metric.
    @Test func aFrameWithWindInMetresPerSecond() {
        var model = Fixtures.model(Fixtures.demoBoard)
        model.units = MeasurementUnits(system: .metric, overrides: UnitOverrides(windSpeed: .metresPerSecond))
        let text = render(model, size: TerminalSize(width: 120, height: 40), theme: .plain).plainText
        // The demo's Berlin: wind 14 km/h from the south-west, gusts 30.8 km/h, 1012.4 hPa.
        #expect(text.contains("Wind 3.9 m/s SW ↗ gusts 8.6 "), "\(text)")
        #expect(text.contains("Pressure 1012 hPa"))
        #expect(text.contains("°C"))
        model.units = MeasurementUnits(system: .imperial, overrides: UnitOverrides(windSpeed: .beaufort))
        let beaufort = render(model, size: TerminalSize(width: 120, height: 40), theme: .plain).plainText
        #expect(beaufort.contains("Wind Bft 3 SW ↗ gusts 5 "), "\(beaufort)")
        #expect(beaufort.contains("Pressure 29.90 inHg"))
    }

    @Test func statusLineWindInTheChosenUnit() throws {
        let snapshot = try #require(Fixtures.snapshot(DemoData.berlin))
        let line = StatusLine(
            snapshot: snapshot, placeName: "Berlin", now: Fixtures.now,
            units: MeasurementUnits(system: .metric, overrides: UnitOverrides(windSpeed: .beaufort)),
            locale: Fixtures.britishLocale, glyphs: .unicode, minimumAlertSeverity: nil)
        #expect(line.line(try StatusLineFormat(parsing: "{wind}")) == "↗ Bft 3")
    }
}
