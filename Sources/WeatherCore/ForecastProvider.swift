import Foundation

/// A weather service that turns one place into a normalised `Snapshot`.
public protocol ForecastProvider: Sendable {
    /// Stable identifier used in cache keys and `--json` output, such as "open-meteo".
    var identifier: String { get }

    /// Fetches a new snapshot. `previous` is the last good snapshot from this provider, whose
    /// validators make the request conditional; on "not modified" the provider returns it
    /// again with a new fetch and expiration date.
    func snapshot(for place: Place, previous: Snapshot?) async throws(WeatherServiceError) -> Snapshot

    /// The same for the user's explicit refresh. A provider that is one request answers exactly
    /// as `snapshot` does; one that keeps parts with their own expiry (the forecast combined with
    /// alert sources) asks for its forecast again even while that part is still fresh, so that
    /// refreshing is never a no-op. Parts whose services set a minimum interval keep it.
    func refreshedSnapshot(for place: Place, previous: Snapshot?) async throws(WeatherServiceError) -> Snapshot
}

extension ForecastProvider {
    public func refreshedSnapshot(for place: Place, previous: Snapshot?) async throws(WeatherServiceError) -> Snapshot {
        try await snapshot(for: place, previous: previous)
    }
}

/// A provider that also finds places by name.
public protocol PlaceSearching: Sendable {
    func searchPlaces(matching query: String, limit: Int) async throws(WeatherServiceError) -> [Place]

    /// `place` (a search result about to be saved) with the names of its administrative areas
    /// also in its country's own languages, which is how national warnings name their areas
    /// ("Noord-Holland", not "North Holland"). Costs a request per language, so it is asked only
    /// when a place is saved; on any failure the place comes back as it was.
    func addingLocalAreaNames(to place: Place) async -> Place
}

extension PlaceSearching {
    public func addingLocalAreaNames(to place: Place) async -> Place { place }
}
