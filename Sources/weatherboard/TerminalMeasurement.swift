import Dashboard
import Foundation

/// The size of the terminal on stdout (or stderr when stdout is redirected), then COLUMNS and
/// LINES, then 80x24.
enum TerminalMeasurement {
    static func size(environment: [String: String]) -> TerminalSize {
        for descriptor in [STDOUT_FILENO, STDERR_FILENO, STDIN_FILENO] {
            var size = winsize()
            if ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 {
                return TerminalSize(width: capped(Int(size.ws_col)), height: capped(Int(size.ws_row)))
            }
        }
        let columns = environment["COLUMNS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
        let lines = environment["LINES"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
        return TerminalSize(width: capped(columns ?? 80), height: capped(lines ?? 24))
    }

    /// A positive size brought within `TerminalSize.dimensions`.
    private static func capped(_ value: Int) -> Int {
        min(max(value, TerminalSize.dimensions.lowerBound), TerminalSize.dimensions.upperBound)
    }
}
