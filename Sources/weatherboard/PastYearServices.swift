import Dashboard
import Foundation
import Providers
import WeatherCore

extension AppEnvironment {
    /// The year view's days for the dashboard (`y`) and `weatherboard year`: one way to ask,
    /// so both show the same.
    func pastYearService() -> any PastYearService {
        ArchivePastYear(context: weatherContext, words: locale.words, clock: { [self] place in clock(for: place) })
    }
}

/// The year and the normals from the climate archive, through their files: the archive is
/// asked only when a record's own date has come. A failure is worded here, once.
struct ArchivePastYear: PastYearService {
    let context: WeatherContext
    let words: Catalog
    let clock: @Sendable (Place) -> LocalClock

    func pastYear(for place: Place) async -> YearDelivery {
        let parts = await context.pastYear(for: place)
        guard let record = parts.year else {
            // No record at all: WEATHERBOARD_ARCHIVE_URL is `off`.
            return YearDelivery(
                history: nil, normals: parts.normals?.value, fetchDate: nil,
                failure: words(.yearUnavailable, ["reason": words(.yearArchiveOff)]), attribution: nil)
        }
        let failure = record.failure.map { failure in
            let reason = failure.reason.map { $0.userMessage(clock: clock(place), now: Date(), words: words) } ?? failure.message
            return words(.yearUnavailable, ["reason": reason])
        }
        return YearDelivery(
            history: record.value, normals: parts.normals?.value, fetchDate: record.value == nil ? nil : record.fetchDate,
            failure: failure, attribution: OpenMeteoYearSource.attribution)
    }
}
