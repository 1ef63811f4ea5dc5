import Dashboard
import Foundation
import Testing
import WeatherCore
@testable import Interaction

@Suite struct HelpKeyTests {
    /// ↑/↓, k/j and PgUp/PgDn scroll the help (KeyTableTests); every other key closes it.
    @Test func anyOtherKeyClosesTheHelpAndDoesNothingElse() {
        for key in [KeyEvent.char("q"), .escape, .enter, .char("r"), .left, .home] {
            let (closed, effects) = Given.state().pressing(.char("?"), key)
            #expect(closed.overlay == nil, "\(key)")
            #expect(effects.isEmpty, "\(key) only closes the help")
        }
    }
}

@Suite struct AlertDetailKeyTests {
    /// The tornado warning with a description of 40 lines, which scrolls at 80x24.
    func longAlert() -> DashboardState {
        var state = Given.oklahoma(size: TerminalSize(width: 80, height: 24))
        let key = DemoData.oklahomaCity.coordinateKey
        if case .loaded(var snapshot, let freshness)? = state.board.placeStates[key],
           let index = snapshot.alerts.firstIndex(where: { $0.severity == .extreme }) {
            snapshot.alerts[index].details = (1...40).map { "Line \($0) of a long statement." }.joined(separator: "\n")
            state.board.placeStates[key] = .loaded(snapshot, freshness)
        }
        return state.pressing(.enter).0
    }

    @Test func escEnterQAndBackspaceClose() {
        for key in [KeyEvent.escape, .enter, .char("q"), .backspace] {
            let (closed, effects) = Given.oklahoma().pressing(.enter, key)
            #expect(closed.overlay == nil, "\(key)")
            #expect(effects.isEmpty, "\(key) does not quit")
        }
    }

    @Test func upDownAndPagesScrollWithinTheText() {
        let state = longAlert()
        let limit = alertDetailMaximumScroll(state.model, size: state.size)
        #expect(limit > 10)
        #expect(state.pressing(.down, .char("j")).0.overlay == .alertDetail(index: 0, scroll: 2))
        #expect(state.pressing(.down, .down, .up, .char("k")).0.overlay == .alertDetail(index: 0, scroll: 0))
        #expect(state.pressing(.up).0.overlay == .alertDetail(index: 0, scroll: 0), "clamped at the top")
        #expect(state.pressing(.pageDown).0.overlay == .alertDetail(index: 0, scroll: 10))
        #expect(state.pressing(.pageDown, .pageUp).0.overlay == .alertDetail(index: 0, scroll: 0))
        let bottom = state.after(Array(repeating: DashboardEvent.key(.pageDown), count: 20)).0
        #expect(bottom.overlay == .alertDetail(index: 0, scroll: limit), "clamped at the end: a held key never counts past it")
        #expect(bottom.pressing(.up).0.overlay == .alertDetail(index: 0, scroll: limit - 1))
    }

    @Test func leftAndRightShowTheOtherAlertsFromTheTop() {
        let state = longAlert().pressing(.down).0
        let (next, _) = state.pressing(.right)
        #expect(next.overlay == .alertDetail(index: 1, scroll: 0))
        #expect(next.selectedAlert == 1)
        #expect(next.pressing(.char("h"), .left).0.overlay == .alertDetail(index: 0, scroll: 0), "clamped at the first")
        #expect(state.pressing(.char("l"), .right, .right, .right, .right, .right).0.overlay == .alertDetail(index: 4, scroll: 0))
    }

    @Test func oOpensTheShownAlertsLink() throws {
        let url = try #require(Given.oklahomaAlerts.dropFirst().first?.detailsURL.absoluteString)
        let (state, effects) = Given.oklahoma().pressing(.enter, .right, .char("o"))
        #expect(effects.contains(.openLink(url: url, statusID: 1)))
        #expect(state.overlay == .alertDetail(index: 1))
    }

    @Test func aRefreshThatTakesTheAlertsAwayLeavesNoSelectionBehind() {
        let (state, _) = Given.oklahoma().pressing(.down, .down, .down)
        var board = state.board
        if case .loaded(var snapshot, let freshness)? = board.placeStates[DemoData.oklahomaCity.coordinateKey] {
            snapshot.alerts = Array(snapshot.alerts.prefix(1))
            board.placeStates[DemoData.oklahomaCity.coordinateKey] = .loaded(snapshot, freshness)
        }
        let (after, _) = state.after(.board(board))
        #expect(after.selectedAlert == 0)
        #expect(after.alertScroll == 0)
    }
}

@Suite struct AddPlaceKeyTests {
    let prompt = Given.state().pressing(.char("a")).0

    @Test func typingSearchesAfterAPause() {
        let (typed, effects) = prompt.typing("Pa")
        #expect(typed.prompt?.query == "Pa")
        #expect(typed.prompt?.message == "Searching…")
        #expect(effects == [.startTimer(.search(query: "Pa"), seconds: 0.4)])
        #expect(prompt.typing("P").0.prompt?.message == "Keep typing…")
        // Only the timer of the last keystroke still matches the query.
        let (paris, _) = prompt.typing("Paris")
        #expect(paris.after(.timerFired(.search(query: "Pari"))).1.isEmpty)
        #expect(paris.after(.timerFired(.search(query: "Paris"))).1 == [.search(query: "Paris")])
    }

    @Test func questionMarkAndQAreTextInThePrompt() {
        let (typed, effects) = prompt.typing("q?")
        #expect(typed.prompt?.query == "q?")
        #expect(!effects.contains(.quit(status: 0)))
    }

    @Test func resultsAreListedAndPickedWithUpAndDown() {
        let results: [Place] = [DemoData.berlin, DemoData.tokyo, DemoData.oklahomaCity]
        let (listed, _) = prompt.typing("Paris").0.after(.searchResults(query: "Paris", .success(results)))
        #expect(listed.prompt?.matches.map(\.place) == results)
        #expect(listed.prompt?.matches.first?.label == "Berlin, Germany")
        #expect(listed.prompt?.message == nil)
        #expect(listed.pressing(.down, .down, .down, .down).0.prompt?.selectedIndex == 2, "clamped at the last")
        #expect(listed.pressing(.down, .up, .up).0.prompt?.selectedIndex == 0, "clamped at the first")
        let (saving, effects) = listed.pressing(.down, .enter)
        #expect(effects == [.savePlaces(.add(DemoData.tokyo))])
        #expect(saving.prompt?.message == "Adding 東京…")
    }

    @Test func answersToAnOlderQueryAreDropped() {
        let (typed, _) = prompt.typing("Paris")
        let (after, _) = typed.after(.searchResults(query: "Pari", .success([DemoData.berlin])))
        #expect(after.prompt?.matches.isEmpty == true)
        #expect(after.prompt?.message == "Searching…")
    }

    @Test func aFailedSearchSaysWhyAndNothingMatchingSaysSo() {
        let (failed, _) = prompt.typing("Paris").0.after(.searchResults(query: "Paris", .failure(.offline("no route to host"))))
        #expect(failed.prompt?.message?.hasPrefix("Could not reach the weather service (no route to host); check the network connection.\n") == true)
        let (empty, _) = prompt.typing("Xq").0.after(.searchResults(query: "Xq", .success([])))
        #expect(empty.prompt?.message == "No place matches \"Xq\".")
    }

    @Test func backspaceDeletesAndSearchesAgain() {
        let (state, effects) = prompt.typing("Pari").0.pressing(.backspace)
        #expect(state.prompt?.query == "Par")
        #expect(effects == [.startTimer(.search(query: "Par"), seconds: 0.4)])
        #expect(prompt.pressing(.backspace).0.prompt?.query == "")
    }

    @Test func enterWithoutAMatchSearchesAtOnce() {
        #expect(prompt.typing("Paris").0.pressing(.enter).1 == [.search(query: "Paris")])
    }

    @Test func aSavedPlaceClosesThePromptAndAFailedSaveSaysWhy() {
        let (saving, _) = prompt.typing("Paris").0.after(.searchResults(query: "Paris", .success([DemoData.berlin])))
        let (saved, _) = saving.pressing(.enter).0.after(.placesSaved(.add(DemoData.berlin), outcome: .saved))
        #expect(saved.overlay == nil)
        #expect(saved.status?.text == "Added Berlin, Germany.")
        let (known, _) = saving.pressing(.enter).0.after(.placesSaved(.add(DemoData.berlin), outcome: .alreadySaved(name: "Berlin")))
        #expect(known.status?.text == "Berlin is already saved.")
        let (refused, _) = saving.pressing(.enter).0.after(.placesNotSaved(.add(DemoData.berlin), reason: "Cannot save places to /x: full."))
        #expect(refused.prompt?.message == "Cannot save places to /x: full.")
        #expect(refused.status?.text == "Cannot save places to /x: full.")
    }

    @Test func escClosesThePrompt() {
        #expect(prompt.typing("Par").0.pressing(.escape).0.overlay == nil)
    }
}

@Suite struct ConfirmDeleteKeyTests {
    @Test func yDeletesTheSelectedPlace() {
        for key: Character in ["y", "Y"] {
            let (state, effects) = Given.state(selecting: 1).pressing(.char("d"), .char(key))
            #expect(state.overlay == nil)
            #expect(effects == [.savePlaces(.delete(DemoData.tokyo))])
        }
        let (deleted, _) = Given.state().after(.placesSaved(.delete(DemoData.tokyo), outcome: .saved))
        #expect(deleted.status?.text == "Deleted 東京.")
    }

    @Test func anyOtherKeyKeepsThePlace() {
        for key in [KeyEvent.char("n"), .escape, .enter, .char("q")] {
            let (state, effects) = Given.state().pressing(.char("d"), key)
            #expect(state.overlay == nil, "\(key)")
            #expect(effects.isEmpty, "\(key)")
        }
    }
}
