import Dashboard

/// Where the map's choice of pixels or text stands.
enum GraphicsChoice: Sendable, Hashable {
    /// The map has not been opened yet: nothing was asked of the terminal.
    case unasked
    /// The question is out; the answers so far.
    case asking(GraphicsProbe)
    /// Pixels in this mode, or text (nil).
    case decided(PictureMode?)
}

/// Asking the terminal which pictures it draws, once, when the map first opens (never at
/// start-up: a user who never opens the map waits for no answer), and what the map draws with.
extension DashboardState {
    /// How long the terminal has to answer: a terminal answers the device attributes at
    /// once; inside tmux the terminal outside answers kitty's query through the passthrough
    /// a little after tmux's own answer, or never when tmux does not pass it on.
    static let graphicsAnswerSeconds = 0.4

    /// The pixels the map is drawn in; nil for text, and while the terminal is being asked.
    var pictureMode: PictureMode? {
        if case .decided(let mode) = graphics { return mode }
        return nil
    }

    /// Whether the map's frames must wait for the terminal's answer.
    var isAwaitingGraphicsAnswer: Bool {
        if case .asking = graphics { return true }
        return false
    }

    /// Asks the terminal, the first time the map opens, unless the setting is `text`.
    mutating func askAboutGraphicsIfNeeded() -> [DashboardEffect] {
        guard case .unasked = graphics else { return [] }
        guard settings.graphics != .text else {
            graphics = .decided(nil)
            return []
        }
        graphics = .asking(GraphicsProbe())
        return [.askAboutGraphics, .startTimer(.graphicsAnswerWait, seconds: Self.graphicsAnswerSeconds)]
    }

    /// Takes one answer; decides once the terminal has said all it will.
    mutating func receiveGraphicsReply(_ reply: TerminalReply) -> [DashboardEffect] {
        guard case .asking(var probe) = graphics else { return [] }
        probe.take(reply)
        graphics = .asking(probe)
        // Inside tmux the device attributes are tmux's, sent before the outer terminal's
        // answer to kitty's query: only that answer, or the wait's end, is final there.
        let isFinal = probe.isComplete && (!settings.isInsideTmux || probe.speaksKittyGraphics)
        return isFinal ? decideGraphics() : []
    }

    /// Decides with the answers there are (none when the wait ran out first), and draws the
    /// map again in what was decided.
    mutating func decideGraphics() -> [DashboardEffect] {
        guard case .asking(let probe) = graphics else { return [] }
        let chosen: PictureProtocol? = switch settings.graphics {
        case .kitty: .kitty
        case .sixel: .sixel
        case .text: nil
        case .auto: probe.pictureProtocol
        }
        graphics = .decided(chosen.map { PictureMode(pictureProtocol: $0, cellSize: probe.cellSize ?? .defaultCell) })
        return reloadMap()
    }
}
