import Dashboard
import Foundation
import WeatherCore

/// The radar map (`m`): what opening it asks for, what its answers, its timers, the keys and
/// the terminal's size do to it. The frames themselves are drawn by the loop's
/// `RadarMapService`, never here: a tick of the loop only moves `frameIndex`.
extension DashboardState {
    /// Seconds each frame of the loop stays, about two frames a second.
    static let mapFrameSeconds = 0.5
    /// The newest frame stays longer, so that the loop reads as "up to now", then again.
    static let mapNewestFrameSeconds = 1.5
    /// How often the map asks its service again. The service asks its source for a new frame
    /// list only once one can exist (RainViewer: every ten minutes), so most of these cost
    /// nothing but a look at the cache.
    static let mapRefreshSeconds = 60.0

    /// Opens the map on the selected place and asks for its frames.
    mutating func openMap() -> [DashboardEffect] {
        guard let place = board.selectedPlace else { return [] }
        lastMapID += 1
        var view = MapView(place: place)
        view.refreshTimerID = lastMapID
        overlay = .map(view)
        return askAboutGraphicsIfNeeded() + reloadMap() + [.startTimer(.mapRefresh(id: view.refreshTimerID), seconds: Self.mapRefreshSeconds)]
    }

    /// The map's frames for the view as it is now (size, zoom, pan): asked for again after
    /// anything that changes the view. The frames on screen stay until the new ones come;
    /// `quietly` (the periodic refresh) does not say the map is loading. Nothing is asked
    /// while the terminal is still saying whether it draws pixels: the frames would be drawn
    /// twice.
    mutating func reloadMap(quietly: Bool = false) -> [DashboardEffect] {
        guard case .map(var view)? = overlay else { return [] }
        guard !isAwaitingGraphicsAnswer else { return [] }
        lastMapID += 1
        view.requestID = lastMapID
        if !quietly { view.isLoading = true }
        overlay = .map(view)
        return [.loadMap(mapRequest(for: view))]
    }

    func mapRequest(for view: MapView) -> RadarMapRequest {
        RadarMapRequest(
            id: view.requestID, place: view.place,
            otherPlaces: board.places.filter { $0.coordinateKey != view.place.coordinateKey },
            zoom: view.zoom, pan: view.pan, size: MapView.canvasSize(for: size), glyphs: glyphs, showsColors: settings.showsColors,
            warningAreas: MapWarningArea.areas(
                of: board.state(of: view.place).snapshot?.alerts ?? [], now: now, minimum: settings.minimumAlertSeverity),
            pictureMode: pictureMode)
    }

    /// Takes the frames of the request on screen; answers to an earlier one are dropped. A
    /// failure keeps the frames there were (with their age, on the credit row) and says why:
    /// the radar is unavailable, or, while newer frames show, how many older ones are missing.
    /// The loop starts once there are two frames to play.
    mutating func receiveMap(_ delivery: RadarMapDelivery, for requestID: Int) -> [DashboardEffect] {
        guard case .map(var view)? = overlay, view.requestID == requestID else { return [] }
        if !delivery.frames.isEmpty {
            // The same moment stays on screen when the view is drawn again or a new frame
            // list comes, so the loop goes on undisturbed; else the newest.
            let shownTime = view.shownFrame?.time
            view.frames = delivery.frames
            view.frameIndex = shownTime.flatMap { time in delivery.frames.firstIndex { $0.time == time } } ?? delivery.frames.count - 1
        }
        view.failure = delivery.failureSentence(in: words)
        view.isLoading = !delivery.isComplete
        overlay = .map(view)
        return view.isPlaying && view.loopTimerID == 0 ? startMapLoop() : []
    }

    /// Shows the loop's next frame and times the one after, while the loop plays.
    mutating func advanceMapLoop(timer id: Int) -> [DashboardEffect] {
        guard case .map(var view)? = overlay, view.loopTimerID == id else { return [] }
        view.loopTimerID = 0
        overlay = .map(view)
        guard view.isPlaying, view.frames.count > 1 else { return [] }
        view.frameIndex = (view.frameIndex + 1) % view.frames.count
        overlay = .map(view)
        return startMapLoop()
    }

    /// The timer for the frame after the one on screen (none with fewer than two frames).
    private mutating func startMapLoop() -> [DashboardEffect] {
        guard case .map(var view)? = overlay, view.frames.count > 1 else { return [] }
        lastMapID += 1
        view.loopTimerID = lastMapID
        overlay = .map(view)
        let isNewest = view.frameIndex == view.frames.count - 1
        return [.startTimer(.mapFrame(id: view.loopTimerID), seconds: isNewest ? Self.mapNewestFrameSeconds : Self.mapFrameSeconds)]
    }

    /// Space: the loop stops on the frame on screen, or goes on from it.
    mutating func toggleMapLoop() -> [DashboardEffect] {
        guard case .map(var view)? = overlay else { return [] }
        view.isPlaying.toggle()
        view.loopTimerID = 0
        overlay = .map(view)
        return view.isPlaying ? startMapLoop() : []
    }

    /// `,` and `.`: one frame back or on (round the loop), which stops the loop there.
    mutating func stepMap(by offset: Int) -> [DashboardEffect] {
        guard case .map(var view)? = overlay, !view.frames.isEmpty else { return [] }
        let count = view.frames.count
        view.frameIndex = ((view.frameIndex + offset) % count + count) % count
        view.isPlaying = false
        view.loopTimerID = 0
        overlay = .map(view)
        return []
    }

    /// What the map on screen would ask for with the board as it is; nil when it is closed.
    var mapRequestOnScreen: RadarMapRequest? {
        guard case .map(let view)? = overlay else { return nil }
        return mapRequest(for: view)
    }

    /// After the board changed: the map asks again, quietly, when what it draws besides the
    /// rain changed (a place added, removed or renamed; the place's warnings), so that it shows
    /// at once rather than at the next minute's refresh. A board that changed only elsewhere
    /// (another place's forecast) asks nothing.
    mutating func reloadMapIfChanged(since before: RadarMapRequest?) -> [DashboardEffect] {
        guard let before, let after = mapRequestOnScreen, after != before else { return [] }
        return reloadMap(quietly: true)
    }

    /// Asks the service again for the view on screen, and times the next time.
    mutating func refreshMap(timer id: Int) -> [DashboardEffect] {
        guard case .map(let view)? = overlay, view.refreshTimerID == id else { return [] }
        return reloadMap(quietly: true) + [.startTimer(.mapRefresh(id: id), seconds: Self.mapRefreshSeconds)]
    }
}

extension DashboardState {
    /// `+` and `-`: one zoom in or out, within the zooms the source serves; the centre of the
    /// view stays where it is (the pan, in cells, doubles or halves with the scale).
    mutating func zoomMap(by step: Int) -> [DashboardEffect] {
        guard case .map(var view)? = overlay, MapView.zoomRange.contains(view.zoom + step) else { return [] }
        view.zoom += step
        view.pan = step > 0
            ? MapPan(columns: view.pan.columns * 2, rows: view.pan.rows * 2)
            : MapPan(columns: view.pan.columns / 2, rows: view.pan.rows / 2)
        overlay = .map(view)
        return reloadMap()
    }

    /// The arrows: the view moves a quarter of itself east, west, north or south.
    mutating func panMap(columns: Int, rows: Int) -> [DashboardEffect] {
        guard case .map(var view)? = overlay else { return [] }
        let canvas = MapView.canvasSize(for: size)
        view.pan.columns += columns * max(1, canvas.width / 4)
        view.pan.rows += rows * max(1, canvas.height / 4)
        overlay = .map(view)
        return reloadMap()
    }
}
