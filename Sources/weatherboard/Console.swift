import Dashboard
import Foundation
import Glibc
import WeatherCore

/// The one way the command line writes to stdout and stderr.
///
/// Text for a person often carries what others wrote: a geocoder's place names, a server's
/// error reason, a file name. So every line goes through the dashboard's sanitiser (no escape
/// sequence, control character or bidirectional override reaches the terminal, where it could
/// set the title or the clipboard) and has credentials redacted. Documents (JSON, a rendered
/// frame) are written as they are: they are made safe where they are built, and a coloured
/// frame's own escapes are meant for the terminal.
enum Console {
    /// The columns a listing or the help is laid out for: an 80-column terminal's.
    static let width = 80

    /// One line on stdout. A line break inside `text` becomes a space, so a name cannot fake
    /// another line of a listing.
    static func line(_ text: String) {
        write(safe(text) + "\n", to: STDOUT_FILENO)
    }

    /// Several lines on stdout, each as `line` writes it.
    static func lines<Lines: Sequence>(_ lines: Lines) where Lines.Element: StringProtocol {
        write(lines.map { safe(String($0)) + "\n" }.joined(), to: STDOUT_FILENO)
    }

    /// One sentence on stderr, as "weatherboard: <message>", on one line.
    static func error(_ message: String) {
        write("weatherboard: " + safe(message) + "\n", to: STDERR_FILENO)
    }

    /// A document that is terminal-safe by construction, written to stdout unchanged.
    static func document(_ data: Data) {
        _ = data.withUnsafeBytes { FileContents.writeAll($0, to: STDOUT_FILENO) }
    }

    static func document(_ text: String) {
        write(text, to: STDOUT_FILENO)
    }

    /// Sanitised first, so that a credential split by escape sequences is whole again when
    /// the redaction looks for it.
    static func safe(_ text: String) -> String {
        CredentialRedaction.redacted(TerminalText.sanitized(text))
    }

    /// Straight to the descriptor: `FileHandle` would copy the text into `Data` first (typed by
    /// name at its first use) and stop the program on a write error. Here a reader that went
    /// away (`| head -1`) or a full disk ends the output, which has nowhere else to go.
    private static func write(_ text: String, to descriptor: Int32) {
        var text = text
        _ = text.withUTF8 { FileContents.writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
    }
}
