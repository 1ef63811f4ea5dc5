import Dashboard
import Foundation
import Testing
@testable import Terminal

/// The bytes the curses screen writes after a refresh to make a frame's links OSC 8
/// hyperlinks: the same cells, at the same place, with the same attributes, between an
/// opening and a closing OSC 8, and the attributes reset at the end.
@Suite("Hyperlink overprint")
struct HyperlinkOverprintTests {
    let link: Hyperlink
    let other: Hyperlink

    init() throws {
        link = try #require(URL(string: "https://api.weather.gov/alerts/1").flatMap(Hyperlink.init))
        other = try #require(URL(string: "https://www.weather.gov/disclaimer").flatMap(Hyperlink.init))
    }

    func noColors(_ style: CellStyle) -> (foreground: Int32, background: Int32)? { nil }

    @Test func findsEachRunOfLinkedCellsRowByRow() {
        var canvas = Canvas(width: 20, height: 3)
        canvas.draw("see ", x: 0, y: 0)
        canvas.draw("link", x: 4, y: 0, style: CellStyle(isUnderlined: true, hyperlink: link))
        canvas.draw("two", x: 9, y: 0, style: CellStyle(hyperlink: other))
        canvas.draw("東京", x: 2, y: 1, style: CellStyle(hyperlink: link))
        let runs = HyperlinkOverprint.runs(in: canvas, rows: 3, columns: 20)
        #expect(runs.map(\.x) == [4, 9, 2])
        #expect(runs.map(\.y) == [0, 0, 1])
        #expect(runs.map(\.link) == [link, other, link])
        #expect(runs.map { $0.cells.map(\.grapheme).joined() } == ["link", "two", "東京"], "wide cells once, without their right halves")
    }

    @Test func clipsToTheScreenAndLeavesTheBottomRightCellAlone() {
        var canvas = Canvas(width: 10, height: 2)
        canvas.draw("abcdefghij", x: 0, y: 0, style: CellStyle(hyperlink: link))
        canvas.draw("abcdefghij", x: 0, y: 1, style: CellStyle(hyperlink: link))
        let runs = HyperlinkOverprint.runs(in: canvas, rows: 2, columns: 8)
        #expect(runs.map { $0.cells.map(\.grapheme).joined() } == ["abcdefgh", "abcdefg"])
        #expect(HyperlinkOverprint.runs(in: canvas, rows: 1, columns: 10).count == 1)
        #expect(HyperlinkOverprint.runs(in: Canvas(width: 10, height: 2), rows: 2, columns: 10).isEmpty)
    }

    @Test func writesTheSameTextAtTheSamePlaceInsideOSC8() {
        var canvas = Canvas(width: 30, height: 5)
        canvas.draw("Details ↗", x: 13, y: 3, style: CellStyle(isUnderlined: true, hyperlink: link))
        let bytes = HyperlinkOverprint.bytes(for: HyperlinkOverprint.runs(in: canvas, rows: 5, columns: 30), colors: noColors)
        #expect(bytes == "\u{1B}[4;14H" + "\u{1B}]8;;https://api.weather.gov/alerts/1\u{1B}\\" + "\u{1B}[0;4m" + "Details ↗"
            + "\u{1B}]8;;\u{1B}\\" + "\u{1B}[0m")
    }

    @Test func nothingToWriteWithoutLinks() {
        #expect(HyperlinkOverprint.bytes(for: [], colors: noColors) == "")
    }

    @Test func attributesAndColoursAreThoseCursesDrewWith() {
        let style = CellStyle(foreground: RGB(1, 2, 3), background: RGB(4, 5, 6), isBold: true, isReversed: true)
        func pair(_ foreground: Int32, _ background: Int32) -> HyperlinkOverprint.PairColors { { _ in (foreground, background) } }
        #expect(HyperlinkOverprint.sgr(for: style, colors: pair(3, -1)) == "\u{1B}[0;1;7;33m")
        #expect(HyperlinkOverprint.sgr(for: style, colors: pair(12, 0)) == "\u{1B}[0;1;7;94;40m")
        #expect(HyperlinkOverprint.sgr(for: style, colors: pair(75, 236)) == "\u{1B}[0;1;7;38;5;75;48;5;236m")
        #expect(HyperlinkOverprint.sgr(for: CellStyle(isDim: true), colors: noColors) == "\u{1B}[0;2m")
    }

    @Test func theStyleChangesMidRunAndWideCellsArePlacedAgain() {
        var canvas = Canvas(width: 20, height: 1)
        canvas.draw("a", x: 0, y: 0, style: CellStyle(hyperlink: link))
        canvas.draw("東", x: 1, y: 0, style: CellStyle(isBold: true, hyperlink: link))
        canvas.draw("b", x: 3, y: 0, style: CellStyle(isBold: true, hyperlink: link))
        let bytes = HyperlinkOverprint.bytes(for: HyperlinkOverprint.runs(in: canvas, rows: 2, columns: 20), colors: noColors)
        #expect(bytes == "\u{1B}[1;1H" + link.opening + "\u{1B}[0ma" + "\u{1B}[0;1m東" + "\u{1B}[1;4H" + "b" + Hyperlink.closing + "\u{1B}[0m")
    }

    @Test func noControlCharacterOfACellReachesTheTerminal() {
        // The panels sanitise what they draw; a cell that still held an ESC must not speak.
        let cells = [Cell(grapheme: "\u{1B}", width: 1, style: CellStyle(hyperlink: link)), Cell(grapheme: "k", width: 1, style: CellStyle(hyperlink: link))]
        let bytes = HyperlinkOverprint.bytes(for: [HyperlinkOverprint.Run(y: 0, x: 0, cells: cells, link: link)], colors: noColors)
        #expect(bytes == "\u{1B}[1;1H" + link.opening + "\u{1B}[0m" + " k" + Hyperlink.closing + "\u{1B}[0m")
    }
}
