/// Terminal columns of text, measured as a terminal draws it. ncurses places every cell by
/// glibc's `wcwidth` of the one character that starts it, and tmux and xterm draw scalar by
/// scalar with the same table: a grapheme cluster takes the columns of its characters that take
/// columns (a Devanagari vowel sign, Thai and Lao SARA AM, each regional indicator of a flag: one
/// each; the two emoji of a ZWJ sequence or a skin tone: two each), and combining marks, viramas,
/// tone marks and joiners take none. Measured per cluster, because clusters are drawn whole.
public enum DisplayWidth {
    public static func of(_ character: Character) -> Int {
        // Fast paths: ASCII, and lone scalars from ranges that are always narrow (Latin,
        // box drawing, block elements). Unicode property lookups dominate render time otherwise.
        if let ascii = character.asciiValue { return ascii < 0x20 || ascii == 0x7F ? 0 : 1 }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.index(after: scalars.startIndex) == scalars.endIndex { return columns(of: first) }
        var total = 0
        forEachCell(of: character) { total += $1 }
        return total
    }

    public static func of(_ text: String) -> Int {
        // Printable ASCII is a column a byte, and most names and labels are nothing else:
        // splitting them into grapheme clusters was most of measuring them.
        if isPrintableASCII(text) { return text.utf8.count }
        return text.reduce(0) { $0 + of($1) }
    }

    /// Whether `text` is printable ASCII alone: a character and a column to each byte.
    static func isPrintableASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// The cells a terminal draws a grapheme cluster in, left to right: each character that
    /// takes columns, with the zero-width characters after it. A zero-width joiner is left out:
    /// curses cannot send a sequence it joins as one cell, and a terminal given the joiner
    /// would draw the sequence narrower than curses counted it.
    static func cells(of character: Character) -> [(grapheme: String, width: Int)] {
        var cells: [(grapheme: String, width: Int)] = []
        forEachCell(of: character) { cells.append((String($0), $1)) }
        return cells
    }

    /// `cells(of:)` without building strings, for measuring.
    private static func forEachCell(of character: Character, _ body: (String.UnicodeScalarView, Int) -> Void) {
        var cell = String.UnicodeScalarView()
        var width = 0
        for scalar in character.unicodeScalars {
            let scalarWidth = columns(of: scalar)
            if scalarWidth > 0 {
                if width > 0 { body(cell, width) }
                cell = String.UnicodeScalarView()
                cell.append(scalar)
                width = scalarWidth
            } else if width > 0, scalar.value != zeroWidthJoiner {
                // A mark before any character that takes columns has nothing to sit on: curses
                // cannot draw it first in a cell, so it is left out.
                cell.append(scalar)
                // An emoji presentation selector turns a text-style symbol into an emoji, which
                // glibc counts narrow and many terminals draw wide: two columns hold either (the
                // curses layer fills the second where the terminal does not).
                if scalar.value == emojiPresentationSelector { width = 2 }
            }
        }
        if width > 0 { body(cell, width) }
    }

    private static let zeroWidthJoiner: UInt32 = 0x200D
    private static let emojiPresentationSelector: UInt32 = 0xFE0F

    /// One scalar's columns, as glibc's `wcwidth` gives them in a UTF-8 locale, with 0 where it
    /// gives -1 (controls, line and paragraph separators, which terminals do not draw).
    static func columns(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        switch value {
        case 0..<0x20, 0x7F..<0xA0: return 0
        case 0xA0..<0x300, 0x2500..<0x25A0: return 1
        // Hangul medial vowels and final consonants join the syllable their initial starts.
        case 0x1160...0x11FF, 0xD7B0...0xD7FF: return 0
        // Regional indicators are one column each: a flag is a pair.
        case 0x1F1E6...0x1F1FF: return 1
        // Format characters that are drawn: the Arabic, Syriac and Kaithi number and year
        // signs, which stand before the digits they span.
        case 0x600...0x605, 0x6DD, 0x70F, 0x890...0x891, 0x8E2, 0x110BD, 0x110CD: return 1
        default: break
        }
        if isWide(value) || scalar.properties.isEmojiPresentation { return 2 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .lineSeparator, .paragraphSeparator: return 0
        default: return 1
        }
    }

    /// East Asian Wide and Fullwidth ranges (Unicode 15, EastAsianWidth.txt, condensed, with
    /// the ranges glibc 2.36 adds), without the combining marks inside them (U+302A–302D,
    /// U+3099–309A, U+16FE4), which are drawn on the character before them.
    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0, 0x23F3,
             0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F, 0x2693, 0x26A1,
             0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE, 0x26D4, 0x26EA,
             0x26F2...0x26F3, 0x26F5, 0x26FA, 0x26FD, 0x2705, 0x270A...0x270B, 0x2728, 0x274C,
             0x274E, 0x2753...0x2755, 0x2757, 0x2795...0x2797, 0x27B0, 0x27BF, 0x2B1B...0x2B1C,
             0x2B50, 0x2B55, 0x2E80...0x3029, 0x302E...0x303E, 0x3041...0x3098, 0x309B...0x33FF,
             0x3400...0x4DFF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
             0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x16FE0...0x16FE3, 0x16FF0...0x16FF1, 0x17000...0x18CFF, 0x18D00...0x18D7F, 0x1AFF0...0x1AFFF,
             0x1B000...0x1B2FF, 0x1F004, 0x1F0CF, 0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F251,
             0x1F260...0x1F265, 0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F7E0...0x1F7EB, 0x1F900...0x1F9FF,
             0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            // The emoji blocks hold some text-presentation symbols (U+1F321 🌡) that glibc, and
            // so curses and tmux, count narrow and VTE draws wide: two columns hold either, and
            // the curses layer fills the second where the terminal does not.
            return true
        default:
            return false
        }
    }
}
