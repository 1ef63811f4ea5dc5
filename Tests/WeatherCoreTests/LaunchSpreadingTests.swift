import Foundation
import Testing
import WeatherCore

/// A launch with many saved places: the place on screen is asked first, and the others one by
/// one with a pause after each that went to the network, so that 200 places do not become
/// hundreds of requests in the first minute. Places still in date cost no request and no pause.
@Suite("Spreading a launch")
struct LaunchSpreadingTests {
    let clock = ManualClock()

    static func places(_ count: Int) -> [Place] {
        (0..<count).map {
            Place(name: "P\($0)", latitude: Double($0) / 10, longitude: Double($0) / 10, timeZoneIdentifier: "UTC")
        }
    }

    /// Records the board's pauses and moves the clock by them, as time would.
    final class Pauses: @unchecked Sendable {
        private let lock = NSLock()
        private var taken: [TimeInterval] = []
        var all: [TimeInterval] { lock.withLock { taken } }
        func record(_ seconds: TimeInterval) { lock.withLock { taken.append(seconds) } }
    }

    func board(_ places: [Place], selecting index: Int, provider: CountingProvider, cache: ForecastCache, pauses: Pauses) -> Board {
        Board(
            provider: provider, cache: cache, saved: SavedPlaces(places: places, selectedIndex: index),
            clock: clock.function, jitter: { 0 }, sleep: { [clock] seconds in
                pauses.record(seconds)
                clock.advance(by: seconds)
            })
    }

    @Test func theSelectedPlaceComesFirstAndTheOthersArePacedOneASecond() async {
        let places = Self.places(200)
        let provider = CountingProvider(clock: clock.function)
        let pauses = Pauses()
        let board = board(places, selecting: 57, provider: provider, cache: ForecastCache(directory: nil), pauses: pauses)
        await board.loadAllIfNeeded(spacing: Board.launchSpacing)
        #expect(provider.fetchedPlaces.first == "P57", "the place on screen first")
        #expect(provider.fetchedPlaces.count == 200)
        #expect(Set(provider.fetchedPlaces).count == 200)
        #expect(pauses.all == Array(repeating: 1, count: 199), "a second after each place but the last")
        // No minute holds more than 60 places' requests.
        let dates = provider.fetchDates
        for start in dates.indices {
            let inAMinute = dates[start...].prefix { $0 < dates[start] + 60 }.count
            #expect(inAMinute <= 60)
        }
    }

    @Test func placesStillInDateCostNoRequestAndNoPause() async {
        let places = Self.places(5)
        let cache = ForecastCache(directory: nil)
        for place in places.prefix(3) {
            await cache.store(SampleSnapshots.snapshot(for: place, fetched: clock.now, expires: clock.now + 600), provider: "test")
        }
        let provider = CountingProvider(clock: clock.function)
        let pauses = Pauses()
        let board = board(places, selecting: 0, provider: provider, cache: cache, pauses: pauses)
        await board.loadAllIfNeeded(spacing: Board.launchSpacing)
        #expect(provider.fetchedPlaces == ["P3", "P4"])
        #expect(pauses.all == [1], "after P3; nothing follows P4")
    }

    @Test func withoutSpacingNothingWaits() async {
        let provider = CountingProvider(clock: clock.function)
        let pauses = Pauses()
        let board = board(Self.places(4), selecting: 2, provider: provider, cache: ForecastCache(directory: nil), pauses: pauses)
        await board.loadAllIfNeeded()
        #expect(provider.fetchedPlaces == ["P2", "P0", "P1", "P3"])
        #expect(pauses.all.isEmpty)
    }
}
