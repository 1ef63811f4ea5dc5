import Testing
import WeatherCore
import Terminal

/// Why the screen could not start is told in the language; the terminal type as it is.
@Suite struct ScreenErrorTests {
    @Test func theSentencesAreInTheLanguage() {
        let german = Catalog.shipped("de"), russian = Catalog.shipped("ru")
        #expect(ScreenError.unknownTerminal("vt999").message(in: german)
            == "Den Terminaltyp „vt999“ kennt ncurses nicht: TERM auf einen Typ setzen, den das System kennt, etwa xterm-256color.")
        #expect(ScreenError.unknownTerminal("").message(in: russian).hasPrefix("TERM не задан, "))
        #expect(ScreenError.cannotPositionCursor("dumb").message(in: russian).hasPrefix("Терминал типа «dumb» не умеет перемещать курсор"))
        #expect(ScreenError.unknownTerminal("").description
            == "The terminal type (TERM is not set) is unknown to ncurses: set TERM to one your system knows, such as xterm-256color.")
        #expect(ScreenError.cannotPositionCursor("dumb").description
            == "The terminal type 'dumb' cannot position the cursor, so the dashboard cannot be drawn: use --json, or a terminal such as xterm-256color.")
    }
}
