import Foundation
import WeatherCore

/// A feed whose warnings' texts come in a second answer of the same service (HKO's
/// `warningInfo` beside its warning summary). `FeedAlertSource` asks for it in the same poll,
/// after the warnings, conditionally on the last such answer it kept; the warnings never wait
/// for it: when it cannot be read they are shown without their texts (or with those of the
/// report a 304 renewed), never as "no warnings".
protocol DetailedAlertFeed: AlertFeed {
    /// Where the texts of the warnings on `place` are asked; nil when no URL can be built.
    func detailsURL(for place: Place, endpoint: ServiceEndpoint) -> URL?

    /// `alerts` (this feed's own, from `findings`) with the texts `body` has for them; an alert
    /// `body` has no text for is left without one.
    func alerts(_ alerts: [WeatherAlert], detailedBy body: Data) throws(ResponseDecodingError) -> [WeatherAlert]
}

extension DetailedAlertFeed {
    var detailed: (any DetailedAlertFeed)? { self }
}

/// The last answer of a `DetailedAlertFeed`'s texts for a place, kept so that the next poll
/// asks "has it changed?" and a 304 has a body to read again.
struct AlertDetailsAnswer: Codable, Sendable {
    /// Where it was asked: an answer kept for another URL (another language) is not revalidated.
    var url: URL
    var body: Data
    var fetchDate: Date
    var validators: HTTPValidators
}
