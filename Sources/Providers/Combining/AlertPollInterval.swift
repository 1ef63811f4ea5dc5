import Foundation

/// How often a source is asked again when its operator names a range rather than sending
/// caching headers of its own ("every 5 to 15 minutes" for DWD and ECCC): the response's own
/// freshness (Cache-Control max-age or Expires) counts, but never shorter than `shortest`, so
/// a `no-cache` cannot make a dashboard poll every second, and never longer than `longest`,
/// so warnings do not go stale behind a generous proxy.
struct AlertPollInterval: Sendable {
    let shortest: TimeInterval
    let longest: TimeInterval

    func expirationDate(of response: HTTPResponse, now: Date) -> Date {
        let announced = response.cacheExpirationDate(now: now) ?? now
        return min(max(announced, now + shortest), now + longest)
    }
}
