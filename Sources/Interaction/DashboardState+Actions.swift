import Dashboard
import Foundation
import WeatherCore

/// What each action of the key table does: the state it leaves and the effects it asks for.
extension DashboardState {
    mutating func perform(_ action: DashboardAction, key: KeyEvent) -> [DashboardEffect] {
        // A copy, so that the prompt's edits (which hold `self` mutably) can use it.
        let words = self.words
        switch action {
        case .quit:
            return quitting(status: 0)
        case .repaint:
            // Ctrl-L: repaint everything, as in every full-screen terminal program.
            return [.repaint]

        case .previousPlace:
            return moveSelection(by: -1)
        case .nextPlace:
            return moveSelection(by: 1)
        case .jumpToPlace:
            guard case .character(let digit) = key, let number = digit.wholeNumberValue else { return [] }
            return selectPlace(number - 1)
        case .refresh:
            guard let place = board.selectedPlace else { return [] }
            // The demo's data updates by itself when it expires; a refresh would only move
            // "updated" and show the same weather.
            if settings.isDemo { return showStatus(words(.demoDataUnchanged)) }
            return [.refresh(place)]
        case .refreshAll:
            if settings.isDemo { return showStatus(words(.demoDataUnchanged)) }
            return [.refreshAll]
        case .moveUp:
            move(.step(-1))
            return []
        case .moveDown:
            move(.step(1))
            return []
        case .movePageUp:
            move(.page(-1))
            return []
        case .movePageDown:
            move(.page(1))
            return []
        case .moveToFirst:
            move(.first)
            return []
        case .moveToLast:
            move(.last)
            return []
        case .previousHour:
            moveChartCursor(.step(-1))
            return []
        case .nextHour:
            moveChartCursor(.step(1))
            return []
        case .clearChartCursor:
            clearChartCursor()
            return []
        case .toggleChartPast:
            return toggleChartPast()
        case .focusNextPanel:
            moveFocus(by: 1)
            return []
        case .focusPreviousPanel:
            moveFocus(by: -1)
            return []
        case .showAlertDetail:
            if !listedAlerts.isEmpty { overlay = .alertDetail(index: selectedAlert) }
            return []
        case .openAlertLink:
            return openSelectedAlert()
        case .addPlace:
            if settings.isDemo { return showStatus(words(.demoSavesNoPlaces)) }
            overlay = .addPlace(AddPlacePrompt.empty(words))
            return []
        case .deletePlace:
            if settings.isDemo { return showStatus(words(.demoSavesNoPlaces)) }
            if let place = board.selectedPlace { overlay = .confirmDelete(placeName: place.name) }
            return []
        case .toggleUnits:
            // The system changes; units given for single quantities (--units imperial,wind=kn)
            // stay, and the status line names them so the change is not a surprise.
            units = units.toggled
            return showStatus(words(.unitsChanged, ["units": units.summary(in: words)])) + rememberDisplay()
        case .nextTheme:
            // Without colours every theme looks alike: a change would show nothing, and be saved.
            guard settings.showsColors else { return showStatus(words(.themesNeedColors)) }
            let names = settings.themeNames
            let index = names.firstIndex(of: themeName).map { ($0 + 1) % names.count } ?? 0
            if names.indices.contains(index) { themeName = names[index] }
            return showStatus(words(.themeChanged, ["theme": themeName])) + rememberDisplay()
        case .showMap:
            if settings.isDemo { return showStatus(words(.demoShowsNoRadar)) }
            return openMap()
        case .showYear:
            // The demo asks no service: it has no past to show.
            if settings.isDemo { return showStatus(words(.demoShowsNoYear)) }
            return openYear()
        case .showHelp:
            overlay = .help()
            return []

        case .closePopup:
            // Also the add-place prompt with no place saved: the welcome behind it says how to
            // add one and how to quit.
            if case .map? = overlay {
                overlay = nil
                return [.cancelMap]
            }
            // An answer still on its way finds the view closed and is dropped.
            overlay = nil
            return []
        case .scrollUp:
            return scrollPopup(by: -1)
        case .scrollDown:
            return scrollPopup(by: 1)
        case .pageUp:
            return scrollPopup(by: -10)
        case .pageDown:
            return scrollPopup(by: 10)
        case .showPreviousAlert:
            moveAlertSelection(by: -1)
            overlay = .alertDetail(index: selectedAlert)
            return []
        case .showNextAlert:
            moveAlertSelection(by: 1)
            overlay = .alertDetail(index: selectedAlert)
            return []

        case .previousMatch:
            return editPrompt { prompt in
                prompt.selectedIndex = max(0, prompt.selectedIndex - 1)
                return []
            }
        case .nextMatch:
            return editPrompt { prompt in
                prompt.selectedIndex = min(max(0, prompt.matches.count - 1), prompt.selectedIndex + 1)
                return []
            }
        case .deleteCharacter:
            return editPrompt { prompt in
                if !prompt.query.isEmpty { prompt.query.removeLast() }
                return Self.scheduleSearch(&prompt, words: words)
            }
        case .typeCharacter:
            guard case .character(let character) = key else { return [] }
            return editPrompt { prompt in
                prompt.query.append(character)
                return Self.scheduleSearch(&prompt, words: words)
            }
        case .saveMatch:
            return editPrompt { prompt in
                guard prompt.matches.indices.contains(prompt.selectedIndex) else {
                    return Self.scheduleSearch(&prompt, words: words, immediately: true)
                }
                let match = prompt.matches[prompt.selectedIndex]
                prompt.message = words(.addingPlace, ["place": match.place.name])
                return [.savePlaces(.add(match.place))]
            }

        case .toggleLoop:
            return toggleMapLoop()
        case .previousFrame:
            return stepMap(by: -1)
        case .nextFrame:
            return stepMap(by: 1)
        case .zoomIn:
            return zoomMap(by: 1)
        case .zoomOut:
            return zoomMap(by: -1)
        case .panWest:
            return panMap(columns: -1, rows: 0)
        case .panEast:
            return panMap(columns: 1, rows: 0)
        case .panNorth:
            return panMap(columns: 0, rows: -1)
        case .panSouth:
            return panMap(columns: 0, rows: 1)

        case .confirmDelete:
            overlay = nil
            guard let place = board.selectedPlace else { return [] }
            return [.savePlaces(.delete(place))]
        }
    }

    /// The next launch starts with these units and this theme (not after the demo, which
    /// changes nothing of the user's).
    private func rememberDisplay() -> [DashboardEffect] {
        settings.isDemo ? [] : [.rememberDisplay(RememberedDisplay(units: units.system, theme: themeName))]
    }

    // MARK: Places

    private mutating func moveSelection(by offset: Int) -> [DashboardEffect] {
        guard !board.places.isEmpty else { return [] }
        let count = board.places.count
        let current = board.selectedIndex ?? 0
        return selectPlace(((current + offset) % count + count) % count)
    }

    mutating func selectPlace(_ index: Int) -> [DashboardEffect] {
        guard board.places.indices.contains(index) else { return [] }
        resetAlertSelection()
        guard board.selectedIndex != index else { return [] }
        board.selectedIndex = index
        return [.selectPlace(index: index)]
    }

    // MARK: Alerts

    /// The selected place's alerts as the panel lists and numbers them.
    var listedAlerts: [WeatherAlert] { model.listedAlerts }

    mutating func moveAlertSelection(by offset: Int) {
        let count = listedAlerts.count
        guard count > 0 else { return }
        selectedAlert = max(0, min(count - 1, selectedAlert + offset))
        keepSelectedAlertInView()
    }

    /// The list scrolls only when the selection would leave the view.
    mutating func keepSelectedAlertInView() {
        alertScroll = Dashboard.alertScroll(showing: selectedAlert, from: alertScroll, model: model, size: size)
    }

    /// Another place starts at its first alert and first day, with the focus on its alerts
    /// (on its days when it has none).
    mutating func resetAlertSelection() {
        selectedAlert = 0
        alertScroll = 0
        dayScroll = 0
        focus = .alerts
        chartCursor = nil
    }

    /// After the alerts or the pane changed: the selection stays on an alert that exists, in
    /// view, and the days' scroll within the days.
    mutating func clampAlertSelection() {
        let count = listedAlerts.count
        dayScroll = max(0, min(maximumDayScroll(model, size: size), dayScroll))
        // Fewer hours, or no chart at this size: the cursor stays on an hour that is drawn.
        if let cursor = chartCursor {
            let hours = chartHourCount(model, size: size)
            chartCursor = hours == 0 ? nil : min(cursor, hours - 1)
        }
        if count == 0 {
            selectedAlert = 0
            alertScroll = 0
        } else {
            selectedAlert = min(selectedAlert, count - 1)
            keepSelectedAlertInView()
        }
        // A popup about an alert that went away shows the last one left, or closes.
        if case .alertDetail(let index, _)? = overlay, index >= count {
            overlay = count == 0 ? nil : .alertDetail(index: count - 1)
        }
    }

    /// The alert popup's text or the help's keys, clamped to what is on screen, so a held key
    /// never counts past the end.
    private mutating func scrollPopup(by offset: Int) -> [DashboardEffect] {
        switch overlay {
        case .alertDetail(let index, let scroll)?:
            let limit = alertDetailMaximumScroll(model, size: size)
            overlay = .alertDetail(index: index, scroll: max(0, min(scroll + offset, limit)))
        case .help(let scroll)?:
            overlay = .help(scroll: max(0, min(scroll + offset, helpMaximumScroll(model, size: size))))
        default:
            break
        }
        return []
    }

    private mutating func openSelectedAlert() -> [DashboardEffect] {
        let alerts = listedAlerts
        guard alerts.indices.contains(selectedAlert) else { return showStatus(words(.noAlertSelected)) }
        let url = alerts[selectedAlert].detailsURL.absoluteString
        // Only the browser command's exit says whether it worked; until then the dashboard
        // keeps running and says what it is doing.
        var effects = showStatus(words(.openingLink, ["url": url]), seconds: 30)
        effects.append(.openLink(url: url, statusID: lastStatusID))
        return effects
    }

    // MARK: The add-place prompt

    private mutating func editPrompt(_ change: (inout AddPlacePrompt) -> [DashboardEffect]) -> [DashboardEffect] {
        guard case .addPlace(var prompt)? = overlay else { return [] }
        let effects = change(&prompt)
        overlay = .addPlace(prompt)
        return effects
    }

    /// Searches after a short pause in typing, so each keystroke does not cost a request.
    /// "LAT,LON" is not searched for: it is the place, as on the command line.
    private static func scheduleSearch(_ prompt: inout AddPlacePrompt, words: Catalog, immediately: Bool = false) -> [DashboardEffect] {
        prompt.matches = []
        prompt.selectedIndex = 0
        let query = prompt.trimmedQuery
        switch CoordinateParser.place(from: query) {
        case .success(let place)?:
            prompt.matches = [PlaceMatch(place: place, label: words(.positionMatch, ["position": place.coordinateDescription]))]
            prompt.message = words(.positionHint)
            return []
        case .failure(let invalid)?:
            prompt.message = invalid.message
            return []
        case nil:
            break
        }
        guard query.count >= 2 else {
            prompt.message = query.isEmpty ? AddPlacePrompt.empty(words).message : words(.keepTyping)
            return []
        }
        prompt.message = words(.searching)
        return immediately ? [.search(query: query)] : [.startTimer(.search(query: query), seconds: 0.4)]
    }

    mutating func receiveSearchResults(query: String, result: Result<[Place], WeatherServiceError>) {
        guard case .addPlace(var prompt)? = overlay, prompt.trimmedQuery == query else { return }
        switch result {
        case .success(let places):
            prompt.matches = places.map { PlaceMatch(place: $0, label: $0.fullDescription) }
            prompt.selectedIndex = 0
            prompt.message = places.isEmpty ? words(.noPlaceMatches, ["query": query]) : nil
        case .failure(let error):
            prompt.matches = []
            let sentence = error.userMessage(clock: LocalClock(timeZone: settings.userTimeZone, locale: settings.locale), now: now, words: words)
            // A new user with no network is stuck at this prompt unless told what needs none:
            // a position typed here, or the demo. On a line of its own, after the reason.
            prompt.message = error.isConnectionFailure ? sentence + "\n" + words(.searchWithoutNetwork) : sentence
        }
        overlay = .addPlace(prompt)
    }
}

extension AddPlacePrompt {
    /// The prompt as it opens: what may be typed into it.
    static func empty(_ words: Catalog) -> AddPlacePrompt { AddPlacePrompt(message: words(.typeToSearch)) }

    /// The query as it is searched for.
    var trimmedQuery: String { query.trimmingCharacters(in: .whitespaces) }
}
