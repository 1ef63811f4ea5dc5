import Foundation
import Testing
import WeatherCore
@testable import Dashboard

/// The hours as a table, in the rows a big two-column pane has left under the days.
@Suite struct HourByHourPanelTests {
    func rows(of text: String) -> [Substring] {
        let lines = text.split(separator: "\n")
        guard let title = lines.firstIndex(where: { $0.contains("╭ Hour by hour") }) else { return [] }
        // The table is the right column: what follows the two columns' borders side by side.
        let rows = lines[(title + 1)...].prefix(while: { (line: Substring) in !line.contains("╰") })
        return rows.compactMap { $0.components(separatedBy: "││").last.map { Substring($0) } }
    }

    @Test func aBigPaneListsTheNextHoursOneARowWithTheWeekdayWhereADayBegins() throws {
        let model = Fixtures.model(Fixtures.demoBoard)
        let text = render(model, size: TerminalSize(width: 200, height: 60), theme: .plain).plainText
        let table = rows(of: text)
        try #require(table.count >= 10, "\(text)")
        // Berlin at 14:05 on Saturday: the first row is the current hour with its weekday, the next the time alone.
        #expect(table[0].contains("Sat 14:00"), "\(table[0])")
        #expect(table[1].contains("15:00") && !table[1].contains("Sat"), "\(table[1])")
        if let midnight = table.firstIndex(where: { $0.contains("00:00") }) { #expect(table[midnight].contains("Sun 00:00")) }
        #expect(table.allSatisfy { $0.contains("Feels ") }, "the feels-like column")
        // The columns line up: every row's temperature ends in the same terminal column.
        let degreeColumns = Set(table.compactMap { row in row.firstIndex(of: "°").map { DisplayWidth.of(String(row[..<$0])) } })
        #expect(degreeColumns.count == 1, "\(table.joined(separator: "\n"))")
    }

    @Test func aColumnNoHourHasAValueForIsLeftOut() throws {
        guard var snapshot = Fixtures.snapshot(DemoData.berlin) else { Issue.record("no demo Berlin"); return }
        snapshot.hourly = snapshot.hourly.map { hour in
            var hour = hour
            hour.apparentTemperature = nil
            hour.precipitationAmount = nil
            return hour
        }
        let model = Fixtures.model(Fixtures.board(with: .loaded(snapshot, .fresh)))
        let table = rows(of: render(model, size: TerminalSize(width: 200, height: 60), theme: .plain).plainText)
        try #require(!table.isEmpty)
        #expect(!table.contains { $0.contains("Feels") })
        #expect(!table.contains { $0.contains(" mm") })
    }

    @Test func smallerPanesGiveTheRowsToWhatMattersMore() {
        let model = Fixtures.model(Fixtures.demoBoard)
        for size in [TerminalSize(width: 80, height: 24), TerminalSize(width: 120, height: 40), TerminalSize(width: 160, height: 30)] {
            #expect(!render(model, size: size, theme: .plain).plainText.contains("Hour by hour"), "\(size)")
        }
    }
}
