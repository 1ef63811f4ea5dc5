import Foundation
import Providers
import Testing

/// One request an interval after a first burst that may go at once (RainViewer: a view's tiles).
@Suite struct RequestSpacingTests {
    @Test func aBurstGoesAtOnceAndTheRequestsAfterItAreSpaced() async {
        let spacing = RequestSpacing(interval: .milliseconds(200), burst: 3)
        let clock = ContinuousClock()
        let start = clock.now
        for _ in 0..<3 { await spacing.waitForTurn() }
        #expect(clock.now - start < .milliseconds(150), "the burst waits for nothing")
        await spacing.waitForTurn()
        await spacing.waitForTurn()
        #expect(clock.now - start >= .milliseconds(400), "then one request each 200 ms")
    }

    @Test func withoutABurstEveryRequestIsSpaced() async {
        let spacing = RequestSpacing(interval: .milliseconds(150))
        let clock = ContinuousClock()
        let start = clock.now
        for _ in 0..<3 { await spacing.waitForTurn() }
        #expect(clock.now - start >= .milliseconds(300))
    }
}
