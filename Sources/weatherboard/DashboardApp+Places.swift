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

    func save(_ place: Place) async {
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
    func editSavedPlaces(_ change: (inout SavedPlaces) -> Void) async {
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
    func persistSelection() {
        guard let selected = boardState.selectedPlace,
              var saved = try? app.placeStore.load(),
              let index = saved.places.firstIndex(where: { $0.coordinateKey == selected.coordinateKey }),
              saved.selectedIndex != index
        else { return }
        saved.selectedIndex = index
        try? app.placeStore.save(saved)
    }
}
