import Dashboard
import WeatherCore

/// The one table of what each key does in each mode. The key handling (`update`), the help
/// overlay and the README's key tables all come from it, so they cannot disagree.
///
/// A mode's bindings are tried in order after `everywhere`; the first that matches wins.
/// What each action then does is in `DashboardState+Actions.swift`.
public enum KeyTable {
    /// Keys that work in every mode, even while typing into the add-place prompt.
    public static let everywhere: [KeyBinding] = [
        KeyBinding([.key(.controlC)], .quit, help: HelpRow(control: "C", .helpQuitAnywhere, short: .helpShortQuit)),
        KeyBinding([.key(.control("l"))], .repaint, help: HelpRow(control: "L", .helpRepaint, short: .helpShortRedraw)),
    ]

    /// How every popup closes; listed once in the help.
    static let closePopupRow = HelpRow(.escape, .helpClosePopup, short: .helpShortClose)

    public static func bindings(in mode: InputMode) -> [KeyBinding] {
        switch mode {
        case .dashboard: dashboard
        case .help: help
        case .alertDetail: alertDetail
        case .addPlace: addPlace
        case .confirmDelete: confirmDelete
        case .link: link
        case .map: map
        case .year: year
        }
    }

    static let dashboard: [KeyBinding] = [
        KeyBinding([.key(.left), .key(.character("h"))], .previousPlace,
                   help: HelpRow("←/→ h/l", ascii: "h/l", .helpSwitchPlace, short: .helpShortPlace)),
        KeyBinding([.key(.right), .key(.character("l"))], .nextPlace),
        KeyBinding([.digit], .jumpToPlace, help: HelpRow("1–9", ascii: "1-9", .helpJumpToPlace, short: .helpShortJump)),
        KeyBinding([.key(.character("r"))], .refresh, help: HelpRow("r", .helpRefresh, short: .helpShortRefresh)),
        KeyBinding([.key(.character("R"))], .refreshAll, help: HelpRow("R", .helpRefreshAll, short: .helpShortRefreshAll)),
        KeyBinding([.key(.up), .key(.character("k"))], .moveUp,
                   help: HelpRow("↑/↓ k/j", ascii: "k/j", .helpSelectAlert, short: .helpShortScroll)),
        KeyBinding([.key(.down), .key(.character("j"))], .moveDown),
        KeyBinding([.key(.pageUp)], .movePageUp, help: HelpRow(.pages, .helpScrollPage, short: .helpShortPage)),
        KeyBinding([.key(.pageDown)], .movePageDown),
        KeyBinding([.key(.home)], .moveToFirst, help: HelpRow(.homeAndEnd, .helpFirstOrLast, short: .helpShortEnds)),
        KeyBinding([.key(.end)], .moveToLast),
        KeyBinding([.key(.character("["))], .previousHour, help: HelpRow("[ ]", .helpChartCursor, short: .helpShortHour)),
        KeyBinding([.key(.character("]"))], .nextHour),
        KeyBinding([.key(.escape)], .clearChartCursor, help: HelpRow(.escape, .helpHideCursor, short: .helpShortHide)),
        KeyBinding([.key(.character("p"))], .toggleChartPast, help: HelpRow("p", .helpChartPast, short: .helpShortPast)),
        KeyBinding([.key(.tab)], .focusNextPanel, help: HelpRow(.tabs, .helpNextPanel, short: .helpShortPanel)),
        KeyBinding([.key(.backTab)], .focusPreviousPanel),
        KeyBinding([.key(.enter)], .showAlertDetail, help: HelpRow(.enter, .helpShowAlert, short: .helpShortDetails)),
        KeyBinding([.key(.character("o"))], .openAlertLink, help: HelpRow("o", .helpOpenAlertLink, short: .helpShortOpenLink)),
        KeyBinding([.key(.character("a"))], .addPlace, help: HelpRow("a", .helpAddPlace, short: .helpShortAdd)),
        KeyBinding([.key(.character("d"))], .deletePlace, help: HelpRow("d", .helpDeletePlace, short: .helpShortDelete)),
        KeyBinding([.key(.character("u"))], .toggleUnits, help: HelpRow("u", .helpToggleUnits, short: .helpShortUnits)),
        KeyBinding([.key(.character("t"))], .nextTheme, help: HelpRow("t", .helpNextTheme, short: .helpShortTheme)),
        KeyBinding([.key(.character("m"))], .showMap, help: HelpRow("m", .helpShowMap, short: .helpShortMap)),
        KeyBinding([.key(.character("y"))], .showYear, help: HelpRow("y", .helpShowYear, short: .helpShortYear)),
        KeyBinding([.key(.character("?"))], .showHelp, help: HelpRow("?", .helpToggleHelp, short: .helpShortHelp)),
        KeyBinding([.key(.character("q"))], .quit, help: HelpRow("q", .helpQuit, short: .helpShortQuit)),
    ]

    /// Where the keys are taller than the pane they scroll; every other key closes the help.
    static let help: [KeyBinding] = [
        KeyBinding([.key(.up), .key(.character("k"))], .scrollUp,
                   help: HelpRow(["↑/↓ k/j", .pages], ascii: ["k/j", .pages], .helpScrollHelp, short: .helpShortScroll)),
        KeyBinding([.key(.down), .key(.character("j"))], .scrollDown),
        KeyBinding([.key(.pageUp)], .pageUp),
        KeyBinding([.key(.pageDown)], .pageDown),
        KeyBinding([.anyKey], .closePopup, help: HelpRow(.anyOtherKey, .helpCloseHelp, short: .helpShortClose)),
    ]

    static let alertDetail: [KeyBinding] = [
        KeyBinding([.key(.escape), .key(.enter), .key(.character("q")), .key(.backspace)], .closePopup,
                   help: HelpRow([.escape, .enter, "q"], .helpClose, short: .helpShortClose)),
        KeyBinding([.key(.character("o"))], .openAlertLink, help: HelpRow("o", .helpOpenDetailsLink, short: .helpShortOpenLink)),
        KeyBinding([.key(.up), .key(.character("k"))], .scrollUp,
                   help: HelpRow("↑/↓ k/j", ascii: "k/j", .helpScrollDescription, short: .helpShortScroll)),
        KeyBinding([.key(.down), .key(.character("j"))], .scrollDown),
        KeyBinding([.key(.pageUp)], .pageUp, help: HelpRow(.pages, .helpScrollPage, short: .helpShortPage)),
        KeyBinding([.key(.pageDown)], .pageDown),
        KeyBinding([.key(.left), .key(.character("h"))], .showPreviousAlert,
                   help: HelpRow("←/→ h/l", ascii: "h/l", .helpSwitchAlert, short: .helpShortAlert)),
        KeyBinding([.key(.right), .key(.character("l"))], .showNextAlert),
    ]

    static let addPlace: [KeyBinding] = [
        KeyBinding([.key(.escape)], .closePopup, help: HelpRow(.escape, .helpClosePrompt, short: .helpShortClose)),
        KeyBinding([.key(.up)], .previousMatch, help: HelpRow("↑/↓", ascii: "up/down", .helpPickMatch, short: .helpShortPick)),
        KeyBinding([.key(.down)], .nextMatch),
        KeyBinding([.key(.enter)], .saveMatch, help: HelpRow(.enter, .helpSaveMatch, short: .helpShortSave)),
        KeyBinding([.key(.backspace)], .deleteCharacter, help: HelpRow(.backspace, .helpDeleteCharacter, short: .helpShortDelete)),
        KeyBinding([.printable], .typeCharacter, help: HelpRow(.typedText, .helpTypeQuery, short: .helpShortType)),
    ]

    static let confirmDelete: [KeyBinding] = [
        KeyBinding([.key(.character("y")), .key(.character("Y"))], .confirmDelete, help: HelpRow("y", .helpConfirmDelete, short: .helpShortDelete)),
        KeyBinding([.anyKey], .closePopup, help: HelpRow(.anyOtherKey, .helpKeepPlace, short: .helpShortKeep)),
    ]

    static let link: [KeyBinding] = [
        KeyBinding([.key(.escape), .key(.enter), .key(.character("q"))], .closePopup, help: HelpRow([.escape, .enter, "q"], .helpClose, short: .helpShortClose)),
    ]

    /// The map owns the keys it needs while it is open; q still quits.
    static let map: [KeyBinding] = [
        KeyBinding([.key(.escape), .key(.character("m"))], .closePopup, help: HelpRow([.escape, "m"], .helpClose, short: .helpShortClose)),
        KeyBinding([.key(.character(" "))], .toggleLoop, help: HelpRow(.space, .helpMapLoop, short: .helpShortLoop)),
        KeyBinding([.key(.character(","))], .previousFrame, help: HelpRow(", .", .helpMapStep, short: .helpShortFrame)),
        KeyBinding([.key(.character("."))], .nextFrame),
        KeyBinding([.key(.character("+")), .key(.character("="))], .zoomIn, help: HelpRow("+ -", .helpMapZoom, short: .helpShortZoom)),
        KeyBinding([.key(.character("-"))], .zoomOut),
        KeyBinding([.key(.left)], .panWest, help: HelpRow("←/→/↑/↓", ascii: "left/right/up/down", .helpMapPan, short: .helpShortMove)),
        KeyBinding([.key(.right)], .panEast),
        KeyBinding([.key(.up)], .panNorth),
        KeyBinding([.key(.down)], .panSouth),
        KeyBinding([.key(.character("q"))], .quit, help: HelpRow("q", .helpQuit, short: .helpShortQuit)),
    ]

    /// The year view has nothing to move: it closes the way it opened; q still quits.
    static let year: [KeyBinding] = [
        KeyBinding([.key(.escape), .key(.character("y"))], .closePopup, help: HelpRow([.escape, "y"], .helpClose, short: .helpShortClose)),
        KeyBinding([.key(.character("q"))], .quit, help: HelpRow("q", .helpQuit, short: .helpShortQuit)),
    ]

    /// The action `key` stands for in `mode`, if any.
    public static func action(for key: KeyEvent, in mode: InputMode) -> DashboardAction? {
        (everywhere + bindings(in: mode)).first { $0.matches(key) }?.action
    }

    /// The keys of the first listed binding for `action` on the dashboard, as the hints on
    /// screen name it ("a" in "Press a to add a place").
    public static func keys(for action: DashboardAction, ascii: Bool = false, in words: Catalog) -> String? {
        let row = (dashboard + everywhere).first { $0.action == action && $0.help != nil }?.help
        return row?.keys(in: words, ascii: ascii)
    }

    /// What the help overlay lists, in `words`' language: the dashboard's keys, those that
    /// work everywhere, and how popups close.
    public static func helpEntries(in words: Catalog) -> [HelpContent.Entry] {
        ((dashboard + everywhere).compactMap(\.help) + [closePopupRow]).map { $0.entry(in: words) }
    }

    /// The README's key tables, exactly: the dashboard's, then one per popup. A test holds the
    /// README to this text. The README is in English.
    public static var markdown: String {
        let english = Catalog.english
        func table(_ bindings: [KeyBinding]) -> String {
            (["| key | does |", "|---|---|"]
                + bindings.compactMap(\.help).map { "| \($0.keys(in: english)) | \(english($0.description)) |" })
                .joined(separator: "\n")
        }
        let popups: [(String, [KeyBinding])] = [
            ("In the alert popup (Enter)", alertDetail), ("In the add-place prompt (a)", addPlace),
            ("When asked to delete a place (d)", confirmDelete), ("In the help (?)", help),
            ("When a link could not be opened", link), ("On the map (m)", map), ("In the year view (y)", year),
        ]
        return ([table(dashboard + everywhere)] + popups.map { "\($0.0):\n\n" + table($0.1) }).joined(separator: "\n\n")
    }
}

/// Which key table applies: the dashboard, or the popup that is open.
public enum InputMode: Hashable, Sendable, CaseIterable {
    case dashboard, help, alertDetail, addPlace, confirmDelete, link, map, year
}

/// What a key press asks for. One case per thing a user can do; the key table says which keys
/// ask for it, `DashboardState+Actions.swift` what it does.
public enum DashboardAction: Hashable, Sendable {
    // Anywhere
    case quit, repaint
    // On the dashboard
    case previousPlace, nextPlace, jumpToPlace, refresh, refreshAll
    case moveUp, moveDown, movePageUp, movePageDown, moveToFirst, moveToLast, focusNextPanel, focusPreviousPanel
    case previousHour, nextHour, clearChartCursor, toggleChartPast
    case showAlertDetail, openAlertLink
    case addPlace, deletePlace, toggleUnits, nextTheme, showMap, showYear, showHelp
    // In popups
    case closePopup
    case scrollUp, scrollDown, pageUp, pageDown, showPreviousAlert, showNextAlert
    case previousMatch, nextMatch, saveMatch, deleteCharacter, typeCharacter
    case confirmDelete
    // On the map
    case toggleLoop, previousFrame, nextFrame, zoomIn, zoomOut, panWest, panEast, panNorth, panSouth
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

/// One line of the help and of the README's key table: the keys, and what they do in the
/// catalogs' words.
public struct HelpRow: Hashable, Sendable {
    /// "←/→ h/l"; `asciiKeyNames` ("h/l") where the terminal cannot show arrows.
    let keyNames: KeyNames
    let asciiKeyNames: KeyNames
    /// The letter of a Ctrl combination, which each language names its own way ("Strg-C").
    let controlLetter: String?
    /// For wide panes ("previous / next place") and for two columns on small ones ("place").
    public let description: Phrase
    public let shortDescription: Phrase

    init(_ keys: KeyNames, ascii: KeyNames? = nil, _ description: Phrase, short: Phrase) {
        keyNames = keys
        asciiKeyNames = ascii ?? keys
        controlLetter = nil
        self.description = description
        self.shortDescription = short
    }

    init(control letter: String, _ description: Phrase, short: Phrase) {
        keyNames = KeyNames(stringLiteral: letter)
        asciiKeyNames = keyNames
        controlLetter = letter
        self.description = description
        self.shortDescription = short
    }

    /// The keys as `words`' language names them ("Ctrl-C", "Strg-C", "Échap Entrée q"; "h/l"
    /// with `ascii`).
    public func keys(in words: Catalog, ascii: Bool = false) -> String {
        if let controlLetter { return words(.controlKey, ["key": controlLetter]) }
        return (ascii ? asciiKeyNames : keyNames).text(in: words)
    }

    func entry(in words: Catalog) -> HelpContent.Entry {
        HelpContent.Entry(
            keys: keys(in: words), asciiKeys: keys(in: words, ascii: true), description: words(description),
            shortDescription: words(shortDescription))
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
