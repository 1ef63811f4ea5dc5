import Dashboard
import Testing
@testable import Terminal

@Suite("Key decoding")
struct KeyDecoderTests {
    func keys(_ bytes: [UInt8], flush: Bool = false) -> [KeyEvent] {
        events(bytes, flush: flush).compactMap { event in
            if case .key(let key) = event { key } else { nil }
        }
    }

    func events(_ bytes: [UInt8], flush: Bool = false) -> [TerminalEvent] {
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
        #expect(decoder.decode(tokyo.dropFirst(2)) == [.key(.character("東"))])
    }

    @Test func loneEscapeWaitsThenFlushes() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.hasPendingInput)
        #expect(decoder.flush() == [.key(.escape)])
        #expect(!decoder.hasPendingInput)
    }

    @Test func sequenceSplitAcrossReadsIsOneKey() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B, UInt8(ascii: "[")]).isEmpty)
        #expect(decoder.decode([UInt8(ascii: "C")]) == [.key(.right)])
    }
}

@Suite("Mouse decoding")
struct MouseDecoderTests {
    func events(_ text: String) -> [TerminalEvent] {
        var decoder = KeyDecoder()
        return decoder.decode(Array(text.utf8))
    }

    @Test func pressesAndWheelTurnsAtTheirCells() {
        #expect(events("\u{1B}[<0;5;3M") == [.mouse(MouseEvent(.press, x: 4, y: 2))], "1-based on the wire")
        #expect(events("\u{1B}[<64;10;20M\u{1B}[<65;1;1M") == [.mouse(MouseEvent(.wheelUp, x: 9, y: 19)), .mouse(MouseEvent(.wheelDown, x: 0, y: 0))])
        #expect(events("\u{1B}[<2;7;7M") == [.mouse(MouseEvent(.press, x: 6, y: 6))], "any button")
    }

    @Test func releasesMovesAndNonsenseAreDroppedAndKeysAroundThemStay() {
        #expect(events("\u{1B}[<0;5;3m").isEmpty, "a release")
        #expect(events("\u{1B}[<32;5;3M").isEmpty, "a drag")
        #expect(events("\u{1B}[<0;0;3M\u{1B}[<0;99999999999999999999;3M\u{1B}[<0;5M").isEmpty, "column 0, a number too big, a part missing")
        #expect(events("a\u{1B}[<0;5;3Mb") == [.key(.character("a")), .mouse(MouseEvent(.press, x: 4, y: 2)), .key(.character("b"))])
    }

    @Test func aReportCutInTwoWaitsForItsEnd() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[<0;12".utf8)).isEmpty)
        #expect(decoder.decode(Array(";4M".utf8)) == [.mouse(MouseEvent(.press, x: 11, y: 3))])
    }
}

/// A terminal's answers about itself arrive on the input among the keys: they are replies,
/// never keys (kitty's "OK" must not type `O` and `K`, the attributes' `c` must not be a key).
@Suite("Terminal replies in the input")
struct TerminalReplyDecodingTests {
    func events(_ text: String) -> [TerminalEvent] {
        var decoder = KeyDecoder()
        return decoder.decode(Array(text.utf8))
    }

    @Test func kittysAnswerTheAttributesAndTheCellSizeAreReplies() {
        #expect(events("q\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;20;10t\u{1B}[?62;4;22cj") == [
            .key(.character("q")), .reply(.kittyGraphics(imageID: 31, isOK: true)), .reply(.cellSize(PixelSize(width: 10, height: 20))),
            .reply(.deviceAttributes([62, 4, 22])), .key(.character("j")),
        ])
        #expect(events("\u{1B}_Gi=31;ENOENT:no such file\u{1B}\\") == [.reply(.kittyGraphics(imageID: 31, isOK: false))])
    }

    /// An answer split across reads waits for its end; another application command, a
    /// cell size of nonsense and an answer without an id are dropped, never typed.
    @Test func partialForeignAndNonsenseAnswersTypeNothing() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}_Gi=31;O".utf8)).isEmpty)
        #expect(decoder.decode(Array("K\u{1B}\\".utf8)) == [.reply(.kittyGraphics(imageID: 31, isOK: true))])
        #expect(events("\u{1B}_Xsomething\u{1B}\\\u{1B}[6;0;0t\u{1B}_Gq=2;OK\u{1B}\\").isEmpty)
        // Longer than any answer and not ended in this read: skipped to its end, whenever it
        // comes, and the keys after it are read.
        var long = KeyDecoder()
        #expect(long.decode(Array(("\u{1B}_G" + String(repeating: "a", count: 5000)).utf8)).isEmpty)
        #expect(long.decode(Array("aaa\u{1B}".utf8)).isEmpty)
        #expect(long.decode(Array("\\j".utf8)) == [.key(.character("j"))])
    }
}
