import Dashboard
import Foundation
import WeatherCore

/// Serves the bundled sample data for `--demo`: no network, never expires during a session,
/// so the dashboard runs through exactly the same Board as real data.
struct DemoProvider: ForecastProvider {
    let identifier = "demo"
    let board: BoardState

    init(now: Date) {
        board = DemoData.boardState(now: now)
    }

    var savedPlaces: SavedPlaces { SavedPlaces(places: board.places, selectedIndex: board.selectedIndex ?? 0) }

    func snapshot(for place: Place, previous: Snapshot?) async throws(WeatherServiceError) -> Snapshot {
        guard var snapshot = board.state(of: place).snapshot else {
            throw .other("The demo has no data for \(place.name).")
        }
        snapshot.metadata.fetchDate = Date()
        snapshot.metadata.expirationDate = Date() + 24 * 3600
        return snapshot
    }
}
