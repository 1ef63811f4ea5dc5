import Dashboard
import Foundation

/// A frame printed once to stdout (`--print`, `radar --print`, `year`): at the terminal's size
/// unless `--width`/`--height` say otherwise, with ANSI colours (and links, where the command
/// draws them) only when stdout is a terminal; a pipe gets plain text. terminfo is not asked,
/// so `TERM`'s name says how many colours.
struct PrintedFrame {
    let size: TerminalSize
    let colors: ColorCapability
    /// OSC 8 links are written (`TerminalEnvironment.supportsHyperlinks`).
    let hyperlinks: Bool

    init(environment: [String: String], width: Int?, height: Int?, drawsLinks: Bool = false) {
        let terminal = TerminalEnvironment(environment)
        let isTerminal = isatty(STDOUT_FILENO) == 1
        let measured = TerminalMeasurement.size(environment: environment)
        size = TerminalSize(width: width ?? measured.width, height: height ?? measured.height)
        colors = isTerminal ? terminal.colorCapability(paletteSize: nil) : .none
        hyperlinks = drawsLinks && terminal.supportsHyperlinks(outputIsTerminal: isTerminal)
    }

    /// Writes `canvas`, which was drawn cell by cell and keeps no control character: its
    /// escapes, if any, are the colours and links written here.
    func write(_ canvas: Canvas) {
        let text = colors == .none && !hyperlinks ? canvas.plainText : canvas.ansiText(colors: colors, hyperlinks: hyperlinks)
        Console.document(text + "\n")
    }
}
