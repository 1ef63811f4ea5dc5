import Dashboard
import Foundation
import WeatherCore

/// `weatherboard --print [PLACE]`: the dashboard rendered once to stdout at the terminal's
/// size (or `--width`/`--height`), with ANSI colours only when stdout is a terminal.
struct PrintCommand {
    let app: AppEnvironment
    let options: CommandLineOptions

    func run(place reference: String?, width: Int?, height: Int?) async throws(UsageErrorOrFailure) {
        let settings = try DisplaySettings(options: options, app: app)
        for warning in settings.warnings { Console.error(warning) }
        // A pipe gets plain text: the whole URL, no escapes.
        let printed = PrintedFrame(environment: app.environment, width: width, height: height, drawsLinks: true)
        let board: BoardState
        if options.isDemo {
            do {
                board = try await demoBoard(reference)
            } catch {
                throw .usage(UsageError(error.wording))
            }
        } else {
            do {
                board = try await loadBoard(reference, listingOtherPlaces: DashboardLayout.mayListOtherPlaces(in: printed.size))
            } catch {
                throw .failure(error)
            }
        }
        let model = DashboardModel(
            board: board, now: Date(), units: app.units, locale: app.locale, glyphs: settings.glyphs,
            supportsHyperlinks: printed.hyperlinks, isDemo: options.isDemo, minimumAlertSeverity: app.configuration.minimumAlertSeverity,
            airQualityScale: app.airQualityScale)
        // The frame's text was sanitised cell by cell and its links checked by `Hyperlink`.
        printed.write(render(model, size: printed.size, theme: settings.theme))
        // The screen already shows the error; the exit status tells a script there was no data.
        if let place = board.selectedPlace, case .failed(let error, nil) = board.state(of: place) {
            throw .failure(CommandFailure(app.message(for: error, about: place)))
        }
    }

    /// The demo's board as the dashboard's demo would show it now, with PLACE selected.
    private func demoBoard(_ reference: String?) async throws(DemoPlaceError) -> BoardState {
        let demo = DemoProvider()
        let board = Board(provider: demo, cache: ForecastCache(directory: nil), saved: try demo.savedPlaces(selecting: reference))
        await board.loadAllIfNeeded()
        return await board.currentState
    }

    /// The saved places with the chosen one selected and loaded (from the cache while fresh);
    /// a PLACE that is not saved is shown on its own. Of the others, a frame that may list them
    /// needs their glances, one that shows only their tabs their warning marks.
    private func loadBoard(_ reference: String?, listingOtherPlaces: Bool) async throws(CommandFailure) -> BoardState {
        let start = Date()
        let file = try app.loadSavedPlaces()
        var saved = file
        let place = try await app.resolvePlace(reference, among: file)
        if let index = saved.places.firstIndex(where: { $0.coordinateKey == place.coordinateKey }) {
            saved.selectedIndex = index
        } else {
            saved = SavedPlaces(places: [place], selectedIndex: 0)
        }
        let board = Board(provider: app.provider, cache: app.cache, saved: saved)
        if listingOtherPlaces {
            await board.loadCachedGlances()
        } else {
            await board.loadCachedAlertMarks()
        }
        await board.loadIfNeeded(place)
        let state = await board.currentState
        guard let snapshot = state.state(of: place).snapshot else { return state }
        app.completeSavedPlace(from: snapshot, saved: file)
        guard var renamed = await app.nameSavedPlace(place, in: file, fetched: snapshot, since: start) else { return state }
        renamed.selectedIndex = saved.selectedIndex
        await board.replacePlaces(renamed)
        return await board.currentState
    }
}
