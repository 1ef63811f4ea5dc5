import Dashboard
import Testing
@testable import Terminal

@Suite("Key decoding")
struct KeyDecoderTests {
    func keys(_ bytes: [UInt8], flush: Bool = false) -> [KeyEvent] {
        var decoder = KeyDecoder()
        var events = decoder.decode(bytes)
        if flush { events += decoder.flush() }
        return events
    }

    func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func arrowsInBothCursorModesAndWithModifiers() {
        #expect(keys(bytes("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D")) == [.up, .down, .right, .left])
        #expect(keys(bytes("\u{1B}OA\u{1B}OD")) == [.up, .left])
        #expect(keys(bytes("\u{1B}[1;5C")) == [.right], "Ctrl-Right is still Right")
    }

    @Test func editingAndFunctionKeys() {
        #expect(keys(bytes("\u{1B}[5~\u{1B}[6~\u{1B}[3~\u{1B}[H\u{1B}[F")) == [.pageUp, .pageDown, .delete, .home, .end])
        #expect(keys(bytes("\u{1B}[15~\u{1B}OP")) == [.function(5), .function(1)])
    }

    @Test func controlBytes() {
        #expect(keys([3]) == [.controlC])
        #expect(keys([13]) == [.enter])
        #expect(keys([127]) == [.backspace])
        #expect(keys([9]) == [.tab])
    }

    @Test func textIncludingMultibyteAndSplitAcrossReads() {
        #expect(keys(bytes("ré")) == [.character("r"), .character("é")])
        var decoder = KeyDecoder()
        let tokyo = bytes("東")
        #expect(decoder.decode(tokyo.prefix(2)).isEmpty, "half a character waits")
        #expect(decoder.decode(tokyo.dropFirst(2)) == [.character("東")])
    }

    @Test func loneEscapeWaitsThenFlushes() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.hasPendingInput)
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.hasPendingInput)
    }

    @Test func sequenceSplitAcrossReadsIsOneKey() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B, UInt8(ascii: "[")]).isEmpty)
        #expect(decoder.decode([UInt8(ascii: "C")]) == [.right])
    }
}
