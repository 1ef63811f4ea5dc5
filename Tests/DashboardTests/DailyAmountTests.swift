import Foundation
import Testing
import WeatherCore
@testable import Dashboard

/// The 10 days show each day's precipitation, snow and wind maximum where the bars keep their
/// length, in the user's units, and leave them out where they do not fit.
@Suite struct DailyAmountTests {
    func days(_ model: DashboardModel, _ width: Int, _ height: Int) -> [Substring] {
        render(model, size: TerminalSize(width: width, height: height), theme: .plain).plainText
            .split(separator: "\n").filter { $0.contains("━") }
    }

    @Test func wideGridsShowAmountsHoursAndWind() throws {
        let rows = days(Fixtures.model(Fixtures.demoBoard), 200, 60)
        // Monday in Berlin's demo is rain: 1.4 mm/h for six hours.
        let monday = try #require(rows.first { $0.contains("│ Mon   ☔") })
        #expect(monday.contains("8.4 mm over 6 h") && monday.contains("wind 22 km/h"), "\(monday)")
        // A dry day leaves its amount empty rather than writing 0.
        let today = try #require(rows.first { $0.contains("│ Today") })
        #expect(!today.contains(" mm") && today.contains("wind 18 km/h"), "\(today)")
    }

    @Test func snowHasItsOwnColumnWhereItFalls() {
        let rows = days(Fixtures.coldModel, 200, 60)
        #expect(rows.contains { $0.contains(" cm snow") }, "\(rows)")
        #expect(!days(Fixtures.model(Fixtures.demoBoard), 200, 60).contains { $0.contains("snow") })
    }

    @Test func amountsFollowTheUnits() {
        let rows = days(Fixtures.model(Fixtures.demoBoard, selecting: 2, locale: Fixtures.americanLocale), 80, 24)
        #expect(rows.contains { $0.contains("0.94 in over 4 h") && $0.contains("wind 19 mph") }, "\(rows)")
    }

    @Test func narrowGridsKeepTheirBarsInstead() {
        let rows = days(Fixtures.model(Fixtures.demoBoard), 40, 12)
        #expect(!rows.isEmpty && !rows.contains { $0.contains(" mm") || $0.contains("wind") }, "\(rows)")
    }
}
