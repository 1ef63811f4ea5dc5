/// What a terminal answered to `KittyGraphics.supportQuery`: read from the bytes it sent back,
/// in any order and amid other input, until its answer to the device attributes has come, which
/// ends the exchange.
public struct TerminalGraphicsReply: Sendable, Equatable {
    /// The terminal answered the kitty query with OK.
    public var speaksKittyGraphics = false
    /// The primary device attributes (`ESC [ ? 62 ; 4 ; 22 c` gives 62, 4, 22); nil until
    /// they have come.
    public var deviceAttributes: [Int]?

    public init(speaksKittyGraphics: Bool = false, deviceAttributes: [Int]? = nil) {
        self.speaksKittyGraphics = speaksKittyGraphics
        self.deviceAttributes = deviceAttributes
    }

    /// Whether the exchange is over: the device attributes came, which a terminal sends after
    /// its answer to the kitty query, if it gives one.
    public var isComplete: Bool { deviceAttributes != nil }

    /// Attribute 4 is sixel graphics (VT330/VT340 and the terminals that draw sixels).
    public var speaksSixel: Bool { deviceAttributes?.contains(4) ?? false }

    /// The answers found in `bytes`. A kitty answer other than OK (an error: the terminal knows
    /// the protocol but could not load the test image) counts as no support; anything else in
    /// the bytes (keys typed meanwhile) is ignored.
    public static func read(_ bytes: [UInt8]) -> TerminalGraphicsReply {
        var reply = TerminalGraphicsReply()
        var index = 0
        while index < bytes.count {
            guard bytes[index] == 0x1B, index + 1 < bytes.count else {
                index += 1
                continue
            }
            switch bytes[index + 1] {
            case UInt8(ascii: "_"):
                // ESC _ G <keys> ; <message> ESC \
                guard let end = terminator(in: bytes, from: index + 2) else { return reply }
                let body = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
                if body.hasPrefix("G"), let separator = body.firstIndex(of: ";") {
                    let keys = body[body.index(after: body.startIndex)..<separator].split(separator: ",")
                    let message = body[body.index(after: separator)...]
                    if keys.contains("i=\(KittyGraphics.queryImageID)") && message == "OK" { reply.speaksKittyGraphics = true }
                }
                index = end + 2
            case UInt8(ascii: "["):
                // ESC [ ? <n> ; <n> … c
                var cursor = index + 2
                guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "?") else {
                    index += 2
                    continue
                }
                cursor += 1
                let start = cursor
                while cursor < bytes.count, bytes[cursor] == UInt8(ascii: ";") || (0x30...0x39).contains(bytes[cursor]) { cursor += 1 }
                guard cursor < bytes.count else { return reply }
                if bytes[cursor] == UInt8(ascii: "c") {
                    reply.deviceAttributes = String(decoding: bytes[start..<cursor], as: UTF8.self)
                        .split(separator: ";").compactMap { Int($0) }
                }
                index = cursor + 1
            default:
                index += 1
            }
        }
        return reply
    }

    /// The position of the `ESC \` that ends a string begun before `start`.
    private static func terminator(in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == 0x1B && bytes[index + 1] == UInt8(ascii: "\\") { return index }
            index += 1
        }
        return nil
    }
}
