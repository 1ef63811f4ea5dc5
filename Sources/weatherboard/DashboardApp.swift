import Dashboard
import Foundation
import Interaction
import Radar
import Terminal
import WeatherCore

/// The interactive dashboard's wiring: the ncurses screen, the Board, and the few services
/// only the executable has (a browser, desktop notifications), handed to the Interaction
/// target's loop, which holds all of the behaviour.
@MainActor
struct DashboardApp {
    let app: AppEnvironment
    let board: Board
    let initialState: BoardState
    let settings: DisplaySettings
    let units: MeasurementUnits
    let isDemo: Bool
    let opensMap: Bool
    /// `--graphics`, else config.json's `"graphics"`, else ask the terminal.
    let graphics: GraphicsSetting

    /// Runs until the user quits or a signal ends the program; returns the exit status.
    func run() async throws(CommandFailure) -> Int32 {
        let screen = CursesScreen(environment: app.environment, reportsMouse: app.configuration.mouse)
        do {
            try screen.start()
        } catch {
            throw CommandFailure(app.locale.words(.noTerminal, ["reason": error.message(in: app.locale.words)]))
        }
        defer { screen.stop() }
        let dashboardSettings = DashboardSettings(
            units: units, themeName: settings.theme.name, themeNames: settings.themes.names, glyphs: settings.glyphs,
            supportsHyperlinks: screen.supportsHyperlinks, showsColors: screen.colorCapability != .none, locale: app.locale, isDemo: isDemo, minimumAlertSeverity: app.configuration.minimumAlertSeverity,
            sendsNotifications: app.configuration.notify, launchWarnings: app.warnings + settings.warnings,
            helpFooter: app.alertSources.compactMap(\.disclaimer), airQualityScale: app.airQualityScale, opensMap: opensMap,
            graphics: graphics, isInsideTmux: TerminalEnvironment(app.environment).isInsideTmux)
        let state = DashboardState(board: initialState, size: screen.size, now: Date(), settings: dashboardSettings)
        let opener = URLOpener(environment: app.environment, words: app.locale.words)
        let notifier = DesktopNotifier(environment: app.environment, words: app.locale.words)
        let services = DashboardServices(
            board: board, placeStore: isDemo ? nil : app.placeStore, rememberedDisplay: isDemo ? nil : app.rememberedDisplay,
            placeSearch: app.geocoder, themes: settings.themes,
            openLink: { url in
                do throws(URLOpenerError) {
                    try await opener.open(url)
                    return nil
                } catch {
                    // The dashboard shows the link itself beside the reason.
                    return error.reason
                }
            },
            notify: { notification in
                await notifier.notify(title: notification.title, body: notification.body, isUrgent: notification.isUrgent)
            },
            launchSpacing: isDemo ? 0 : Board.launchSpacing, cacheWrites: isDemo ? nil : app.cacheLocation.writeLog,
            positionNaming: isDemo ? nil : app.positionNaming, radar: isDemo ? nil : app.radarMapService(),
            pastYear: isDemo ? nil : app.pastYearService(),
            releaseSettledMemory: { ResidentFilePages.releaseProgramCode() })
        return await DashboardLoop(state: state, screen: screen, services: services).run()
    }
}
