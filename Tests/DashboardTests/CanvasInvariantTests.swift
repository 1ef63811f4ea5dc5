import Testing
import TestSupport
import WeatherCore
@testable import Dashboard

@Suite struct CanvasInvariantTests {
    static let sizes = Fixtures.sizes + [
        TerminalSize(width: 39, height: 11), TerminalSize(width: 41, height: 13), TerminalSize(width: 59, height: 17),
        TerminalSize(width: 60, height: 20), TerminalSize(width: 99, height: 30), TerminalSize(width: 100, height: 19),
        TerminalSize(width: 20, height: 5), TerminalSize(width: 1, height: 1),
    ]

    /// Every row holds exactly `width` columns: a wide cell is always followed by its
    /// continuation, so the terminal never shifts a line.
    @Test func everyRowIsExactlyTheCanvasWidth() {
        for fixture in Fixtures.cases {
            for size in Self.sizes {
                let canvas = render(fixture.model, size: size, theme: ThemeLibrary().defaultTheme)
                for row in 0..<canvas.height {
                    var columns = 0
                    var expectContinuation = false
                    for column in 0..<canvas.width {
                        let cell = canvas[column, row]
                        #expect(cell.isContinuation == expectContinuation, "\(fixture.name) \(size) row \(row) col \(column)")
                        expectContinuation = cell.width == 2
                        columns += cell.width
                    }
                    #expect(columns == canvas.width, "\(fixture.name) at \(size.width)x\(size.height), row \(row)")
                    #expect(!expectContinuation, "\(fixture.name) row \(row) ends in half a wide character")
                }
            }
        }
    }

    @Test func attributionIsOnTheBottomRowsAtEverySize() {
        let model = Fixtures.model(Fixtures.demoBoard)
        for size in Self.sizes where size.width >= 16 {
            let lines = render(model, size: size, theme: .plain).plainText.split(separator: "\n", omittingEmptySubsequences: false)
            // The bottom rows (one to three, the last may be the data's age) carry the name and its URL.
            let bottom = lines.suffix(3)
            #expect(bottom.contains { $0.contains("open-meteo.com") }, "\(size.width)x\(size.height): \(bottom)")
            #expect(bottom.contains { $0.contains("Open-Meteo.com") }, "\(size.width)x\(size.height)")
        }
    }

    @Test func bothServiceNamesStayWholeAtFortyColumns() {
        let text = render(Fixtures.oklahoma(alertCount: 5), size: TerminalSize(width: 40, height: 12), theme: .plain).plainText
        #expect(text.contains("Open-Meteo.com"))
        #expect(text.contains("National Weather Service"))
        #expect(text.contains("weather.gov/disclaimer"))
    }

    @Test func demoAndStaleStatesAreNamedOnTheAttributionLine() {
        var demo = Fixtures.model(Fixtures.demoBoard)
        demo.isDemo = true
        let demoText = render(demo, size: TerminalSize(width: 80, height: 24), theme: .plain).plainText
        #expect(demoText.split(separator: "\n").last?.contains("DEMO") == true)

        let stale = Fixtures.cases.first { $0.name == "stale" }?.model
        let staleText = stale.map { render($0, size: TerminalSize(width: 40, height: 12), theme: .plain).plainText } ?? ""
        #expect(staleText.contains("stale since"))
    }

    @Test func tooSmallPanesSayWhatTheyNeedAndKeepTheAttribution() {
        let text = render(Fixtures.model(Fixtures.demoBoard), size: TerminalSize(width: 39, height: 11), theme: .plain).plainText
        #expect(text.contains("Terminal too small (need 40x12)"))
        #expect(text.split(separator: "\n").suffix(3).contains { $0.contains("Open-Meteo.com") })
    }

    @Test func selectedPlaceNameIsShownAtTheSmallestDashboard() {
        let text = render(Fixtures.model(Fixtures.demoBoard, selecting: 2), size: TerminalSize(width: 40, height: 12), theme: .plain).plainText
        let lines = text.split(separator: "\n")
        #expect(lines.count > 1 && lines[1].contains("Oklahoma City"))
    }

    /// The places of the demo named in scripts whose grapheme clusters hold several letters
    /// (Devanagari, Thai, Lao) or whose emoji are sequences (a flag), and an alert whose title
    /// holds line and paragraph separators.
    static var scriptsModels: [(name: String, model: DashboardModel)] {
        var board = Fixtures.demoBoard
        let names = ["🇩🇪 Berlin", "नई दिल्ली हिन्दी", "กรุงเทพมหานคร น้ำ", "ຫຼວງພະບາງ ຄຳ", "👩\u{200D}💻 Tromsø 👍🏽"]
        for index in board.places.indices { board.places[index].name = names[index % names.count] }
        if var snapshot = Fixtures.snapshot(DemoData.oklahomaCity), let first = snapshot.alerts.firstIndex(where: { $0.severity == .extreme }) {
            snapshot.alerts[first].summary = "Tornado\u{2028}Warning\u{2029}for हिन्दी and ภาษาไทย"
            board.placeStates[DemoData.oklahomaCity.coordinateKey] = .loaded(snapshot, .fresh)
        }
        return board.places.indices.map { ("scripts-\($0)", Fixtures.model(board, selecting: $0)) }
    }

    /// What curses can put in one place of the screen: one character that takes columns and the
    /// zero-width ones after it, in as many columns as glibc's wcwidth gives it, or two where it
    /// gives one (an emoji, which the curses layer pads). A cell holding two letters loses the
    /// second on the screen, and one measured otherwise moves the rest of its row.
    static func cellsATerminalDrawsOtherwise(in canvas: Canvas) -> [String] {
        var found: [String] = []
        for row in 0..<canvas.height {
            for column in 0..<canvas.width where !canvas[column, row].isContinuation {
                let cell = canvas[column, row]
                let widths = cell.grapheme.unicodeScalars.map(GlibcColumns.width(of:))
                let spacing = widths.filter { $0 != 0 }
                let padded = cell.width == 2 && spacing == [1]
                if (widths.first ?? 0) <= 0 || spacing.count != 1 || (spacing[0] != cell.width && !padded) {
                    found.append("row \(row) column \(column): \(cell.grapheme.unicodeScalars.map { String($0.value, radix: 16) }) in \(cell.width)")
                }
            }
        }
        return found
    }

    @Test func everyCellIsOneCharacterDrawnInTheColumnsItWasGiven() {
        for fixture in Fixtures.cases + Self.scriptsModels {
            for size in Self.sizes {
                let canvas = render(fixture.model, size: size, theme: ThemeLibrary().defaultTheme)
                let wrong = Self.cellsATerminalDrawsOtherwise(in: canvas)
                #expect(wrong.isEmpty, "\(fixture.name) at \(size.width)x\(size.height): \(wrong.prefix(5))")
            }
        }
    }

    /// The issue's alert: two separators counted one column each and drawn in none left the
    /// box's right border at column 98 of 100.
    @Test func aLineSeparatorInAnAlertTitleLeavesTheBorderInTheLastColumn() throws {
        let model = try #require(Self.scriptsModels.first { $0.name == "scripts-2" }).model
        let canvas = render(model, size: TerminalSize(width: 100, height: 30), theme: .plain)
        let row = try #require((0..<canvas.height).first { row in
            (0..<canvas.width).map { canvas[$0, row].grapheme }.joined().contains("Tornado")
        }, "\(canvas.plainText)")
        var terminalColumn = 0
        for column in 0..<(canvas.width - 1) where !canvas[column, row].isContinuation {
            terminalColumn += max(0, GlibcColumns.width(of: canvas[column, row].grapheme.unicodeScalars) ?? 0)
        }
        #expect(canvas[canvas.width - 1, row].grapheme == "│")
        #expect(terminalColumn == 99, "the terminal draws the border at column \(terminalColumn + 1):\n\(canvas.plainText)")
        #expect(canvas.plainText.contains("Tornado Warning for"))
    }

    /// A grapheme cluster is drawn whole or not at all, and the columns it did not get are
    /// blanked, so nothing of what was there before shows beside a cut text.
    @Test func aClusterThatDoesNotFitIsNotDrawnAndItsRoomIsBlanked() {
        var canvas = Canvas(width: 8, height: 1)
        canvas.draw("▸▸▸▸▸▸▸▸", x: 0, y: 0)
        let written = canvas.draw("हिन्दी", x: 0, y: 0, maxWidth: 4)
        #expect(canvas.plainText == "हि  ▸▸▸▸", "न्दी takes three columns, two are left")
        #expect(written == 4)
        #expect(Self.cellsATerminalDrawsOtherwise(in: canvas).isEmpty)
    }

    @Test func overwritingHalfOfAWideCharacterRepairsIt() {
        var canvas = Canvas(width: 6, height: 1)
        canvas.draw("東京", x: 0, y: 0)
        canvas.draw("雨", x: 1, y: 0)  // lands on the right half of 東 and the left half of 京
        #expect(canvas.plainText == " 雨")
        let widths = (0..<6).map { canvas[$0, 0].width }
        #expect(widths == [1, 2, 0, 1, 1, 1])
    }

    @Test func renderIsDeterministic() {
        for fixture in Fixtures.cases {
            let size = TerminalSize(width: 120, height: 40)
            #expect(render(fixture.model, size: size, theme: ThemeLibrary().defaultTheme) == render(fixture.model, size: size, theme: ThemeLibrary().defaultTheme))
        }
    }

    @Test func providerTextCannotInjectEscapes() throws {
        guard var snapshot = Fixtures.snapshot(DemoData.oklahomaCity) else { Issue.record("no demo snapshot"); return }
        let index = try #require(snapshot.alerts.firstIndex { $0.severity == .extreme })
        snapshot.alerts[index].summary = "Evil\u{1B}]0;pwned\u{07}\u{1B}[2J Warning"
        snapshot.place.name = "Bad\u{1B}[31mName"
        var board = Fixtures.demoBoard
        board.placeStates[DemoData.oklahomaCity.coordinateKey] = .loaded(snapshot, .fresh)
        let canvas = render(Fixtures.model(board, selecting: 2), size: TerminalSize(width: 120, height: 40), theme: .plain)
        let controls = canvas.cells.filter { $0.grapheme.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) } }
        #expect(controls.isEmpty)
        let text = canvas.plainText
        #expect(text.contains("Evil Warning"))
        #expect(text.contains("BadName"))
    }
}

/// A source that could not be read is never shown as "nothing to report".
@Suite struct FailedSourceRenderingTests {
    @Test(arguments: Fixtures.sizes)
    func aFailedAlertSourceIsSaidAtEverySizeAndNeverAsNoAlerts(size: TerminalSize) {
        let text = render(Fixtures.oklahomaWithFailedAlertSource(keeping: 0), size: size, theme: .plain).plainText
        #expect(!text.contains("No active alerts"), "\(text)")
        #expect(text.contains("NWS alerts unavailable"), "the attribution row says it at \(size.width)x\(size.height):\n\(text)")
    }

    @Test func thePanelSaysWhyAndHowOldTheKeptAlertsAre() {
        let text = render(Fixtures.oklahomaWithFailedAlertSource(keeping: 2), size: TerminalSize(width: 120, height: 40), theme: .plain).plainText
        #expect(text.contains("NWS alerts are unavailable: the service answered HTTP 500. Last read"), "\(text)")
        #expect(text.contains("Alerts (2)"))
    }

    /// Air quality that could not be read is not an alert source's failure: the alerts panel
    /// still says who has nothing to report, and the attribution row says what is missing.
    @Test func aFailedContextPartIsNotToldAsAnAlertNotice() throws {
        var snapshot = try #require(Fixtures.snapshot(DemoData.oklahomaCity))
        snapshot.alerts = []
        snapshot.sourceFailures = [SourceFailure(
            source: "Air-quality readings", message: "Air-quality readings are unavailable: the service answered HTTP 500.",
            kind: .context)]
        let model = Fixtures.model(Fixtures.board(with: .loaded(snapshot, .fresh), for: DemoData.oklahomaCity), selecting: 2)
        let text = render(model, size: TerminalSize(width: 120, height: 40), theme: .plain).plainText
        #expect(!text.contains("Air-quality readings are unavailable"), "\(text)")
        #expect(text.contains("No warnings from NWS for Oklahoma"), "\(text)")
        #expect(text.contains("Air-quality readings unavailable"), "the attribution row:\n\(text)")
    }
}
