import Foundation
import WeatherCore

/// Serves the bundled sample data for `--demo`: no network, and exactly what `DemoData` says
/// for the clock's time, so the dashboard (through the same Board as real data) and `--print`
/// show the same board, "updated" and "next" included. When the data expires the Board asks
/// again and gets the sample data for the new time.
public struct DemoProvider: ForecastProvider {
    public let identifier = "demo"
    private let clock: @Sendable () -> Date

    public init(clock: @escaping @Sendable () -> Date = Date.init) {
        self.clock = clock
    }

    /// The demo's places, with the one `reference` names (a number or a name, as for saved
    /// places) selected, or the first.
    public func savedPlaces(selecting reference: String? = nil) throws(DemoPlaceError) -> SavedPlaces {
        let board = DemoData.boardState(now: clock())
        var saved = SavedPlaces(places: board.places, selectedIndex: 0)
        if let reference {
            guard let index = saved.index(of: reference) else {
                let choices = saved.places.enumerated().map { "\($0.offset + 1) \($0.element.name)" }
                throw DemoPlaceError(wording: Wording(.demoHasNoPlace, ["place": "\(reference)", "choices": .alternatives(choices)]))
            }
            saved.selectedIndex = index
        }
        return saved
    }

    public func snapshot(for place: Place, previous: Snapshot?) async throws(WeatherServiceError) -> Snapshot {
        guard let snapshot = DemoData.boardState(now: clock()).state(of: place).snapshot else {
            throw .other("The demo has no data for \(place.name).")
        }
        return snapshot
    }
}

/// A PLACE the demo does not have; the sentence lists those it has. It is found before the
/// language is known (as a usage error), so it is worded when it is shown.
public struct DemoPlaceError: Error, Sendable, Hashable {
    public let wording: Wording

    /// The sentence in English.
    public var message: String { wording.text(in: .english) }
}
