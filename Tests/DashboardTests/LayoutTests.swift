import Foundation
import Testing
import WeatherCore
@testable import Dashboard

/// Every panel keeps a useful size, and a status message never removes one.
@Suite struct LayoutTests {
    func dayRows(_ text: String) -> Int {
        let days = ["Today", "Sun ", "Mon ", "Tue ", "Wed ", "Thu ", "Fri ", "Sat "]
        return text.split(separator: "\n").filter { line in days.contains { line.contains("│ \($0)") } }.count
    }

    @Test(arguments: [nil, "Units: imperial"])
    func at80x24WithAlertsTheDaysKeepThreeRows(status: String?) {
        var model = Fixtures.oklahoma(alertCount: 5)
        model.statusMessage = status
        let text = render(model, size: TerminalSize(width: 80, height: 24), theme: .plain).plainText
        for title in ["╭ Oklahoma City", "╭ Next 12 hours", "╭ 10 days", "╭ Alerts (5)"] {
            #expect(text.contains(title), "\(title) with status \(status ?? "none"):\n\(text)")
        }
        #expect(dayRows(text) >= 3, "\(text)")
        #expect(text.contains("https://api.weather.gov/alerts/"), "the first alert is whole, link included")
    }

    @Test func aStatusMessageNeverRemovesAPanel() {
        for size in Fixtures.sizes + [TerminalSize(width: 80, height: 20), TerminalSize(width: 100, height: 22)] {
            for fixture in Fixtures.cases where fixture.model.overlay == nil {
                var model = fixture.model
                let before = render(model, size: size, theme: .plain).plainText
                model.statusMessage = "Theme: light"
                let after = render(model, size: size, theme: .plain).plainText
                for title in ["Next 12 hours", "10 days", "Alerts"] where before.contains("╭ \(title)") {
                    #expect(after.contains("╭ \(title)"), "\(fixture.name) at \(size) loses \(title)")
                }
                #expect(after.contains("Theme: light"), "\(fixture.name) at \(size)")
            }
        }
    }
}

/// At 40 columns the tabs shorten their names before hiding any, and a hidden tab's alert
/// mark stays visible on the arrow that hides it.
@Suite struct HeaderTabTests {
    func header(_ model: DashboardModel, width: Int = 40) -> String {
        String(render(model, size: TerminalSize(width: width, height: 12), theme: .plain).plainText.prefix { $0 != "\n" })
    }

    @Test func namesShortenBeforeATabIsHidden() {
        let text = header(Fixtures.model(Fixtures.demoBoard))
        #expect(text.contains("Oklahoma…"), "\(text)")
        #expect(text.contains("▲"), "Oklahoma City's alert mark: \(text)")
        #expect(!text.contains("▸"), "no tab is hidden: \(text)")
    }

    @Test func anArrowCarriesTheMarkOfTheTabsItHides() throws {
        let model = try #require(Fixtures.cases.first { $0.name == "long-name" }?.model)
        let text = header(model)
        #expect(text.contains("▲▸"), "Oklahoma City is hidden to the right, with its alert: \(text)")
        var quiet = model
        quiet.board.placeStates[DemoData.oklahomaCity.coordinateKey] = .idle
        #expect(header(quiet).contains(" ▸"), "no alert, no mark: \(header(quiet))")
    }
}
