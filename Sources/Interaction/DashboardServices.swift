import Dashboard
import Foundation
import WeatherCore

/// The world the dashboard's loop acts on: the Board, the places file, place search, and the
/// few things only the executable can do (open a browser, send a desktop notification). Tests
/// pass a Board over a local provider, a places file in a temporary directory and timers they
/// control.
public struct DashboardServices: Sendable {
    public var board: Board
    /// Where `a`, `d` and the remembered selection are saved; nil in the demo.
    public var placeStore: PlaceStore?
    /// Where the units and theme chosen with `u` and `t` are remembered; nil in the demo.
    public var rememberedDisplay: RememberedDisplayStore?
    public var placeSearch: any PlaceSearching
    /// Names a place added as LAT,LON after what lies there; nil where nothing is looked up
    /// (the demo), and such a place keeps its coordinates as its name.
    public var positionNaming: (any PositionNaming)?
    /// Every theme, by name, for the state's `themeName`.
    public var themes: ThemeLibrary
    /// Opens a link in the browser and waits for its command; nil when it worked, else one
    /// sentence saying why not.
    public var openLink: @Sendable (String) async -> String?
    /// Shows a desktop notification; nil when it worked, else one sentence saying why not.
    public var notify: @Sendable (AlertNotification) async -> String?
    public var clock: @Sendable () -> Date
    /// Waits this many seconds (timers, the minute tick); throws when cancelled.
    public var sleep: @Sendable (Double) async throws -> Void
    /// Seconds between the places asked at launch (`Board.loadAllIfNeeded(spacing:)`): the
    /// network's are spread out, the demo's (no network) need not be.
    public var launchSpacing: TimeInterval
    /// Where the cache's failed writes are reported; nil in the demo, which writes none.
    public var cacheWrites: CacheWriteLog?
    /// Draws the radar map's frames (`m`); nil where there is no radar (the demo, which
    /// fetches nothing, and tests that do not open the map).
    public var radar: (any RadarMapService)?
    /// The year view's days (`y`); nil where there are none to be had (the demo).
    public var pastYear: (any PastYearService)?
    /// Gives back the memory that only the work just done needed (the program's code and
    /// constants run once at start, for a fetch or a key: `ResidentFilePages`), run once the
    /// dashboard has settled after it (`DashboardLoop.settleSeconds`); nil gives nothing back
    /// (most tests).
    public var releaseSettledMemory: (@Sendable () -> Void)?

    public init(
        board: Board, placeStore: PlaceStore?, rememberedDisplay: RememberedDisplayStore? = nil,
        placeSearch: any PlaceSearching, themes: ThemeLibrary,
        openLink: @escaping @Sendable (String) async -> String?,
        notify: @escaping @Sendable (AlertNotification) async -> String?,
        clock: @escaping @Sendable () -> Date = Date.init,
        sleep: @escaping @Sendable (Double) async throws -> Void = { try await Task.sleep(nanoseconds: UInt64($0 * 1_000_000_000)) },
        launchSpacing: TimeInterval = 0, cacheWrites: CacheWriteLog? = nil, positionNaming: (any PositionNaming)? = nil,
        radar: (any RadarMapService)? = nil, pastYear: (any PastYearService)? = nil,
        releaseSettledMemory: (@Sendable () -> Void)? = nil
    ) {
        self.releaseSettledMemory = releaseSettledMemory
        self.radar = radar
        self.pastYear = pastYear
        self.positionNaming = positionNaming
        self.launchSpacing = launchSpacing
        self.cacheWrites = cacheWrites
        self.board = board
        self.placeStore = placeStore
        self.rememberedDisplay = rememberedDisplay
        self.placeSearch = placeSearch
        self.themes = themes
        self.openLink = openLink
        self.notify = notify
        self.clock = clock
        self.sleep = sleep
    }
}
