import Foundation
import Testing
import WeatherCore

@Suite("Board")
struct BoardTests {
    let clock = ManualClock()

    func makeBoard(provider: CountingProvider, cache: ForecastCache = ForecastCache(directory: nil), places: [Place] = [SampleSnapshots.berlin]) -> Board {
        Board(provider: provider, cache: cache, saved: SavedPlaces(places: places, selectedIndex: 0), clock: clock.function, jitter: { 0 })
    }

    @Test func loadIfNeededTwiceMakesOneRequest() async {
        let provider = CountingProvider(clock: clock.function)
        let board = makeBoard(provider: provider)
        await board.loadIfNeeded(SampleSnapshots.berlin)
        await board.loadIfNeeded(SampleSnapshots.berlin)
        #expect(provider.callCount == 1)
        guard case .loaded(_, .fresh) = await board.currentState.state(of: SampleSnapshots.berlin) else {
            Issue.record("expected fresh data")
            return
        }
    }

    @Test func loadIfNeededFetchesAgainOnlyAfterExpiry() async {
        let provider = CountingProvider(lifetime: 900, clock: clock.function)
        let board = makeBoard(provider: provider)
        await board.loadIfNeeded(SampleSnapshots.berlin)
        clock.advance(by: 899)
        await board.loadIfNeeded(SampleSnapshots.berlin)
        #expect(provider.callCount == 1)
        clock.advance(by: 1)
        await board.loadIfNeeded(SampleSnapshots.berlin)
        #expect(provider.callCount == 2)
    }

    @Test func loadAllIfNeededAsksOnlyForPlacesWithoutFreshData() async {
        let cache = ForecastCache(directory: nil)
        await cache.store(SampleSnapshots.snapshot(for: SampleSnapshots.paris, fetched: clock.now, expires: clock.now + 600), provider: "test")
        let provider = CountingProvider(clock: clock.function)
        let board = makeBoard(provider: provider, cache: cache, places: [SampleSnapshots.berlin, SampleSnapshots.paris])
        await board.loadAllIfNeeded()
        #expect(provider.callCount == 1, "Paris is fresh in the cache; only Berlin is fetched")
        await board.loadAllIfNeeded()
        #expect(provider.callCount == 1)
    }

    @Test func tenConcurrentRefreshesShareOneRequest() async {
        let provider = CountingProvider(delay: 0.2, clock: clock.function)
        let board = makeBoard(provider: provider)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<10 { group.addTask { await board.refresh(SampleSnapshots.berlin) } }
        }
        #expect(provider.callCount == 1)
    }

    @Test func rapidRefreshesAfterASuccessAreAbsorbed() async {
        let provider = CountingProvider(clock: clock.function)
        let board = makeBoard(provider: provider)
        await board.refresh(SampleSnapshots.berlin)
        clock.advance(by: 3)
        await board.refresh(SampleSnapshots.berlin)
        #expect(provider.callCount == 1)
        clock.advance(by: Board.minimumRefreshInterval)
        await board.refresh(SampleSnapshots.berlin)
        #expect(provider.callCount == 2, "refresh bypasses freshness once the short guard has passed")
        #expect(provider.refreshCount == 2, "and says so, so a provider with parts of its own asks them again")
        clock.advance(by: 3600)
        await board.loadIfNeeded(SampleSnapshots.berlin)
        #expect(provider.callCount == 3)
        #expect(provider.refreshCount == 2, "loading after expiry is not a refresh")
    }

    @Test func refreshRightAfterAFailureTriesAgain() async {
        let provider = CountingProvider(clock: clock.function)
        provider.fail(with: .offline("no route to host"))
        let board = makeBoard(provider: provider)
        await board.refresh(SampleSnapshots.berlin)
        provider.fail(with: nil)
        clock.advance(by: 2)
        await board.refresh(SampleSnapshots.berlin)
        #expect(provider.callCount == 2, "the user's refresh after a failure is not absorbed")
        guard case .loaded(_, .fresh) = await board.currentState.state(of: SampleSnapshots.berlin) else {
            Issue.record("expected fresh data after the retry")
            return
        }
    }

    @Test func failedRefreshKeepsTheLastGoodSnapshot() async {
        let provider = CountingProvider(clock: clock.function)
        let board = makeBoard(provider: provider)
        await board.loadIfNeeded(SampleSnapshots.berlin)
        let good = await board.currentState.state(of: SampleSnapshots.berlin).snapshot
        provider.fail(with: .offline("no route to host"))
        clock.advance(by: 60)
        await board.refresh(SampleSnapshots.berlin)
        let state = await board.currentState.state(of: SampleSnapshots.berlin)
        guard case .failed(.offline, let lastGood) = state else {
            Issue.record("expected a failure that keeps data, got \(state)")
            return
        }
        #expect(lastGood == good)
    }

    @Test func rateLimitBlocksRequestsUntilTheDate() async {
        let provider = CountingProvider(clock: clock.function)
        let board = makeBoard(provider: provider)
        provider.fail(with: .rateLimited(until: clock.now + 120))
        await board.refresh(SampleSnapshots.berlin)
        #expect(provider.callCount == 1)
        provider.fail(with: nil)
        clock.advance(by: 60)
        await board.refresh(SampleSnapshots.berlin)
        #expect(provider.callCount == 1, "no request before Retry-After")
        #expect(await board.currentState.rateLimitedUntil == clock.now + 60)
        clock.advance(by: 61)
        await board.refresh(SampleSnapshots.berlin)
        #expect(provider.callCount == 2)
        #expect(await board.currentState.rateLimitedUntil == nil)
    }

    @Test func failuresBackOffBeforeAutomaticRetries() async {
        let provider = CountingProvider(clock: clock.function)
        provider.fail(with: .timedOut)
        let board = makeBoard(provider: provider)
        await board.loadIfNeeded(SampleSnapshots.berlin)
        await board.loadIfNeeded(SampleSnapshots.berlin)
        #expect(provider.callCount == 1, "an automatic load right after a failure waits")
        clock.advance(by: 31)
        await board.loadIfNeeded(SampleSnapshots.berlin)
        #expect(provider.callCount == 2)
    }

    @Test func freshDiskCacheServesANewBoardWithoutRequests() async {
        let directory = temporaryDirectory()
        let first = CountingProvider(clock: clock.function)
        await makeBoard(provider: first, cache: ForecastCache(directory: directory)).loadIfNeeded(SampleSnapshots.berlin)
        let second = CountingProvider(clock: clock.function)
        let board = makeBoard(provider: second, cache: ForecastCache(directory: directory))
        await board.loadIfNeeded(SampleSnapshots.berlin)
        #expect(first.callCount == 1)
        #expect(second.callCount == 0)
    }

    @Test func cachedSnapshotsPaintBeforeAnyRequestAndExpiredOnesAreStale() async {
        let directory = temporaryDirectory()
        let cache = ForecastCache(directory: directory)
        await cache.store(SampleSnapshots.snapshot(for: SampleSnapshots.berlin, fetched: clock.now - 3600, expires: clock.now - 60), provider: "test")
        let provider = CountingProvider(clock: clock.function)
        let board = makeBoard(provider: provider, cache: ForecastCache(directory: directory))
        await board.loadCachedSnapshots()
        #expect(provider.callCount == 0)
        guard case .loaded(_, .stale(let since)) = await board.currentState.state(of: SampleSnapshots.berlin) else {
            Issue.record("expected stale cached data")
            return
        }
        #expect(since == clock.now - 60)
    }

    @Test func selectionWrapsAndUpdatesAreStreamed() async {
        let provider = CountingProvider(clock: clock.function)
        let board = makeBoard(provider: provider, places: [SampleSnapshots.berlin, SampleSnapshots.paris])
        let stream = await board.updates()
        var iterator = stream.makeAsyncIterator()
        #expect(await iterator.next()?.selectedIndex == 0)
        await board.moveSelection(by: -1)
        #expect(await iterator.next()?.selectedIndex == 1)
        await board.moveSelection(by: 1)
        #expect(await iterator.next()?.selectedIndex == 0)
    }

    @Test(.timeLimit(.minutes(2)))
    func schedulerRefreshesTheSelectedPlaceWhenItExpiresAndNotBefore() async throws {
        // The scheduler's sleep moves a manual clock instead of waiting, and tells the test
        // each time it is called; the third ends the scheduler (as a cancelled sleep does). So
        // the test waits for the scheduler's own steps, never for an amount of real time: on a
        // loaded machine, with every thread of the pool busy with other tests, a deadline of a
        // minute once ran out before the scheduler had run at all.
        let clock = ManualClock()
        let provider = CountingProvider(lifetime: 600, clock: clock.function)
        let sleeps = Recorder<TimeInterval>()
        let (sleepCalls, sleepCalled) = AsyncStream<Int>.makeStream()
        let board = Board(
            provider: provider, cache: ForecastCache(directory: nil),
            saved: SavedPlaces(places: [SampleSnapshots.berlin], selectedIndex: 0), clock: clock.function,
            jitter: { 7 }, sleep: { seconds in
                sleeps.append(seconds)
                clock.advance(by: seconds)
                let count = sleeps.values.count
                sleepCalled.yield(count)
                if count == 3 { throw CancellationError() }
                await Task.yield()
            })
        await board.startScheduler()
        for await count in sleepCalls where count == 3 { break }
        await board.stopScheduler()
        let fetches = provider.fetchDates
        #expect(fetches.count == 3, "the scheduler fetched again after each expiry, once each")
        for (earlier, later) in zip(fetches, fetches.dropFirst()) {
            #expect(later.timeIntervalSince(earlier) == 607, "at expiry plus jitter, never before")
        }
        #expect(sleeps.values == [607, 607, 607])
    }
}
