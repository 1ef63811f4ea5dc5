import Dashboard
import Foundation
import Testing
import WeatherCore
@testable import Interaction

/// `p` switches the 48-hour chart between the next 48 hours and the day before now with the
/// next 24; the choice holds when another place is selected, and a provider without past hours
/// is said so on the status line.
@Suite struct ChartPastKeyTests {
    func text(_ state: DashboardState) -> String { render(state.model, size: state.size, theme: .plain).plainText }

    /// The demo board, whose places have the day before now as Open-Meteo gives it, but for
    /// 東京's, as a provider without past hours would have it.
    static var boardWithPastHours: BoardState {
        var board = Given.demoBoard
        guard var snapshot = board.state(of: DemoData.tokyo).snapshot else { return board }
        snapshot.pastHours = []
        board.placeStates[DemoData.tokyo.coordinateKey] = .loaded(snapshot, .fresh)
        return board
    }

    @Test func theDemoHasTheDayBeforeNow() throws {
        let snapshot = try #require(Given.demoBoard.state(of: DemoData.berlin).snapshot)
        let first = try #require(snapshot.hourly.first)
        #expect(snapshot.pastHours.count == Snapshot.pastHourCount)
        #expect(snapshot.pastHours.last?.date == first.date.addingTimeInterval(-3600))
        #expect(snapshot.pastHours.allSatisfy { $0.temperature != nil })
    }

    @Test func pTogglesThePastAndClearsTheCursor() {
        let start = Given.state(Self.boardWithPastHours)
        #expect(!start.chartShowsPast && text(start).contains("╭ Next 48 hours"))
        let (past, effects) = start.pressing(.char("]"), .char("]"), .char("p"))
        #expect(past.chartShowsPast && past.chartCursor == nil)
        #expect(effects.isEmpty, "nothing to say where the past is there")
        #expect(text(past).contains("╭ Last 24 h and next 24 h"), "\(text(past))")
        #expect(chartHourCount(past.model, size: past.size) == 48)
        #expect(chartPastHourCount(past.model, size: past.size) == 24)
        #expect(past.pressing(.char("]")).0.chartCursor == 24, "the cursor starts at the hour under way, after the past")
        #expect(past.pressing(.char("]"), .char("[")).0.chartCursor == 23, "and steps back into it")
        #expect(chartPastHourCount(start.model, size: start.size) == 0)
        let back = past.pressing(.char("p")).0
        #expect(!back.chartShowsPast && text(back).contains("╭ Next 48 hours"))
    }

    /// Another place keeps the choice; one whose provider has no past hours says so in the
    /// chart's title, and pressing `p` there says so on the status line too.
    @Test func theChoiceHoldsAcrossPlacesAndAMissingPastIsSaid() {
        let past = Given.state(Self.boardWithPastHours).pressing(.char("p")).0
        let tokyo = past.pressing(.char("l")).0
        #expect(tokyo.chartShowsPast, "a way of looking is not a place's")
        #expect(text(tokyo).contains("╭ Next 48 hours · Open-Meteo.com has no past hours"), "\(text(tokyo))")
        let again = tokyo.pressing(.char("h")).0
        #expect(text(again).contains("╭ Last 24 h and next 24 h"))
        let (asked, effects) = Given.state(Self.boardWithPastHours, selecting: 1).pressing(.char("p"))
        #expect(asked.status?.text == "Open-Meteo.com has no past hours")
        #expect(!effects.isEmpty, "the status line's timer")
    }

    @Test func pIsInTheKeyTableAndItsHelp() {
        #expect(KeyTable.action(for: .character("p"), in: .dashboard) == .toggleChartPast)
        let entry = KeyTable.helpEntries(in: Given.locale.words).first { $0.keys == "p" }
        #expect(entry?.description == "chart: next 48 h / last 24 h and next 24 h")
        #expect(entry?.shortDescription == "past")
    }
}
