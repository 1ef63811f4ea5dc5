import Foundation
import WeatherCore

/// Everything `render` needs, as one immutable value, so rendering is a pure function of it.
public struct DashboardModel: Sendable, Hashable {
    public var board: BoardState
    /// The clock reading to draw with; render never asks the system for the time.
    public var now: Date
    public var units: MeasurementUnits
    /// Clock style, weekday names and whether the terminal can show UTF-8.
    public var locale: UserLocale
    public var glyphs: GlyphSet
    /// The terminal makes OSC 8 hyperlinks clickable (`TerminalEnvironment.supportsHyperlinks`),
    /// so links are drawn as short text and the full URL is only their target.
    public var supportsHyperlinks: Bool
    public var overlay: Overlay?
    /// Index of the first visible alert.
    public var alertScroll: Int
    /// Index of the first visible day, where the days panel cannot show them all.
    public var dayScroll: Int
    /// The panel last given the focus; `focusedPanel` is the one that has it.
    public var focus: FocusedPanel
    /// The hour (index into the chart's hours) the 48-hour chart's time cursor is on, if set.
    public var chartCursor: Int?
    /// The 48-hour chart shows the 24 hours before now beside the next 24 (`p`), for every place.
    public var chartShowsPast: Bool
    /// Index (in severity order) of the highlighted alert.
    public var selectedAlert: Int
    /// Demo data is on screen: the attribution line says so.
    public var isDemo: Bool
    /// A one-line notice or error, shown just above the attribution line.
    public var statusMessage: String?
    /// Alerts weaker than this are not listed (their number is); nil lists every alert.
    public var minimumAlertSeverity: AlertSeverity?
    /// The air-quality index the card shows (the locale's, or config.json's `airQualityIndex`).
    public var airQualityScale: AirQualityScale
    /// What the help overlay lists.
    public var help: HelpContent
    /// The keys hints name; nil for a frame that is printed, not interactive.
    public var keyHints: KeyHints?

    public init(
        board: BoardState, now: Date, units: MeasurementUnits, locale: UserLocale, glyphs: GlyphSet = .emoji,
        supportsHyperlinks: Bool = false, overlay: Overlay? = nil, alertScroll: Int = 0, dayScroll: Int = 0, focus: FocusedPanel = .alerts, chartCursor: Int? = nil,
        chartShowsPast: Bool = false,
        selectedAlert: Int = 0, isDemo: Bool = false,
        statusMessage: String? = nil, minimumAlertSeverity: AlertSeverity? = nil,
        help: HelpContent = HelpContent(), keyHints: KeyHints? = nil, airQualityScale: AirQualityScale = .european
    ) {
        self.airQualityScale = airQualityScale
        self.board = board
        self.now = now
        self.units = units
        self.locale = locale
        self.glyphs = glyphs
        self.supportsHyperlinks = supportsHyperlinks
        self.overlay = overlay
        self.alertScroll = alertScroll
        self.dayScroll = dayScroll
        self.focus = focus
        self.chartCursor = chartCursor
        self.chartShowsPast = chartShowsPast
        self.selectedAlert = selectedAlert
        self.isDemo = isDemo
        self.statusMessage = statusMessage
        self.minimumAlertSeverity = minimumAlertSeverity
        self.help = help
        self.keyHints = keyHints
    }

    /// The selected place's alerts as the dashboard lists and numbers them: in severity order,
    /// without those weaker than `minimumAlertSeverity`. `selectedAlert` and the alert popup's
    /// index count in this list.
    public var listedAlerts: [WeatherAlert] {
        guard let place = board.selectedPlace, let snapshot = board.state(of: place).snapshot else { return [] }
        return snapshot.alerts.rankedBySeverity().filter { Self.isListed($0, minimum: minimumAlertSeverity) }
    }

    /// The panels that can have the focus now, in the order Tab visits them: the alerts while
    /// there are any, the days, and the chart while its time cursor is set.
    public var focusablePanels: [FocusedPanel] {
        (listedAlerts.isEmpty ? [.days] : [.alerts, .days]) + (chartCursor == nil ? [] : [.chart])
    }

    /// The panel ↑/↓, PgUp/PgDn and Home/End move in: `focus` while it can have the focus,
    /// else the first panel that can (the days, when the alerts went away).
    public var focusedPanel: FocusedPanel {
        let panels = focusablePanels
        return panels.contains(focus) ? focus : panels[0]
    }

    /// At least as severe as `minimum`. An alert of unknown severity is not known to be weaker,
    /// so it stays listed.
    public static func isListed(_ alert: WeatherAlert, minimum: AlertSeverity?) -> Bool {
        isListed(alert.severity, minimum: minimum)
    }

    /// `isListed` for a warning known only by its mark.
    public static func isListed(_ severity: AlertSeverity, minimum: AlertSeverity?) -> Bool {
        guard let minimum else { return true }
        return severity == .unknown || severity <= minimum
    }

    /// Whether a warning counts at `now`: not yet expired (one without an end is in force until
    /// a newer forecast says otherwise) and listed. What marks a tab, heads a status line and
    /// draws an area on the map.
    public static func isShown(_ severity: AlertSeverity, until expiration: Date?, at now: Date, minimum: AlertSeverity?) -> Bool {
        (expiration ?? .distantFuture) > now && isListed(severity, minimum: minimum)
    }
}

/// The dashboard panels that can have the keyboard's focus, in the order Tab visits them.
public enum FocusedPanel: Sendable, Hashable, CaseIterable {
    case alerts, days, chart
}

/// Which characters draw icons, borders and bars.
public enum GlyphSet: String, Sendable, Hashable, CaseIterable {
    /// Colour emoji icons (two columns wide) and Unicode borders.
    case emoji
    /// Single-width Unicode symbols, for fonts without colour emoji.
    case unicode
    /// Plain ASCII everywhere, for terminals that are not UTF-8.
    case ascii
}

/// A modal layer drawn over the dashboard.
public enum Overlay: Sendable, Hashable {
    /// `scroll` is the first row shown when the keys are taller than the pane.
    case help(scroll: Int = 0)
    /// Index into the selected place's alerts in severity order; `scroll` is the first
    /// description line shown when the text is taller than the pane.
    case alertDetail(index: Int, scroll: Int = 0)
    case addPlace(AddPlacePrompt)
    case confirmDelete(placeName: String)
    /// A link the browser could not open, shown whole so that it can be opened by hand.
    case link(LinkNotice)
    /// The radar map around the selected place, over the whole terminal.
    case map(MapView)
    /// The selected place's last twelve months against its normals, over the whole terminal.
    case year(YearView)
}

/// A link that could not be opened and why.
public struct LinkNotice: Sendable, Hashable {
    public var url: String
    /// One sentence, such as "No browser found: install xdg-utils or set BROWSER."
    public var reason: String

    public init(url: String, reason: String) {
        self.url = url
        self.reason = reason
    }
}

/// A geocoding result as the add-place prompt lists it.
public struct PlaceMatch: Sendable, Hashable {
    public var place: Place
    /// What the list shows, such as "Paris, Île-de-France, France".
    public var label: String

    public init(place: Place, label: String) {
        self.place = place
        self.label = label
    }
}

/// The state of the add-place prompt.
public struct AddPlacePrompt: Sendable, Hashable {
    public var query: String
    public var matches: [PlaceMatch]
    public var selectedIndex: Int
    /// "Searching…", "No place found", an error sentence; nil for none.
    public var message: String?

    public init(query: String = "", matches: [PlaceMatch] = [], selectedIndex: Int = 0, message: String? = nil) {
        self.query = query
        self.matches = matches
        self.selectedIndex = selectedIndex
        self.message = message
    }
}
