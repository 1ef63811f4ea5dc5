import Dashboard
import Foundation
import Testing
import WeatherCore
@testable import Interaction

/// Events that are not keys: launch, the Board, the clock, timers and the answers to effects.
@Suite struct EventTests {
    @Test func launchShowsWarningsAndWithoutPlacesThePrompt() {
        var settings = Given.settings()
        settings.launchWarnings = ["Theme file x was skipped.", "Using the default theme."]
        let (started, effects) = Given.state(settings: settings).after(.started)
        #expect(started.status?.text == "Theme file x was skipped. Using the default theme.")
        #expect(effects == [.startTimer(.statusExpiry(id: 1), seconds: 12)])
        #expect(started.overlay == nil)
        #expect(Given.state(BoardState()).after(.started).0.prompt != nil)
    }

    @Test func aStatusMessageGoesWhenItsOwnTimerFires() {
        let (state, _) = Given.state().pressing(.char("u"), .char("u"))
        #expect(state.status?.id == 2)
        #expect(state.after(.timerFired(.statusExpiry(id: 1))).0.status?.text == "Units: metric", "an older timer leaves the newer message")
        #expect(state.after(.timerFired(.statusExpiry(id: 2))).0.status == nil)
    }

    @Test func aNewWarningRingsOnceAndNamesItself() {
        let (known, quiet) = Given.state().after(.board(Given.demoBoard))
        #expect(quiet.isEmpty, "warnings there at launch are known")
        let (announced, effects) = known.after(.board(Given.boardWithNewBerlinAlert(.severe)))
        #expect(effects == [.bell, .startTimer(.statusExpiry(id: 1), seconds: 12)])
        #expect(announced.status?.text == "New severe warning for Berlin: Storm Warning")
        #expect(announced.after(.board(Given.boardWithNewBerlinAlert(.severe))).1.isEmpty, "once")
        #expect(known.after(.board(Given.boardWithNewBerlinAlert(.minor))).1.isEmpty, "minor warnings stay quiet")
    }

    @Test func notifyAlsoSendsADesktopNotification() {
        let state = Given.state(settings: Given.settings(notify: true)).after(.board(Given.demoBoard)).0
        let effects = state.after(.board(Given.boardWithNewBerlinAlert(.extreme))).1
        #expect(effects.last == .notify([AlertNotification(title: "Extreme warning for Berlin: Storm Warning", body: "Berlin · DWD", isUrgent: true)]))
    }

    @Test func theDemoNeverRings() {
        let demo = Given.state(settings: Given.settings(isDemo: true)).after(.board(Given.demoBoard)).0
        #expect(demo.after(.board(Given.boardWithNewBerlinAlert(.extreme))).1.isEmpty)
    }

    @Test func aLinkThatOpenedOrFailedIsReportedWhileItsNoticeIsUp() throws {
        let (opening, _) = Given.oklahoma().pressing(.char("o"))
        let url = try #require(Given.oklahomaAlerts.first?.detailsURL.absoluteString)
        #expect(opening.after(.linkOpened(url: url, failure: nil, statusID: 1)).0.status?.text == "Opened \(url)")
        let (failed, effects) = opening.after(.linkOpened(url: url, failure: "No browser found.", statusID: 1))
        #expect(failed.status?.text == "No browser found.")
        #expect(effects == [.startTimer(.statusExpiry(id: 2), seconds: 8)])
        #expect(opening.pressing(.char("u")).0.after(.linkOpened(url: url, failure: nil, statusID: 1)).0.status?.text == "Units: imperial")
    }

    @Test func aBackgroundProblemIsShown() {
        #expect(Given.state().after(.problem("notify-send exited with status 1.")).0.status?.text == "notify-send exited with status 1.")
    }

    @Test func ticksMoveTheClockAndResizesTheFrame() {
        let later = Given.now + 60
        let (state, _) = Given.state().after(.tick(later), .resized(TerminalSize(width: 80, height: 24)))
        #expect(state.model.now == later)
        #expect(state.size == TerminalSize(width: 80, height: 24))
    }
}
