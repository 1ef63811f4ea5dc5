import Foundation
import Testing
import Dashboard
@testable import Terminal

/// The graphics escape sequences byte for byte: kitty's, against the examples of its protocol's
/// documentation (sw.kovidgoyal.net/kitty/graphics-protocol); the answers terminals give to the
/// support query; tmux's passthrough.
@Suite struct TerminalGraphicsTests {
    func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    /// The documentation's recommended query, a 1x1 RGB image of three zero bytes ("AAAA" in
    /// base64) followed by the primary device attributes request, with the cell's size asked
    /// between them; inside tmux the query alone is passed through.
    @Test func theQuestionIsTheDocumentedQuery() {
        let query = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"
        #expect(text(KittyGraphics.imageQuery) == query)
        #expect(text(PictureOutput(passesThroughTmux: false).question) == query + "\u{1B}[16t\u{1B}[c")
        #expect(text(PictureOutput(passesThroughTmux: true).question)
            == "\u{1B}Ptmux;\u{1B}\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\u{1B}\\\u{1B}\\\u{1B}[16t\u{1B}[c")
    }

    /// A payload longer than one command is sent in chunks of 4096 base64 characters, every one
    /// but the last with m=1, the keys only on the first.
    @Test func aLargeImageIsSentInChunks() throws {
        let png = Data((0..<6000).map { UInt8($0 % 251) })
        let encoded = png.base64EncodedString()
        #expect(encoded.count == 8000)
        let chunks = KittyGraphics.transmission(png: png, imageID: 7)
        #expect(chunks.count == 2, "one command a chunk, so each passes through tmux on its own")
        #expect(chunks.allSatisfy { text($0).hasSuffix("\u{1B}\\") }, "each command ends")
        let commands = chunks.map { text($0) }.map { String($0.dropLast(2)) }
        let first = try #require(commands.first), last = try #require(commands.last)
        #expect(first == "\u{1B}_Ga=t,f=100,i=7,q=2,m=1;" + encoded.prefix(4096))
        #expect(last == "\u{1B}_Gq=2,m=0;" + encoded.dropFirst(4096))
        let decoded = Data(base64Encoded: String(first.split(separator: ";")[1]) + String(last.split(separator: ";")[1]))
        #expect(decoded == png, "the chunks are the image")
    }

    /// A placement of zero columns still asks for one.
    @Test func aSmallImageIsOneCommandAndDeletionFreesIt() {
        let png = Data([0x89, 0x50, 0x4E, 0x47])
        #expect(KittyGraphics.transmission(png: png, imageID: 1).map { text($0) } == ["\u{1B}_Ga=t,f=100,i=1,q=2,m=0;iVBORw==\u{1B}\\"])
        #expect(text(KittyGraphics.placement(imageID: 1, placementID: 1, columns: 0, rows: 3))
            == "\u{1B}_Ga=p,i=1,p=1,c=1,r=3,C=1,z=-1,q=2\u{1B}\\")
        #expect(text(KittyGraphics.deletion(imageID: 1)) == "\u{1B}_Ga=d,d=I,i=1,q=2\u{1B}\\")
    }

    /// kitty answers the query, then the device attributes; xterm started with sixels answers
    /// the attributes only, with 4 among them; a plain terminal the attributes without 4.
    @Test(arguments: [
        ("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;c", true, false),
        ("\u{1B}[?63;1;2;4;6;9;15;16;22;28c", false, true),
        ("\u{1B}[?1;2c", false, false),
        ("\u{1B}_Gi=31;EINVAL:bad image\u{1B}\\\u{1B}[?62;4c", false, true),
        ("q\u{1B}_Gi=31;OK\u{1B}\\j\u{1B}[?62;4;22c", true, true),
    ])
    func answersAreRead(answer: String, kitty: Bool, sixel: Bool) {
        let reply = GraphicsProbe.read(Array(answer.utf8))
        #expect(reply.isComplete)
        #expect(reply.speaksKittyGraphics == kitty)
        #expect(reply.speaksSixel == sixel)
    }

    /// Until the device attributes come, the exchange is not over, whatever else arrived; an
    /// answer for another image id is not the query's.
    @Test func anIncompleteOrForeignAnswerIsNotSupport() {
        #expect(!GraphicsProbe.read(Array("\u{1B}_Gi=31;OK\u{1B}\\".utf8)).isComplete)
        #expect(!GraphicsProbe.read(Array("\u{1B}_Gi=31;OK".utf8)).speaksKittyGraphics)
        #expect(!GraphicsProbe.read(Array("\u{1B}[?62;4".utf8)).isComplete)
        #expect(!GraphicsProbe.read(Array("\u{1B}_Gi=5;OK\u{1B}\\\u{1B}[?62c".utf8)).speaksKittyGraphics)
        #expect(GraphicsProbe.read([]) == GraphicsProbe())
    }

    @Test func tmuxPassesOnASequenceWithItsEscapesDoubled() {
        #expect(text(TmuxPassthrough.wrapped(Array("\u{1B}_Ga=d\u{1B}\\".utf8)))
            == "\u{1B}Ptmux;\u{1B}\u{1B}_Ga=d\u{1B}\u{1B}\\\u{1B}\\")
    }
}
