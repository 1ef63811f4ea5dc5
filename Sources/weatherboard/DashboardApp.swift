import Dashboard
import Foundation
import Terminal
import WeatherCore

/// The interactive dashboard: wires the Board, the pure renderer and the ncurses Screen, and
/// turns keys into commands. Redraws only when something on screen changed; sleeps otherwise.
@MainActor
final class DashboardApp {
    private let app: AppEnvironment
    private let board: Board
    private let isDemo: Bool
    private let screen: Screen
    private var settings: DisplaySettings
    private var units: UnitSystem
    private var boardState: BoardState
    private var overlay: Overlay?
    private var selectedAlert = 0
    private var alertScroll = 0
    private var status: (id: Int, text: String)?
    private var statusCounter = 0
    private var lastFrame: (model: DashboardModel, size: Dashboard.TerminalSize, theme: String)?
    private let events: AsyncStream<AppEvent>
    private let emit: AsyncStream<AppEvent>.Continuation
    private var searchTask: Task<Void, Never>?
    private var backgroundTasks: [Task<Void, Never>] = []

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
    private func handle(_ event: AppEvent) async -> Int32? {
        switch event {
        case .board(let state):
            boardState = state
            clampAlertSelection()
        case .minuteTick:
            break
        case .statusExpired(let id):
            if status?.id == id { status = nil }
        case .searchResults(let query, let result):
            applySearchResults(query: query, result: result)
        case .terminal(.resized), .terminal(.resumed):
            lastFrame = nil
        case .terminal(.terminated(let signal)):
            return 128 + signal
        case .terminal(.key(let key)):
            return await handleKey(key)
        }
        return nil
    }

    private func handleKey(_ key: KeyEvent) async -> Int32? {
        if key == .controlC { return 0 }
        if key == .control("l") {
            // Ctrl-L: repaint everything, as in every full-screen terminal program.
            screen.redraw()
            return nil
        }
        switch overlay {
        case .help?:
            overlay = nil
            return nil
        case .alertDetail(_, let scroll)?:
            return await handleAlertDetailKey(key, scroll: scroll)
        case .addPlace(let prompt)?:
            await handleAddPlaceKey(key, prompt: prompt)
            return nil
        case .confirmDelete?:
            await handleConfirmDeleteKey(key)
            return nil
        case nil:
            return await handleDashboardKey(key)
        }
    }

    private func handleDashboardKey(_ key: KeyEvent) async -> Int32? {
        switch key {
        case .left, .character("h"):
            await board.moveSelection(by: -1)
            resetAlertSelection()
        case .right, .character("l"):
            await board.moveSelection(by: 1)
            resetAlertSelection()
        case .character(let digit) where ("1"..."9").contains(digit):
            if let number = digit.wholeNumberValue, boardState.places.indices.contains(number - 1) {
                await board.select(index: number - 1)
                resetAlertSelection()
            }
        case .character("r"):
            guard let place = boardState.selectedPlace else { break }
            if isDemo {
                showStatus("Demo data does not change.")
            } else if let fetched = boardState.state(of: place).snapshot?.metadata.fetchDate,
                      Date().timeIntervalSince(fetched) < Board.minimumRefreshInterval {
                // The Board absorbs this refresh; say so rather than seem to ignore the key.
                showStatus("Updated just now.")
            }
            Task { await board.refresh(place) }
        case .character("R"):
            Task { await board.refreshAll() }
        case .up:
            moveAlertSelection(by: -1)
        case .down:
            moveAlertSelection(by: 1)
        case .enter:
            if !selectedAlerts.isEmpty { overlay = .alertDetail(index: selectedAlert) }
        case .character("o"):
            openSelectedAlert()
        case .character("a"):
            if isDemo {
                showStatus("Places are not saved in the demo.")
            } else {
                overlay = .addPlace(AddPlacePrompt())
            }
        case .character("d"):
            if isDemo {
                showStatus("Places are not saved in the demo.")
            } else if let place = boardState.selectedPlace {
                overlay = .confirmDelete(placeName: place.name)
            }
        case .character("u"):
            units = units.toggled
            showStatus("Units: \(units.rawValue)")
        case .character("t"):
            settings.theme = settings.themes.theme(after: settings.theme.name)
            showStatus("Theme: \(settings.theme.name)")
        case .character("?"):
            overlay = .help
        case .character("q"):
            return 0
        default:
            break
        }
        return nil
    }

    /// In the alert popup: ↑/↓ scroll a long description, ←/→ step between alerts.
    private func handleAlertDetailKey(_ key: KeyEvent, scroll: Int) async -> Int32? {
        switch key {
        case .escape, .enter, .character("q"), .backspace:
            overlay = nil
        case .character("o"):
            openSelectedAlert()
        case .up, .character("k"):
            scrollAlertDetail(to: scroll - 1)
        case .down, .character("j"):
            scrollAlertDetail(to: scroll + 1)
        case .pageUp:
            scrollAlertDetail(to: scroll - 10)
        case .pageDown:
            scrollAlertDetail(to: scroll + 10)
        case .left, .character("h"):
            moveAlertSelection(by: -1)
            overlay = .alertDetail(index: selectedAlert)
        case .right, .character("l"):
            moveAlertSelection(by: 1)
            overlay = .alertDetail(index: selectedAlert)
        default:
            break
        }
        return nil
    }

    /// Clamped to the text on screen, so a held key never counts past the end.
    private func scrollAlertDetail(to scroll: Int) {
        let limit = alertDetailMaximumScroll(currentModel(), size: currentSize())
        overlay = .alertDetail(index: selectedAlert, scroll: max(0, min(scroll, limit)))
    }

    private func handleConfirmDeleteKey(_ key: KeyEvent) async {
        guard case .character(let answer) = key, answer == "y" || answer == "Y" else {
            overlay = nil
            return
        }
        overlay = nil
        guard let place = boardState.selectedPlace else { return }
        await editSavedPlaces { saved in
            guard let index = saved.places.firstIndex(where: { $0.coordinateKey == place.coordinateKey }) else { return }
            saved.remove(at: index)
        }
        showStatus("Deleted \(place.name).")
    }

    private func handleAddPlaceKey(_ key: KeyEvent, prompt current: AddPlacePrompt) async {
        var prompt = current
        switch key {
        case .escape:
            overlay = boardState.places.isEmpty ? .addPlace(AddPlacePrompt(message: "Add a place to begin, or press Ctrl-C to quit.")) : nil
            searchTask?.cancel()
            return
        case .up:
            prompt.selectedIndex = max(0, prompt.selectedIndex - 1)
        case .down:
            prompt.selectedIndex = min(max(0, prompt.matches.count - 1), prompt.selectedIndex + 1)
        case .backspace:
            if !prompt.query.isEmpty { prompt.query.removeLast() }
            prompt = scheduleSearch(prompt)
        case .character(let character):
            prompt.query.append(character)
            prompt = scheduleSearch(prompt)
        case .enter:
            if prompt.matches.indices.contains(prompt.selectedIndex) {
                await save(prompt.matches[prompt.selectedIndex].place)
                return
            }
            prompt = scheduleSearch(prompt, immediately: true)
        default:
            break
        }
        overlay = .addPlace(prompt)
    }

    // MARK: Add place

    /// Searches after a short pause in typing, so each keystroke does not cost a request.
    private func scheduleSearch(_ prompt: AddPlacePrompt, immediately: Bool = false) -> AddPlacePrompt {
        searchTask?.cancel()
        var updated = prompt
        updated.matches = []
        updated.selectedIndex = 0
        let query = prompt.query.trimmingCharacters(in: .whitespaces)
        guard query.count >= 2 else {
            updated.message = query.isEmpty ? nil : "Keep typing…"
            return updated
        }
        updated.message = "Searching…"
        let geocoder = app.geocoder
        let emit = self.emit
        let isDemo = self.isDemo
        searchTask = Task {
            if !immediately {
                do { try await Task.sleep(nanoseconds: 400_000_000) } catch { return }
            }
            if isDemo {
                emit.yield(.searchResults(query: query, result: .failure(.other("The demo does not search."))))
                return
            }
            do throws(WeatherServiceError) {
                let places = try await geocoder.searchPlaces(matching: query, limit: 8)
                if !Task.isCancelled { emit.yield(.searchResults(query: query, result: .success(places))) }
            } catch {
                if !Task.isCancelled { emit.yield(.searchResults(query: query, result: .failure(error))) }
            }
        }
        return updated
    }

    private func applySearchResults(query: String, result: Result<[Place], WeatherServiceError>) {
        guard case .addPlace(var prompt) = overlay,
              prompt.query.trimmingCharacters(in: .whitespaces) == query
        else { return }
        switch result {
        case .success(let places):
            prompt.matches = places.map { PlaceMatch(place: $0, label: $0.fullDescription) }
            prompt.selectedIndex = 0
            prompt.message = places.isEmpty ? "No place matches \"\(query)\"." : nil
        case .failure(let error):
            prompt.matches = []
            prompt.message = error.userMessage
        }
        overlay = .addPlace(prompt)
    }

    private func save(_ place: Place) async {
        var added = false
        await editSavedPlaces { saved in
            if let existing = saved.places.firstIndex(where: { $0.coordinateKey == place.coordinateKey }) {
                saved.selectedIndex = existing
                return
            }
            saved.add(place)
            saved.selectedIndex = saved.places.count - 1
            added = true
        }
        if case .addPlace = overlay, boardState.places.contains(where: { $0.coordinateKey == place.coordinateKey }) {
            overlay = nil
            showStatus(added ? "Added \(place.fullDescription)." : "\(place.name) is already saved.")
        }
    }

    /// Re-reads places.json, applies `change`, and writes it back, so a place added from
    /// another terminal meanwhile is not lost; a file that cannot be read is left alone.
    private func editSavedPlaces(_ change: (inout SavedPlaces) -> Void) async {
        do {
            var saved = try app.placeStore.load()
            change(&saved)
            try app.placeStore.save(saved)
            await board.replacePlaces(saved)
            boardState = await board.currentState
        } catch {
            showStatus(error.userMessage)
            if case .addPlace(var prompt) = overlay {
                prompt.message = error.userMessage
                overlay = .addPlace(prompt)
            }
        }
    }

    /// Remembers the selected place for the next launch.
    private func persistSelection() {
        guard let selected = boardState.selectedPlace,
              var saved = try? app.placeStore.load(),
              let index = saved.places.firstIndex(where: { $0.coordinateKey == selected.coordinateKey }),
              saved.selectedIndex != index
        else { return }
        saved.selectedIndex = index
        try? app.placeStore.save(saved)
    }

    // MARK: Alerts

    private var selectedAlerts: [WeatherAlert] {
        guard let place = boardState.selectedPlace else { return [] }
        return boardState.state(of: place).snapshot?.alerts.rankedBySeverity() ?? []
    }

    private func moveAlertSelection(by offset: Int) {
        let count = selectedAlerts.count
        if count == 0 {
            // No alerts: the arrows scroll the days on short panes.
            alertScroll = max(0, min(9, alertScroll + offset))
            return
        }
        selectedAlert = max(0, min(count - 1, selectedAlert + offset))
        if selectedAlert < alertScroll { alertScroll = selectedAlert }
        if selectedAlert > alertScroll { alertScroll = selectedAlert }
    }

    private func resetAlertSelection() {
        selectedAlert = 0
        alertScroll = 0
    }

    private func clampAlertSelection() {
        let count = selectedAlerts.count
        if count == 0 {
            selectedAlert = 0
        } else {
            selectedAlert = min(selectedAlert, count - 1)
            alertScroll = min(alertScroll, count - 1)
        }
    }

    private func openSelectedAlert() {
        let alerts = selectedAlerts
        guard alerts.indices.contains(selectedAlert) else {
            showStatus("No alert selected.")
            return
        }
        let url = alerts[selectedAlert].detailsURL.absoluteString
        do {
            try URLOpener(environment: app.environment).open(url)
            showStatus("Opened \(url)")
        } catch {
            showStatus(error.description)
        }
    }

    // MARK: Drawing

    /// A one-line notice above the attribution line, cleared after a few seconds.
    private func showStatus(_ text: String, seconds: Double = 4) {
        statusCounter += 1
        let id = statusCounter
        status = (id, text)
        let emit = self.emit
        Task {
            try? await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
            emit.yield(.statusExpired(id: id))
        }
    }

    private func currentSize() -> Dashboard.TerminalSize {
        let terminalSize = screen.size
        return Dashboard.TerminalSize(width: terminalSize.columns, height: terminalSize.rows)
    }

    private func currentModel() -> DashboardModel {
        let isRefreshing = boardState.selectedPlace.map { boardState.state(of: $0).isLoading } ?? false
        return DashboardModel(
            board: boardState, now: Self.minuteFloor(Date()), units: units, locale: app.locale,
            glyphs: settings.glyphs, overlay: overlay, alertScroll: alertScroll, selectedAlert: selectedAlert,
            isDemo: isDemo, isRefreshing: isRefreshing, statusMessage: status?.text)
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
