import WeatherCore

/// The forecast (with alerts) from the chosen provider, and place search from the geocoder,
/// whichever provider is chosen: only Open-Meteo offers search.
public struct ProviderStack: ForecastProvider, PlaceSearching {
    public let forecast: any ForecastProvider
    public let placeSearch: any PlaceSearching
    /// Things the user should know at start-up, such as a key file others can read.
    public let warnings: [Wording]
    /// Every official alert source, in the order they are asked.
    public let alertSources: [any AlertSource]
    /// Climate normals and air quality, added to every forecast on their own schedules.
    public let context: WeatherContext

    public var identifier: String { forecast.identifier }

    public func snapshot(for place: Place, previous: Snapshot?) async throws(WeatherServiceError) -> Snapshot {
        try await withContext(for: place) { () async throws(WeatherServiceError) in
            try await forecast.snapshot(for: place, previous: previous)
        }
    }

    public func refreshedSnapshot(for place: Place, previous: Snapshot?) async throws(WeatherServiceError) -> Snapshot {
        try await withContext(for: place) { () async throws(WeatherServiceError) in
            try await forecast.refreshedSnapshot(for: place, previous: previous)
        }
    }

    /// The forecast and the context parts asked at the same time; a failed forecast fails the
    /// call (the parts are still stored for next time), a failed part never does.
    private func withContext(
        for place: Place, _ forecastSnapshot: () async throws(WeatherServiceError) -> Snapshot
    ) async throws(WeatherServiceError) -> Snapshot {
        async let parts = context.parts(for: place)
        let snapshot: Snapshot
        do {
            snapshot = try await forecastSnapshot()
        } catch {
            _ = await parts
            throw error
        }
        return context.applying(await parts, to: snapshot)
    }

    public func searchPlaces(matching query: String, limit: Int) async throws(WeatherServiceError) -> [Place] {
        try await placeSearch.searchPlaces(matching: query, limit: limit)
    }

    public func addingLocalAreaNames(to place: Place) async -> Place {
        await placeSearch.addingLocalAreaNames(to: place)
    }
}
