import Foundation
import WeatherCore

/// One context source with its records on disk (`<directory>/<source>/<lat,lon>.json`): the
/// stored record while the source may not be asked yet, else one request, whose outcome (an
/// answer, or the failure sentence and the date of the next try) is stored in its turn, so a
/// restart, or a `--json` run a minute later, keeps to the source's schedule too.
struct ContextPart<Source: ContextSource>: Sendable {
    let source: Source
    private let records: JSONFileStore<ContextRecord<Source.Value>>
    private let clock: @Sendable () -> Date

    /// `location` nil keeps records in memory only.
    init(source: Source, location: CacheLocation?, clock: @escaping @Sendable () -> Date) {
        self.source = source
        records = JSONFileStore(location: location)
        self.clock = clock
    }

    /// The record to show for `place`; nil only when nothing was ever stored and the request
    /// was cancelled.
    func current(for place: Place) async -> ContextRecord<Source.Value>? {
        let key = "\(source.identifier)/\(place.coordinateKey)"
        let now = clock()
        let stored = await records.value(forKey: key).flatMap { checked($0, now: now) }
        if let stored, now < stored.nextRequestDate { return stored }
        do {
            let fetched = try await source.record(for: place, previous: stored)
            await records.store(fetched, forKey: key)
            return fetched
        } catch .cancelled {
            return stored
        } catch {
            var failed = stored ?? ContextRecord(value: nil, fetchDate: nil, nextRequestDate: now)
            let attempt = (stored?.consecutiveFailures ?? 0) + 1
            failed.consecutiveFailures = attempt
            failed.nextRequestDate = source.retryDate(after: error, attempt: attempt, now: now)
            failed.failure = SourceFailure(
                sourceName: source.displayName, error: error, place: place, now: now,
                lastReportDate: failed.value == nil ? nil : failed.fetchDate, kind: .context)
            await records.store(failed, forKey: key)
            return failed
        }
    }

    /// A record read back from its file, with its value range-checked and its dates possible.
    private func checked(_ record: ContextRecord<Source.Value>, now: Date) -> ContextRecord<Source.Value>? {
        guard let nextRequest = PhysicalLimits.checked(record.nextRequestDate) else { return nil }
        var checked = record
        checked.value = record.value.flatMap(source.rangeChecked)
        checked.fetchDate = PhysicalLimits.checked(record.fetchDate)
        checked.nextRequestDate = min(nextRequest, now + source.longestInterval)
        return checked
    }
}
