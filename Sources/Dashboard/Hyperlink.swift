import Foundation
import Synchronization

/// The target of an OSC 8 hyperlink that a cell belongs to: a URL that is safe to put inside
/// the escape sequence. Links come from alert feeds, so only `http` and `https` qualify, and
/// only when every character is printable ASCII (a control character or an ESC would end the
/// sequence early and let the rest of the "URL" speak to the terminal).
///
/// A link is a number standing for its target, so that a `CellStyle` carrying one stays plain
/// data (copied without reference counting, as every cell of every frame is); equal targets
/// get the same number for the life of the process.
public struct Hyperlink: Hashable, Sendable {
    /// 1-based index into `targets`; 0 is never used, so `CellStyle` can keep 0 for "none".
    let id: UInt32

    /// VTE, which defined OSC 8, ignores targets longer than this; such a link stays plain text.
    static let maximumLength = 2083

    /// More distinct targets than any session's alerts bring; past it links stay plain text,
    /// so a feed that sends endless new URLs cannot make the table grow without end.
    static let maximumCount = 65_536

    /// Nil for anything but an absolute http(s) URL with a host, of printable ASCII, no
    /// longer than `maximumLength`.
    public init?(_ url: URL) {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = url.host, !host.isEmpty
        else { return nil }
        let target = url.absoluteString
        guard target.utf8.count <= Self.maximumLength,
              target.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) }),
              let id = Self.targets.id(for: target, limit: Self.maximumCount)
        else { return nil }
        self.id = id
    }

    init(id: UInt32) {
        self.id = id
    }

    /// The URL as the terminal receives it.
    public var target: String { Self.targets.target(of: id) }

    /// `ESC ] 8 ; ; target ST`: what is printed after it links to `target`. ST is the 7-bit
    /// `ESC \`, which every terminal with OSC 8 reads, unlike the C1 form.
    public var opening: String { "\u{1B}]8;;" + target + "\u{1B}\\" }

    /// `ESC ] 8 ; ; ST`: what is printed after it links nowhere.
    public static let closing = "\u{1B}]8;;\u{1B}\\"

    private static let targets = Targets()

    /// Every target seen, numbered in order of first appearance.
    private final class Targets: Sendable {
        private let table = Mutex<(ids: [String: UInt32], targets: [String])>(([:], []))

        func id(for target: String, limit: Int) -> UInt32? {
            table.withLock { table in
                if let id = table.ids[target] { return id }
                guard table.targets.count < limit else { return nil }
                table.targets.append(target)
                let id = UInt32(table.targets.count)
                table.ids[target] = id
                return id
            }
        }

        func target(of id: UInt32) -> String {
            table.withLock { table in
                let index = Int(id) - 1
                return table.targets.indices.contains(index) ? table.targets[index] : ""
            }
        }
    }
}
