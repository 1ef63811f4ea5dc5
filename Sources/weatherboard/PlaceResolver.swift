import Foundation
import WeatherCore

/// Turns a PLACE argument into a place: a saved name, a 1-based number from `places list`,
/// "LAT,LON", or else a search query whose best match is used.
struct PlaceResolver {
    let saved: SavedPlaces
    let searcher: any PlaceSearching
    /// Tells the times in a failed search's sentence (no place yet: the user's own zone). Made
    /// only for that sentence: finding the user's zone reads /etc/localtime and the zone
    /// database, 8 % of a `--oneline` that never needed it.
    let clock: () -> LocalClock
    let words: Catalog

    func resolve(_ reference: String?) async throws(CommandFailure) -> Place {
        guard let reference else {
            guard let index = saved.selectedIndex ?? (saved.places.isEmpty ? nil : 0) else {
                throw CommandFailure(words(.noSavedPlacesYet))
            }
            return saved.places[index]
        }
        if let index = saved.index(of: reference) { return saved.places[index] }
        if let number = Int(reference) {
            throw CommandFailure(words(.noSavedPlaceNumber, ["number": "\(number)"]))
        }
        switch CoordinateParser.place(from: reference) {
        case .success(let place)?: return place
        case .failure(let invalid)?: throw CommandFailure(invalid.message)
        case nil: break
        }
        let matches: [Place]
        do {
            matches = try await searcher.searchPlaces(matching: reference, limit: 1)
        } catch {
            throw CommandFailure(words(.placeSearchFailed, ["query": reference, "reason": error.userMessage(clock: clock(), now: Date(), words: words)]))
        }
        guard let best = matches.first else {
            throw CommandFailure(words(.noPlaceMatchesReference, ["query": reference]))
        }
        return best
    }
}
