import Foundation

/// Names a place that was given as a position ("52.37,4.89") after what lies there, with its
/// country and the names of the areas it lies in, so that warnings which only name their areas
/// can be placed on it as on a place found by name.
public protocol PositionNaming: Sendable {
    /// `place` named from one lookup of its position. Throws when the name could not be looked
    /// up; the caller then keeps the place as it was (named by its coordinates) and says so.
    func naming(_ place: Place) async throws(WeatherServiceError) -> Place
}

extension PositionNaming {
    /// `place`, typed as a position and about to be saved, named after what lies there and
    /// given its area names also in its country's languages (from `search`, as a found place
    /// is); or why its name could not be looked up, the place then staying as it was. The one
    /// rule for the command line and the dashboard.
    public func naming(_ place: Place, localAreaNamesFrom search: any PlaceSearching) async -> Result<Place, WeatherServiceError> {
        do {
            return .success(await search.addingLocalAreaNames(to: try await naming(place)))
        } catch {
            return .failure(error)
        }
    }
}

extension Place {
    /// Whether the place is still named by its coordinates, as a position typed without a name
    /// is saved: its name is worth looking up.
    public var isNamedByItsPosition: Bool { name == coordinateDescription }
}

extension SavedPlaces {
    /// Puts `named` (from a lookup of `place`'s position) in place of the saved place, keeping
    /// its time zone, unless that place was renamed, moved or removed while the name was being
    /// looked up. True when something changed. The one rule for the dashboard and the commands.
    @discardableResult
    public mutating func name(_ place: Place, as named: Place) -> Bool {
        guard let index = places.firstIndex(where: { $0.coordinateKey == place.coordinateKey && $0.isNamedByItsPosition })
        else { return false }
        var renamed = named
        renamed.timeZoneIdentifier = places[index].timeZoneIdentifier
        guard renamed != places[index] else { return false }
        places[index] = renamed
        return true
    }
}
