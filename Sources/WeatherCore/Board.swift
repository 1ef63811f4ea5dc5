import Foundation

/// Owns the saved places, the selection, and each place's weather state; decides when the
/// network may be touched. Two verbs, as in WeatherKit's patterns: `loadIfNeeded` (automatic,
/// never fetches while data is fresh) and `refresh` (the user's explicit request). Any number
/// of concurrent calls for one place share one request. State changes are published as
/// immutable `BoardState` values.
public actor Board {
    public typealias Clock = @Sendable () -> Date

    /// Explicit refreshes of one place closer together than this share the last result, so
    /// a user holding `r` does not hammer the provider.
    public static let minimumRefreshInterval: TimeInterval = 10

    private let provider: any ForecastProvider
    private let cache: ForecastCache
    private let clock: Clock
    private let jitter: @Sendable () -> TimeInterval
    private let sleep: @Sendable (TimeInterval) async throws -> Void
    private var state: BoardState
    private var inFlight: [String: Task<Void, Never>] = [:]
    /// When the last attempt for a place ended, successful or not: failures back off from it.
    private var lastFetchCompletion: [String: Date] = [:]
    /// When the last successful fetch for a place ended: explicit refreshes right after it
    /// are absorbed, but a refresh after a failure always tries again.
    private var lastSuccess: [String: Date] = [:]
    private var consecutiveFailures: [String: Int] = [:]
    private var subscribers: [UUID: AsyncStream<BoardState>.Continuation] = [:]
    private var schedulerTask: Task<Void, Never>?

    /// `jitter` returns the extra seconds the scheduler waits past an expiry, so that many
    /// clients do not all ask at the same instant (MET Norway's terms ask for it). `sleep` is
    /// how the scheduler waits, so that tests can move a clock instead of waiting for it.
    public init(
        provider: any ForecastProvider, cache: ForecastCache, saved: SavedPlaces,
        clock: @escaping Clock = Date.init,
        jitter: @escaping @Sendable () -> TimeInterval = { Double.random(in: 5...45) },
        sleep: @escaping @Sendable (TimeInterval) async throws -> Void = { try await Task.sleep(nanoseconds: UInt64($0 * 1_000_000_000)) }
    ) {
        self.provider = provider
        self.cache = cache
        self.clock = clock
        self.jitter = jitter
        self.sleep = sleep
        self.state = BoardState(places: saved.places, selectedIndex: saved.selectedIndex)
    }

    public var currentState: BoardState { state }

    /// A stream that yields the current state at once and then every change. A slow reader
    /// only ever gets the newest state.
    public func updates() -> AsyncStream<BoardState> {
        let (stream, continuation) = AsyncStream<BoardState>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let id = UUID()
        subscribers[id] = continuation
        continuation.yield(state)
        continuation.onTermination = { [weak self] _ in
            Task { await self?.unsubscribe(id) }
        }
        return stream
    }

    // MARK: Places and selection

    public func select(index: Int) {
        guard state.places.indices.contains(index), state.selectedIndex != index else { return }
        state.selectedIndex = index
        publish()
        restartSchedulerIfRunning()
    }

    /// Moves the selection by `offset`, wrapping around at both ends.
    public func moveSelection(by offset: Int) {
        guard !state.places.isEmpty else { return }
        let count = state.places.count
        let current = state.selectedIndex ?? 0
        select(index: ((current + offset) % count + count) % count)
    }

    /// Replaces the saved places (after an add or delete), keeping what is known about those
    /// that remain.
    public func replacePlaces(_ saved: SavedPlaces) {
        let keys = Set(saved.places.map(\.coordinateKey))
        state.places = saved.places
        state.selectedIndex = saved.selectedIndex
        state.placeStates = state.placeStates.filter { keys.contains($0.key) }
        state.glances = state.glances.filter { keys.contains($0.key) }
        state.alertMarks = state.alertMarks.filter { keys.contains($0.key) }
        for place in saved.places {
            if let kept = state.placeStates[place.coordinateKey] { state.placeStates[place.coordinateKey] = kept.naming(place) }
        }
        publish()
        restartSchedulerIfRunning()
    }

    // MARK: Loading

    /// Shows cached data for every place without touching the network, so a launch paints
    /// at once; expired entries are shown as stale.
    public func loadCachedSnapshots() async {
        for place in state.places { await showCachedSnapshot(of: place) }
        publish()
    }

    /// `loadCachedSnapshots` with each place's glance (`ForecastCache.glance`) shown as its
    /// data: for a one-shot answer that shows only what a glance keeps (a status line), which
    /// then reads a small file instead of the whole forecast.
    public func loadCachedGlancesAsData() async {
        for place in state.places { await showCachedSnapshot(of: place, glanceOnly: true) }
        publish()
    }

    /// Reads a glance at each saved place but the selected one from the cache, for a frame
    /// printed once: its tabs and other places' rows without every place's whole forecast.
    public func loadCachedGlances() async {
        let selected = state.selectedPlace
        for place in state.places where place.coordinateKey != selected?.coordinateKey {
            if let glance = await cache.glance(provider: provider.identifier, place: place) {
                state.glances[place.coordinateKey] = glance
            }
        }
        publish()
    }

    /// Reads only the warning marks of each saved place but the selected one, for a frame
    /// printed once that shows those places as tabs alone (see `loadCachedGlances`).
    public func loadCachedAlertMarks() async {
        let selectedKey = state.selectedPlace?.coordinateKey
        let others = state.places.filter { $0.coordinateKey != selectedKey }
        state.alertMarks = await cache.alertMarks(provider: provider.identifier, places: others)
        publish()
    }

    /// Shows the selected place's cached data, if any, without touching the network: what a
    /// launch paints first, before the other places' files are read.
    public func loadSelectedCachedSnapshot() async {
        guard let place = state.selectedPlace else { return }
        await showCachedSnapshot(of: place)
        publish()
    }

    private func showCachedSnapshot(of place: Place, glanceOnly: Bool = false) async {
        // Idle after the read too: a fetch that ended meanwhile is newer than the file.
        guard state.state(of: place) == .idle,
              let cached = glanceOnly
                ? await cache.glance(provider: provider.identifier, place: place)
                : await cache.snapshot(provider: provider.identifier, place: place),
              state.state(of: place) == .idle else { return }
        state.placeStates[place.coordinateKey] = .loaded(cached, cached.freshness(at: clock()))
    }

    /// Touches the network only when there is no fresh data for `place`; true when it did
    /// (a request of its own, not one already in flight that it waited for).
    @discardableResult
    public func loadIfNeeded(_ place: Place) async -> Bool {
        let key = place.coordinateKey
        if let running = inFlight[key] {
            await running.value
            return false
        }
        let now = clock()
        if let shown = state.state(of: place).snapshot, !shown.metadata.isExpired(at: now), !isFailed(place) {
            return false
        }
        let cached = await cache.snapshot(provider: provider.identifier, place: place)
        if let cached, !cached.metadata.isExpired(at: now) {
            state.placeStates[key] = .loaded(cached, cached.freshness(at: now))
            publish()
            return false
        }
        if let retry = nextRetryDate(for: key), retry > now {
            // A recent failure: keep showing what we have until the back-off has passed.
            return false
        }
        await fetch(place, previous: cached ?? state.state(of: place).snapshot)
        return true
    }

    /// Seconds the dashboard's launch waits after each place that went to the network before
    /// the next (`loadAllIfNeeded(spacing:)`). A place costs up to three Open-Meteo requests
    /// (forecast, air quality, and the archive once a week) and one to its alert service: one
    /// place a second keeps 200 places under 200 Open-Meteo requests a minute, well inside its
    /// 600 a minute, and spreads the alert services' requests alike.
    public static let launchSpacing: TimeInterval = 1

    /// Every saved place, the selected one first (it is the one on screen), then the others in
    /// their order, each only if its data is not fresh: at launch this fills the tabs' alert
    /// marks without touching the network for places still in date. After each place that did
    /// go to the network, `spacing` seconds pass before the next, so that many places are
    /// spread out rather than asked at once; places answered from the cache cost no wait.
    public func loadAllIfNeeded(spacing: TimeInterval = 0) async {
        let selectedKey = state.selectedPlace?.coordinateKey
        let ordered = state.places.filter { $0.coordinateKey == selectedKey } + state.places.filter { $0.coordinateKey != selectedKey }
        for (index, place) in ordered.enumerated() {
            guard await loadIfNeeded(place), spacing > 0, index < ordered.count - 1 else { continue }
            do {
                try await sleep(spacing)
            } catch {
                return
            }
        }
    }

    /// What became of an explicit refresh.
    public enum RefreshOutcome: Sendable, Hashable {
        /// A request was made, or one in flight was joined.
        case fetched
        /// The data arrived less than `minimumRefreshInterval` ago: nothing was asked.
        case absorbed
    }

    /// The user's explicit request: bypasses freshness, but joins a request already in
    /// flight and is ignored right after a successful fetch.
    @discardableResult
    public func refresh(_ place: Place) async -> RefreshOutcome {
        let key = place.coordinateKey
        if let running = inFlight[key] {
            await running.value
            return .fetched
        }
        if let last = lastSuccess[key], clock().timeIntervalSince(last) < Self.minimumRefreshInterval {
            return .absorbed
        }
        let cached = await cache.snapshot(provider: provider.identifier, place: place)
        await fetch(place, previous: state.state(of: place).snapshot ?? cached, refreshing: true)
        return .fetched
    }

    public func refreshAll() async {
        await withTaskGroup(of: Void.self) { group in
            for place in state.places {
                group.addTask { await self.refresh(place) }
            }
        }
    }

    private func fetch(_ place: Place, previous: Snapshot?, refreshing: Bool = false) async {
        let key = place.coordinateKey
        if let running = inFlight[key] {
            await running.value
            return
        }
        if let until = state.rateLimitedUntil, until > clock() {
            state.placeStates[key] = .failed(.rateLimited(until: until), lastGood: previous)
            publish()
            return
        }
        state.placeStates[key] = .loading(previous: previous)
        publish()
        let task = Task { await self.performFetch(place, previous: previous, refreshing: refreshing) }
        inFlight[key] = task
        await task.value
        inFlight[key] = nil
    }

    private func performFetch(_ place: Place, previous: Snapshot?, refreshing: Bool) async {
        let key = place.coordinateKey
        do {
            let snapshot = refreshing
                ? try await provider.refreshedSnapshot(for: place, previous: previous)
                : try await provider.snapshot(for: place, previous: previous)
            await cache.store(snapshot, provider: provider.identifier)
            consecutiveFailures[key] = nil
            lastFetchCompletion[key] = clock()
            lastSuccess[key] = clock()
            if let until = state.rateLimitedUntil, until <= clock() { state.rateLimitedUntil = nil }
            state.placeStates[key] = .loaded(snapshot, snapshot.freshness(at: clock()))
        } catch {
            consecutiveFailures[key, default: 0] += 1
            lastFetchCompletion[key] = clock()
            if case .rateLimited(let until) = error {
                state.rateLimitedUntil = max(until, state.rateLimitedUntil ?? until)
            }
            state.placeStates[key] = .failed(error, lastGood: previous)
        }
        publish()
    }

    // MARK: Scheduling

    /// Starts refreshing the selected place when its data expires (plus jitter), and only
    /// then. Idempotent.
    public func startScheduler() {
        schedulerTask?.cancel()
        schedulerTask = Task { await self.runScheduler() }
    }

    public func stopScheduler() {
        schedulerTask?.cancel()
        schedulerTask = nil
    }

    private func restartSchedulerIfRunning() {
        if schedulerTask != nil { startScheduler() }
    }

    private func runScheduler() async {
        while !Task.isCancelled {
            guard let place = state.selectedPlace else { return }
            await loadIfNeeded(place)
            let wake = nextWakeDate(for: place)
            let delay = wake.timeIntervalSince(clock())
            if delay > 0 {
                do {
                    try await sleep(min(delay, 86_400))
                } catch {
                    return
                }
            }
        }
    }

    /// When the selected place next needs the network: its expiry, a failure back-off, or a
    /// provider's Retry-After, whichever is latest, plus jitter.
    func nextWakeDate(for place: Place) -> Date {
        let now = clock()
        var wake = state.state(of: place).snapshot?.metadata.expirationDate ?? now
        if let retry = nextRetryDate(for: place.coordinateKey) { wake = max(wake, retry) }
        if let until = state.rateLimitedUntil { wake = max(wake, until) }
        return max(wake, now) + jitter()
    }

    /// After failures, wait 30 s, 60 s, 120 s … up to 15 minutes before trying again.
    private func nextRetryDate(for key: String) -> Date? {
        guard let failures = consecutiveFailures[key], failures > 0, let last = lastFetchCompletion[key] else {
            return nil
        }
        let backoff = min(30 * pow(2, Double(failures - 1)), 900)
        return last + backoff
    }

    private func isFailed(_ place: Place) -> Bool {
        if case .failed = state.state(of: place) { return true }
        return false
    }

    // MARK: Publishing

    private func publish() {
        for continuation in subscribers.values { continuation.yield(state) }
    }

    private func unsubscribe(_ id: UUID) {
        subscribers[id] = nil
    }
}
