import Dashboard
import Foundation
import Testing
import TestSupport
import WeatherCore
@testable import Interaction

/// When the dashboard gives back the memory that only the work just done needed: once it has
/// settled (`DashboardLoop.settleSeconds` without an event), once per settling, however many
/// events came before it.
@MainActor
@Suite(.serialized) struct SettledMemoryTests {
    /// The loop's timers for these tests: the wait to settle ends when the test lets the time
    /// pass (`pass()`); every other timer (the minute, status messages) never fires. Counts
    /// the waits that ended, and the releases the loop asked for.
    final class SettleTime: @unchecked Sendable {
        private let lock = NSLock()
        private var passes = 0
        private var waiting = 0
        private var ended = 0
        private var released = 0

        var endedWaits: Int { lock.withLock { ended } }
        var pendingWaits: Int { lock.withLock { waiting } }
        var releases: Int { lock.withLock { released } }

        func pass() { lock.withLock { passes += 1 } }

        var sleep: @Sendable (Double) async throws -> Void {
            { [self] seconds in
                guard seconds == DashboardLoop.settleSeconds else {
                    try await Task.sleep(for: .seconds(86_400))
                    return
                }
                let start = lock.withLock {
                    waiting += 1
                    return passes
                }
                defer { lock.withLock { waiting -= 1 } }
                while lock.withLock({ passes == start }) { try await Task.sleep(for: .milliseconds(5)) }
                lock.withLock { ended += 1 }
            }
        }

        var release: @Sendable () -> Void { { [self] in lock.withLock { released += 1 } } }

        /// Waits (at most `timeout`) until `condition` holds.
        func wait(timeout: Duration = .seconds(20), until condition: @Sendable () -> Bool) async -> Bool {
            let deadline = ContinuousClock.now + timeout
            while !condition() {
                guard ContinuousClock.now < deadline else { return false }
                try? await Task.sleep(for: .milliseconds(5))
            }
            return true
        }

        /// Lets the time pass until the loop has released once more: an event still coming
        /// from the launch may begin the wait again just as it was to end.
        func settle() async -> Bool {
            let before = releases
            for _ in 0..<50 {
                pass()
                if await wait(timeout: .milliseconds(400), until: { releases > before }) { return true }
            }
            return false
        }
    }

    @Test func memoryIsGivenBackOnceSettledAndEachEventBeginsTheWaitAgain() async throws {
        let places = [DemoData.berlin, DemoData.tokyo]
        let world = try await LoopWorld(places: places, cached: places)
        let screen = InMemoryScreen(size: TerminalSize(width: 100, height: 30))
        let time = SettleTime()
        let loop = try world.loop(screen: screen, sleep: time.sleep, releaseSettledMemory: time.release)
        let run = Task<Int32?, Never> { await loop.run() }

        #expect(await screen.frame(containing: "╭ Berlin") != nil)
        #expect(time.releases == 0, "nothing is given back before the dashboard has settled")
        #expect(await time.settle())
        #expect(time.releases == 1)

        // Three keys, three events: each cancels the wait the one before began.
        screen.press(.right, .left, .right)
        #expect(await screen.frame(containing: "╭ 東京") != nil)
        #expect(await time.wait { time.pendingWaits == 1 }, "one wait, not one per event")
        #expect(time.releases == 1)
        #expect(await time.settle())
        #expect(time.releases == 2)
        #expect(time.endedWaits == time.releases, "every wait that ended released, once")

        screen.press(.character("q"))
        #expect(await exitStatus(of: run) == 0)
        #expect(time.releases == 2, "quitting ends the wait; it does not release")
    }

    @Test func withoutAReleaseTheLoopWaitsForNothing() async throws {
        let world = try await LoopWorld(places: [DemoData.berlin], cached: [DemoData.berlin])
        let screen = InMemoryScreen(size: TerminalSize(width: 100, height: 30))
        let time = SettleTime()
        let loop = try world.loop(screen: screen, sleep: time.sleep)
        let run = Task<Int32?, Never> { await loop.run() }
        #expect(await screen.frame(containing: "╭ Berlin") != nil)
        screen.press(.right)
        #expect(await screen.frame(containing: "╭ Berlin") != nil)
        #expect(time.pendingWaits == 0)
        screen.press(.character("q"))
        #expect(await exitStatus(of: run) == 0)
    }
}
