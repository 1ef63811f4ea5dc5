import CNcurses
import Glibc

enum TerminalLocale {
    /// Adopts the user's locale for curses. When it is not UTF-8 (or not installed), LC_CTYPE
    /// falls back to C.UTF-8 so ncurses still handles wide characters: without it, every
    /// box-drawing character and degree sign is garbage. Whether to draw ASCII glyphs is decided
    /// from the user's variables (`TerminalEnvironment.glyphs`), not here.
    static func adoptUserLocale() {
        setlocale(LC_ALL, "")
        if isUTF8(currentCodeset()) { return }
        if setlocale(LC_CTYPE, "C.UTF-8") == nil {
            setlocale(LC_CTYPE, "C.utf8")
        }
    }

    private static func currentCodeset() -> String {
        guard let codeset = wb_codeset() else { return "" }
        return String(cString: codeset)
    }

    private static func isUTF8(_ codeset: String) -> Bool {
        let normalized = codeset.lowercased().filter { $0 != "-" }
        return normalized == "utf8"
    }
}
