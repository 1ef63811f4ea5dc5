import Dashboard
import Foundation
import Interaction
import TestSupport
import WeatherCore

/// Everything the dashboard's loop runs against in a test: a places file and a cache in a
/// temporary directory, a provider that serves the demo's weather and counts requests, a
/// place search with fixed answers, the clock stopped at `Given.now`, and timers that do not
/// fire on their own (status messages stay up, the minute never turns). With `cacheIsWritable`
/// false, the cache's directory is a file, which fails every write as a full disk would, and the
/// spare takes them.
@MainActor
final class LoopWorld {
    let directory: URL
    let placeStore: PlaceStore
    let rememberedDisplay: RememberedDisplayStore
    private(set) var cache: ForecastCache
    let cacheLocation: CacheLocation
    let provider = DemoForecastProvider()
    let search: FixedPlaceSearch
    var openLink: @Sendable (String) async -> String? = { _ in nil }
    /// What names a place added as LAT,LON; nil keeps its coordinates as its name.
    var positionNaming: (any PositionNaming)?
    /// The year view's days (`y`); nil has none to be had.
    var pastYear: (any PastYearService)?

    init(
        places: [Place], selected: Int = 0, cached: [Place] = [], searchResults: [String: [Place]] = [:], cacheIsWritable: Bool = true
    ) async throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("weatherboard-loop-\(UUID().uuidString)")
        placeStore = PlaceStore(fileURL: directory.appendingPathComponent("config/places.json"))
        rememberedDisplay = RememberedDisplayStore(configurationDirectory: directory.appendingPathComponent("config"))
        cacheLocation = CacheLocation(root: directory.appendingPathComponent("cache"), spareRoot: directory.appendingPathComponent("run"))
        if !cacheIsWritable {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data().write(to: cacheLocation.directory)
        }
        cache = ForecastCache(location: cacheLocation)
        search = FixedPlaceSearch(results: searchResults)
        try placeStore.update { $0 = SavedPlaces(places: places, selectedIndex: places.isEmpty ? nil : selected) }
        for place in cached {
            if let snapshot = provider.demoSnapshot(for: place) { await cache.store(snapshot, provider: provider.identifier) }
        }
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    /// The next loop reads every cached value from its file, as a new launch does: the cache
    /// that wrote them keeps them in memory.
    func forgetCacheInMemory() {
        cache = ForecastCache(location: cacheLocation)
    }

    /// A loop over this world, drawing on `screen`, as the executable would start it.
    /// `sleep` and `releaseSettledMemory` replace the timers that never fire and the memory
    /// that is never given back.
    func loop(
        screen: InMemoryScreen, settings: DashboardSettings = Given.settings(),
        sleep: (@Sendable (Double) async throws -> Void)? = nil, releaseSettledMemory: (@Sendable () -> Void)? = nil
    ) throws -> DashboardLoop {
        let saved = try placeStore.load()
        let board = Board(provider: provider, cache: cache, saved: saved, clock: { Given.now }, jitter: { 0 })
        let state = DashboardState(
            board: BoardState(places: saved.places, selectedIndex: saved.selectedIndex), size: screen.size, now: Given.now,
            settings: settings)
        let services = DashboardServices(
            board: board, placeStore: placeStore, rememberedDisplay: rememberedDisplay, placeSearch: search, themes: ThemeLibrary(), openLink: openLink,
            notify: { _ in nil }, clock: { Given.now }, sleep: sleep ?? { _ in try await Task.sleep(for: .seconds(86_400)) },
            cacheWrites: cacheLocation.writeLog, positionNaming: positionNaming, pastYear: pastYear,
            releaseSettledMemory: releaseSettledMemory)
        return DashboardLoop(state: state, screen: screen, services: services)
    }
}

/// The exit status of a loop's run, or nil (and the loop stopped) if it has not ended after
/// `timeout`: a safety net so that a loop that misses its quit fails the test instead of
/// hanging the suite; no test depends on how fast a loop ends.
@MainActor
func exitStatus(of run: Task<Int32?, Never>, timeout: Duration = .seconds(20)) async -> Int32? {
    let watchdog = Task {
        try await Task.sleep(for: timeout)
        run.cancel()
    }
    defer { watchdog.cancel() }
    let status = await run.value
    return run.isCancelled ? nil : status
}

/// Serves the demo's weather (Berlin's for a place the demo does not have), as of the stopped
/// clock, and records which places it was asked about. `holdRequests()` keeps the next
/// requests waiting until `release()`, so a test can see what the dashboard shows meanwhile.
final class DemoForecastProvider: ForecastProvider, @unchecked Sendable {
    let identifier = "demo-test"
    private let lock = NSLock()
    private var asked: [String] = []
    private var isHolding = false
    private var held: [CheckedContinuation<Void, Never>] = []
    private var extraAlerts: [WeatherAlert] = []

    /// The names of the places asked for, in order.
    var requests: [String] { lock.withLock { asked } }

    func holdRequests() { lock.withLock { isHolding = true } }

    func release() {
        let waiting = lock.withLock {
            isHolding = false
            defer { held = [] }
            return held
        }
        for continuation in waiting { continuation.resume() }
    }

    /// Alerts the next answers add, as a refresh that brings a new warning.
    func addAlerts(_ alerts: [WeatherAlert]) { lock.withLock { extraAlerts = alerts } }

    func demoSnapshot(for place: Place) -> Snapshot? {
        let board = DemoData.boardState(now: Given.now)
        var snapshot = board.state(of: place).snapshot ?? board.state(of: DemoData.berlin).snapshot
        snapshot?.place = place
        return snapshot
    }

    func snapshot(for place: Place, previous: Snapshot?) async throws(WeatherServiceError) -> Snapshot {
        await withCheckedContinuation { continuation in
            let holds = lock.withLock {
                asked.append(place.name)
                if isHolding { held.append(continuation) }
                return isHolding
            }
            if !holds { continuation.resume() }
        }
        guard var snapshot = demoSnapshot(for: place) else { throw .other("No weather for \(place.name).") }
        snapshot.alerts += lock.withLock { extraAlerts }
        return snapshot
    }
}

/// Names every position as `answer` would, counting the lookups; `failure` fails each one.
final class FixedPositionNaming: PositionNaming, @unchecked Sendable {
    let answer: (name: String, country: String, areas: [String])
    let failure: WeatherServiceError?
    private let lock = NSLock()
    private var asked = 0

    init(answer: (name: String, country: String, areas: [String]) = ("", "", []), failure: WeatherServiceError? = nil) {
        self.answer = answer
        self.failure = failure
    }

    var lookups: Int { lock.withLock { asked } }

    func naming(_ place: Place) async throws(WeatherServiceError) -> Place {
        lock.withLock { asked += 1 }
        if let failure { throw failure }
        var named = place
        named.name = answer.name
        named.country = answer.country
        named.adminArea = answer.areas.first
        named.administrativeAreas = answer.areas
        return named
    }
}

/// Answers each query with the places given for it, and any other with none.
struct FixedPlaceSearch: PlaceSearching {
    let results: [String: [Place]]

    func searchPlaces(matching query: String, limit: Int) async throws(WeatherServiceError) -> [Place] {
        Array((results[query] ?? []).prefix(limit))
    }
}
