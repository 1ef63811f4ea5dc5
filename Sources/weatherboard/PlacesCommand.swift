import Foundation
import Providers
import WeatherCore

/// `weatherboard places …`: edits the saved places. Every change is one `PlaceStore.update`
/// transaction (locked read, edit, atomic write), so commands run at the same time each keep
/// their change; a file that cannot be read stops the command before anything is written.
struct PlacesCommand {
    let app: AppEnvironment
    private var words: Catalog { app.locale.words }

    func add(query: String, name: String?) async throws(CommandFailure) {
        // An unreadable file stops the command before it costs a request.
        _ = try app.loadSavedPlaces()
        var place: Place
        // What to know about how a position was saved (no forecast yet, no name looked up),
        // told once it is saved.
        var positionNotice: String?
        switch CoordinateParser.place(from: query, name: name) {
        case .failure(let invalid)?:
            throw CommandFailure(invalid.message)
        case .success(let position)?:
            // Named after what lies there, once, when it is saved; without an answer it keeps
            // its coordinates as its name and is still saved.
            var namingFailure: WeatherServiceError?
            switch await app.positionNaming.naming(position, localAreaNamesFrom: app.geocoder) {
            case .success(let named):
                place = named
                if let name { place.name = name }
            case .failure(let error):
                place = position
                namingFailure = error
            }
            // The time zone comes with the first forecast; that forecast also fills the cache,
            // so the request is not wasted. Without network the place is saved in UTC, and
            // the first forecast that arrives later fills its time zone in.
            var first: Snapshot?
            do {
                first = try await app.provider.snapshot(for: place, previous: nil)
            } catch {
                let naming = name == nil && namingFailure != nil ? " " + words(.placeNamedByPosition) : ""
                positionNotice = "\(app.message(for: error, about: nil)) \(words(.placeSavedInUTC, ["place": place.name]))\(naming)"
            }
            if let first { place.timeZoneIdentifier = first.place.timeZoneIdentifier }
            if let namingFailure, positionNotice == nil, name == nil {
                positionNotice = words(.placeNameNotLookedUp, ["reason": app.message(for: namingFailure, about: nil)])
            }
            // The country decides the alert source; without Nominatim's answer it comes
            // offline, from the time zone and the built-in outlines.
            place.countryCode = place.resolvedCountryCode
            if var cached = first {
                cached.place = place
                await app.cache.store(cached, provider: app.provider.identifier)
            }
        case nil:
            let matches: [Place]
            do {
                matches = try await app.geocoder.searchPlaces(matching: query, limit: 1)
            } catch {
                throw CommandFailure(words(.placeSearchFailed, ["query": query, "reason": app.message(for: error, about: nil)]))
            }
            guard let best = matches.first else {
                throw CommandFailure(words(.noPlaceMatchesToAdd, ["query": query]))
            }
            place = await app.geocoder.addingLocalAreaNames(to: best)
            if let name { place.name = name }
        }
        // The lookup above ran without the lock; whether the place is new is decided inside
        // the transaction, against the file as it is now.
        let outcome = try update { saved -> (number: Int, isNew: Bool, name: String) in
            if let existing = saved.places.firstIndex(where: { $0.coordinateKey == place.coordinateKey }) {
                return (existing + 1, false, saved.places[existing].name)
            }
            saved.add(place)
            return (saved.places.count, true, place.name)
        }
        if outcome.isNew {
            Console.line(words(.placesAdded, [
                "place": place.fullDescription, "position": place.coordinateDescription, "timeZone": place.timeZoneIdentifier,
                "number": "\(outcome.number)",
            ]))
            // Where a name from a licensed source is shown, so is its credit (OpenStreetMap's ODbL).
            if let credit = place.nameAttribution { Console.line(credit.line) }
            if let positionNotice { Console.error(positionNotice) }
        } else {
            Console.line(words(.placesAlreadySaved, ["name": outcome.name, "number": "\(outcome.number)"]))
        }
    }

    func search(query: String) async throws(CommandFailure) {
        let matches: [Place]
        do {
            matches = try await app.geocoder.searchPlaces(matching: query, limit: 10)
        } catch {
            throw CommandFailure(words(.placeSearchFailed, ["query": query, "reason": app.message(for: error, about: nil)]))
        }
        guard !matches.isEmpty else {
            throw CommandFailure(words(.placesNoMatch, ["query": query]))
        }
        for (index, place) in matches.enumerated() {
            Console.line("\(index + 1). \(place.fullDescription)  (\(place.coordinateDescription), \(place.timeZoneIdentifier))")
        }
    }

    func list() throws(CommandFailure) {
        let saved = try app.loadSavedPlaces()
        guard !saved.places.isEmpty else {
            Console.line(words(.placesNoneSaved))
            return
        }
        for (index, place) in saved.places.enumerated() {
            let marker = index == saved.selectedIndex ? "*" : " "
            Console.line("\(marker) \(index + 1). \(place.fullDescription)  (\(place.coordinateDescription), \(place.timeZoneIdentifier))")
        }
        // Names from a licensed source are credited once, under the names they gave.
        for credit in saved.places.compactMap(\.nameAttribution).removingRepeats() { Console.line(words(.placeNamesFrom, ["credit": credit.line])) }
    }

    /// One saved name a line and nothing else (no line at all when there are none), so shell
    /// completions and scripts need not parse the listing above. Each name is what
    /// `places remove` and PLACE accept.
    func listNames() throws(CommandFailure) {
        Console.lines(try app.loadSavedPlaces().places.map(\.name))
    }

    func remove(reference: String) throws(CommandFailure) {
        let removed = try update { saved -> Place? in
            guard let index = saved.index(of: reference) else { return nil }
            return saved.remove(at: index)
        }
        guard let removed else {
            throw CommandFailure(words(.noSavedPlaceCalled, ["reference": reference]))
        }
        Console.line(words(.placeRemoved, ["name": removed.name]))
    }

    func move(from source: String, to destination: String) throws(CommandFailure) {
        let moved = try update { saved -> Result<(place: Place, position: Int), CommandFailure> in
            guard let from = Int(source), let to = Int(destination),
                  saved.places.indices.contains(from - 1), saved.places.indices.contains(to - 1)
            else {
                return .failure(CommandFailure(words(.placesMoveNeedsNumbers, [
                    "highest": "\(saved.places.count)", "from": source, "to": destination,
                ])))
            }
            saved.move(from: from - 1, to: to - 1)
            return .success((saved.places[to - 1], to))
        }
        let (place, position) = try moved.get()
        Console.line(words(.placeMoved, ["name": place.name, "position": "\(position)"]))
    }

    /// One transaction on places.json; its failure is the store's one sentence.
    private func update<Outcome>(_ change: (inout SavedPlaces) -> Outcome) throws(CommandFailure) -> Outcome {
        do {
            return try app.placeStore.update(change)
        } catch {
            throw CommandFailure(error.userMessage(in: words))
        }
    }
}
