/// A key press, already decoded from the terminal's byte sequences. Defined beside `Canvas`
/// because both sides of the screen speak it: the terminal decodes keys into it, and the
/// dashboard's key table says what each one does.
public enum KeyEvent: Hashable, Sendable {
    case up, down, left, right
    case home, end, pageUp, pageDown
    case enter, escape, backspace, delete, tab, backTab
    /// F1 through F12.
    case function(Int)
    /// A printable character, including non-ASCII text typed into a prompt.
    case character(Character)
    /// Control plus a letter, for letters that have no case of their own (Ctrl-L is `"l"`).
    case control(Character)
    /// Ctrl-C, whether it arrived as byte 3 or as SIGINT.
    case controlC
}
