import Foundation
import WeatherCore

/// Draws radar frames for the dashboard's map. The dashboard cannot know the radar's sources,
/// tiles or projection (they live in the Radar target, which depends on this one), so the
/// executable hands the loop one of these, and the map shows the canvases it draws.
public protocol RadarMapService: Sendable {
    /// Fetches the frame list and each frame's tiles for `request`'s view and draws the frames,
    /// calling `deliver` each time it has more: the newest frame first, so the map shows while
    /// the older ones come, and last with `isComplete`. A failure is delivered with the frames
    /// drawn before it. Cancelling the task stops it between frames.
    func load(_ request: RadarMapRequest, deliver: @escaping @Sendable (RadarMapDelivery) -> Void) async
}

/// The view a map is to be drawn for.
public struct RadarMapRequest: Sendable, Hashable {
    /// Told back with each answer, so an answer for a view no longer shown is dropped.
    public var id: Int
    /// The place the map is centred on (before the pan), marked and named in the legend.
    public var place: Place
    /// The other saved places, marked and named where they are in view.
    public var otherPlaces: [Place]
    public var zoom: Int
    public var pan: MapPan
    /// The canvas to draw: the map and its legend row, in cells.
    public var size: TerminalSize
    public var glyphs: GlyphSet
    public var showsColors: Bool
    /// The place's warnings in force that have a shape, outlined on the map.
    public var warningAreas: [MapWarningArea]
    /// The map in pixels, in this mode; nil for text.
    public var pictureMode: PictureMode?

    public init(
        id: Int, place: Place, otherPlaces: [Place], zoom: Int, pan: MapPan, size: TerminalSize, glyphs: GlyphSet, showsColors: Bool,
        warningAreas: [MapWarningArea] = [], pictureMode: PictureMode? = nil
    ) {
        self.pictureMode = pictureMode
        self.id = id
        self.place = place
        self.otherPlaces = otherPlaces
        self.zoom = zoom
        self.pan = pan
        self.size = size
        self.glyphs = glyphs
        self.showsColors = showsColors
        self.warningAreas = warningAreas
    }
}

/// What a `RadarMapService` has for a request so far.
public struct RadarMapDelivery: Sendable, Hashable {
    /// Oldest first.
    public var frames: [MapFrame]
    /// Why the rest could not be had, as one sentence (the reason alone: the map says
    /// "Radar unavailable: …" around it, or how many older frames are missing).
    public var failure: String?
    /// The loop's older frames the failure cost, when newer ones were drawn: the map then
    /// says these are missing, not that the radar is.
    public var missingOlderFrames: Int
    /// Nothing more comes for this request.
    public var isComplete: Bool

    public init(frames: [MapFrame], failure: String? = nil, missingOlderFrames: Int = 0, isComplete: Bool) {
        self.frames = frames
        self.failure = failure
        self.missingOlderFrames = missingOlderFrames
        self.isComplete = isComplete
    }
}

extension RadarMapDelivery {
    /// What the map says of the failure in `words`: how many older frames are missing while
    /// newer ones show, else that the radar is unavailable; nil when nothing failed.
    public func failureSentence(in words: Catalog) -> String? {
        failure.map { reason in
            missingOlderFrames > 0 && !frames.isEmpty
                ? words(.radarOlderFramesUnavailable, count: missingOlderFrames, ["reason": reason])
                : words(.radarUnavailable, ["reason": reason])
        }
    }
}
