import Dashboard
import Foundation
import Radar
import WeatherCore

/// The radar's text form at 200x60 (issue 22 asks for ≤ 20 ms a frame): the tiles of the view
/// around Berlin, painted with rain in every third pixel row of RainViewer's colours, read into
/// a raster and drawn as half blocks; then the base map's lines for the view. Decoding tiles is
/// left out: they are decoded once, when they arrive, and a frame of the loop only draws.
enum RadarFrameBenchmark {
    static func run(now: Date) {
        let berlin = GeoPoint(latitude: 52.52, longitude: 13.405)
        guard let projection = WebMercator(zoom: 6),
              let window = RadarTextFrame.window(projection: projection, center: berlin, width: 200, height: 60, pixelsPerDot: 2)
        else {
            print("warning: no radar window")
            return
        }
        // Heavy rain's orange in a band of rows, nothing elsewhere: every dot is looked up.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(256 * 256 * 4)
        for row in 0..<256 {
            for _ in 0..<256 { bytes += row % 3 == 0 ? [0xFF, 0x44, 0x00, 0xFF] : [0, 0, 0, 0] }
        }
        guard let tile = RGBAImage(width: 256, height: 256, bytes: bytes) else { return }
        let tiles = Dictionary(uniqueKeysWithValues: window.tiles().map { ($0, tile) })
        let locale = UserLocale(identifier: "en_GB", preferredUnits: .metric, uses24HourClock: true, isUTF8: true)
        let clock = LocalClock(timeZone: TimeZone(identifier: "Europe/Berlin") ?? .gmt, locale: locale)
        var cells = 0
        measure("draw a radar frame as text at 200x60 (\(tiles.count) tiles, raster and half blocks)", runs: 200, warmUp: 10) {
            let frame = RadarTextFrame(
                raster: RadarRaster(window: window, tiles: tiles), placeDot: window.dot(showing: berlin), placeName: "Berlin",
                frameTime: now - 360, attribution: "RainViewer", style: .halfBlocks)
            cells &+= frame.canvas(width: 200, height: 60, now: now, clock: clock, words: .english).cells.count
        }.report()
        if cells == 0 { print("warning: the radar frame drew nothing") }
        // A tick of the dashboard's loop (issue 22 asks for ≤ 2 % of one core at two frames a
        // second, so ≤ 10 ms a tick): the frames are drawn once per view, and a tick draws the
        // whole screen from the next frame's canvas. The terminal's own output is not in it.
        let place = Place(name: "Berlin", latitude: berlin.latitude, longitude: berlin.longitude, timeZoneIdentifier: "Europe/Berlin")
        let mapSize = MapView.canvasSize(for: TerminalSize(width: 200, height: 60))
        var view = MapView(place: place)
        view.frames = (0..<13).map { index in
            let frame = RadarTextFrame(
                raster: RadarRaster(window: window, tiles: tiles), placeDot: window.dot(showing: berlin), placeName: "Berlin",
                frameTime: now - Double(13 - index) * 600, attribution: "RainViewer", style: .halfBlocks)
            return MapFrame(time: frame.frameTime, canvas: frame.mapCanvas(width: mapSize.width, height: mapSize.height, words: .english), attribution: "RainViewer")
        }
        view.isLoading = false
        let board = BoardState(places: [place], selectedIndex: 0)
        var drawn = 0
        measure("a tick of the map's loop at 200x60 (the screen drawn from the next frame's canvas)", runs: 500, warmUp: 20) {
            view.frameIndex = (view.frameIndex + 1) % view.frames.count
            let model = DashboardModel(board: board, now: now, units: .metric, locale: locale, overlay: .map(view))
            drawn &+= render(model, size: TerminalSize(width: 200, height: 60), theme: .plain).cells.count
        }.report()
        if drawn == 0 { print("warning: the map drew nothing") }
        // What the loop's 13 frames hold: each canvas's cells (their text shares one storage
        // per grapheme, the cells themselves do not), issue 22 asks for ≤ 15 MiB for 12.
        let cellBytes = view.frames.reduce(0) { $0 + $1.canvas.cells.count * MemoryLayout<Cell>.stride }
        print("13 text frames of the map at 200x60 hold \(cellBytes / 1024) KiB of cells")
        runPictures(window: window, tiles: tiles)
        // The coasts and borders under it, worked out once per view (the loop's frames share it).
        let rings = CountryLocator.outlines
        var lines = 0
        measure("trace coasts and borders for a 200x60 radar view (\(rings.count) rings)", runs: 50, warmUp: 3) {
            let outline = OutlineRaster(window: window, rings: rings)
            lines &+= outline[100, 60] ? 1 : 0
        }.report()
    }

    /// The same view in pixels (10x20 cells: 2000x1160): the lines once per view, then each
    /// frame's rain under them and its encoding, for kitty (a colour-mapped PNG) and sixel.
    static func runPictures(window: MapWindow, tiles: [TileAddress: RGBAImage]) {
        let cell = PixelSize(width: 10, height: 20)
        guard let rainWindow = RadarPicture.rainWindow(textWindow: window),
              let lines = RadarPicture.lines(
                textWindow: window, columns: 200, rows: 59, cellSize: cell, outlines: CountryLocator.outlines, warningAreas: [])
        else {
            print("warning: no radar picture")
            return
        }
        measure("draw the lines of a 200x60 radar view in pixels (2000x1160, once per view)", runs: 10, warmUp: 1) {
            _ = RadarPicture.lines(textWindow: window, columns: 200, rows: 59, cellSize: cell, outlines: CountryLocator.outlines, warningAreas: [])
        }.report()
        var image = RadarPicture.frame(rain: RadarRaster(window: rainWindow, tiles: tiles), lines: lines)
        measure("draw a radar frame in pixels at 200x60 (rain sampled, under the lines)", runs: 30, warmUp: 3) {
            image = RadarPicture.frame(rain: RadarRaster(window: rainWindow, tiles: tiles), lines: lines)
        }.report()
        var png = Data()
        measure("encode a 200x60 radar frame as PNG for kitty", runs: 30, warmUp: 3) {
            png = (try? PNGEncoder.encode(image)) ?? Data()
        }.report()
        var sixel: [UInt8] = []
        measure("encode a 200x60 radar frame as sixel", runs: 30, warmUp: 3) {
            sixel = SixelEncoder.encode(image)
        }.report()
        print("a 200x60 frame in pixels: PNG \(png.count / 1024) KiB, sixel \(sixel.count / 1024) KiB (13 frames: \(13 * png.count / 1024) / \(13 * sixel.count / 1024) KiB)")
    }
}
