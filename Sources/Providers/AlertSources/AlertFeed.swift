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
}
