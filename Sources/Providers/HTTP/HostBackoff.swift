import Foundation

/// Remembers, per host, the date before which the server asked us not to come back, so a
/// rate-limited host is not hit again (which could get the application banned).
final class HostBackoff: @unchecked Sendable {
    // @unchecked: `blockedUntil` is only touched while holding `lock`.
    private let lock = NSLock()
    private var blockedUntil: [String: Date] = [:]

    /// The date a request to `url`'s host must wait for, or nil when it may go now.
    func blockedUntil(for url: URL, now: Date) -> Date? {
        let key = Self.key(for: url)
        return lock.withLock {
            guard let until = blockedUntil[key] else { return nil }
            if until > now { return until }
            blockedUntil[key] = nil
            return nil
        }
    }

    func block(_ url: URL, until: Date) {
        let key = Self.key(for: url)
        lock.withLock {
            // Never shorten a back-off already in force.
            blockedUntil[key] = max(until, blockedUntil[key] ?? until)
        }
    }

    /// Host plus an explicit port: two local test servers on 127.0.0.1 are different services.
    private static func key(for url: URL) -> String {
        let host = url.host?.lowercased() ?? ""
        return url.port.map { "\(host):\($0)" } ?? host
    }
}
