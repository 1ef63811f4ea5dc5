import Dashboard
import Foundation
import Terminal
import WeatherCore

/// The interactive dashboard: wires the Board, the pure renderer and the ncurses Screen, and
/// turns keys into commands. Redraws only when something on screen changed; sleeps otherwise.
@MainActor
final class DashboardApp {
    let app: AppEnvironment
    let board: Board
    let isDemo: Bool
    let screen: Screen
    var settings: DisplaySettings
    var units: UnitSystem
    var boardState: BoardState
    var overlay: Overlay?
    var selectedAlert = 0
    var alertScroll = 0
    private var status: (id: Int, text: String)?
    private var statusCounter = 0
    private var lastFrame: (model: DashboardModel, size: Dashboard.TerminalSize, theme: String)?
    private let events: AsyncStream<AppEvent>
    let emit: AsyncStream<AppEvent>.Continuation
    var searchTask: Task<Void, Never>?
    private var backgroundTasks: [Task<Void, Never>] = []
    private var attention = AlertAttention()

    init(app: AppEnvironment, board: Board, initialState: BoardState, settings: DisplaySettings, isDemo: Bool) {
        self.app = app
        self.board = board
        self.boardState = initialState
        self.settings = settings
        self.units = app.units
        self.isDemo = isDemo
        self.screen = Screen(environment: app.environment)
        (events, emit) = AsyncStream.makeStream(bufferingPolicy: .unbounded)
    }

    /// Runs until the user quits or a signal ends the program; returns the exit status.
    func run() async throws(CommandFailure) -> Int32 {
        do {
            try screen.start()
        } catch {
            throw CommandFailure("\(error.description) Use --print or --json outside a terminal.")
        }
        defer {
            screen.stop()
            for task in backgroundTasks { task.cancel() }
            searchTask?.cancel()
        }
        // Glyphs follow the locale variables (DisplaySettings), not whether setlocale found that
        // exact locale installed: a missing en_GB.UTF-8 still means a UTF-8 terminal.
        if screen.capabilities.isDumbTerminal { settings.glyphs = .ascii }
        if boardState.places.isEmpty { overlay = .addPlace(AddPlacePrompt()) }
        // Warnings (a broken theme, a key file others can read) stay up a little longer, joined
        // so that one does not replace another before it can be read.
        let warnings = app.warnings + settings.warnings
        if !warnings.isEmpty { showStatus(warnings.joined(separator: " "), seconds: 12) }
        startEventSources()
        redrawIfChanged()
        await board.loadCachedSnapshots()
        await board.startScheduler()
        // Once per launch, the other places too (only where expired), so their tabs can carry
        // alert marks; after that only the selected place is kept fresh.
        let board = self.board
        backgroundTasks.append(Task { await board.loadAllIfNeeded() })

        for await event in events {
            if let exitStatus = await handle(event) {
                await board.stopScheduler()
                if !isDemo { persistSelection() }
                return exitStatus
            }
            redrawIfChanged()
        }
        return 0
    }

    // MARK: Event sources

    private func startEventSources() {
        let emit = self.emit
        let terminalEvents = screen.events
        backgroundTasks.append(Task {
            for await event in terminalEvents { emit.yield(.terminal(event)) }
        })
        let board = self.board
        backgroundTasks.append(Task {
            for await state in await board.updates() { emit.yield(.board(state)) }
        })
        backgroundTasks.append(Task {
            // Wake once at each minute boundary, never more often: idle means idle.
            while !Task.isCancelled {
                let now = Date().timeIntervalSince1970
                let untilNextMinute = 60 - now.truncatingRemainder(dividingBy: 60) + 0.05
                do {
                    try await Task.sleep(nanoseconds: UInt64(untilNextMinute * 1_000_000_000))
                } catch {
                    return
                }
                emit.yield(.minuteTick)
            }
        })
    }

    // MARK: Handling

    /// Returns an exit status when the program should end.
    func handle(_ event: AppEvent) async -> Int32? {
        switch event {
        case .board(let state):
            boardState = state
            clampAlertSelection()
            announceNewAlerts(in: state)
        case .minuteTick:
            break
        case .notificationFailed(let reason):
            showStatus(reason, seconds: 8)
        case .statusExpired(let id):
            if status?.id == id { status = nil }
        case .searchResults(let query, let result):
            applySearchResults(query: query, result: result)
        case .linkOpened(let url, let failure, let statusID):
            // Only while "Opening …" is still up: a browser run directly exits when it is
            // closed, which is no news by then.
            if status?.id == statusID {
                showStatus(failure.map { $0.description } ?? "Opened \(url)", seconds: failure == nil ? 4 : 8)
            }
        case .terminal(.resized), .terminal(.resumed):
            lastFrame = nil
        case .terminal(.terminated(let signal)):
            return 128 + signal
        case .terminal(.key(let key)):
            return await handleKey(key)
        }
        return nil
    }

    // MARK: Attention

    /// A new warning of moderate severity or worse rings the bell once and says so on the
    /// status line; with `"notify": true` in the config file it also becomes a desktop
    /// notification. The tab mark shows it in any case.
    private func announceNewAlerts(in state: BoardState) {
        let fresh = attention.newAlerts(in: state, minimum: app.configuration.minimumAlertSeverity)
        guard let (place, worst) = fresh.first, !isDemo else { return }
        screen.bell()
        let more = fresh.count > 1 ? " (and \(fresh.count - 1) more)" : ""
        showStatus("New \(worst.severity.rawValue) warning for \(place.name): \(worst.summary)\(more)", seconds: 12)
        guard app.configuration.notify else { return }
        let notifier = DesktopNotifier(environment: app.environment)
        let emit = self.emit
        backgroundTasks.append(Task {
            for (place, alert) in fresh {
                let body = [alert.region, alert.source].compactMap { $0 }.joined(separator: " · ")
                if let failure = await notifier.notify(
                    title: "\(alert.severity.rawValue.capitalized) warning for \(place.name): \(alert.summary)", body: body,
                    isUrgent: alert.severity <= .severe) {
                    emit.yield(.notificationFailed(failure))
                    return
                }
            }
        })
    }

    // MARK: Drawing

    /// A one-line notice above the attribution line, cleared after a few seconds; returns its
    /// id, which `.statusExpired` and answers to it carry.
    @discardableResult
    func showStatus(_ text: String, seconds: Double = 4) -> Int {
        statusCounter += 1
        let id = statusCounter
        status = (id, text)
        let emit = self.emit
        Task {
            try? await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
            emit.yield(.statusExpired(id: id))
        }
        return id
    }

    func currentSize() -> Dashboard.TerminalSize {
        let terminalSize = screen.size
        return Dashboard.TerminalSize(width: terminalSize.columns, height: terminalSize.rows)
    }

    func currentModel() -> DashboardModel {
        let isRefreshing = boardState.selectedPlace.map { boardState.state(of: $0).isLoading } ?? false
        return DashboardModel(
            board: boardState, now: Self.minuteFloor(Date()), units: units, locale: app.locale,
            glyphs: settings.glyphs, overlay: overlay, alertScroll: alertScroll, selectedAlert: selectedAlert,
            isDemo: isDemo, isRefreshing: isRefreshing, statusMessage: status?.text,
            minimumAlertSeverity: app.configuration.minimumAlertSeverity)
    }

    private func redrawIfChanged() {
        let size = currentSize()
        let model = currentModel()
        if let lastFrame, lastFrame.model == model, lastFrame.size == size, lastFrame.theme == settings.theme.name {
            return
        }
        screen.present(render(model, size: size, theme: settings.theme))
        lastFrame = (model, size, settings.theme.name)
    }

    /// The clock on screen moves once a minute, so frames compare equal within a minute.
    private static func minuteFloor(_ date: Date) -> Date {
        let seconds = date.timeIntervalSince1970
        return Date(timeIntervalSince1970: seconds - seconds.truncatingRemainder(dividingBy: 60))
    }
}
