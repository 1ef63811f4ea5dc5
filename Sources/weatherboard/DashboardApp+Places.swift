import Dashboard
import Foundation
import Terminal
import WeatherCore

/// Adding, deleting and remembering places from the dashboard: the search prompt and every
/// edit of places.json.
extension DashboardApp {
    func handleAddPlaceKey(_ key: KeyEvent, prompt current: AddPlacePrompt) async {
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



    /// Searches after a short pause in typing, so each keystroke does not cost a request.
    func scheduleSearch(_ prompt: AddPlacePrompt, immediately: Bool = false) -> AddPlacePrompt {
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

    func applySearchResults(query: String, result: Result<[Place], WeatherServiceError>) {
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
            prompt.message = app.message(for: error, about: nil)
        }
        overlay = .addPlace(prompt)
    }

    func save(_ found: Place) async {
        let place = await app.geocoder.addingLocalAreaNames(to: found)
        let added = await editSavedPlaces { saved -> Bool in
            if let existing = saved.places.firstIndex(where: { $0.coordinateKey == place.coordinateKey }) {
                saved.selectedIndex = existing
                return false
            }
            saved.add(place)
            saved.selectedIndex = saved.places.count - 1
            return true
        }
        if let added, case .addPlace = overlay {
            overlay = nil
            showStatus(added ? "Added \(place.fullDescription)." : "\(place.name) is already saved.")
        }
    }

    /// Applies `change` to places.json as it is on disk now (one `PlaceStore.update`
    /// transaction, so a place added from another terminal meanwhile is not lost) and shows the
    /// result. Returns what `change` returned, or nil when the save failed: the places on
    /// screen stay as they were and the status line (and the add-place prompt) says why.
    func editSavedPlaces<Outcome>(_ change: (inout SavedPlaces) -> Outcome) async -> Outcome? {
        let outcome: Outcome
        let saved: SavedPlaces
        do {
            (outcome, saved) = try app.placeStore.update { places in (change(&places), places) }
        } catch {
            showStatus(error.userMessage, seconds: 12)
            if case .addPlace(var prompt) = overlay {
                prompt.message = error.userMessage
                overlay = .addPlace(prompt)
            }
            return nil
        }
        await board.replacePlaces(saved)
        boardState = await board.currentState
        return outcome
    }

    /// Remembers the selected place for the next launch, in the file as it is now. On the way
    /// out there is no screen left to report a failure on; the next launch selects the first
    /// place instead.
    func persistSelection() {
        guard let selected = boardState.selectedPlace else { return }
        _ = try? app.placeStore.update { saved in
            if let index = saved.places.firstIndex(where: { $0.coordinateKey == selected.coordinateKey }) {
                saved.selectedIndex = index
            }
        }
    }
}
