import Dashboard
import Foundation
import Providers
import Radar
import WeatherCore

/// `weatherboard radar [PLACE] [--print]`: RainViewer's latest radar frame around the place,
/// with the areas of its warnings in force, printed once as text at the terminal's size (or
/// `--width`/`--height`), with ANSI colours only when stdout is a terminal.
struct RadarCommand {
    let app: AppEnvironment
    let options: CommandLineOptions

    /// The map's own scale and credit: the printed frame is the one `m` shows first.
    static let zoom = MapView.defaultZoom
    static let pixelsPerDot = RainViewerMapService.pixelsPerDot
    static let attribution = RainViewerMapService.attribution

    func run(place reference: String?, width: Int?, height: Int?) async throws(UsageErrorOrFailure) {
        let settings = try DisplaySettings(options: options, app: app)
        for warning in settings.warnings { Console.error(warning) }
        let endpoint: RainViewerEndpoint
        do {
            endpoint = try RainViewerEndpoint.resolve(environment: app.environment)
        } catch {
            // A malformed WEATHERBOARD_RAINVIEWER_URL is the user's setting, like the other
            // services' overrides read at start-up.
            guard let wording = error.wording else { throw .failure(CommandFailure(error.message(in: app.locale.words))) }
            throw .usage(UsageError(wording))
        }
        let place: Place
        do {
            place = try await app.resolvePlace(reference, among: app.loadSavedPlaces())
        } catch {
            throw .failure(error)
        }
        let printed = PrintedFrame(environment: app.environment, width: width, height: height)
        let size = printed.size
        let style = RadarTextStyle(glyphs: settings.glyphs, showsColors: printed.colors != .none)

        guard let projection = WebMercator(zoom: Self.zoom),
              let window = RadarTextFrame.window(
                projection: projection, center: place.point, width: size.width, height: size.height, pixelsPerDot: Self.pixelsPerDot)
        else { throw .failure(CommandFailure(app.message(for: .other("The radar view is empty."), about: place))) }
        let client = RainViewerClient(
            transport: CurlHTTPClient(), endpoint: endpoint, store: RainViewerStore(location: app.cacheLocation.appending("radar")),
            spacing: .rainViewer)
        let newest: RadarFrame
        let tiles: [TileAddress: RGBAImage]
        do throws(WeatherServiceError) {
            let list = try await client.frameList()
            guard let frame = list.newest else { throw .undecodable("RainViewer: the frame list has no radar frames") }
            newest = frame
            tiles = try await client.tiles(window.tiles(), of: frame, in: list)
        } catch {
            throw .failure(CommandFailure(app.locale.words(.radarUnavailable, ["reason": app.message(for: error, about: place)])))
        }
        let now = Date()
        // Asked only once the radar has answered: a map that cannot be drawn needs no warnings.
        let warningAreas = await warningAreas(of: place, now: now).map { $0.styled(by: settings.theme) }
        let frame = RadarTextFrame(
            raster: RadarRaster(window: window, tiles: tiles), placeDot: window.dot(showing: place.point), placeName: TerminalText.sanitized(place.name),
            frameTime: newest.time, attribution: Self.attribution, style: style,
            outline: OutlineRaster(window: window, rings: CountryLocator.outlines),
            warningAreas: RadarTextFrame.WarningOutline.outlines(of: warningAreas, in: window))
        printed.write(frame.canvas(width: size.width, height: size.height, now: now, clock: app.clock(for: place), words: app.locale.words))
    }

    /// The place's warnings in force that have a shape, as the dashboard's map outlines them,
    /// from its cached forecast whatever its age (the radar is what was asked for, and the
    /// warnings cost no second request when the dashboard or `--print` has fetched them), else
    /// from a forecast fetched as `--print` fetches it. A place whose forecast cannot be had
    /// gets no outlines; the radar is printed all the same.
    private func warningAreas(of place: Place, now: Date) async -> [MapWarningArea] {
        let board = Board(provider: app.provider, cache: app.cache, saved: SavedPlaces(places: [place], selectedIndex: 0))
        await board.loadCachedSnapshots()
        if await board.currentState.state(of: place).snapshot == nil { await board.loadIfNeeded(place) }
        let alerts = await board.currentState.state(of: place).snapshot?.alerts ?? []
        return MapWarningArea.areas(of: alerts, now: now, minimum: app.configuration.minimumAlertSeverity)
    }
}
