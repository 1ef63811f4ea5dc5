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

    /// The most common pane with warnings in force: the card's core, the next hours, the days,
    /// the warnings (a row each) and the data's age, all at once; no raw URL.
    @Test(arguments: [nil, "Units: imperial"])
    func at80x24WithWarningsEverythingThatMattersIsOnScreen(status: String?) {
        var model = Fixtures.oklahoma(alertCount: 5)
        model.statusMessage = status
        let text = render(model, size: TerminalSize(width: 80, height: 24), theme: .plain).plainText
        for title in ["╭ Oklahoma City", "╭ Next 48 hours", "╭ 10 days", "╭ Alerts (5)"] {
            #expect(text.contains(title), "\(title) with status \(status ?? "none"):\n\(text)")
        }
        for core in ["Feels ", "H ", "L ", "Wind ", "Tornado Warning · until ", "Flash Flood Warning", "updated "] {
            #expect(text.contains(core), "\(core) with status \(status ?? "none"):\n\(text)")
        }
        #expect(dayRows(text) >= 3, "\(text)")
        #expect(!text.contains("https://api.weather.gov/alerts/"), "the link is in the popup")
    }

    @Test func aStatusMessageNeverRemovesAPanel() {
        for size in Fixtures.sizes + [TerminalSize(width: 80, height: 20), TerminalSize(width: 100, height: 22)] {
            for fixture in Fixtures.cases where fixture.model.overlay == nil {
                var model = fixture.model
                let before = render(model, size: size, theme: .plain).plainText
                model.statusMessage = "Theme: light"
                let after = render(model, size: size, theme: .plain).plainText
                for title in ["10 days", "Alerts"] where before.contains("╭ \(title)") {
                    #expect(after.contains("╭ \(title)"), "\(fixture.name) at \(size) loses \(title)")
                }
                // The hours may change from the chart to the strip (or lose the strip above the
                // chart) for want of a row, but never go.
                if before.contains("╭ Next ") { #expect(after.contains("╭ Next "), "\(fixture.name) at \(size) loses the hours") }
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

    /// Hidden tabs are measured, not made: the measure is the made tab's width, whatever the
    /// name (wide, combining, joined emoji) and its mark.
    @Test func aTabIsMeasuredAsWideAsItIsDrawn() {
        let context = RenderContext(model: Fixtures.model(Fixtures.demoBoard), theme: .plain)
        let names = ["Berlin", "東京都新宿区西新宿", "Oklahoma City", "e\u{301}cole de Montréal", "\u{301}x", "👩‍👩‍👧 family reunion",
                     "Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch", "a\u{200B}b"]
        for name in names {
            for severity in [nil, AlertSeverity.extreme] {
                var label = HeaderPanel.TabLabel(place: Place(name: name, latitude: 0, longitude: 0, timeZoneIdentifier: "UTC"), context: context)
                label.severity = severity
                for limit in 4...24 {
                    #expect(
                        label.width(nameLimit: limit, markWidth: HeaderPanel.TabLabel.markWidth(context), context: context)
                            == label.tab(nameLimit: limit, context: context).width, "\(name) at \(limit)")
                }
            }
        }
    }

    /// `--print`'s board knows the places off screen by their warning marks alone.
    @Test func aTabIsMarkedFromItsWarningMarksAlone() throws {
        let model = try #require(Fixtures.cases.first { $0.name == "long-name" }?.model)
        let key = DemoData.oklahomaCity.coordinateKey
        let loaded = try #require(model.board.placeStates[key]?.snapshot)
        var marked = model
        marked.board.placeStates[key] = .idle
        marked.board.alertMarks[key] = loaded.alertMarks
        #expect(header(marked) == header(model), "\(header(marked))")
        #expect(header(marked).contains("▲▸"))
        // Expired, or weaker than the user's minimum: no mark.
        marked.board.alertMarks[key] = loaded.alertMarks.map { AlertMark(severity: $0.severity, expirationDate: marked.now - 60) }
        #expect(header(marked).contains(" ▸"), "\(header(marked))")
        marked.board.alertMarks[key] = [AlertMark(severity: .minor, expirationDate: nil)]
        marked.minimumAlertSeverity = .severe
        #expect(header(marked).contains(" ▸"), "\(header(marked))")
        marked.minimumAlertSeverity = nil
        #expect(header(marked).contains("▲▸"), "\(header(marked))")
    }
}

/// Panels get rows by what they have to show: no panel is a screen of empty rows, the alerts
/// panel is one line when it has nothing to say, and the chart gets the room.
@Suite struct PanelRowTests {
    static let sizes = [TerminalSize(width: 80, height: 24), TerminalSize(width: 120, height: 40), TerminalSize(width: 160, height: 50),
                        TerminalSize(width: 200, height: 60), TerminalSize(width: 240, height: 70)]
    /// The sizes the layout's rules are held at, from the smallest pane to a large one.
    static let ruleSizes = [TerminalSize(width: 40, height: 12), TerminalSize(width: 60, height: 20), TerminalSize(width: 80, height: 24),
                            TerminalSize(width: 100, height: 30), TerminalSize(width: 120, height: 40), TerminalSize(width: 160, height: 50),
                            TerminalSize(width: 200, height: 60), TerminalSize(width: 250, height: 80)]

    /// The demo's places, Oklahoma City with and without alerts, in every glyph set.
    static var models: [(name: String, model: DashboardModel)] {
        var cases: [(String, DashboardModel)] = []
        for glyphs in GlyphSet.allCases {
            for (name, base) in [("Berlin", Fixtures.model(Fixtures.demoBoard)), ("Tokyo", Fixtures.model(Fixtures.demoBoard, selecting: 1)),
                                 ("Oklahoma City, 5 alerts", Fixtures.oklahoma(alertCount: 5)), ("Oklahoma City, 1 alert", Fixtures.oklahoma(alertCount: 1)),
                                 ("Oklahoma City, no alerts", Fixtures.oklahoma(alertCount: 0))] {
                var model = base
                model.glyphs = glyphs
                cases.append(("\(name) (\(glyphs))", model))
            }
        }
        return cases
    }

    func layout(_ model: DashboardModel, _ size: TerminalSize) -> DashboardLayout.Plan? {
        let context = RenderContext(model: model, theme: .plain)
        return FrameGeometry(context: context, size: size).plan(context: context)
    }

    /// Rows inside a box's border with nothing drawn on them.
    func blankRows(in box: Rect, of canvas: Canvas) -> Int {
        guard box.height > 2, box.width > 2 else { return 0 }
        return (box.y + 1..<box.maxY - 1).filter { row in
            (box.x + 1..<box.maxX - 1).allSatisfy { canvas[$0, row].grapheme == " " }
        }.count
    }

    /// Every row of a panel is content: what a panel cannot use goes to one that can.
    @Test func noPanelHasABlankRow() throws {
        for size in Self.sizes + Self.ruleSizes where size.width >= 60 {
            for (name, model) in Self.models {
                let canvas = render(model, size: size, theme: .plain)
                let plan = try #require(layout(model, size))
                let panels: [(String, Rect?)] = [("card", plan.card), ("hours", plan.hourly), ("chart", plan.chart), ("days", plan.days), ("alerts", plan.alerts)]
                for case let (panel, rect?) in panels {
                    #expect(blankRows(in: rect, of: canvas) == 0, "\(panel) of \(name) at \(size.width)x\(size.height):\n\(canvas.plainText)")
                }
            }
        }
    }

    @Test func withNothingToShowTheAlertsAreOneLineAndTheChartGetsTheRoom() throws {
        for size in Self.sizes {
            for (name, model) in Self.models where model.listedAlerts.isEmpty {
                let plan = try #require(layout(model, size))
                #expect(plan.alerts == nil && plan.quietAlerts?.height == 1, "\(name) at \(size.width)x\(size.height)")
                let chart = try #require(plan.chart, "\(name) at \(size.width)x\(size.height) has a chart")
                #expect(chart.height >= HourlyChartPanel.minimumHeight(glyphs: Glyphs(model.glyphs), boxed: true) + HourlyChartPanel.comfortableExtraRows || size.height < 40,
                        "\(name) at \(size.width)x\(size.height): the chart has \(chart.height) rows")
                let text = render(model, size: size, theme: .plain).plainText
                #expect(text.contains("Alerts" + Glyphs(model.glyphs).separator + (model.board.selectedIndex == 2 ? "No warnings from NWS for Oklahoma" : "No alert source for this region")),
                        "\(name) at \(size.width)x\(size.height):\n\(text)")
            }
        }
    }

    @Test func theChartIsNeverTallerThanItsGreatestHeight() throws {
        for size in Fixtures.sizes + Self.sizes {
            for (name, model) in Self.models {
                let plan = try #require(layout(model, size))
                guard let chart = plan.chart else { continue }
                let context = RenderContext(model: model, theme: .plain)
                let snapshot = try #require(context.snapshot)
                // Past its usual greatest height only with rows no other panel can use, up to the roomy height.
                let curveRows = plan.mode == .narrow ? HourlyChartPanel.maximumCurveRows : HourlyChartPanel.roomyCurveRows
                #expect(chart.height <= HourlyChartPanel.maximumHeight(snapshot, context: context, boxed: plan.mode != .narrow, curveRows: curveRows),
                        "\(name) at \(size.width)x\(size.height): \(chart.height) rows")
            }
        }
    }

    /// At 200x60 the left column holds the card, the strip and the chart: the chart grows into
    /// rows that would otherwise be a blank half screen, and stops at its roomy height.
    @Test func aTallTwoColumnPaneGivesTheChartTheRowsNothingElseWants() throws {
        for (name, model) in Self.models {
            let plan = try #require(layout(model, TerminalSize(width: 200, height: 60)))
            let chart = try #require(plan.chart, "\(name)")
            let context = RenderContext(model: model, theme: .plain)
            let snapshot = try #require(context.snapshot)
            #expect(chart.height > HourlyChartPanel.maximumHeight(snapshot, context: context, boxed: true), "\(name): \(chart.height) rows")
        }
    }

    @Test func from160ColumnsTheChartIsBesideTheDays() throws {
        for size in [TerminalSize(width: 160, height: 50), TerminalSize(width: 200, height: 60), TerminalSize(width: 240, height: 70)] {
            for (name, model) in Self.models {
                let plan = try #require(layout(model, size))
                #expect(plan.mode == .twoColumns, "\(name) at \(size.width)x\(size.height)")
                let card = try #require(plan.card), chart = try #require(plan.chart), days = try #require(plan.days)
                // Left: the card above the chart; right: the days above the alerts.
                #expect(card.maxY <= chart.y && chart.maxX <= days.x && days.maxX == size.width, "\(name) at \(size.width)x\(size.height)")
                #expect(chart.x == card.x && chart.width == card.width, "\(name) at \(size.width)x\(size.height)")
                let alerts = try #require(plan.alerts ?? plan.quietAlerts)
                #expect(alerts.x == days.x && alerts.y >= days.maxY, "\(name) at \(size.width)x\(size.height)")
            }
        }
        // Below 160 columns, one column under the card and the days.
        let plan = try #require(layout(Fixtures.model(Fixtures.demoBoard), TerminalSize(width: 120, height: 40)))
        #expect(plan.mode == .wide)
    }

    @Test func withAlertsTheyGetWhatTheyNeedFirst() throws {
        // Five at 120x40 get a row each, and the chart still fits.
        let model = Fixtures.oklahoma(alertCount: 5)
        let plan = try #require(layout(model, TerminalSize(width: 120, height: 40)))
        let alerts = try #require(plan.alerts)
        #expect(alerts.height == AlertsPanel.neededHeight(plan.alertsContent))
        #expect(alerts.height == 2 + 5)
        #expect(plan.chart != nil)
        // At 80x24 the card's core, the chart and three days stay; the alerts take the rest.
        let crowded = try #require(layout(model, TerminalSize(width: 80, height: 24)))
        #expect(crowded.chart != nil && crowded.card != nil && crowded.visibleDays >= 3)
        #expect((crowded.alerts?.height ?? 0) >= 2 + 3, "three warnings in view")
    }

    /// The data's age is on screen at every size, whatever the state.
    @Test func theAgeIsVisibleAtEverySize() {
        for size in Self.ruleSizes {
            for fixture in Fixtures.cases where fixture.model.overlay == nil && fixture.model.board.selectedPlace.map({ fixture.model.board.state(of: $0).snapshot != nil }) == true {
                let text = render(fixture.model, size: size, theme: .plain).plainText
                #expect(text.contains("updated "), "\(fixture.name) at \(size.width)x\(size.height):\n\(text)")
                if text.contains("stale since") || fixture.name.contains("stale") {
                    #expect(!text.contains("stale sin…"), "\(fixture.name) at \(size.width)x\(size.height)")
                }
            }
        }
    }

    /// At one size, places with the same kinds of data get the same layout: another place
    /// with other weather, from the same sources, is laid out as Oklahoma City is.
    @Test func theSameKindsOfDataGetTheSameLayout() throws {
        var other = Fixtures.oklahoma(alertCount: 1)
        let place = DemoData.oklahomaCity
        var snapshot = try #require(other.board.state(of: place).snapshot)
        snapshot.current.temperature = -12
        snapshot.current.condition = .heavySnow
        snapshot.current.windSpeed = 3
        snapshot.current.windGust = nil
        snapshot.daily = snapshot.daily.map { day in
            var colder = day
            colder.highTemperature = (day.highTemperature ?? 0) - 30
            colder.lowTemperature = (day.lowTemperature ?? 0) - 30
            return colder
        }
        snapshot.alerts[0].summary = "Winter Storm Warning"
        other.board.placeStates[place.coordinateKey] = .loaded(snapshot, .fresh)
        for size in Self.ruleSizes {
            let berlin = try #require(layout(Fixtures.oklahoma(alertCount: 1), size))
            let oklahoma = try #require(layout(other, size))
            #expect(berlin.mode == oklahoma.mode)
            for (panel, keyPath) in [("card", \DashboardLayout.Plan.card), ("hours", \.hourly), ("chart", \.chart), ("days", \.days)] {
                #expect(berlin[keyPath: keyPath]?.height == oklahoma[keyPath: keyPath]?.height, "\(panel) at \(size.width)x\(size.height)")
            }
        }
    }

    /// A big pane is filled: at 200x60 at most 5 % of rows are blank.
    @Test func aBigPaneIsFilled() {
        for (name, model) in Self.models {
            let rows = render(model, size: TerminalSize(width: 200, height: 60), theme: .plain).plainText.split(separator: "\n", omittingEmptySubsequences: false)
            let blank = rows.filter { $0.allSatisfy { $0 == " " } }.count
            #expect(blank * 100 <= 5 * 60, "\(name): \(blank) blank rows")
        }
    }
}
