import Dashboard
import Foundation
import Providers
import WeatherCore

/// The dashboard's radar map from RainViewer: the frames of the last two hours drawn as text
/// for a view, the newest first. Each frame is drawn once per view (size, zoom, pan, places,
/// warning areas) and kept, so the loop only swaps canvases and a frame list asked for again redraws nothing;
/// the tiles come from `RainViewerClient`, which keeps them on disk by frame.
public actor RainViewerMapService: RadarMapService {
    /// The source's name as the map credits it (docs/radar.md: until its terms are read at the
    /// source, "RainViewer").
    public static let attribution = "RainViewer"
    /// Map pixels per dot at every zoom: two, so that a dot is about 3 km at zoom 6 and 50° of
    /// latitude, and a view of 80 columns takes one to six of the free tier's tiles.
    public static let pixelsPerDot = 2.0
    /// The loop's span: RainViewer keeps two hours; a longer list (the decoder accepts up to
    /// 48 frames) is cut to its last two hours, so a list gone wrong costs no more tiles.
    static let loopSpan: TimeInterval = 2 * 60 * 60

    private let client: RainViewerClient
    private let locale: UserLocale
    /// The frames drawn for the last view, by frame path.
    private var drawn: (view: View, frames: [String: MapFrame])?
    /// The lines of the last view drawn in pixels, which every frame of it shares.
    private var pictureLines: (view: View, lines: RadarPicture.Lines)?
    /// The id of the last picture drawn; each frame in pixels gets the next, so that a
    /// terminal that keeps pictures (kitty) is sent each once. Starts clear of the id
    /// weatherboard's question to the terminal uses.
    private var lastPictureID: UInt32 = 0x5742_0000

    /// What a drawn frame depends on besides the frame: the request without its id.
    struct View: Hashable {
        var place: Place
        var otherPlaces: [Place]
        var zoom: Int
        var pan: MapPan
        var size: TerminalSize
        var style: RadarTextStyle
        var warningAreas: [MapWarningArea]
        var pictureMode: PictureMode?

        init(_ request: RadarMapRequest) {
            pictureMode = request.pictureMode
            warningAreas = request.warningAreas
            place = request.place
            otherPlaces = request.otherPlaces
            zoom = request.zoom
            pan = request.pan
            size = request.size
            style = RadarTextStyle(glyphs: request.glyphs, showsColors: request.showsColors)
        }
    }

    public init(client: RainViewerClient, locale: UserLocale) {
        self.client = client
        self.locale = locale
    }

    public func load(_ request: RadarMapRequest, deliver: @escaping @Sendable (RadarMapDelivery) -> Void) async {
        let words = locale.words
        let view = View(request)
        guard let window = Self.window(for: request) else {
            deliver(RadarMapDelivery(frames: [], failure: sentence(for: .other("The radar view is empty."), about: request.place), isComplete: true))
            return
        }
        let list: RadarFrameList
        do {
            list = try await client.frameList()
        } catch {
            deliver(RadarMapDelivery(frames: [], failure: sentence(for: error, about: request.place), isComplete: true))
            return
        }
        if drawn?.view != view {
            drawn = (view, [:])
            pictureLines = nil
        }
        let frames = Self.loopFrames(of: list)
        let tiles = window.tiles()
        var done: [MapFrame] = []
        for (order, frame) in frames.reversed().enumerated() {
            if Task.isCancelled { return }
            if let kept = drawn?.frames[frame.path] {
                done.insert(kept, at: 0)
                continue
            }
            do throws(WeatherServiceError) {
                let images = try await client.tiles(tiles, of: frame, in: list)
                let drawnFrame = draw(frame, tiles: images, window: window, view: view, words: words)
                // The view may have changed while the tiles came: only this view's frames are kept.
                if drawn?.view == view { drawn?.frames[frame.path] = drawnFrame }
                done.insert(drawnFrame, at: 0)
            } catch {
                // The frames from this one back are not asked for: a source that fails one
                // tile fails the next alike, and the newer frames drawn still show.
                deliver(RadarMapDelivery(
                    frames: done, failure: sentence(for: error, about: request.place),
                    missingOlderFrames: done.isEmpty ? 0 : frames.count - done.count, isComplete: true))
                return
            }
            // The newest at once: the map shows while the older frames come.
            if order == 0, frames.count > 1 { deliver(RadarMapDelivery(frames: done, isComplete: false)) }
        }
        // Frames that left the list are not drawn again.
        let kept = Set(frames.map(\.path))
        if let current = drawn { drawn = (current.view, current.frames.filter { kept.contains($0.key) }) }
        deliver(RadarMapDelivery(frames: done, isComplete: true))
    }

    /// The window of the map canvas `request.size`, centred on the place moved by the pan.
    static func window(for request: RadarMapRequest) -> MapWindow? {
        guard let projection = WebMercator(zoom: request.zoom) else { return nil }
        let place = projection.pixel(of: request.place.point)
        let centre = projection.point(at: MapPixel(
            x: place.x + Double(request.pan.columns) * pixelsPerDot, y: place.y + Double(request.pan.rows) * 2 * pixelsPerDot))
        return RadarTextFrame.window(
            projection: projection, center: centre, width: request.size.width, mapCanvasHeight: request.size.height, pixelsPerDot: pixelsPerDot)
    }

    /// The frames of the last two hours of `list`, oldest first.
    static func loopFrames(of list: RadarFrameList) -> [RadarFrame] {
        guard let newest = list.newest else { return [] }
        return list.frames.filter { newest.time.timeIntervalSince($0.time) <= loopSpan }
    }

    private func draw(_ frame: RadarFrame, tiles: [TileAddress: RGBAImage], window: MapWindow, view: View, words: Catalog) -> MapFrame {
        let others = view.otherPlaces.compactMap { place -> RadarTextFrame.Mark? in
            guard let dot = window.dot(showing: place.point) else { return nil }
            return RadarTextFrame.Mark(column: dot.column, row: dot.row, name: TerminalText.sanitized(place.name))
        }
        let text = RadarTextFrame(
            raster: RadarRaster(window: window, tiles: tiles), placeDot: window.dot(showing: view.place.point),
            placeName: TerminalText.sanitized(view.place.name), frameTime: frame.time, attribution: Self.attribution, style: view.style,
            outline: OutlineRaster(window: window, rings: CountryLocator.outlines), otherPlaces: others,
            warningAreas: RadarTextFrame.WarningOutline.outlines(of: view.warningAreas, in: window))
        if let mode = view.pictureMode, let picture = picture(of: tiles, window: window, view: view, mode: mode) {
            var canvas = text.mapCanvas(width: view.size.width, height: view.size.height, words: words, cellsUnderPicture: true)
            canvas.picture = picture
            return MapFrame(time: frame.time, canvas: canvas, attribution: Self.attribution)
        }
        return MapFrame(
            time: frame.time, canvas: text.mapCanvas(width: view.size.width, height: view.size.height, words: words),
            attribution: Self.attribution)
    }

    /// The frame's rain under the view's lines, in pixels, encoded for the terminal's
    /// protocol; nil when it cannot be (libpng missing, a view too large), and the frame is
    /// drawn as text instead.
    private func picture(of tiles: [TileAddress: RGBAImage], window: MapWindow, view: View, mode: PictureMode) -> CanvasPicture? {
        let rows = max(0, view.size.height - RadarTextFrame.legendHeight)
        if pictureLines?.view != view {
            pictureLines = RadarPicture.lines(
                textWindow: window, columns: view.size.width, rows: rows, cellSize: mode.cellSize,
                outlines: CountryLocator.outlines, warningAreas: view.warningAreas).map { (view, $0) }
        }
        guard let lines = pictureLines?.lines, let rainWindow = RadarPicture.rainWindow(textWindow: window) else { return nil }
        let image = RadarPicture.frame(rain: RadarRaster(window: rainWindow, tiles: tiles), lines: lines)
        let payload: PicturePayload
        switch mode.pictureProtocol {
        case .kitty:
            do throws(PNGDecodingError) {
                payload = .png(try PNGEncoder.encode(image))
            } catch {
                return nil
            }
        case .sixel:
            payload = .sixel(SixelEncoder.encode(image))
        }
        lastPictureID &+= 1
        return CanvasPicture(id: lastPictureID, x: 0, y: 0, columns: view.size.width, rows: rows, payload: payload)
    }

    private func sentence(for error: WeatherServiceError, about place: Place) -> String {
        let clock = LocalClock(timeZone: place.timeZone, locale: locale)
        return error.userMessage(clock: clock, now: Date(), words: locale.words)
    }
}
