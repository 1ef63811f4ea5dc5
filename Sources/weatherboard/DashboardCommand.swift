import Dashboard
import Foundation
import WeatherCore

/// `weatherboard [PLACE]` and `weatherboard --demo`: builds the Board (real or demo) and runs
/// the interactive dashboard.
struct DashboardCommand {
    let app: AppEnvironment
    let options: CommandLineOptions

    @MainActor
    /// `opensMap`: `weatherboard radar PLACE` on a terminal, the map open from the start.
    func run(place reference: String?, opensMap: Bool = false) async throws(UsageErrorOrFailure) -> Int32 {
        // What `u` and `t` chose last time, where the command line and config file say nothing.
        let remembered = options.isDemo ? RememberedDisplay() : app.rememberedDisplay.load()
        let settings = try DisplaySettings(options: options, app: app, remembered: remembered)
        let units = remembered.units(commandLine: options.units, configFile: app.configuration.units, locale: app.locale.preferredUnits)
        let board: Board
        if options.isDemo {
            let demo = DemoProvider()
            let saved: SavedPlaces
            do {
                saved = try demo.savedPlaces(selecting: reference)
            } catch {
                throw .usage(UsageError(error.wording))
            }
            board = Board(provider: demo, cache: ForecastCache(directory: nil), saved: saved)
        } else {
            var saved: SavedPlaces
            do {
                saved = try app.loadSavedPlaces()
            } catch {
                throw .failure(error)
            }
            if let reference {
                do {
                    let place = try await app.resolvePlace(reference, among: saved)
                    if let index = saved.places.firstIndex(where: { $0.coordinateKey == place.coordinateKey }) {
                        saved.selectedIndex = index
                    } else {
                        // Shown for this session only; `a` saves places for good.
                        saved.places.append(place)
                        saved.selectedIndex = saved.places.count - 1
                    }
                } catch {
                    throw .failure(error)
                }
            }
            board = Board(provider: app.provider, cache: app.cache, saved: saved)
        }
        let initial = await board.currentState
        let dashboard = DashboardApp(
            app: app, board: board, initialState: initial, settings: settings, units: units, isDemo: options.isDemo, opensMap: opensMap,
            graphics: options.graphics ?? app.configuration.graphics ?? .auto)
        do {
            return try await dashboard.run()
        } catch {
            throw .failure(error)
        }
    }
}
