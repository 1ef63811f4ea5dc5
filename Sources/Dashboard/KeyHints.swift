/// The keys the screen names in its hints ("Press r to retry", "? help"), taken from the key
/// table in the Interaction target so that a hint always names the key that works. A model
/// without hints (`--print`) names no key at all: nothing there reads keys.
public struct KeyHints: Sendable, Hashable {
    public var help: String
    public var refresh: String
    public var addPlace: String
    public var quit: String
    public var firstPlace: String

    public init(help: String, refresh: String, addPlace: String, quit: String, firstPlace: String) {
        self.help = help
        self.refresh = refresh
        self.addPlace = addPlace
        self.quit = quit
        self.firstPlace = firstPlace
    }
}
