import Dashboard

/// The one table of what each key does in each mode. The key handling (`update`), the help
/// overlay and the README's key tables all come from it, so they cannot disagree.
///
/// A mode's bindings are tried in order after `everywhere`; the first that matches wins.
/// What each action then does is in `DashboardState+Actions.swift`.
public enum KeyTable {
    /// Keys that work in every mode, even while typing into the add-place prompt.
    public static let everywhere: [KeyBinding] = [
        KeyBinding([.key(.controlC)], .quit, help: HelpRow("Ctrl-C", "quit, from anywhere", short: "quit")),
        KeyBinding([.key(.control("l"))], .repaint, help: HelpRow("Ctrl-L", "repaint the screen", short: "redraw")),
    ]

    /// How every popup closes; listed once in the help.
    static let closePopupRow = HelpRow("Esc", "close a popup", short: "close")

    public static func bindings(in mode: InputMode) -> [KeyBinding] {
        switch mode {
        case .dashboard: dashboard
        case .help: help
        case .alertDetail: alertDetail
        case .addPlace: addPlace
        case .confirmDelete: confirmDelete
        case .link: link
        }
    }

    static let dashboard: [KeyBinding] = [
        KeyBinding([.key(.left), .key(.character("h"))], .previousPlace,
                   help: HelpRow("←/→ h/l", ascii: "h/l", "previous / next place", short: "place")),
        KeyBinding([.key(.right), .key(.character("l"))], .nextPlace),
        KeyBinding([.digit], .jumpToPlace, help: HelpRow("1–9", ascii: "1-9", "jump to a place", short: "jump")),
        KeyBinding([.key(.character("r"))], .refresh, help: HelpRow("r", "refresh this place", short: "refresh")),
        KeyBinding([.key(.character("R"))], .refreshAll, help: HelpRow("R", "refresh all places", short: "refresh all")),
        KeyBinding([.key(.up)], .selectPreviousAlert,
                   help: HelpRow("↑/↓", ascii: "up/down", "select an alert, or scroll the days", short: "scroll")),
        KeyBinding([.key(.down)], .selectNextAlert),
        KeyBinding([.key(.enter)], .showAlertDetail, help: HelpRow("Enter", "the selected alert in full", short: "details")),
        KeyBinding([.key(.character("o"))], .openAlertLink, help: HelpRow("o", "open the alert's details link", short: "open link")),
        KeyBinding([.key(.character("a"))], .addPlace, help: HelpRow("a", "add a place", short: "add")),
        KeyBinding([.key(.character("d"))], .deletePlace, help: HelpRow("d", "delete this place", short: "delete")),
        KeyBinding([.key(.character("u"))], .toggleUnits, help: HelpRow("u", "metric / imperial", short: "units")),
        KeyBinding([.key(.character("t"))], .nextTheme, help: HelpRow("t", "next theme", short: "theme")),
        KeyBinding([.key(.character("?"))], .showHelp, help: HelpRow("?", "show / hide this help", short: "help")),
        KeyBinding([.key(.character("q"))], .quit, help: HelpRow("q", "quit", short: "quit")),
    ]

    static let help: [KeyBinding] = [
        KeyBinding([.anyKey], .closePopup, help: HelpRow("any key", "close the help", short: "close")),
    ]

    static let alertDetail: [KeyBinding] = [
        KeyBinding([.key(.escape), .key(.enter), .key(.character("q")), .key(.backspace)], .closePopup,
                   help: HelpRow("Esc Enter q", "close", short: "close")),
        KeyBinding([.key(.character("o"))], .openAlertLink, help: HelpRow("o", "open the details link", short: "open link")),
        KeyBinding([.key(.up), .key(.character("k"))], .scrollUp,
                   help: HelpRow("↑/↓ k/j", ascii: "k/j", "scroll a long description", short: "scroll")),
        KeyBinding([.key(.down), .key(.character("j"))], .scrollDown),
        KeyBinding([.key(.pageUp)], .pageUp, help: HelpRow("PgUp/PgDn", "scroll a page", short: "page")),
        KeyBinding([.key(.pageDown)], .pageDown),
        KeyBinding([.key(.left), .key(.character("h"))], .showPreviousAlert,
                   help: HelpRow("←/→ h/l", ascii: "h/l", "the previous / next alert", short: "alert")),
        KeyBinding([.key(.right), .key(.character("l"))], .showNextAlert),
    ]

    static let addPlace: [KeyBinding] = [
        KeyBinding([.key(.escape)], .closePopup, help: HelpRow("Esc", "close the prompt", short: "close")),
        KeyBinding([.key(.up)], .previousMatch, help: HelpRow("↑/↓", ascii: "up/down", "pick a match", short: "pick")),
        KeyBinding([.key(.down)], .nextMatch),
        KeyBinding([.key(.enter)], .saveMatch, help: HelpRow("Enter", "save the picked match (or search now)", short: "save")),
        KeyBinding([.key(.backspace)], .deleteCharacter, help: HelpRow("Backspace", "delete the last character", short: "delete")),
        KeyBinding([.printable], .typeCharacter, help: HelpRow("text", "a place name to search for, or LAT,LON", short: "type")),
    ]

    static let confirmDelete: [KeyBinding] = [
        KeyBinding([.key(.character("y")), .key(.character("Y"))], .confirmDelete, help: HelpRow("y", "delete the place", short: "delete")),
        KeyBinding([.anyKey], .closePopup, help: HelpRow("any other key", "keep it", short: "keep")),
    ]

    static let link: [KeyBinding] = [
        KeyBinding([.key(.escape), .key(.enter), .key(.character("q"))], .closePopup, help: HelpRow("Esc Enter q", "close", short: "close")),
    ]

    /// The action `key` stands for in `mode`, if any.
    public static func action(for key: KeyEvent, in mode: InputMode) -> DashboardAction? {
        (everywhere + bindings(in: mode)).first { $0.matches(key) }?.action
    }

    /// The keys of the first listed binding for `action` on the dashboard, as the hints on
    /// screen name it ("a" in "Press a to add a place").
    public static func keys(for action: DashboardAction, ascii: Bool = false) -> String? {
        let row = (dashboard + everywhere).first { $0.action == action && $0.help != nil }?.help
        return ascii ? row?.asciiKeys : row?.keys
    }

    /// What the help overlay lists: the dashboard's keys, those that work everywhere, and how
    /// popups close.
    public static var helpEntries: [HelpContent.Entry] {
        ((dashboard + everywhere).compactMap(\.help) + [closePopupRow]).map(\.entry)
    }

    /// The README's key tables, exactly: the dashboard's, then one per popup. A test holds the
    /// README to this text.
    public static var markdown: String {
        func table(_ bindings: [KeyBinding]) -> String {
            (["| key | does |", "|---|---|"] + bindings.compactMap(\.help).map { "| \($0.keys) | \($0.description) |" })
                .joined(separator: "\n")
        }
        let popups: [(String, [KeyBinding])] = [
            ("In the alert popup (Enter)", alertDetail), ("In the add-place prompt (a)", addPlace),
            ("When asked to delete a place (d)", confirmDelete), ("In the help (?)", help),
            ("When a link could not be opened", link),
        ]
        return ([table(dashboard + everywhere)] + popups.map { "\($0.0):\n\n" + table($0.1) }).joined(separator: "\n\n")
    }
}

/// Which key table applies: the dashboard, or the popup that is open.
public enum InputMode: Hashable, Sendable, CaseIterable {
    case dashboard, help, alertDetail, addPlace, confirmDelete, link
}

/// What a key press asks for. One case per thing a user can do; the key table says which keys
/// ask for it, `DashboardState+Actions.swift` what it does.
public enum DashboardAction: Hashable, Sendable {
    // Anywhere
    case quit, repaint
    // On the dashboard
    case previousPlace, nextPlace, jumpToPlace, refresh, refreshAll
    case selectPreviousAlert, selectNextAlert, showAlertDetail, openAlertLink
    case addPlace, deletePlace, toggleUnits, nextTheme, showHelp
    // In popups
    case closePopup
    case scrollUp, scrollDown, pageUp, pageDown, showPreviousAlert, showNextAlert
    case previousMatch, nextMatch, saveMatch, deleteCharacter, typeCharacter
    case confirmDelete
}

/// Which key presses a binding answers.
public enum KeyPattern: Hashable, Sendable {
    case key(KeyEvent)
    /// 1 to 9.
    case digit
    /// Any printable character (text typed into a prompt).
    case printable
    case anyKey

    func matches(_ key: KeyEvent) -> Bool {
        switch self {
        case .key(let expected): return key == expected
        case .digit:
            guard case .character(let character) = key else { return false }
            return ("1"..."9").contains(character)
        case .printable:
            guard case .character(let character) = key else { return false }
            return !character.unicodeScalars.contains { $0.properties.generalCategory == .control }
        case .anyKey: return true
        }
    }
}

/// One line of the help and of the README's key table.
public struct HelpRow: Hashable, Sendable {
    public let keys: String
    public let asciiKeys: String
    public let description: String
    public let shortDescription: String

    init(_ keys: String, ascii: String? = nil, _ description: String, short: String) {
        self.keys = keys
        self.asciiKeys = ascii ?? keys
        self.description = description
        self.shortDescription = short
    }

    var entry: HelpContent.Entry {
        HelpContent.Entry(keys: keys, asciiKeys: asciiKeys, description: description, shortDescription: shortDescription)
    }
}

/// Keys and the action they ask for; `help` is nil for a binding listed with the one before it
/// (→ beside ←).
public struct KeyBinding: Hashable, Sendable {
    public let patterns: [KeyPattern]
    public let action: DashboardAction
    public let help: HelpRow?

    init(_ patterns: [KeyPattern], _ action: DashboardAction, help: HelpRow? = nil) {
        self.patterns = patterns
        self.action = action
        self.help = help
    }

    func matches(_ key: KeyEvent) -> Bool { patterns.contains { $0.matches(key) } }
}
