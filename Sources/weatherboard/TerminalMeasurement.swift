import Dashboard
import Foundation

/// The size of the terminal on stdout (or stderr when stdout is redirected), then COLUMNS and
/// LINES, then 80x24.
enum TerminalMeasurement {
    static func size(environment: [String: String]) -> TerminalSize {
        for descriptor in [STDOUT_FILENO, STDERR_FILENO, STDIN_FILENO] {
            var size = winsize()
            if ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 {
                return TerminalSize(width: Int(size.ws_col), height: Int(size.ws_row))
            }
        }
        let columns = environment["COLUMNS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
        let lines = environment["LINES"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
        return TerminalSize(width: columns ?? 80, height: lines ?? 24)
    }
}
