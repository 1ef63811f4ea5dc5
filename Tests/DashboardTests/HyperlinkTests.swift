import Foundation
import Testing
import WeatherCore
@testable import Dashboard

/// OSC 8 hyperlinks: which terminals get them, which URLs may become one, and what a frame
/// draws for an alert's details link with and without them.
@Suite("Hyperlinks")
struct HyperlinkTests {
    func supports(_ variables: [String: String], terminal: Bool = true) -> Bool {
        TerminalEnvironment(variables).supportsHyperlinks(outputIsTerminal: terminal)
    }

    @Test func knownTerminalsGetHyperlinks() {
        #expect(supports(["TERM": "xterm-256color", "VTE_VERSION": "7600"]))
        #expect(supports(["TERM": "xterm-256color", "VTE_VERSION": "5000"]))
        #expect(supports(["TERM": "xterm-kitty"]))
        #expect(supports(["TERM": "xterm-256color", "KITTY_WINDOW_ID": "1"]))
        #expect(supports(["TERM": "xterm-256color", "WT_SESSION": "0b6b0a6e"]))
        #expect(supports(["TERM": "foot"]))
        #expect(supports(["TERM": "xterm-ghostty"]))
        #expect(supports(["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm", "TERM_PROGRAM_VERSION": "20240203-110809-5046fc22"]))
        #expect(supports(["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app", "TERM_PROGRAM_VERSION": "3.4.19"]))
        #expect(supports(["TERM": "xterm-256color", "TERM_PROGRAM": "vscode", "TERM_PROGRAM_VERSION": "1.95.3"]))
        #expect(supports(["TERM": "xterm-256color", "TERM_PROGRAM": "ghostty"]))
    }

    @Test func otherTerminalsAndOldVersionsDoNot() {
        #expect(!supports(["TERM": "xterm-256color"]), "xterm itself has no OSC 8")
        #expect(!supports(["TERM": "linux"]))
        #expect(!supports(["TERM": "xterm-256color", "VTE_VERSION": "4803"]), "VTE before 0.50")
        #expect(!supports(["TERM": "xterm-256color", "VTE_VERSION": "new"]))
        #expect(!supports(["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app", "TERM_PROGRAM_VERSION": "3.0.15"]))
        #expect(!supports(["TERM": "xterm-256color", "TERM_PROGRAM": "vscode", "TERM_PROGRAM_VERSION": "1.71.2"]))
        #expect(!supports(["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"]), "no version, no promise")
        #expect(!supports(["TERM": "xterm-256color", "TERM_PROGRAM": "Apple_Terminal"]))
    }

    @Test func multiplexersAreOffEvenInsideAKnownTerminal() {
        let vte = ["VTE_VERSION": "7600", "KITTY_WINDOW_ID": "1"]
        #expect(!supports(vte.merging(["TERM": "tmux-256color", "TMUX": "/tmp/tmux-1000/default,1,0"]) { $1 }))
        #expect(!supports(vte.merging(["TERM": "screen-256color"]) { $1 }))
        #expect(!supports(vte.merging(["TERM": "xterm-256color", "STY": "1234.pts-0.host"]) { $1 }))
        #expect(!supports(vte.merging(["TERM": "xterm-256color", "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.4"]) { $1 }))
    }

    @Test func neverToAPipeOrADumbTerminalWhateverTheOverride() {
        #expect(!supports(["TERM": "xterm-kitty"], terminal: false))
        #expect(!supports(["TERM": "xterm-kitty", "WEATHERBOARD_HYPERLINKS": "1"], terminal: false))
        #expect(!supports(["TERM": "dumb", "WEATHERBOARD_HYPERLINKS": "1"]))
        #expect(!supports(["WEATHERBOARD_HYPERLINKS": "1"]), "TERM unset is dumb")
    }

    @Test func theOverrideDecidesOnATerminal() {
        #expect(supports(["TERM": "xterm-256color", "WEATHERBOARD_HYPERLINKS": "1"]))
        #expect(supports(["TERM": "tmux-256color", "TMUX": "/tmp/tmux", "WEATHERBOARD_HYPERLINKS": "1"]), "tmux 3.4 set up for it")
        #expect(!supports(["TERM": "xterm-kitty", "WEATHERBOARD_HYPERLINKS": "0"]))
        #expect(supports(["TERM": "xterm-kitty", "WEATHERBOARD_HYPERLINKS": ""]), "empty is unset")
    }

    @Test func anOverrideThatIsNeitherOneNorZeroIsIgnoredAndNamed() throws {
        let odd = TerminalEnvironment(["TERM": "xterm-kitty", "WEATHERBOARD_HYPERLINKS": "yes\u{1B}]0;x\u{7}"])
        #expect(odd.supportsHyperlinks(outputIsTerminal: true), "the terminal decides")
        let problem = try #require(odd.hyperlinksOverrideProblem)
        #expect(problem.contains("WEATHERBOARD_HYPERLINKS must be 1 or 0"))
        #expect(!problem.unicodeScalars.contains(where: TerminalText.isTerminalControl))
        for fine in ["1", "0", ""] {
            #expect(TerminalEnvironment(["WEATHERBOARD_HYPERLINKS": fine]).hyperlinksOverrideProblem == nil)
        }
        #expect(TerminalEnvironment([:]).hyperlinksOverrideProblem == nil)
    }

    // MARK: - Which URLs may become a link

    func url(_ text: String) throws -> URL { try #require(URL(string: text)) }

    @Test func onlyPrintableHTTPURLsBecomeLinks() throws {
        let https = try #require(URL(string: "https://api.weather.gov/alerts/urn:oid:2.49.0.1.840.0.1;x=1"))
        #expect(Hyperlink(https)?.target == https.absoluteString)
        #expect(Hyperlink(try url("HTTP://example.org/a"))?.target == "HTTP://example.org/a")
        for refused in ["javascript:alert(1)", "file:///etc/passwd", "ftp://example.org/x", "mailto:a@example.org", "https:///nohost"] {
            if let url = URL(string: refused) { #expect(Hyperlink(url) == nil, "\(refused)") }
        }
        let long = try #require(URL(string: "https://example.org/" + String(repeating: "a", count: 2100)))
        #expect(Hyperlink(long) == nil, "longer than VTE accepts")
    }

    @Test func aURLWithEscapesOrControlsNeverBecomesALink() {
        // Foundation keeps some of these as they are; whatever it keeps must not reach an OSC.
        for hostile in ["https://example.org/\u{1B}]8;;https://evil.example\u{1B}\\", "https://example.org/a\u{7}b",
                        "https://example.org/\u{9C}", "https://exämple.org/ü"] {
            if let url = URL(string: hostile) {
                #expect(Hyperlink(url).map { $0.target.unicodeScalars.allSatisfy { (0x21...0x7E).contains($0.value) } } ?? true)
            }
        }
    }

    @Test func aLinkIsItsTarget() throws {
        let one = try #require(Hyperlink(try url("https://example.org/one")))
        #expect(Hyperlink(try url("https://example.org/one")) == one)
        #expect(Hyperlink(try url("https://example.org/two")) != one)
        #expect(Hyperlink(try url("https://example.org/two"))?.target == "https://example.org/two")
        var style = CellStyle(isBold: true, hyperlink: one)
        #expect(style.hyperlink?.target == "https://example.org/one")
        style.hyperlink = nil
        #expect(style == CellStyle(isBold: true))
    }

    @Test func theSequencesAreOSC8WithSevenBitST() throws {
        let link = try #require(Hyperlink(try url("https://example.org/a")))
        #expect(link.opening == "\u{1B}]8;;https://example.org/a\u{1B}\\")
        #expect(Hyperlink.closing == "\u{1B}]8;;\u{1B}\\")
    }

    // MARK: - The frame

    func linkedCells(_ canvas: Canvas) -> [(x: Int, y: Int, cell: Cell)] {
        (0..<canvas.height).flatMap { y in
            (0..<canvas.width).compactMap { x in canvas[x, y].style.hyperlink == nil ? nil : (x, y, canvas[x, y]) }
        }
    }

    func text(of cells: [(x: Int, y: Int, cell: Cell)], row: Int) -> String {
        cells.filter { $0.y == row && !$0.cell.isContinuation }.map(\.cell.grapheme).joined()
    }

    /// Without clickable links the panel spells out no URL (it would cost rows); the popup has
    /// it whole.
    @Test func withoutSupportTheWholeURLIsInThePopupAndItsCellsCarryTheLink() throws {
        var model = Fixtures.oklahoma(alertCount: 5)
        let url = model.listedAlerts[0].detailsURL.absoluteString
        #expect(!render(model, size: TerminalSize(width: 120, height: 40), theme: .plain).plainText.contains("https://api.weather.gov"))
        #expect(linkedCells(render(model, size: TerminalSize(width: 120, height: 40), theme: .plain)).isEmpty)
        model.overlay = .alertDetail(index: 0)
        // At 80 columns the popup spans the pane: its rows are the popup's alone.
        let canvas = render(model, size: TerminalSize(width: 80, height: 40), theme: .plain)
        let joined = canvas.plainText.split(separator: "\n").map { $0.replacingOccurrences(of: "│", with: "").trimmingCharacters(in: .whitespaces) }.joined()
        #expect(joined.contains(url), "whole, wrapped")
        #expect(!canvas.plainText.contains("Details at"))
        let cells = linkedCells(canvas).filter { $0.cell.style.hyperlink?.target == url }
        let rows = Set(cells.map(\.y)).sorted()
        #expect(rows.map { text(of: cells, row: $0) }.joined() == url, "wrapped in the popup, linked whole")
    }

    @Test func withSupportTheLinkIsShortAndItsCellsAreExactlyTheLink() throws {
        var model = Fixtures.oklahoma(alertCount: 5)
        model.supportsHyperlinks = true
        let canvas = render(model, size: TerminalSize(width: 120, height: 40), theme: .plain)
        let url = model.listedAlerts[0].detailsURL.absoluteString
        #expect(!canvas.plainText.contains("https://api.weather.gov/alerts"), "no URL is spelled out")
        let cells = linkedCells(canvas)
        let first = try #require(cells.first { $0.cell.style.hyperlink?.target == url })
        #expect(text(of: cells, row: first.y) == "Details at api.weather.gov ↗")
        #expect(first.cell.style.isUnderlined)
        let line = canvas.plainText.split(separator: "\n", omittingEmptySubsequences: false)[first.y]
        #expect(line.contains("Details at api.weather.gov ↗"))
        // The selected alert's link, under its row, and only its.
        #expect(Set(cells.compactMap(\.cell.style.hyperlink?.target)) == [url])
        let alertRow = try #require(canvas.plainText.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("Tornado Warning") })
        #expect(first.y == alertRow + 1)
        model.selectedAlert = 1
        let second = linkedCells(render(model, size: TerminalSize(width: 120, height: 40), theme: .plain))
        #expect(Set(second.compactMap(\.cell.style.hyperlink?.target)) == [model.listedAlerts[1].detailsURL.absoluteString])
    }

    /// The short link says where it goes in the language, the host as it is.
    @Test func theShortLinkIsInTheLanguage() throws {
        for (code, expected) in [("de", "Details bei api.weather.gov ↗"), ("ja", "詳細: api.weather.gov ↗")] {
            var model = Fixtures.oklahoma(alertCount: 5)
            model.supportsHyperlinks = true
            model.locale = UserLocale(identifier: code, preferredUnits: .metric, uses24HourClock: true, isUTF8: true)
            let canvas = render(model, size: TerminalSize(width: 120, height: 40), theme: .plain)
            let url = model.listedAlerts[0].detailsURL.absoluteString
            let cells = linkedCells(canvas)
            let first = try #require(cells.first { $0.cell.style.hyperlink?.target == url })
            #expect(text(of: cells, row: first.y) == expected)
        }
    }

    @Test func thePopupLinksTheSameWayInEveryGlyphSet() throws {
        for glyphs in GlyphSet.allCases {
            var model = Fixtures.oklahoma(alertCount: 5)
            model.overlay = .alertDetail(index: 0)
            model.glyphs = glyphs
            model.supportsHyperlinks = true
            let canvas = render(model, size: TerminalSize(width: 80, height: 24), theme: .plain)
            let url = model.listedAlerts[0].detailsURL.absoluteString
            let cells = linkedCells(canvas).filter { $0.cell.style.hyperlink?.target == url }
            let row = try #require(cells.first?.y)
            #expect(text(of: cells, row: row) == (glyphs == .ascii ? "Details at api.weather.gov" : "Details at api.weather.gov ↗"))
        }
    }

    @Test func aURLThatCannotBeALinkIsShownWholeEvenWithSupport() throws {
        var model = Fixtures.oklahoma(alertCount: 1)
        let place = DemoData.oklahomaCity
        var snapshot = try #require(model.board.state(of: place).snapshot)
        let ftp = try #require(URL(string: "ftp://warnings.example.org/alert/1"))
        snapshot.alerts[0].detailsURL = ftp
        model.board.placeStates[place.coordinateKey] = .loaded(snapshot, .fresh)
        model.supportsHyperlinks = true
        #expect(!render(model, size: TerminalSize(width: 120, height: 40), theme: .plain).plainText.contains(ftp.absoluteString), "not in the panel")
        model.overlay = .alertDetail(index: 0)
        let canvas = render(model, size: TerminalSize(width: 120, height: 40), theme: .plain)
        #expect(canvas.plainText.contains(ftp.absoluteString))
        #expect(linkedCells(canvas).isEmpty)
    }

    /// The popup of an alert whose description names web addresses (as a link's text and, in
    /// parentheses, its address, the way `MarkupText` leaves an HTML link).
    func popupWithAddresses(_ details: String) throws -> (model: DashboardModel, canvas: Canvas) {
        var model = Fixtures.oklahoma(alertCount: 1)
        let place = DemoData.oklahomaCity
        var snapshot = try #require(model.board.state(of: place).snapshot)
        snapshot.alerts[0].details = details
        model.board.placeStates[place.coordinateKey] = .loaded(snapshot, .fresh)
        model.overlay = .alertDetail(index: 0)
        return (model, render(model, size: TerminalSize(width: 80, height: 24), theme: .plain))
    }

    @Test func anAddressInTheDescriptionIsALinkAndStaysVisible() throws {
        let address = "https://www.rfs.nsw.gov.au/fire-information"
        let (_, canvas) = try popupWithAddresses("SIZE: 55 ha\nMore information (\(address)).\nStay informed.")
        let cells = linkedCells(canvas).filter { $0.cell.style.hyperlink?.target == address }
        let rows = Set(cells.map(\.y)).sorted()
        #expect(rows.map { text(of: cells, row: $0) }.joined() == address, "the address's cells, and only they, link to it")
        #expect(cells.allSatisfy { $0.cell.style.isUnderlined })
        #expect(canvas.plainText.contains("More information (https://www.rfs.nsw.gov.au/"), "the address is spelled out")
        let popupRow = try #require(rows.first)
        let line = canvas.plainText.split(separator: "\n", omittingEmptySubsequences: false)[popupRow]
        #expect(line.contains("More information ("), "the words before it are plain text on the same line")
    }

    @Test func aLongAddressBrokenOverLinesLinksWhole() throws {
        let address = "https://example.org/warnings/" + String(repeating: "abcdefghij", count: 9) + "?id=1"
        let (_, canvas) = try popupWithAddresses("See \(address)")
        let cells = linkedCells(canvas).filter { $0.cell.style.hyperlink?.target == address }
        let rows = Set(cells.map(\.y)).sorted()
        #expect(rows.count >= 2, "wider than the popup")
        #expect(rows.map { text(of: cells, row: $0) }.joined() == address)
    }

    @Test func textThatIsNoWebAddressIsNoLink() throws {
        let (model, canvas) = try popupWithAddresses("Call 112 or see ftp://example.org/x, www.example.org and mailto:a@example.org.")
        let detailsURL = model.listedAlerts[0].detailsURL.absoluteString
        #expect(linkedCells(canvas).allSatisfy { $0.cell.style.hyperlink?.target == detailsURL }, "only the details link")
    }

    // MARK: - --print

    @Test func ansiTextWrapsLinkedCellsInOSC8OnlyWhenAsked() throws {
        var model = Fixtures.oklahoma(alertCount: 5)
        model.supportsHyperlinks = true
        let canvas = render(model, size: TerminalSize(width: 120, height: 40), theme: ThemeLibrary().defaultTheme)
        let url = model.listedAlerts[0].detailsURL.absoluteString
        let linked = canvas.ansiText(colors: .xterm256, hyperlinks: true)
        #expect(linked.contains("\u{1B}]8;;\(url)\u{1B}\\"))
        let line = try #require(linked.split(separator: "\n").first { $0.contains(url) })
        let opened = try #require(line.range(of: "\u{1B}]8;;\(url)\u{1B}\\"))
        let shown = try #require(line.range(of: "Details at api.weather.gov ↗\u{1B}]8;;\u{1B}\\"), "closed right after the link's cells")
        #expect(opened.upperBound <= shown.lowerBound)
        #expect(!line[opened.upperBound..<shown.lowerBound].contains(" "), "only its style between the link and its text")
        // Every line that opens a link closes it again, so nothing leaks into the shell.
        for row in linked.split(separator: "\n") {
            let opened = row.components(separatedBy: "\u{1B}]8;;h").count - 1
            let closed = row.components(separatedBy: "\u{1B}]8;;\u{1B}\\").count - 1
            #expect(opened == closed)
        }
        #expect(!canvas.ansiText(colors: .xterm256).contains("\u{1B}]8"))
    }
}
