import Foundation

/// The target of an OSC 8 hyperlink that a cell belongs to: a URL that is safe to put inside
/// the escape sequence. Links come from alert feeds, so only `http` and `https` qualify, and
/// only when every character is printable ASCII (a control character or an ESC would end the
/// sequence early and let the rest of the "URL" speak to the terminal).
public struct Hyperlink: Hashable, Sendable {
    /// The URL as the terminal receives it.
    public let target: String

    /// VTE, which defined OSC 8, ignores targets longer than this; such a link stays plain text.
    static let maximumLength = 2083

    /// Nil for anything but an absolute http(s) URL with a host, of printable ASCII, no
    /// longer than `maximumLength`.
    public init?(_ url: URL) {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = url.host, !host.isEmpty
        else { return nil }
        let target = url.absoluteString
        guard target.utf8.count <= Self.maximumLength,
              target.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) })
        else { return nil }
        self.target = target
    }

    /// `ESC ] 8 ; ; target ST`: what is printed after it links to `target`. ST is the 7-bit
    /// `ESC \\`, which every terminal with OSC 8 reads, unlike the C1 form.
    public var opening: String { "\u{1B}]8;;" + target + "\u{1B}\\" }

    /// `ESC ] 8 ; ; ST`: what is printed after it links nowhere.
    public static let closing = "\u{1B}]8;;\u{1B}\\"
}
