import Foundation
import Testing
import WeatherCore
@testable import Dashboard

/// An amount and the hours it falls over, in one phrase in every language: in inches, "in 48 h"
/// after "0.85 in" read "0.85 in in 48 h" (English, German, Dutch and Italian alike).
@Suite struct AmountOverPeriodTests {
    func model(language: String, selecting place: Int) -> DashboardModel {
        let locale = UserLocale(
            identifier: Catalog.namesLocale(ofShipped: language), preferredUnits: .imperial, uses24HourClock: true, isUTF8: true,
            language: language)
        return Fixtures.model(Fixtures.demoBoard, selecting: place, locale: locale)
    }

    /// The chart's total in inches, and every amount on a wide screen, never say a unit twice.
    @Test(arguments: LanguagePreference.shippedCodes)
    func noUnitIsFollowedByItsOwnName(language: String) throws {
        let doubled = "(^|\\s)(in|mm|cm) \\2(\\s|$)"
        for place in [0, 2] {
            let model = model(language: language, selecting: place)
            let context = RenderContext(model: model, theme: .plain)
            let snapshot = try #require(context.snapshot)
            let hours = HourlyStripPanel.upcomingHours(snapshot, context: context, limit: HourlyChartPanel.maximumHours)
            let total = try #require(HourlyChartPanel.totals(of: hours, context: context).first)
            #expect(total.range(of: doubled, options: .regularExpression) == nil, "\(language): \(total)")
            // The hours in the duration's own words.
            #expect(total.contains(DurationWording.hours(hours.count, words: context.words)), "\(language): \(total)")
            let screen = render(model, size: TerminalSize(width: 200, height: 60), theme: .plain).plainText
            for line in screen.split(separator: "\n") {
                #expect(line.range(of: doubled, options: .regularExpression) == nil, "\(language): \(line)")
            }
        }
    }

    @Test func englishSaysOver() throws {
        let context = RenderContext(model: model(language: "en", selecting: 0), theme: .plain)
        let snapshot = try #require(context.snapshot)
        let hours = HourlyStripPanel.upcomingHours(snapshot, context: context, limit: HourlyChartPanel.maximumHours)
        let total = try #require(HourlyChartPanel.totals(of: hours, context: context).first)
        #expect(total.hasSuffix(" in over 48 h"), "\(total)")
    }
}
