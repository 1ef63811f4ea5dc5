import Dashboard
import Foundation
import Providers
import WeatherCore

/// `weatherboard year [PLACE] [--print]`: the place's last twelve months against its normals,
/// printed once as the dashboard's `y` draws them, at the terminal's size (or `--width`/
/// `--height`), with ANSI colours only when stdout is a terminal. The days come from the
/// cache while they are valid (a month), so a second run within the month asks nothing.
struct YearCommand {
    let app: AppEnvironment
    let options: CommandLineOptions

    func run(place reference: String?, width: Int?, height: Int?) async throws(UsageErrorOrFailure) {
        let settings = try DisplaySettings(options: options, app: app)
        for warning in settings.warnings { Console.error(warning) }
        let place: Place
        do {
            place = try await app.resolvePlace(reference, among: app.loadSavedPlaces())
        } catch {
            throw .failure(error)
        }
        var view = YearView(place: place)
        view.take(await app.pastYearService().pastYear(for: place))
        let printed = PrintedFrame(environment: app.environment, width: width, height: height)
        // The view alone: the board behind it is only where the place's zone and name come from.
        let board = BoardState(places: [place], selectedIndex: 0)
        var model = DashboardModel(
            board: board, now: Date(), units: app.units, locale: app.locale, glyphs: settings.glyphs,
            minimumAlertSeverity: app.configuration.minimumAlertSeverity, airQualityScale: app.airQualityScale)
        model.overlay = .year(view)
        printed.write(render(model, size: printed.size, theme: settings.theme))
        // Nothing to show: the screen says why; the exit status tells a script.
        if view.history == nil {
            throw .failure(CommandFailure(view.failure ?? app.locale.words(.yearNoData, ["place": TerminalText.sanitized(place.name)])))
        }
    }
}
