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
        #expect(announced.status?.text == "New Severe warning for Berlin: Storm Warning")
        #expect(announced.after(.board(Given.boardWithNewBerlinAlert(.severe))).1.isEmpty, "once")
        #expect(known.after(.board(Given.boardWithNewBerlinAlert(.minor))).1.isEmpty, "minor warnings stay quiet")
    }

    @Test func notifyAlsoSendsADesktopNotification() {
        let state = Given.state(settings: Given.settings(notify: true)).after(.board(Given.demoBoard)).0
        let effects = state.after(.board(Given.boardWithNewBerlinAlert(.extreme))).1
        #expect(effects.last == .notify([AlertNotification(title: "Extreme warning for Berlin: Storm Warning", body: "Berlin · DWD", isUrgent: true)]))
    }

    /// 300 new severe warnings for one place are one notification naming the worst and the
    /// count; a new warning for another place at the same time is a second one.
    @Test func manyNewWarningsAreOneNotificationAPlace() {
        let state = Given.state(settings: Given.settings(notify: true)).after(.board(Given.demoBoard)).0
        var board = Given.demoBoard
        for (place, severities) in [(DemoData.berlin, Array(repeating: AlertSeverity.severe, count: 299) + [.extreme]), (DemoData.tokyo, [.moderate])] {
            guard var snapshot = board.state(of: place).snapshot else { continue }
            for (index, severity) in severities.enumerated() {
                snapshot.alerts.append(WeatherAlert(
                    id: "\(place.name)-\(index)", severity: severity, summary: index == 299 ? "Hurricane" : "Storm Warning",
                    region: "Region", detailsURL: URL(fileURLWithPath: "/\(index)"), source: "Service"))
            }
            board.placeStates[place.coordinateKey] = .loaded(snapshot, .fresh)
        }
        let effects = state.after(.board(board)).1
        guard case .notify(let notifications)? = effects.last else {
            Issue.record("no notification: \(effects)")
            return
        }
        #expect(notifications.count == 2, "\(notifications.map(\.title))")
        #expect(notifications.first?.title == "New Extreme warning for Berlin: Hurricane (and 299 more)")
        #expect(notifications.first?.isUrgent == true)
        #expect(notifications.last?.title == "Moderate warning for \(DemoData.tokyo.name): Storm Warning")
    }

    @Test func theDemoNeverRings() {
        let demo = Given.state(settings: Given.settings(isDemo: true)).after(.board(Given.demoBoard)).0
        #expect(demo.after(.board(Given.boardWithNewBerlinAlert(.extreme))).1.isEmpty)
    }

    @Test func aLinkThatOpenedIsReportedWhileItsNoticeIsUp() throws {
        let (opening, _) = Given.oklahoma().pressing(.char("o"))
        let url = try #require(Given.oklahomaAlerts.first?.detailsURL.absoluteString)
        #expect(opening.after(.linkOpened(url: url, failure: nil, statusID: 1)).0.status?.text == "Opened \(url)")
        #expect(opening.pressing(.char("u")).0.after(.linkOpened(url: url, failure: nil, statusID: 1)).0.status?.text == "Units: imperial")
    }

    @Test func aLinkThatDidNotOpenIsShownWholeToOpenByHand() throws {
        let url = try #require(Given.oklahomaAlerts.first?.detailsURL.absoluteString)
        let reason = "No browser found: install xdg-utils or set BROWSER."
        for start in [Given.oklahoma(), Given.oklahoma().pressing(.enter).0] {
            let (opening, _) = start.pressing(.char("o"))
            let (failed, effects) = opening.after(.linkOpened(url: url, failure: reason, statusID: 1))
            #expect(failed.overlay == .link(LinkNotice(url: url, reason: reason)))
            #expect(failed.status == nil, "the notice of opening is gone")
            #expect(effects.isEmpty)
            for key in [KeyEvent.escape, .enter, .char("q")] {
                let (closed, none) = failed.pressing(key)
                #expect(closed.overlay == nil)
                #expect(none.isEmpty, "\(key) only closes")
            }
        }
        let (busy, _) = Given.oklahoma().pressing(.char("o"), .char("a"))
        #expect(busy.after(.linkOpened(url: url, failure: reason, statusID: 1)).0.status?.text == "\(reason) Open \(url) by hand.")
    }

    @Test func theLinkPopupShowsTheWholeLinkOnRowsOfItsOwn() throws {
        let url = try #require(Given.oklahomaAlerts.first?.detailsURL.absoluteString)
        let state = Given.oklahoma(size: TerminalSize(width: 80, height: 24))
        let failed = state.after(.linkOpened(url: url, failure: "No browser found: install xdg-utils or set BROWSER.", statusID: 0)).0
        let rows = render(failed.model, size: failed.size, theme: .plain).plainText.split(separator: "\n").map(String.init)
        let first = try #require(rows.firstIndex { url.hasPrefix($0) && !$0.isEmpty })
        #expect(rows[first] + rows[first + 1] == url, "the link fills whole rows from the first column, no border beside it")
        #expect(rows.contains { $0.contains("No browser found: install xdg-utils or set BROWSER.") })
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

@Suite struct PlaceCompletionEventTests {
    @Test func aForecastForAPlaceSavedWithoutItsTimeZoneCompletesIt() throws {
        let position = Place.fromCoordinates(latitude: 52.52, longitude: 13.41, name: nil)
        var board = BoardState(places: [position], selectedIndex: 0)
        var snapshot = try #require(Given.demoBoard.state(of: DemoData.berlin).snapshot)
        snapshot.place = position
        snapshot.place.timeZoneIdentifier = "Europe/Berlin"
        board.placeStates[position.coordinateKey] = .loaded(snapshot, .fresh)
        let completed = try #require(position.completed(by: snapshot))
        #expect(Given.state(BoardState()).after(.board(board)).1 == [.savePlaces(.complete(completed))])
        #expect(Given.state(BoardState(), settings: Given.settings(isDemo: true)).after(.board(board)).1.isEmpty)
    }
}
