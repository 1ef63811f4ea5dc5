/// What the help overlay lists: every key of the dashboard with what it does, taken from the
/// key table (in the Interaction target) so that the help can never disagree with the keys,
/// and a few lines the data sources ask to be shown (a disclaimer), below the keys.
public struct HelpContent: Sendable, Hashable {
    public struct Entry: Sendable, Hashable {
        /// "←/→ h/l"; `asciiKeys` ("h/l") where the terminal cannot show arrows.
        public var keys: String
        public var asciiKeys: String
        /// For wide panes ("previous / next place") and for two columns on small ones ("place").
        public var description: String
        public var shortDescription: String

        public init(keys: String, asciiKeys: String, description: String, shortDescription: String) {
            self.keys = keys
            self.asciiKeys = asciiKeys
            self.description = description
            self.shortDescription = shortDescription
        }
    }

    public var entries: [Entry]
    /// Sentences shown under the keys, one paragraph each, wrapped to the overlay's width.
    public var footer: [String]

    public init(entries: [Entry] = [], footer: [String] = []) {
        self.entries = entries
        self.footer = footer
    }
}
