import Foundation

/// How far from now a value's own time may lie for it to be shown as the value now. Data is
/// dated by its own times, never by when it was fetched: a service can answer at once with data
/// days old, and the machine's clock can be off by hours or years.
public struct CurrentWindow: Sendable, Hashable {
    /// A value dated further ahead than this was dated by a clock that is off.
    public var longestLead: TimeInterval
    /// A value older than this is no longer the value now.
    public var longestAge: TimeInterval

    public init(longestLead: TimeInterval, longestAge: TimeInterval) {
        self.longestLead = longestLead
        self.longestAge = longestAge
    }

    /// The conditions a forecast calls current. Services date them by the start of the interval
    /// they describe (a quarter hour at Open-Meteo, the hour at MET Norway and NWS), and a
    /// snapshot is kept until it expires, at most about an hour later: fresh data is never two
    /// hours old. Two hours still marks a clock moved forward by two.
    public static let forecastConditions = CurrentWindow(longestLead: 60 * 60, longestAge: 2 * 60 * 60)

    /// Whether `date` lies too far ahead of `now` to be a value of now at all.
    public func isAhead(_ date: Date, of now: Date) -> Bool {
        date.timeIntervalSince(now) > longestLead
    }

    /// Whether a value dated `date` can be shown as the value at `now`.
    public func contains(_ date: Date, at now: Date) -> Bool {
        !isAhead(date, of: now) && now.timeIntervalSince(date) <= longestAge
    }
}
