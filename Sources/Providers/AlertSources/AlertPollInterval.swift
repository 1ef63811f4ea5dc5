import Foundation

/// How often a source is asked again. The response's own freshness counts (Cache-Control
/// max-age or Expires, or the rule `announced` names), but never shorter than `shortest`, so a
/// `no-cache` cannot make a dashboard poll every second, and never longer than `longest` where
/// a service names a range ("every 5 to 15 minutes" for DWD and ECCC), so warnings do not go
/// stale behind a generous proxy.
public struct AlertPollInterval: Sendable {
    let shortest: TimeInterval
    let longest: TimeInterval?
    /// When the response itself says it expires; nil for "now".
    let announced: @Sendable (HTTPResponse, Date) -> Date?

    init(
        shortest: TimeInterval, longest: TimeInterval? = nil,
        announced: @escaping @Sendable (HTTPResponse, Date) -> Date? = { response, now in response.cacheExpirationDate(now: now) }
    ) {
        self.shortest = shortest
        self.longest = longest
        self.announced = announced
    }

    /// Exactly `interval`, whatever the response says: for services whose terms name one.
    static func every(_ interval: TimeInterval) -> AlertPollInterval {
        AlertPollInterval(shortest: interval, longest: interval)
    }

    func expirationDate(of response: HTTPResponse, now: Date) -> Date {
        let earliest = max(announced(response, now) ?? now, now + shortest)
        guard let longest else { return earliest }
        return min(earliest, now + longest)
    }
}
