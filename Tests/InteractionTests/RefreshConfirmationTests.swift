import Dashboard
import Foundation
import Testing
import WeatherCore
@testable import Interaction

/// A refresh confirms itself once answered: "Updated 14:05" (the data's own time) or "No newer
/// data", or why it failed; `R` only once every place is done.
@Suite struct RefreshConfirmationTests {
    static let berlin = DemoData.berlin
    static var shown: Snapshot? { Given.demoBoard.state(of: berlin).snapshot }

    /// Berlin's data as a refresh brings it: conditions of 12:05 UTC, 14:05 in Berlin.
    static var newer: Snapshot? {
        guard var snapshot = shown else { return nil }
        snapshot.current.date = Given.now
        snapshot.metadata.fetchDate = Given.now
        return snapshot
    }

    @Test func newerDataSaysTheDatasOwnTimeForAFewSeconds() throws {
        let after = PlaceLoadState.loaded(try #require(Self.newer), .fresh)
        let (state, effects) = Given.state().pressing(.char("r")).0
            .after(.refreshFinished([RefreshResult(place: Self.berlin, before: Self.shown, after: after)]))
        #expect(state.status?.text == "Updated 14:05")
        #expect(effects == [.startTimer(.statusExpiry(id: 1), seconds: 4)])
    }

    @Test func anAnswerWithNothingNewerSaysSo() throws {
        // A "not modified" answer moves only the fetch time.
        var same = try #require(Self.shown)
        same.metadata.fetchDate = Given.now
        let (state, _) = Given.state().after(.refreshFinished([RefreshResult(place: Self.berlin, before: Self.shown, after: .loaded(same, .fresh))]))
        #expect(state.status?.text == "No newer data")
    }

    @Test func aFailedRefreshSaysWhyNotThatNothingIsNewer() {
        let failed = PlaceLoadState.failed(.timedOut, lastGood: Self.shown)
        let (state, _) = Given.state().after(.refreshFinished([RefreshResult(place: Self.berlin, before: Self.shown, after: failed)]))
        let clock = LocalClock(timeZone: Given.utc, locale: Given.locale)
        #expect(state.status?.text == WeatherServiceError.timedOut.userMessage(clock: clock, now: Given.now, words: .english))
        #expect(state.status?.text != "No newer data")
    }

    /// `R` says nothing when pressed; once every place is answered it speaks of the place on screen.
    @Test func refreshingAllSpeaksOnceEveryPlaceIsDone() throws {
        let (pressed, effects) = Given.state().pressing(.char("R"))
        #expect(effects == [.refreshAll] && pressed.status == nil)
        let board = Given.demoBoard, newer = try #require(Self.newer)
        let results = board.places.map { place in
            let before = board.state(of: place).snapshot
            let after = place == Self.berlin ? PlaceLoadState.loaded(newer, .fresh) : board.state(of: place)
            return RefreshResult(place: place, before: before, after: after)
        }
        #expect(pressed.after(.refreshFinished(results)).0.status?.text == "Updated 14:05")
        let tokyo = Given.state(selecting: 1).after(.refreshFinished(results)).0
        #expect(tokyo.status?.text == "No newer data", "東京's data did not change")
    }
}
