import Foundation
import Testing
import TestSupport
import WeatherCore
@testable import Dashboard

/// The layout's rules held at every size from the smallest pane to a large one, for each kind of
/// data a place can have: golden frames, and the rules checked on every frame (no blank row in
/// a panel; the place, its warnings, the card's core, the age and the attribution on screen).
@Suite struct LayoutRuleTests {
    static let sizes = PanelRowTests.ruleSizes

    /// No alerts, one, four; stale, offline; no minute forecast.
    static var cases: [(name: String, model: DashboardModel)] {
        var noMinutes = Fixtures.model(Fixtures.demoBoard)
        if var snapshot = Fixtures.snapshot(DemoData.berlin) {
            snapshot.nextHour = nil
            noMinutes.board.placeStates[DemoData.berlin.coordinateKey] = .loaded(snapshot, .fresh)
        }
        let named = { (name: String) in Fixtures.cases.first { $0.name == name }?.model }
        return [
            ("layout-no-alerts", Fixtures.oklahoma(alertCount: 0)), ("layout-one-alert", Fixtures.oklahoma(alertCount: 1)),
            ("layout-four-alerts", Fixtures.oklahoma(alertCount: 4)), ("layout-no-minutes", noMinutes),
        ] + [("layout-stale", named("stale")), ("layout-offline", named("offline"))].compactMap { name, model in model.map { (name, $0) } }
    }

    static let arguments: [(String, TerminalSize)] = cases.flatMap { fixture in sizes.map { (fixture.name, $0) } }

    func model(_ name: String) throws -> DashboardModel {
        try #require(Self.cases.first { $0.name == name }?.model)
    }

    @Test(arguments: arguments)
    func matchesGoldenFile(name: String, size: TerminalSize) throws {
        let canvas = render(try model(name), size: size, theme: .plain)
        try SnapshotAssertions.assertMatches(canvas, named: name, in: SnapshotAssertions.directory())
    }

    @Test(arguments: arguments)
    func holdsTheRules(name: String, size: TerminalSize) throws {
        let model = try model(name)
        let canvas = render(model, size: size, theme: .plain)
        let text = canvas.plainText
        let where_ = "\(name) at \(size.width)x\(size.height):\n\(text)"
        let context = RenderContext(model: model, theme: .plain)
        let plan = try #require(FrameGeometry(context: context, size: size).plan(context: context))
        // Every row of a panel is content.
        for case let (panel, rect?) in [("card", plan.card), ("hours", plan.hourly), ("chart", plan.chart), ("days", plan.days), ("alerts", plan.alerts), ("other places", plan.otherPlaces), ("hour by hour", plan.hourByHour)] {
            let blank = (rect.y + 1..<rect.maxY - 1).filter { row in (rect.x + 1..<rect.maxX - 1).allSatisfy { canvas[$0, row].grapheme == " " } }
            #expect(blank.isEmpty, "\(panel) has blank rows \(blank): \(where_)")
        }
        // A big pane is used: at most 5 % of its rows blank from edge to edge.
        if size.width >= 160, size.height >= 50 {
            let blankRows = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(size.height).filter { $0.allSatisfy { $0 == " " } }.count
            #expect(blankRows * 20 <= size.height, "\(blankRows) blank rows: \(where_)")
        }
        // What matters most, at every size.
        let place = try #require(model.board.selectedPlace)
        #expect(text.contains(String(place.name.prefix(8))), "the place: \(where_)")
        for core in ["Feels ", "Wind ", "H ", "L "] { #expect(text.contains(core), "\(core): \(where_)") }
        #expect(text.contains("updated "), "the age: \(where_)")
        #expect(text.contains("Open-Meteo.com"), "the attribution: \(where_)")
        if let worst = model.listedAlerts.first {
            #expect(text.contains(String(worst.summary.prefix(8))), "the worst warning: \(where_)")
        }
        // Something of the next hours and of the days.
        #expect(plan.chart != nil || plan.hourly != nil, "the hours: \(where_)")
        #expect(plan.visibleDays >= 1, "the days: \(where_)")
    }
}

/// Rows a big pane has to spare show the other saved places: now, today's high and low, and
/// the worst warning there.
@Suite struct OtherPlacesPanelTests {
    @Test func aBigPaneListsTheOtherPlacesWithTheirWorstWarning() throws {
        var model = Fixtures.model(Fixtures.demoBoard)
        let text = render(model, size: TerminalSize(width: 200, height: 60), theme: .plain).plainText
        let rows = text.split(separator: "\n")
        #expect(text.contains("╭ Other places"))
        let oklahoma = try #require(rows.first { $0.contains("│ Oklahoma City ") && $0.contains("H ") })
        #expect(oklahoma.contains("▲ Tornado Warning"), "\(oklahoma)")
        #expect(rows.contains { $0.contains("│ 東京 ") && $0.contains("H ") })
        #expect(!rows.contains { $0.contains("│ Berlin ") && $0.contains("H ") }, "not the selected place")
        // A place not loaded yet: its name and an ellipsis.
        model.board.placeStates[DemoData.tokyo.coordinateKey] = .idle
        let waiting = render(model, size: TerminalSize(width: 200, height: 60), theme: .plain).plainText
        #expect(waiting.split(separator: "\n").contains { $0.contains("│ 東京 ") && $0.contains("…") && !$0.contains("H ") })
        // Smaller panes give the rows to what matters more.
        #expect(!render(model, size: TerminalSize(width: 120, height: 40), theme: .plain).plainText.contains("Other places"))
    }
}
