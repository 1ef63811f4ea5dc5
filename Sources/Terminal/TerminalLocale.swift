import CNcurses
import Glibc

enum TerminalLocale {
    /// Adopts the user's locale for curses and reports whether it was UTF-8.
    ///
    /// When it is not, LC_CTYPE falls back to C.UTF-8 so ncurses still handles wide characters
    /// (without it, every box-drawing character and degree sign is garbage); the return value
    /// lets the app draw ASCII glyphs, since the terminal itself probably is not UTF-8 either.
    static func adoptUserLocale() -> Bool {
        setlocale(LC_ALL, "")
        if isUTF8(currentCodeset()) { return true }
        if setlocale(LC_CTYPE, "C.UTF-8") == nil {
            setlocale(LC_CTYPE, "C.utf8")
        }
        return false
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
