import Foundation
import Testing
import WeatherCore
@testable import Dashboard

/// The chart's axis always says where now is, in every language, however close midnight is
/// and however narrow the chart: a longer word for "now" ("Jetzt", "Maint.", "Сейчас") once
/// gave way to the next day's weekday.
@Suite struct ChartNowLabelTests {
    /// The narrowest chart the layout draws (a 40-column pane less the box) and two common ones.
    static let widths = [40, 60, 80]

    /// Each half hour of a day in Berlin, from Saturday 22 August 2026 00:05.
    static let moments = (0..<48).map { Fixtures.now.addingTimeInterval(Double($0) * 1800 - 14 * 3600) }

    func axis(language: String, now: Date, width: Int) throws -> (row: String, now: String) {
        let locale = UserLocale(
            identifier: Catalog.namesLocale(ofShipped: language), preferredUnits: .metric, uses24HourClock: true, isUTF8: true,
            language: language)
        var model = Fixtures.model(DemoData.boardState(now: now), locale: locale)
        model.now = now
        model.glyphs = .unicode
        let context = RenderContext(model: model, theme: .plain)
        let snapshot = try #require(context.snapshot)
        var canvas = Canvas(width: width, height: 16)
        HourlyChartPanel.drawBoxed(into: &canvas, rect: Rect(x: 0, y: 0, width: width, height: 16), snapshot: snapshot, context: context)
        let rows = canvas.plainText.split(separator: "\n").map(String.init)
        // The axis is the row above the chance bars.
        let bars = try #require(rows.firstIndex { $0.hasPrefix("│ % ") })
        return (rows[bars - 1], context.words(.nowLabel))
    }

    @Test(arguments: LanguagePreference.shippedCodes)
    func theNowLabelStaysAtEveryHourAndWidth(language: String) throws {
        for width in Self.widths {
            for moment in Self.moments {
                let (row, now) = try axis(language: language, now: moment, width: width)
                #expect(row.contains(" \(now) "), "\(language) at \(width) columns, \(moment): \(row)")
            }
        }
    }

    @Test func germanKeepsJetztBesideTheWeekdayAtTenToMidnight() throws {
        // 23:50 in Berlin: Sunday begins a column or two after now.
        let (row, _) = try axis(language: "de", now: Fixtures.now.addingTimeInterval(9 * 3600 + 45 * 60), width: 40)
        #expect(row.contains("Jetzt So"), "\(row)")
    }
}
