import Foundation
import WeatherCore

/// The radar map as the dashboard shows it (`m`): the place it is centred on, the view's zoom
/// and pan, the frames drawn for the view so far, which of them is on screen, and how getting
/// them went. The frames are drawn by a `RadarMapService`; this only says which to show.
public struct MapView: Sendable, Hashable {
    /// The zooms `+` and `-` step between: RainViewer's free tier serves 0 to 7 (docs/radar.md);
    /// below 3 a view of 80 columns spans a continent and no rain can be told apart.
    public static let zoomRange = 3...7
    /// About 3 km a dot at 50° of latitude: a view of 80 columns spans some 240 km.
    public static let defaultZoom = 6

    public var place: Place
    public var zoom: Int
    public var pan: MapPan
    /// Oldest first, as drawn for the last view asked for (they stay while a new view loads).
    public var frames: [MapFrame]
    /// The frame on screen, an index into `frames`.
    public var frameIndex: Int
    public var isPlaying: Bool
    /// Frames are still being fetched or drawn.
    public var isLoading: Bool
    /// "Radar unavailable: …" when the last attempt failed; the frames before it stay, with
    /// their age.
    public var failure: String?
    /// The request whose answers are taken; answers to older ones are dropped.
    public var requestID: Int
    /// The loop's timer that is running (0 for none); older timers firing are ignored.
    public var loopTimerID: Int
    /// The timer that asks the service again; older ones firing are ignored.
    public var refreshTimerID: Int

    public init(place: Place, zoom: Int = defaultZoom, pan: MapPan = .zero, requestID: Int = 0) {
        self.place = place
        self.zoom = zoom
        self.pan = pan
        frames = []
        frameIndex = 0
        isPlaying = true
        isLoading = true
        failure = nil
        self.requestID = requestID
        loopTimerID = 0
        refreshTimerID = 0
    }

    /// The frame on screen, if any has been drawn.
    public var shownFrame: MapFrame? { frames.indices.contains(frameIndex) ? frames[frameIndex] : nil }
}

/// One radar frame drawn for a view: when the radar saw it, the map (with its legend) as
/// cells, and whom the picture is owed to.
public struct MapFrame: Sendable, Hashable {
    public var time: Date
    public var canvas: Canvas
    /// The source's name as its terms ask it to be credited ("RainViewer").
    public var attribution: String

    public init(time: Date, canvas: Canvas, attribution: String) {
        self.time = time
        self.canvas = canvas
        self.attribution = attribution
    }
}

/// How far the view is moved from the place, in cells: columns east, rows south.
public struct MapPan: Sendable, Hashable {
    public var columns: Int
    public var rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    public static let zero = MapPan(columns: 0, rows: 0)
}

extension MapView {
    /// The canvas a service draws for a terminal of `size`: all of it but the bottom row, which
    /// credits the source and tells the frame's time.
    public static func canvasSize(for size: TerminalSize) -> TerminalSize {
        TerminalSize(width: max(1, size.width), height: max(1, size.height - 1))
    }
}
