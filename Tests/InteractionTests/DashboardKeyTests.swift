import Dashboard
import Foundation
import Testing
import WeatherCore
@testable import Interaction

/// Every key of the dashboard's own table (no popup open).
@Suite struct DashboardKeyTests {
    @Test func arrowsAndHLMoveBetweenPlacesAndWrap() {
        let start = Given.state(selecting: 0)
        let (left, leftEffects) = start.pressing(.left)
        #expect(left.board.selectedIndex == 2, "← from the first place wraps to the last")
        #expect(leftEffects == [.selectPlace(index: 2)])
        #expect(start.pressing(.char("h")).0.board.selectedIndex == 2)
        let (right, rightEffects) = start.pressing(.right, .char("l"))
        #expect(right.board.selectedIndex == 2)
        #expect(rightEffects == [.selectPlace(index: 1), .selectPlace(index: 2)])
        #expect(right.pressing(.right).0.board.selectedIndex == 0, "→ from the last place wraps to the first")
    }

    @Test func movingToAnotherPlaceStartsAtItsFirstAlert() {
        let (moved, _) = Given.oklahoma().pressing(.down, .down, .right, .left)
        #expect(moved.selectedAlert == 0 && moved.alertScroll == 0)
    }

    @Test func digitsJumpToAPlaceThatExists() {
        let (jumped, effects) = Given.state().pressing(.char("3"))
        #expect(jumped.board.selectedIndex == 2)
        #expect(effects == [.selectPlace(index: 2)])
        let (ignored, none) = Given.state().pressing(.char("7"), .char("1"))
        #expect(ignored.board.selectedIndex == 0)
        #expect(none.isEmpty, "7 names no place and 1 is already selected")
    }

    @Test func rRefreshesTheSelectedPlaceAndShiftRAll() {
        #expect(Given.state(selecting: 1).pressing(.char("r")).1 == [.refresh(DemoData.tokyo)])
        #expect(Given.state().pressing(.char("R")).1 == [.refreshAll])
        #expect(Given.state(BoardState()).pressing(.char("r")).1.isEmpty, "no place, nothing to refresh")
    }

    @Test func inTheDemoRefreshingSaysTheDataDoesNotChangeAndAsksNothing() {
        let demo = Given.state(settings: Given.settings(isDemo: true))
        for key: Character in ["r", "R"] {
            let (state, effects) = demo.pressing(.char(key))
            #expect(state.status?.text == "Demo data does not change.")
            #expect(effects == [.startTimer(.statusExpiry(id: 1), seconds: 4)], "no refresh moves \"updated\"")
        }
    }

    @Test func anAbsorbedRefreshSaysSo() {
        let shown = Given.demoBoard.state(of: DemoData.berlin)
        let absorbed = RefreshResult(place: DemoData.berlin, before: shown.snapshot, after: shown, wasAbsorbed: true)
        let (state, effects) = Given.state().after(.refreshFinished([absorbed]))
        #expect(state.status?.text == "Updated just now.")
        #expect(effects == [.startTimer(.statusExpiry(id: 1), seconds: 4)])
    }

    @Test func upAndDownSelectAlertsWithinTheList() {
        let state = Given.oklahoma()
        #expect(state.pressing(.down, .down).0.selectedAlert == 2)
        #expect(state.pressing(.down, .down, .up).0.selectedAlert == 1)
        #expect(state.pressing(.up).0.selectedAlert == 0, "clamped at the first")
        let last = state.pressing(.down, .down, .down, .down, .down, .down, .down)
        #expect(last.0.selectedAlert == 4, "clamped at the last")
        #expect(last.1.isEmpty)
    }

    @Test func withoutAlertsUpAndDownScrollTheDays() {
        let berlin = Given.state(size: TerminalSize(width: 80, height: 14))
        #expect(berlin.pressing(.down, .down).0.dayScroll == 2)
        #expect(berlin.pressing(.up).0.dayScroll == 0)
        #expect(berlin.pressing(.down, .down).0.selectedAlert == 0)
    }

    @Test func theSelectionCountsOnlyTheListedAlerts() throws {
        // With the weaker two hidden, ↓ stops at the third listed alert, and o opens that
        // alert's link, not that of a hidden one.
        let state = Given.oklahoma(settings: Given.settings(minimumAlertSeverity: .severe))
        let (moved, effects) = state.pressing(.down, .down, .down, .down, .char("o"))
        #expect(moved.selectedAlert == 2)
        let watch = try #require(Given.oklahomaAlerts.first { $0.summary == "Severe Thunderstorm Watch" })
        #expect(effects.contains(.openLink(url: watch.detailsURL.absoluteString, statusID: 1)))
    }

    @Test func enterShowsTheSelectedAlertInFull() {
        #expect(Given.oklahoma().pressing(.down, .enter).0.overlay == .alertDetail(index: 1))
        #expect(Given.state().pressing(.enter).0.overlay == nil, "Berlin has no alerts")
    }

    @Test func oOpensTheSelectedAlertsLinkAndSaysSo() throws {
        let url = try #require(Given.oklahomaAlerts.first?.detailsURL.absoluteString)
        let (opening, effects) = Given.oklahoma().pressing(.char("o"))
        #expect(opening.status == StatusMessage(id: 1, text: "Opening \(url)"))
        #expect(effects == [.startTimer(.statusExpiry(id: 1), seconds: 30), .openLink(url: url, statusID: 1)])
        #expect(Given.state().pressing(.char("o")).0.status?.text == "No alert selected.")
    }

    @Test func aAsksForAPlaceAndDForConfirmationExceptInTheDemo() {
        #expect(Given.state().pressing(.char("a")).0.overlay == .addPlace(AddPlacePrompt.empty(.english)))
        #expect(Given.state(selecting: 1).pressing(.char("d")).0.overlay == .confirmDelete(placeName: "東京"))
        let demo = Given.state(settings: Given.settings(isDemo: true))
        for key in ["a", "d"] as [Character] {
            let (state, _) = demo.pressing(.char(key))
            #expect(state.overlay == nil)
            #expect(state.status?.text == "Places are not saved in the demo.")
        }
    }

    @Test func uTogglesUnitsAndRemembersThem() {
        let (imperial, effects) = Given.state().pressing(.char("u"))
        #expect(imperial.units == .imperial)
        #expect(effects.last == .rememberDisplay(RememberedDisplay(units: .imperial, theme: "default")))
        #expect(!Given.state(settings: Given.settings(isDemo: true)).pressing(.char("u")).1.contains { effect in
            if case .rememberDisplay = effect { true } else { false }
        }, "the demo remembers nothing")
        #expect(imperial.status?.text == "Units: imperial")
        #expect(imperial.model.units == .imperial)
        #expect(imperial.pressing(.char("u")).0.units == .metric)
    }

    /// With `--units metric,wind=kn`: `u` switches the system, the wind stays in knots, the
    /// status line says so, and only the system is remembered.
    @Test func uKeepsTheUnitsGivenToSingleQuantities() {
        var settings = Given.settings()
        settings.units = MeasurementUnits(system: .metric, overrides: UnitOverrides(windSpeed: .knots))
        let (imperial, effects) = Given.state(settings: settings).pressing(.char("u"))
        #expect(imperial.units == MeasurementUnits(system: .imperial, overrides: UnitOverrides(windSpeed: .knots)))
        #expect(imperial.status?.text == "Units: imperial, wind in kn")
        #expect(effects.last == .rememberDisplay(RememberedDisplay(units: .imperial, theme: "default")))
        #expect(imperial.pressing(.char("u")).0.units == settings.units)
    }

    @Test func tStepsThroughTheThemesWrapsAndRemembers() {
        let (light, effects) = Given.state().pressing(.char("t"))
        #expect(light.themeName == "light")
        #expect(effects.last == .rememberDisplay(RememberedDisplay(units: .metric, theme: "light")))
        #expect(light.status?.text == "Theme: light")
        #expect(light.pressing(.char("t"), .char("t")).0.themeName == "default")
    }

    /// Without colours (NO_COLOR, a terminal that has none) every theme looks the same: `t`
    /// says so instead of changing, and saving, a theme nobody can see.
    @Test func tWithoutColoursSaysSoAndKeepsTheTheme() {
        var settings = Given.settings()
        settings.showsColors = false
        let (state, effects) = Given.state(settings: settings).pressing(.char("t"))
        #expect(state.themeName == "default")
        #expect(!effects.contains { if case .rememberDisplay = $0 { true } else { false } }, "nothing remembered: \(effects)")
        #expect(state.status?.text == "Colours are off here, so the theme cannot change.")
    }

    @Test func questionMarkShowsTheHelp() {
        let (help, _) = Given.state().pressing(.char("?"))
        #expect(help.overlay == .help())
        #expect(help.model.help.entries == KeyTable.helpEntries(in: .english))
    }

    @Test func qQuitsAndRemembersTheSelectedPlace() {
        #expect(Given.state(selecting: 1).pressing(.char("q")).1 == [.savePlaces(.rememberSelection(DemoData.tokyo)), .quit(status: 0)])
        #expect(Given.state(settings: Given.settings(isDemo: true)).pressing(.char("q")).1 == [.quit(status: 0)], "the demo saves nothing")
    }

    @Test func keysWithoutABindingDoNothing() {
        let state = Given.oklahoma()
        let (after, effects) = state.pressing(.char("z"), .function(5), .delete)
        #expect(effects.isEmpty)
        #expect(after.overlay == nil && after.selectedAlert == 0 && after.board == state.board)
    }
}

/// The keys that work everywhere, and signals.
@Suite struct EverywhereKeyTests {
    static let modes: [(String, DashboardState)] = [
        ("dashboard", Given.oklahoma()),
        ("help", Given.oklahoma().pressing(.char("?")).0),
        ("alert detail", Given.oklahoma().pressing(.enter).0),
        ("add place", Given.oklahoma().pressing(.char("a")).0),
        ("confirm delete", Given.oklahoma().pressing(.char("d")).0),
    ]

    @Test(arguments: modes.map(\.0))
    func controlCQuitsAndControlLRepaintsInEveryMode(mode: String) throws {
        let state = try #require(Self.modes.first { $0.0 == mode }?.1)
        #expect(state.pressing(.controlC).1 == [.savePlaces(.rememberSelection(DemoData.oklahomaCity)), .quit(status: 0)])
        let (repainted, effects) = state.pressing(.control("l"))
        #expect(effects == [.repaint])
        #expect(repainted.overlay == state.overlay, "Ctrl-L leaves the popup open")
    }

    @Test func aSignalQuitsWithItsStatus() {
        #expect(Given.state().after(.terminated(signal: 15)).1 == [.savePlaces(.rememberSelection(DemoData.berlin)), .quit(status: 143)])
    }
}
