import Foundation

/// Keeps requests to one service at least `interval` apart within this run, for services whose
/// terms set a rate (Nominatim: one request a second), after a first `burst` of requests that
/// may go at once (a radar view's tiles): never more than `burst` more than one an interval.
/// Shared by every client of that service.
public actor RequestSpacing {
    private let interval: Duration
    private let burst: Int
    private let clock = ContinuousClock()
    /// When the next request would go if every one were spaced (the bucket's level in time).
    private var nextAllowed: ContinuousClock.Instant?

    public init(interval: Duration, burst: Int = 1) {
        self.interval = interval
        self.burst = max(1, burst)
    }

    /// Nominatim's usage policy: an absolute maximum of one request per second.
    public static let nominatim = RequestSpacing(interval: .seconds(1))

    /// Returns once a request may be sent, and books the next slot.
    public func waitForTurn() async {
        let now = clock.now
        let spaced = max(now, nextAllowed ?? now)
        // Up to `burst - 1` intervals ahead of the spaced schedule may go now; a burst spent
        // comes back one request an interval, as the schedule falls behind the clock.
        let slot = max(now, spaced - interval * (burst - 1))
        nextAllowed = spaced + interval
        if slot > now { try? await clock.sleep(until: slot) }
    }
}
