import Dashboard
import Foundation
import WeatherCore

/// The dashboard's behaviour: one pure step from a state and an event to the next state and
/// the effects the loop should perform. Nothing here reads the clock, the terminal or a file.
public func update(_ state: DashboardState, _ event: DashboardEvent) -> (DashboardState, [DashboardEffect]) {
    var next = state
    let effects = next.apply(event)
    return (next, effects)
}

extension DashboardState {
    mutating func apply(_ event: DashboardEvent) -> [DashboardEffect] {
        switch event {
        case .started:
            return start()
        case .key(let key):
            guard let action = KeyTable.action(for: key, in: inputMode) else { return [] }
            return perform(action, key: key)
        case .mouse(let event):
            return clicked(event)
        case .resized(let newSize):
            size = newSize
            clampAlertSelection()
            return reloadMap()
        case .terminated(let signal):
            return quitting(status: 128 + signal)
        case .board(let newBoard):
            let mapBefore = mapRequestOnScreen
            board = newBoard
            clampAlertSelection()
            return announceNewAlerts() + completePlaces() + reloadMapIfChanged(since: mapBefore)
        case .tick(let date):
            now = date
            return []
        case .timerFired(.statusExpiry(let id)):
            if status?.id == id { status = nil }
            return []
        case .timerFired(.mapFrame(let id)):
            return advanceMapLoop(timer: id)
        case .timerFired(.mapRefresh(let id)):
            return refreshMap(timer: id)
        case .terminalReply(let reply):
            return receiveGraphicsReply(reply)
        case .timerFired(.graphicsAnswerWait):
            return decideGraphics()
        case .timerFired(.search(let query)):
            guard case .addPlace(let prompt)? = overlay, prompt.trimmedQuery == query else { return [] }
            return [.search(query: query)]
        case .searchResults(let query, let result):
            receiveSearchResults(query: query, result: result)
            return []
        case .refreshFinished(let results):
            return refreshFinished(results)
        case .linkOpened(let url, nil, let statusID):
            // Only while "Opening …" is still up: a browser run directly exits when it is
            // closed, which is no news by then.
            guard status?.id == statusID else { return [] }
            return showStatus(words(.openedLink, ["url": url]))
        case .linkOpened(let url, let reason?, let statusID):
            // A link that did not open is shown whole, to be opened by hand, unless the user
            // is busy in another popup by now: then the status line says it.
            if status?.id == statusID { status = nil }
            switch overlay {
            case nil, .alertDetail?, .link?:
                overlay = .link(LinkNotice(url: url, reason: reason))
                return []
            case .help?, .addPlace?, .confirmDelete?, .map?, .year?:
                return showStatus(words(.openLinkByHand, ["reason": reason, "url": url]), seconds: 12)
            }
        case .mapDelivered(let requestID, let delivery):
            return receiveMap(delivery, for: requestID)
        case .yearDelivered(let requestID, let delivery):
            receiveYear(delivery, for: requestID)
            return []
        case .placesSaved(let change, let outcome):
            return placesSaved(change, outcome: outcome)
        case .placesNotSaved(_, let reason):
            // The places on screen stay as they were; the status line (and the prompt) says why.
            if case .addPlace(var prompt)? = overlay {
                prompt.message = reason
                overlay = .addPlace(prompt)
            }
            return showStatus(reason, seconds: 12)
        case .problem(let sentence):
            return showStatus(sentence, seconds: 8)
        case .cacheNotWritten(let problem):
            return showStatus(problem.sentence(in: words), seconds: 12)
        }
    }

    private mutating func start() -> [DashboardEffect] {
        var effects: [DashboardEffect] = []
        // Warnings stay up a little longer, joined so that one does not replace another
        // before it can be read.
        if !settings.launchWarnings.isEmpty {
            effects += showStatus(settings.launchWarnings.joined(separator: " "), seconds: 12)
        }
        if board.places.isEmpty { overlay = .addPlace(AddPlacePrompt.empty(words)) }
        if settings.opensMap { effects += openMap() }
        return effects
    }

    /// A one-line notice above the attribution row, cleared after a few seconds.
    mutating func showStatus(_ text: String, seconds: Double = 4) -> [DashboardEffect] {
        lastStatusID += 1
        status = StatusMessage(id: lastStatusID, text: text)
        return [.startTimer(.statusExpiry(id: lastStatusID), seconds: seconds)]
    }

    /// Remembers the selected place for the next launch (not in the demo), then ends.
    mutating func quitting(status exitStatus: Int32) -> [DashboardEffect] {
        guard !settings.isDemo, let place = board.selectedPlace else { return [.quit(status: exitStatus)] }
        return [.savePlaces(.rememberSelection(place)), .quit(status: exitStatus)]
    }

    /// A new warning of moderate severity or worse rings the bell once and says so on the
    /// status line; with `"notify": true` it also becomes a desktop notification. The tab mark
    /// shows it in any case.
    private mutating func announceNewAlerts() -> [DashboardEffect] {
        let fresh = attention.newAlerts(in: board, minimum: settings.minimumAlertSeverity)
        guard let (place, worst) = fresh.first, !settings.isDemo else { return [] }
        let values: KeyValuePairs = ["severity": worst.severity.name(in: words), "place": place.name, "summary": worst.summary]
        let sentence = fresh.count > 1 ? words(.newWarnings, count: fresh.count - 1, values) : words(.newWarning, values)
        var effects: [DashboardEffect] = [.bell]
        effects += showStatus(sentence, seconds: 12)
        if settings.sendsNotifications { effects.append(.notify(notifications(for: fresh))) }
        return effects
    }

    /// One desktop notification per place, however many of its warnings are new at once: the
    /// worst, and how many more (300 new warnings once started notify-send 300 times). `fresh`
    /// is worst first within each place.
    private func notifications(for fresh: [(place: Place, alert: WeatherAlert)]) -> [AlertNotification] {
        var places: [Place] = []
        var byPlace: [String: [WeatherAlert]] = [:]
        for (place, alert) in fresh {
            if byPlace[place.coordinateKey] == nil { places.append(place) }
            byPlace[place.coordinateKey, default: []].append(alert)
        }
        return places.compactMap { place in
            guard let alerts = byPlace[place.coordinateKey], let worst = alerts.first else { return nil }
            let values: KeyValuePairs = ["severity": worst.severity.name(in: words), "place": place.name, "summary": worst.summary]
            return AlertNotification(
                title: alerts.count > 1 ? words(.newWarnings, count: alerts.count - 1, values) : words(.notificationTitle, values),
                body: [worst.region, worst.source].compactMap { $0 }.joined(separator: " · "),
                isUrgent: worst.severity <= .severe)
        }
    }

    /// A place saved as LAT,LON without network gets its time zone from its first forecast,
    /// in places.json too (not in the demo, which saves nothing).
    private func completePlaces() -> [DashboardEffect] {
        guard !settings.isDemo else { return [] }
        return board.places.compactMap { place in
            board.state(of: place).snapshot.flatMap(place.completed(by:)).map { .savePlaces(.complete($0)) }
        }
    }

    private mutating func placesSaved(_ change: PlacesChange, outcome: PlacesSaveOutcome) -> [DashboardEffect] {
        switch change {
        case .add(let place):
            if case .addPlace? = overlay { overlay = nil }
            switch outcome {
            case .saved: return showStatus(words(.placeAdded, ["place": place.fullDescription]))
            case .added(let saved, let nameNotLookedUp):
                var sentence = words(.placeAdded, ["place": saved.fullDescription])
                if let nameNotLookedUp {
                    let reason = nameNotLookedUp.userMessage(
                        clock: LocalClock(timeZone: settings.userTimeZone, locale: settings.locale), now: now, words: words)
                    sentence += " " + words(.placeNameNotLookedUp, ["reason": reason])
                }
                return showStatus(sentence)
            case .alreadySaved(let name): return showStatus(words(.placeAlreadySaved, ["place": name]))
            }
        case .delete(let place):
            return showStatus(words(.placeDeleted, ["place": place.name]))
        case .rememberSelection, .complete:
            return []
        }
    }
}
