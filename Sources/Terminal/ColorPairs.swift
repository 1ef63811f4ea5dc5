import CNcurses

/// Curses colour pairs, allocated the first time a foreground/background combination is drawn.
///
/// Terminals offer a limited number of pairs (64 on an 8-colour terminal); when they run out the
/// cache starts over, and `Screen` redraws the frame so no cell keeps a redefined pair.
struct ColorPairs {
    private struct Key: Hashable {
        var foreground: Int32
        var background: Int32
    }

    private var allocated: [Key: Int32] = [:]
    private var nextPair: Int32 = 1
    private let limit: Int32

    init(available: Int) {
        // Pair 0 is the terminal default and cannot be changed.
        limit = Int32(clamping: max(0, available - 1))
    }

    /// The pair for a combination, or nil when every pair is taken. Colour -1 is the terminal's
    /// default (after `use_default_colors`).
    mutating func pair(foreground: Int32, background: Int32) -> Int32? {
        if foreground == -1, background == -1 { return 0 }
        let key = Key(foreground: foreground, background: background)
        if let pair = allocated[key] { return pair }
        guard nextPair <= limit else { return nil }
        let pair = nextPair
        guard init_extended_pair(pair, foreground, background) == OK else { return nil }
        nextPair += 1
        allocated[key] = pair
        return pair
    }

    mutating func removeAll() {
        allocated.removeAll(keepingCapacity: true)
        nextPair = 1
    }
}
