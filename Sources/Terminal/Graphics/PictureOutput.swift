import Dashboard

/// What the screen writes, after each refresh, for the picture a frame carries: the bytes of
/// kitty's protocol or a sixel, and which rows ncurses must write again first. A pure
/// function of the pictures shown, so that what reaches the terminal is tested byte for byte.
///
/// ncurses knows nothing of pictures: it writes only cells that changed. So a sixel, which
/// the terminal keeps as painted cells, is wiped by having ncurses write its rows again before
/// the next picture is painted, and the cells over it (names of places) are printed again
/// after it. kitty keeps pictures apart from the cells: each frame is stored once under its
/// id and then placed by id, under the text, and taken off before another is placed.
struct PictureOutput {
    /// What to do around one refresh.
    struct Update: Equatable {
        /// Rows ncurses must write in full before the refresh: a sixel left them.
        var rowsToRepaint: Range<Int>?
        /// Written after the refresh, from an unknown cursor position.
        var bytes: [UInt8] = []
        /// The sixel's rectangle, whose non-blank cells are to be printed again over it.
        var overprintedRect: Rect?
    }

    /// Sequences go through tmux's passthrough to the terminal outside it.
    let passesThroughTmux: Bool
    private(set) var shown: CanvasPicture?
    /// The kitty images the terminal holds, oldest first.
    private(set) var stored: [UInt32] = []
    /// The screen was cleared or repainted in full: what was shown must be sent again.
    private var isLost = false

    /// The most images kitty is asked to keep: a loop of 13 frames for the view on screen and
    /// the one before; older ones are deleted, their memory freed in the terminal.
    static let storedLimit = 32
    /// Every placement is this one: there is never more than one picture on screen.
    static let placementID: UInt32 = 1

    init(passesThroughTmux: Bool) {
        self.passesThroughTmux = passesThroughTmux
    }

    /// What the screen asks the terminal, once, when the map first opens: kitty's support query
    /// (through the passthrough inside tmux, whose own answers come back for the rest), the
    /// cell's size in pixels (`CSI 16 t`) and the primary device attributes (`CSI c`), which
    /// every terminal answers and so end the exchange.
    var question: [UInt8] {
        wrapped(KittyGraphics.imageQuery) + Array("\u{1B}[16t\u{1B}[c".utf8)
    }

    /// The screen was cleared (Ctrl-L, a resize, back from Ctrl-Z): nothing of the picture
    /// remains on it, though kitty still holds the images.
    mutating func screenWasCleared() {
        isLost = true
    }

    /// The update that takes the screen from what is shown to `picture` (nil for none) on a
    /// screen of `size`. A picture that does not fit the screen is not shown.
    mutating func update(to picture: CanvasPicture?, screen size: TerminalSize) -> Update {
        let fitting = picture.flatMap { picture in
            picture.columns > 0 && picture.rows > 0 && picture.x >= 0 && picture.y >= 0
                && picture.rect.maxX <= size.width && picture.rect.maxY <= size.height ? picture : nil
        }
        guard fitting != shown || (isLost && fitting != nil) else { return Update() }
        var update = Update()
        if let shown, !isLost || isKitty(shown) {
            if isKitty(shown) {
                update.bytes += wrapped(KittyGraphics.placementDeletion(imageID: shown.id, placementID: Self.placementID))
            } else if shown != fitting {
                update.rowsToRepaint = shown.y..<shown.rect.maxY
            }
        }
        isLost = false
        shown = fitting
        guard let fitting else { return update }
        update.bytes += Array(HyperlinkOverprint.cursorPosition(y: fitting.y, x: fitting.x).utf8)
        switch fitting.payload {
        case .png(let png):
            if !stored.contains(fitting.id) {
                for command in KittyGraphics.transmission(png: png, imageID: fitting.id) { update.bytes += wrapped(command) }
                stored.append(fitting.id)
                while stored.count > Self.storedLimit {
                    update.bytes += wrapped(KittyGraphics.deletion(imageID: stored.removeFirst()))
                }
            }
            update.bytes += wrapped(KittyGraphics.placement(
                imageID: fitting.id, placementID: Self.placementID, columns: fitting.columns, rows: fitting.rows))
        case .sixel(let sixel):
            update.bytes += wrapped(sixel)
            update.overprintedRect = fitting.rect
        }
        return update
    }

    /// What takes every picture off the screen and out of the terminal's memory, before the
    /// terminal is given back (exit, Ctrl-Z): kitty's images deleted with their data. A sixel
    /// goes with the blanking of the screen that precedes leaving it.
    mutating func removal() -> [UInt8] {
        let bytes = stored.flatMap { wrapped(KittyGraphics.deletion(imageID: $0)) }
        stored.removeAll()
        shown = nil
        isLost = false
        return bytes
    }

    private func isKitty(_ picture: CanvasPicture) -> Bool {
        if case .png = picture.payload { return true }
        return false
    }

    private func wrapped(_ sequence: [UInt8]) -> [UInt8] {
        passesThroughTmux ? TmuxPassthrough.wrapped(sequence) : sequence
    }
}
