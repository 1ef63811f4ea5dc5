import Foundation
import WeatherCore

/// `weatherboard --json [PLACE]`: the snapshot as JSON on stdout, from the cache while it is
/// fresh. When the network fails but older data exists, that data is printed marked
/// `"stale": true` and the failure goes to stderr.
struct JSONCommand {
    let app: AppEnvironment

    func run(place reference: String?) async throws(CommandFailure) {
        let start = Date()
        let saved = try app.loadSavedPlaces()
        let place = try await app.resolvePlace(reference, among: saved)
        let board = Board(provider: app.provider, cache: app.cache, saved: SavedPlaces(places: [place], selectedIndex: 0))
        await board.loadIfNeeded(place)
        let state = await board.currentState.state(of: place)
        var snapshot: Snapshot
        let isStale: Bool
        switch state {
        case .loaded(let loaded, let freshness):
            snapshot = loaded
            isStale = freshness != .fresh
        case .failed(let error, let lastGood?):
            let fetched = app.clock(for: place).zonedTime(lastGood.metadata.fetchDate, now: Date())
            Console.error(app.locale.words(.commandShowingDataFrom, ["reason": app.message(for: error, about: place), "time": fetched]))
            snapshot = lastGood
            isStale = true
        case .failed(let error, nil):
            throw CommandFailure(app.message(for: error, about: place))
        case .idle, .loading:
            throw CommandFailure(app.locale.words(.noWeatherData, ["place": place.name]))
        }
        app.completeSavedPlace(from: snapshot, saved: saved)
        if let renamed = await app.nameSavedPlace(place, in: saved, fetched: snapshot, since: start),
           let named = renamed.places.first(where: { $0.coordinateKey == place.coordinateKey }) {
            snapshot = snapshot.naming(named)
        }
        let document = SnapshotJSON(
            snapshot: snapshot, units: app.units, isStale: isStale, clock: app.clock(for: snapshot.place), now: Date(),
            airQualityScale: app.airQualityScale)
        do {
            var data = try document.encoded()
            data.append(0x0A)
            Console.document(data)
        } catch {
            throw CommandFailure(app.locale.words(.cannotWriteJSON, ["reason": error.localizedDescription]))
        }
    }
}
