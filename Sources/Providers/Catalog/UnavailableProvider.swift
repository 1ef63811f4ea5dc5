import WeatherCore

/// Stands in for a provider that cannot work as configured (WeatherKit without credentials):
/// every forecast fails with the one-sentence reason, and nothing is sent over the network.
struct UnavailableProvider: ForecastProvider {
    let identifier: String
    let reason: String

    func snapshot(for place: Place, previous: Snapshot?) async throws(WeatherServiceError) -> Snapshot {
        throw .other(reason)
    }
}
