import Dashboard
/// Turns the bytes a terminal sends into key events, and xterm's SGR mouse reports
/// (`ESC [ < button ; column ; row M`) into mouse events.
///
/// Why decode here instead of calling ncurses' `wget_wch`: curses must stay on the main thread,
/// and `wget_wch` also refreshes the window it reads from, which would paint `stdscr` over any
/// panels. Decoding the handful of sequences xterm, tmux, VTE, rxvt and the Linux console send
/// keeps the input thread free of curses and makes the Esc timeout ours to choose.
///
/// Both cursor-key modes are understood (`ESC [ A` and, after `keypad`, `ESC O A`), and
/// modifier parameters (`ESC [ 1 ; 5 C`) are ignored, so Ctrl-Right is still Right.
struct KeyDecoder {
    private var pending: [UInt8] = []
    /// Inside an application command too long to hold (`longestCommand`): its bytes are
    /// dropped until its `ESC \\` comes, never read as keys.
    private var isSkippingCommand = false

    /// True while an incomplete sequence waits for more bytes. The caller should wait at most
    /// `escapeTimeout` milliseconds for them and then call `flush()`.
    var hasPendingInput: Bool { !pending.isEmpty }

    /// How long a lone Esc waits for the rest of a sequence (the same 25 ms as `set_escdelay`).
    static let escapeTimeout: Int32 = 25

    mutating func decode(_ bytes: some Sequence<UInt8>) -> [TerminalEvent] {
        pending.append(contentsOf: bytes)
        return parse(flushing: false)
    }

    /// Gives up waiting: a pending Esc becomes `.escape` and whatever followed it is text.
    mutating func flush() -> [TerminalEvent] {
        parse(flushing: true)
    }

    private mutating func parse(flushing: Bool) -> [TerminalEvent] {
        var events: [TerminalEvent] = []
        var text = String.UnicodeScalarView()
        var index = 0

        func emitText() {
            guard !text.isEmpty else { return }
            // Group scalars into graphemes so an accent typed as a combining mark stays with its letter.
            events.append(contentsOf: String(text).map { TerminalEvent.key(.character($0)) })
            text = String.UnicodeScalarView()
        }

        parsing: while index < pending.count {
            if isSkippingCommand {
                guard let end = Self.stringTerminator(in: pending, from: index) else {
                    // Keep a final Esc: it may be the first half of the terminator.
                    index = pending.last == 0x1B ? pending.count - 1 : pending.count
                    break parsing
                }
                isSkippingCommand = false
                index = end + 2
                continue
            }
            let byte = pending[index]
            switch byte {
            case 0x1B:
                let result = Self.escapeSequence(in: pending, at: index)
                switch result {
                case .incomplete where !flushing:
                    break parsing
                case .incomplete, .lone:
                    emitText()
                    events.append(.key(.escape))
                    index += 1
                case .sequence(let event, let length):
                    emitText()
                    if let event { events.append(event) }
                    index += length
                case .overlongCommand:
                    emitText()
                    isSkippingCommand = true
                    index += 2
                }
            case 0x00..<0x20, 0x7F:
                emitText()
                if let key = Self.controlKey(byte) { events.append(.key(key)) }
                index += 1
            default:
                let length = Self.utf8Length(leadByte: byte)
                if length == 0 {
                    index += 1  // a stray continuation or invalid byte: drop it
                    continue
                }
                if index + length > pending.count {
                    if flushing {
                        index = pending.count  // a truncated character cannot be shown
                        continue
                    }
                    break parsing
                }
                let slice = pending[index..<index + length]
                if let scalar = String(decoding: slice, as: UTF8.self).unicodeScalars.first,
                   scalar != "\u{FFFD}" || slice.elementsEqual([0xEF, 0xBF, 0xBD]) {
                    text.append(scalar)
                }
                index += length
            }
        }
        emitText()
        pending.removeFirst(index)
        return events
    }

    private static func controlKey(_ byte: UInt8) -> KeyEvent? {
        switch byte {
        case 0x03: return .controlC
        case 0x09: return .tab
        case 0x0A, 0x0D: return .enter  // nonl() keeps CR as CR; a pasted LF is Enter too
        case 0x08, 0x7F: return .backspace
        case 0x01...0x1A: return .control(Character(Unicode.Scalar(byte + 0x60)))
        default: return nil
        }
    }

    private static func utf8Length(leadByte byte: UInt8) -> Int {
        switch byte {
        case 0x20..<0x80: return 1
        case 0xC2..<0xE0: return 2
        case 0xE0..<0xF0: return 3
        case 0xF0..<0xF5: return 4
        default: return 0
        }
    }

    private enum EscapeResult {
        case incomplete
        case lone
        /// A complete sequence; the event is nil for sequences we recognise but ignore.
        case sequence(TerminalEvent?, length: Int)
        /// An application command longer than any answer: skipped to its end.
        case overlongCommand
    }

    private static func escapeSequence(in bytes: [UInt8], at start: Int) -> EscapeResult {
        guard start + 1 < bytes.count else { return .incomplete }
        switch bytes[start + 1] {
        case UInt8(ascii: "["):
            return controlSequence(in: bytes, at: start)
        case UInt8(ascii: "O"):
            guard start + 2 < bytes.count else { return .incomplete }
            return .sequence(ss3Key(bytes[start + 2]).map(TerminalEvent.key), length: 3)
        case UInt8(ascii: "_"):
            return applicationProgramCommand(in: bytes, at: start)
        default:
            // Esc followed by anything else (Alt+key, or Esc pressed twice): Esc stands alone
            // and the next byte is decoded on its own.
            return .lone
        }
    }

    /// `ESC [ params final`, plus the Linux console's `ESC [ [ A` function keys.
    private static func controlSequence(in bytes: [UInt8], at start: Int) -> EscapeResult {
        var index = start + 2
        var parameters: [UInt8] = []
        while index < bytes.count, (0x20...0x3F).contains(bytes[index]) {
            parameters.append(bytes[index])
            index += 1
        }
        guard index < bytes.count else { return .incomplete }
        let final = bytes[index]
        guard (0x40...0x7E).contains(final) else {
            return .sequence(nil, length: index - start)  // malformed: drop what we saw
        }
        if final == UInt8(ascii: "["), parameters.isEmpty {
            guard index + 1 < bytes.count else { return .incomplete }
            let key: KeyEvent? = (0x41...0x45).contains(bytes[index + 1])
                ? .function(Int(bytes[index + 1] - 0x40)) : nil
            return .sequence(key.map(TerminalEvent.key), length: index + 2 - start)
        }
        if let reply = reply(parameters: parameters, final: final) {
            return .sequence(.reply(reply), length: index + 1 - start)
        }
        if parameters.first == UInt8(ascii: "<"), final == UInt8(ascii: "M") || final == UInt8(ascii: "m") {
            return .sequence(mouse(parameters.dropFirst(), isPress: final == UInt8(ascii: "M")).map(TerminalEvent.mouse), length: index + 1 - start)
        }
        let first = Int(String(decoding: parameters.prefix { $0 != UInt8(ascii: ";") }, as: UTF8.self))
        return .sequence(csiKey(final: final, parameter: first).map(TerminalEvent.key), length: index + 1 - start)
    }

    /// The longest answer read as one: kitty's are a few dozen bytes; past this an unended
    /// string is dropped rather than held while keys wait behind it.
    static let longestCommand = 4096

    /// `ESC _ … ESC \`: kitty's graphics protocol answers in one (`ESC _ G i=31 ; OK ESC \`),
    /// which a terminal sends on the input; anything else in one is dropped.
    private static func applicationProgramCommand(in bytes: [UInt8], at start: Int) -> EscapeResult {
        guard let index = stringTerminator(in: bytes, from: start + 2) else {
            return bytes.count - start > longestCommand ? .overlongCommand : .incomplete
        }
        guard index - start <= longestCommand else { return .sequence(nil, length: index + 2 - start) }
        let body = bytes[(start + 2)..<index]
        return .sequence(kittyGraphicsReply(body).map(TerminalEvent.reply), length: index + 2 - start)
    }

    /// Where the `ESC \\` that ends a string starts, searching from `start`.
    private static func stringTerminator(in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == 0x1B && bytes[index + 1] == UInt8(ascii: "\\") { return index }
            index += 1
        }
        return nil
    }

    /// `G <keys> ; <message>`: the answer to a graphics command that named an image id.
    private static func kittyGraphicsReply(_ body: ArraySlice<UInt8>) -> TerminalReply? {
        guard body.first == UInt8(ascii: "G"), let separator = body.firstIndex(of: UInt8(ascii: ";")) else { return nil }
        let keys = String(decoding: body[(body.startIndex + 1)..<separator], as: UTF8.self).split(separator: ",")
        guard let id = keys.lazy.compactMap({ $0.hasPrefix("i=") ? UInt32($0.dropFirst(2)) : nil }).first else { return nil }
        let message = body[(separator + 1)...]
        return .kittyGraphics(imageID: id, isOK: message.elementsEqual("OK".utf8))
    }

    /// The answers to questions about the terminal that come as control sequences: the
    /// primary device attributes (`ESC [ ? 62 ; 4 c`) and the cell's size in pixels
    /// (`ESC [ 6 ; 20 ; 10 t`).
    private static func reply(parameters: [UInt8], final: UInt8) -> TerminalReply? {
        switch final {
        case UInt8(ascii: "c") where parameters.first == UInt8(ascii: "?"):
            let numbers = String(decoding: parameters.dropFirst(), as: UTF8.self).split(separator: ";").compactMap { Int($0) }
            return .deviceAttributes(numbers)
        case UInt8(ascii: "t"):
            let numbers = String(decoding: parameters, as: UTF8.self).split(separator: ";").map { Int($0) }
            guard numbers.count == 3, numbers[0] == 6, let height = numbers[1], let width = numbers[2],
                  let size = PixelSize.cell(width: width, height: height)
            else { return nil }
            return .cellSize(size)
        default:
            return nil
        }
    }

    /// `button ; column ; row` of an SGR report (1-based cells). The button's bit 64 is the
    /// wheel (bit 1 down), 32 a move with a button held; releases (`m`) and moves are dropped.
    private static func mouse(_ parameters: ArraySlice<UInt8>, isPress: Bool) -> MouseEvent? {
        let numbers = String(decoding: parameters, as: UTF8.self).split(separator: ";").map { Int($0) }
        guard isPress, numbers.count == 3, let button = numbers[0], let column = numbers[1], let row = numbers[2],
              column >= 1, row >= 1, button & 32 == 0
        else { return nil }
        let action: MouseEvent.Action = button & 64 != 0 ? (button & 1 != 0 ? .wheelDown : .wheelUp) : .press
        return MouseEvent(action, x: column - 1, y: row - 1)
    }

    /// The final letters that mean the same after `ESC [` and `ESC O`.
    private static func cursorKey(_ byte: UInt8) -> KeyEvent? {
        switch byte {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        default: return nil
        }
    }

    private static func csiKey(final: UInt8, parameter: Int?) -> KeyEvent? {
        if let key = cursorKey(final) { return key }
        switch final {
        case UInt8(ascii: "Z"): return .backTab
        case UInt8(ascii: "~"):
            guard let parameter else { return nil }
            switch parameter {
            case 1, 7: return .home
            case 4, 8: return .end
            case 3: return .delete
            case 5: return .pageUp
            case 6: return .pageDown
            case 11...15: return .function(parameter - 10)
            case 17...21: return .function(parameter - 11)
            case 23, 24: return .function(parameter - 12)
            default: return nil
            }
        default:
            return nil
        }
    }

    private static func ss3Key(_ byte: UInt8) -> KeyEvent? {
        if let key = cursorKey(byte) { return key }
        switch byte {
        case UInt8(ascii: "M"): return .enter
        case UInt8(ascii: "P")...UInt8(ascii: "S"): return .function(Int(byte) - 0x4F)
        default: return nil
        }
    }
}
