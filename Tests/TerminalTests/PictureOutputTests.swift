import Dashboard
import Foundation
import Testing
@testable import Terminal

/// What the screen writes for a frame's picture, byte for byte: kitty's images sent once and
/// placed by id, a sixel wiped by ncurses' repaint of its rows, tmux's passthrough, and
/// nothing left behind.
@Suite struct PictureOutputTests {
    static let screen = TerminalSize(width: 80, height: 24)

    static func kitty(_ id: UInt32, rows: Int = 22) -> CanvasPicture {
        CanvasPicture(id: id, x: 0, y: 0, columns: 80, rows: rows, payload: .png(Data([0x89, 0x50, 0x4E, 0x47])))
    }

    static func sixel(_ id: UInt32, y: Int = 0) -> CanvasPicture {
        CanvasPicture(id: id, x: 0, y: y, columns: 80, rows: 22, payload: .sixel(Array("\u{1B}Pq#0~\u{1B}\\".utf8)))
    }

    func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    /// The loop's frames: each sent once, then placed again by id; the placement before taken
    /// off first; the same picture again costs nothing.
    @Test func kittyImagesAreSentOnceAndPlacedByID() {
        var output = PictureOutput(passesThroughTmux: false)
        let first = output.update(to: Self.kitty(7), screen: Self.screen)
        #expect(text(first.bytes) == "\u{1B}[1;1H\u{1B}_Ga=t,f=100,i=7,q=2,m=0;iVBORw==\u{1B}\\\u{1B}_Ga=p,i=7,p=1,c=80,r=22,C=1,z=-1,q=2\u{1B}\\")
        #expect(first.rowsToRepaint == nil && first.overprintedRect == nil)
        #expect(output.update(to: Self.kitty(7), screen: Self.screen) == PictureOutput.Update())
        let second = output.update(to: Self.kitty(8), screen: Self.screen)
        #expect(text(second.bytes).hasPrefix("\u{1B}_Ga=d,d=i,i=7,p=1,q=2\u{1B}\\\u{1B}[1;1H\u{1B}_Ga=t,f=100,i=8,"))
        let back = output.update(to: Self.kitty(7), screen: Self.screen)
        #expect(text(back.bytes) == "\u{1B}_Ga=d,d=i,i=8,p=1,q=2\u{1B}\\\u{1B}[1;1H\u{1B}_Ga=p,i=7,p=1,c=80,r=22,C=1,z=-1,q=2\u{1B}\\")
        let closed = output.update(to: nil, screen: Self.screen)
        #expect(text(closed.bytes) == "\u{1B}_Ga=d,d=i,i=7,p=1,q=2\u{1B}\\")
        #expect(text(output.removal()) == "\u{1B}_Ga=d,d=I,i=7,q=2\u{1B}\\\u{1B}_Ga=d,d=I,i=8,q=2\u{1B}\\")
        #expect(output.removal().isEmpty)
    }

    /// More images than the terminal is asked to keep: the oldest are deleted with their data.
    @Test func theOldestImagesAreDeletedPastTheLimit() {
        var output = PictureOutput(passesThroughTmux: false)
        for id in 1...UInt32(PictureOutput.storedLimit) { _ = output.update(to: Self.kitty(id), screen: Self.screen) }
        let next = output.update(to: Self.kitty(100), screen: Self.screen)
        #expect(text(next.bytes).contains("\u{1B}_Ga=d,d=I,i=1,q=2\u{1B}\\"))
        #expect(output.stored.count == PictureOutput.storedLimit && !output.stored.contains(1))
    }

    /// A sixel is painted after the refresh and the names over it printed again; the next
    /// one has ncurses write the old rows first; closing the map repaints them too.
    @Test func aSixelIsWipedByRepaintingItsRows() {
        var output = PictureOutput(passesThroughTmux: false)
        let first = output.update(to: Self.sixel(1, y: 1), screen: Self.screen)
        #expect(text(first.bytes) == "\u{1B}[2;1H\u{1B}Pq#0~\u{1B}\\")
        #expect(first.rowsToRepaint == nil && first.overprintedRect == Rect(x: 0, y: 1, width: 80, height: 22))
        let second = output.update(to: Self.sixel(2, y: 1), screen: Self.screen)
        #expect(second.rowsToRepaint == 1..<23)
        let closed = output.update(to: nil, screen: Self.screen)
        #expect(closed == PictureOutput.Update(rowsToRepaint: 1..<23))
    }

    /// After the screen was cleared the picture on it is sent again; a sixel needs no repaint
    /// (the clear wiped it), a kitty image is placed again without being sent again.
    @Test func aClearedScreenGetsThePictureAgain() {
        var sixel = PictureOutput(passesThroughTmux: false)
        _ = sixel.update(to: Self.sixel(1), screen: Self.screen)
        sixel.screenWasCleared()
        let again = sixel.update(to: Self.sixel(1), screen: Self.screen)
        #expect(again.rowsToRepaint == nil && text(again.bytes) == "\u{1B}[1;1H\u{1B}Pq#0~\u{1B}\\")
        var kitty = PictureOutput(passesThroughTmux: false)
        _ = kitty.update(to: Self.kitty(3), screen: Self.screen)
        kitty.screenWasCleared()
        #expect(text(kitty.update(to: Self.kitty(3), screen: Self.screen).bytes)
            == "\u{1B}_Ga=d,d=i,i=3,p=1,q=2\u{1B}\\\u{1B}[1;1H\u{1B}_Ga=p,i=3,p=1,c=80,r=22,C=1,z=-1,q=2\u{1B}\\")
    }

    /// A picture drawn for a larger terminal than the one there is now (the frames of the size
    /// before a resize) is not sent: its rows would scroll the screen.
    @Test func aPictureThatDoesNotFitIsNotShown() {
        var output = PictureOutput(passesThroughTmux: false)
        #expect(output.update(to: Self.kitty(1, rows: 30), screen: Self.screen) == PictureOutput.Update())
        #expect(output.shown == nil)
    }

    /// Inside tmux every command goes through the passthrough on its own, escapes doubled;
    /// the cursor's move goes to tmux itself.
    @Test func insideTmuxEachCommandIsPassedThrough() {
        var output = PictureOutput(passesThroughTmux: true)
        let update = output.update(to: Self.kitty(9), screen: Self.screen)
        #expect(text(update.bytes) == "\u{1B}[1;1H"
            + "\u{1B}Ptmux;\u{1B}\u{1B}_Ga=t,f=100,i=9,q=2,m=0;iVBORw==\u{1B}\u{1B}\\\u{1B}\\"
            + "\u{1B}Ptmux;\u{1B}\u{1B}_Ga=p,i=9,p=1,c=80,r=22,C=1,z=-1,q=2\u{1B}\u{1B}\\\u{1B}\\")
    }

    /// The names over a sixel are printed again as text, without links, blanks skipped.
    @Test func theTextOverASixelIsPrintedAgain() {
        var canvas = Canvas(width: 20, height: 3)
        canvas.draw("• Potsdam", x: 4, y: 1)
        let runs = HyperlinkOverprint.runs(ofTextIn: Rect(x: 0, y: 0, width: 20, height: 2), of: canvas)
        #expect(runs.count == 2)
        #expect(runs.first?.x == 4 && runs.first?.link == nil && runs.first?.cells.count == 1)
        #expect(HyperlinkOverprint.bytes(for: runs, colors: { _ in nil }) == "\u{1B}[2;5H\u{1B}[0m•\u{1B}[2;7H\u{1B}[0mPotsdam\u{1B}[0m")
    }
}
