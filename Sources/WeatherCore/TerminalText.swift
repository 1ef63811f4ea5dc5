/// Makes text from weather providers safe to put on a terminal. A provider (or whoever
/// tampered with its response) must not be able to move the cursor, change colours, set the
/// window title or hide text, so escape sequences and control characters are removed.
public enum TerminalText {
    /// Removes ESC and C1 sequences (CSI, OSC, DCS, SOS, PM, APC and two-character escapes)
    /// with their parameters, every other C0/C1 control, DEL, and bidirectional overrides.
    /// Tabs become spaces; line breaks become spaces, or LF when `keepingLineBreaks` is set (a
    /// CR is then dropped, so CR LF is one break). Line breaks are those Unicode names: LF, CR,
    /// VT, FF, NEL, and the line and paragraph separators U+2028 and U+2029, which terminals
    /// neither draw nor break a line at.
    public static func sanitized(_ text: String, keepingLineBreaks: Bool = false) -> String {
        // Fast path: most provider text is plain and needs no copy.
        if !text.unicodeScalars.contains(where: { isTerminalControl($0) || isSeparator($0) }) { return text }
        var output = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        // Scalars handed back by `skipString` when an ESC ends a string and starts a sequence.
        var pending: [Unicode.Scalar] = []
        func nextScalar() -> Unicode.Scalar? {
            pending.isEmpty ? scalars.next() : pending.removeFirst()
        }
        while let scalar = nextScalar() {
            switch scalar.value {
            case 0x1B:
                guard let introducer = nextScalar() else { break }
                switch introducer.value {
                case 0x5B: skipControlSequence(&scalars)  // ESC [
                case 0x5D, 0x50, 0x58, 0x5E, 0x5F: skipString(&scalars, pending: &pending)  // ] P X ^ _
                case 0x20...0x2F:
                    // nF escape: intermediates then one final byte.
                    while let next = scalars.next(), (0x20...0x2F).contains(next.value) {}
                default: break  // two-character escape such as ESC c or ESC 7
                }
            case 0x9B: skipControlSequence(&scalars)
            case 0x9D, 0x90, 0x98, 0x9E, 0x9F: skipString(&scalars, pending: &pending)
            case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029:
                if keepingLineBreaks {
                    if scalar.value != 0x0D { output.append("\n") }
                } else {
                    output.append(" ")
                }
            case 0x09: output.append(" ")
            default: if !isTerminalControl(scalar) { output.append(scalar) }
            }
        }
        return String(output)
    }

    /// The scalars a terminal acts on rather than shows: C0 and C1 controls, DEL and the
    /// bidirectional marks (the Arabic letter mark U+061C among them), overrides and isolates.
    /// `sanitized` lets none of them through unchanged, and whatever else writes for a
    /// terminal (JSON) escapes them.
    public static func isTerminalControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// U+2028 and U+2029, which are no terminal controls (JSON may carry them as they are).
    private static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0x2028 || scalar.value == 0x2029
    }

    /// CSI: parameter and intermediate bytes up to a final byte in 0x40...0x7E.
    private static func skipControlSequence(_ scalars: inout String.UnicodeScalarView.Iterator) {
        while let next = scalars.next() {
            if (0x40...0x7E).contains(next.value) || next.value < 0x20 { return }
        }
    }

    /// OSC/DCS/SOS/PM/APC: everything up to BEL, ST (ESC \) or C1 ST. An ESC that does not
    /// start ST ends the string and is handed back, as terminals do.
    private static func skipString(_ scalars: inout String.UnicodeScalarView.Iterator, pending: inout [Unicode.Scalar]) {
        while let next = scalars.next() {
            switch next.value {
            case 0x07, 0x9C: return
            case 0x1B:
                if let after = scalars.next(), after.value != 0x5C { pending = ["\u{1B}", after] }
                return
            default: continue
            }
        }
    }
}
