import Foundation

/// A weather service that turns one place into a normalised `Snapshot`.
public protocol ForecastProvider: Sendable {
    /// Stable identifier used in cache keys and `--json` output, such as "open-meteo".
    var identifier: String { get }

    /// Fetches a new snapshot. `previous` is the last good snapshot from this provider, whose
    /// validators make the request conditional; on "not modified" the provider returns it
    /// again with a new fetch and expiration date.
    func snapshot(for place: Place, previous: Snapshot?) async throws(WeatherServiceError) -> Snapshot
}

/// A provider that also finds places by name.
public protocol PlaceSearching: Sendable {
    func searchPlaces(matching query: String, limit: Int) async throws(WeatherServiceError) -> [Place]
}
