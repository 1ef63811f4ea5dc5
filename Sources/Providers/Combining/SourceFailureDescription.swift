import Foundation
import WeatherCore

extension SourceFailure {
    /// The failure of a source with its sentence in English, such as "NWS alerts are
    /// unavailable: the service refused the request (HTTP 403)." (`sentence(clock:now:words:)`
    /// says it again in the reader's language). A time in it is in the place's zone, as every
    /// sentence about a place tells it. `lastReportDate` is when the alerts still shown from
    /// the source arrived.
    init(sourceName: String, error: WeatherServiceError, place: Place, now: Date, lastReportDate: Date?, kind: Kind = .alerts) {
        let clock = LocalClock(timeZone: place.timeZone, locale: .noPreference)
        self.init(
            source: sourceName, message: Self.sentence(source: sourceName, reason: error, clock: clock, now: now, words: .english),
            reason: error, lastReportDate: lastReportDate, kind: kind)
    }

    /// An alert source that answered, but `count` of the warnings it listed could not be read.
    init(sourceName: String, unreadCount count: Int, error: WeatherServiceError, place: Place, now: Date) {
        let clock = LocalClock(timeZone: place.timeZone, locale: .noPreference)
        self.init(
            source: sourceName,
            message: Self.unreadSentence(source: sourceName, count: count, reason: error, clock: clock, now: now, words: .english),
            reason: error, kind: .someAlertsUnread, unreadCount: count)
    }
}
