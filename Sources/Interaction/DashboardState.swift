import Dashboard
import Foundation
import WeatherCore

/// Everything the dashboard's behaviour depends on, as one value. Only `update` changes it;
/// `model` turns it into what `render` draws.
public struct DashboardState: Sendable {
    public var board: BoardState
    /// The popup on top of the dashboard, if any; it decides which key table applies.
    public var overlay: Overlay?
    /// Index (in `listedAlerts`) of the highlighted alert.
    public var selectedAlert = 0
    /// The first alert shown in the alerts panel.
    public var alertScroll = 0
    /// The first day shown in the days panel, where it cannot show them all.
    public var dayScroll = 0
    /// The panel last given the focus; `model.focusedPanel` is the one that has it now.
    public var focus: FocusedPanel = .alerts
    /// The hour the 48-hour chart's time cursor is on (`[`/`]`), if set.
    public var chartCursor: Int?
    /// The chart shows the day before now (`p`); kept when another place is selected, as a
    /// way of looking is not a place's.
    public var chartShowsPast = false
    /// The one-line notice above the attribution row, until its timer runs out.
    public var status: StatusMessage?
    public var units: MeasurementUnits
    public var themeName: String
    public var glyphs: GlyphSet
    /// The size the next frame is drawn at.
    public var size: TerminalSize
    /// The clock reading frames are drawn with, moved on by `.tick` events.
    public var now: Date
    public let settings: DashboardSettings
    /// Which warnings have been announced already.
    var attention = AlertAttention()
    /// The id of the last status message; each new one gets the next.
    var lastStatusID = 0
    /// The id of the last radar map request (and of the map's last timer); each new one
    /// gets the next, so answers and timers meant for an earlier view are told apart.
    var lastMapID = 0
    /// Whether the map draws pixels, and how: asked of the terminal once, when the map first
    /// opens.
    var graphics = GraphicsChoice.unasked
    /// The last year-view request; answers to older ones are dropped.
    var lastYearRequestID = 0

    public init(board: BoardState, size: TerminalSize, now: Date, settings: DashboardSettings) {
        self.board = board
        self.size = size
        self.now = now
        self.settings = settings
        units = settings.units
        themeName = settings.themeName
        glyphs = settings.glyphs
    }

    /// Everything the dashboard says, in the user's language.
    var words: Catalog { settings.locale.words }

    /// Which key table applies now.
    public var inputMode: InputMode {
        switch overlay {
        case nil: .dashboard
        case .help?: .help
        case .alertDetail?: .alertDetail
        case .addPlace?: .addPlace
        case .confirmDelete?: .confirmDelete
        case .link?: .link
        case .map?: .map
        case .year?: .year
        }
    }
}

/// What the dashboard starts with and keeps for the whole session.
public struct DashboardSettings: Sendable {
    public var units: MeasurementUnits
    public var themeName: String
    /// Every theme `t` steps through, in order.
    public var themeNames: [String]
    public var glyphs: GlyphSet
    /// The terminal makes OSC 8 hyperlinks clickable (`TerminalEnvironment.supportsHyperlinks`).
    public var supportsHyperlinks: Bool
    /// Frames are drawn in colour (not under `NO_COLOR` or on a terminal without colours);
    /// without, every theme looks the same.
    public var showsColors: Bool
    public var locale: UserLocale
    /// The user's own time zone, for times in sentences about no particular place.
    public var userTimeZone: TimeZone
    public var isDemo: Bool
    public var minimumAlertSeverity: AlertSeverity?
    /// The air-quality index the card shows.
    public var airQualityScale: AirQualityScale
    /// `"notify": true`: new warnings also become desktop notifications.
    public var sendsNotifications: Bool
    /// Sentences to show once at launch (a broken theme file, a key file others can read).
    public var launchWarnings: [String]
    /// Lines the help shows under the keys, such as a source's disclaimer.
    public var helpFooter: [String]
    /// The map opens at launch (`weatherboard radar PLACE` on a terminal).
    public var opensMap: Bool
    /// How the map reaches the terminal (`"graphics"`, `--graphics`).
    public var graphics: GraphicsSetting
    /// The dashboard runs inside tmux, whose own answers come before the outer terminal's.
    public var isInsideTmux: Bool

    public init(
        units: MeasurementUnits, themeName: String, themeNames: [String], glyphs: GlyphSet, supportsHyperlinks: Bool = false,
        showsColors: Bool = true, locale: UserLocale, userTimeZone: TimeZone = .current, isDemo: Bool = false, minimumAlertSeverity: AlertSeverity? = nil,
        sendsNotifications: Bool = false, launchWarnings: [String] = [], helpFooter: [String] = [],
        airQualityScale: AirQualityScale = .european, opensMap: Bool = false, graphics: GraphicsSetting = .text, isInsideTmux: Bool = false
    ) {
        self.graphics = graphics
        self.isInsideTmux = isInsideTmux
        self.opensMap = opensMap
        self.airQualityScale = airQualityScale
        self.units = units
        self.themeName = themeName
        self.themeNames = themeNames
        self.glyphs = glyphs
        self.supportsHyperlinks = supportsHyperlinks
        self.showsColors = showsColors
        self.locale = locale
        self.userTimeZone = userTimeZone
        self.isDemo = isDemo
        self.minimumAlertSeverity = minimumAlertSeverity
        self.sendsNotifications = sendsNotifications
        self.launchWarnings = launchWarnings
        self.helpFooter = helpFooter
    }
}

/// A notice on the status line; `id` tells its timer (and answers to it) apart from later ones.
public struct StatusMessage: Hashable, Sendable {
    public var id: Int
    public var text: String
}
