import Foundation
import WeatherCore

/// `weatherboard places …`: edits the saved places. Every change is a read, an edit and an
/// atomic write; a file that cannot be read stops the command before anything is written.
struct PlacesCommand {
    let app: AppEnvironment

    func add(query: String, name: String?) async throws(CommandFailure) {
        var saved = try app.loadSavedPlaces()
        var place: Place
        if let coordinates = CoordinateParser.coordinates(in: query) {
            guard CoordinateParser.isValid(latitude: coordinates.latitude, longitude: coordinates.longitude) else {
                throw CommandFailure("\(query) is not a valid position: latitude must be within ±90 and longitude within ±180.")
            }
            place = Place.fromCoordinates(latitude: coordinates.latitude, longitude: coordinates.longitude, name: name)
            // The time zone comes with the first forecast; that forecast also fills the cache,
            // so the request is not wasted. Without network the place is saved in UTC.
            if let snapshot = try? await app.provider.snapshot(for: place, previous: nil) {
                place.timeZoneIdentifier = snapshot.place.timeZoneIdentifier
                var cached = snapshot
                cached.place = place
                await app.cache.store(cached, provider: app.provider.identifier)
            }
        } else {
            let matches: [Place]
            do {
                matches = try await app.geocoder.searchPlaces(matching: query, limit: 1)
            } catch {
                throw CommandFailure("Could not search for \"\(query)\": \(app.message(for: error, about: nil))")
            }
            guard let best = matches.first else {
                throw CommandFailure("No place matches \"\(query)\"; try another spelling, a larger town nearby, or LAT,LON.")
            }
            place = best
            if let name { place.name = name }
        }
        if let existing = saved.places.firstIndex(where: { $0.coordinateKey == place.coordinateKey }) {
            Console.line("\(saved.places[existing].name) is already saved as place \(existing + 1).")
            return
        }
        saved.add(place)
        try save(saved)
        Console.line("Added \(place.fullDescription) (\(place.coordinateDescription), \(place.timeZoneIdentifier)) as place \(saved.places.count).")
    }

    func search(query: String) async throws(CommandFailure) {
        let matches: [Place]
        do {
            matches = try await app.geocoder.searchPlaces(matching: query, limit: 10)
        } catch {
            throw CommandFailure("Could not search for \"\(query)\": \(app.message(for: error, about: nil))")
        }
        guard !matches.isEmpty else {
            throw CommandFailure("No place matches \"\(query)\".")
        }
        for (index, place) in matches.enumerated() {
            Console.line("\(index + 1). \(place.fullDescription)  (\(place.coordinateDescription), \(place.timeZoneIdentifier))")
        }
    }

    func list() throws(CommandFailure) {
        let saved = try app.loadSavedPlaces()
        guard !saved.places.isEmpty else {
            Console.line("No saved places. Add one with: weatherboard places add NAME")
            return
        }
        for (index, place) in saved.places.enumerated() {
            let marker = index == saved.selectedIndex ? "*" : " "
            Console.line("\(marker) \(index + 1). \(place.fullDescription)  (\(place.coordinateDescription), \(place.timeZoneIdentifier))")
        }
    }

    func remove(reference: String) throws(CommandFailure) {
        var saved = try app.loadSavedPlaces()
        guard let index = saved.index(of: reference) else {
            throw CommandFailure("No saved place is called or numbered \"\(reference)\"; see weatherboard places list.")
        }
        let removed = saved.remove(at: index)
        try save(saved)
        Console.line("Removed \(removed.name).")
    }

    func move(from source: String, to destination: String) throws(CommandFailure) {
        var saved = try app.loadSavedPlaces()
        guard let from = Int(source), let to = Int(destination),
              saved.places.indices.contains(from - 1), saved.places.indices.contains(to - 1)
        else {
            throw CommandFailure("places move needs two numbers between 1 and \(saved.places.count), not \"\(source)\" and \"\(destination)\".")
        }
        saved.move(from: from - 1, to: to - 1)
        try save(saved)
        Console.line("Moved \(saved.places[to - 1].name) to position \(to).")
    }

    private func save(_ saved: SavedPlaces) throws(CommandFailure) {
        do {
            try app.placeStore.save(saved)
        } catch {
            throw CommandFailure(error.userMessage)
        }
    }
}
