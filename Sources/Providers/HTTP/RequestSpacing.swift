import Foundation

/// Keeps requests to one service at least `interval` apart within this run, for services whose
/// terms set a rate (Nominatim: one request a second). Shared by every client of that service.
public actor RequestSpacing {
    private let interval: Duration
    private let clock = ContinuousClock()
    private var nextAllowed: ContinuousClock.Instant?

    public init(interval: Duration) {
        self.interval = interval
    }

    /// Nominatim's usage policy: an absolute maximum of one request per second.
    public static let nominatim = RequestSpacing(interval: .seconds(1))

    /// Returns once a request may be sent, and books the next slot.
    public func waitForTurn() async {
        let now = clock.now
        let slot = max(now, nextAllowed ?? now)
        nextAllowed = slot + interval
        if slot > now { try? await clock.sleep(until: slot) }
    }
}
