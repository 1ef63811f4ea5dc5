import Foundation
import WeatherCore

/// What one context source (climate normals, air quality) last said about one place, kept in
/// a file of its own with its own schedule, apart from the forecast's expiry.
public struct ContextRecord<Value: Codable & Sendable & Hashable>: Codable, Sendable, Hashable {
    /// The last good answer; nil when the service has no data for the place (which is said as
    /// nothing on screen, never as zero) or when no answer ever arrived.
    public var value: Value?
    /// When `value` arrived; nil when there is none.
    public var fetchDate: Date?
    /// No request to the service before this date, whether the last one worked or not.
    public var nextRequestDate: Date
    public var validators: HTTPValidators
    /// Why the last request failed, as the sentence shown; nil when it worked.
    public var failure: SourceFailure?
    /// How many requests in a row have failed, for the back-off; nil after one that worked
    /// (and in records stored before this was kept).
    public var consecutiveFailures: Int?

    public init(
        value: Value?, fetchDate: Date?, nextRequestDate: Date, validators: HTTPValidators = HTTPValidators(),
        failure: SourceFailure? = nil, consecutiveFailures: Int? = nil
    ) {
        self.consecutiveFailures = consecutiveFailures
        self.value = value
        self.fetchDate = fetchDate
        self.nextRequestDate = nextRequestDate
        self.validators = validators
        self.failure = failure
    }

    /// The same value after a 304 Not Modified: only the dates and validators move on.
    func renewed(by response: HTTPResponse, at now: Date, nextRequest: Date) -> ContextRecord {
        ContextRecord(value: value, fetchDate: now, nextRequestDate: nextRequest, validators: validators.renewed(by: response))
    }
}

/// A service that adds context to the forecast of a place, asked on its own schedule.
public protocol ContextSource: Sendable {
    associatedtype Value: Codable & Sendable & Hashable

    /// Directory name of its records in the cache, such as "open-meteo-normals".
    var identifier: String { get }
    /// Name for failure sentences, such as "Climate normals" ("Climate normals are unavailable: …").
    var displayName: String { get }

    /// Asks the service once. `previous` is the stored record, whose validators make the
    /// request conditional. The answer says when to ask next.
    func record(for place: Place, previous: ContextRecord<Value>?) async throws(WeatherServiceError) -> ContextRecord<Value>

    /// The furthest ahead a stored record may put its next request; a file that says later
    /// (edited, or written with a skewed clock) is asked again sooner.
    var longestInterval: TimeInterval { get }

    /// When to ask again after the `attempt`th request in a row failed with `error`.
    func retryDate(after error: WeatherServiceError, attempt: Int, now: Date) -> Date

    /// `value` with impossible readings treated as missing; nil when nothing usable is left.
    /// Applied to every record read back from its file.
    func rangeChecked(_ value: Value) -> Value?
}

extension ContextSource {
    /// A failed request is asked again after `CombinedWeatherProvider.failureRetryInterval`, as
    /// alert sources are, or when a rate limit ends if that is later.
    public func retryDate(after error: WeatherServiceError, attempt: Int, now: Date) -> Date {
        var retry = now + CombinedWeatherProvider.failureRetryInterval
        if case .rateLimited(let until) = error { retry = max(retry, until) }
        return retry
    }
}
