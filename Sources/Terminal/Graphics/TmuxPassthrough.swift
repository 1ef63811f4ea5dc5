/// A sequence for the terminal outside tmux, wrapped so that tmux passes it on rather than
/// swallowing it: `ESC P tmux ; <the sequence, each ESC doubled> ESC \`. tmux does so only with
/// its `allow-passthrough` option on (tmux 3.3 and later); without it, the text form is drawn.
public enum TmuxPassthrough {
    public static func wrapped(_ sequence: [UInt8]) -> [UInt8] {
        var bytes = Array("\u{1B}Ptmux;".utf8)
        bytes.reserveCapacity(sequence.count * 2 + 10)
        for byte in sequence {
            if byte == 0x1B { bytes.append(0x1B) }
            bytes.append(byte)
        }
        return bytes + Array("\u{1B}\\".utf8)
    }
}
