import Foundation
import WeatherCore

/// What a warning feed asked with one request writes: where to ask for a place, and how the
/// answer becomes the warnings placed on it. Everything else (the endpoint, conditional
/// requests, 304, the poll interval, the report) is `FeedAlertSource`'s, from the service's row.
protocol AlertFeed: Sendable {
    /// The URLs to ask for `place`, tried in order while the service answers 404 (a country's
    /// feed under another spelling); nil when no URL can be built.
    func urls(for place: Place, endpoint: ServiceEndpoint) -> [URL]?

    /// The warnings in `body` placed on `place`, and those the feed could not place.
    func findings(from body: Data, for place: Place, now: Date) throws(ResponseDecodingError) -> AlertReport.Findings

    /// The feed as one whose texts come in a second answer, or nil. A requirement, answered
    /// when the feed's type conforms, rather than an `as?` cast: casting to a protocol makes
    /// the runtime search every conformance in the binary, once per feed type, which was a
    /// tenth of `--oneline`.
    var detailed: (any DetailedAlertFeed)? { get }
}

extension AlertFeed {
    var detailed: (any DetailedAlertFeed)? { nil }
}
