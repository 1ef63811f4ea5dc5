import Foundation
import WeatherCore

/// The chosen forecast provider plus the official alert sources that cover a place, behind one
/// `ForecastProvider` so the Board and the dashboard see a single `Snapshot`.
///
/// Each part keeps its own expiry and its own cache entry: on each call only the expired parts
/// are fetched, and the combined snapshot expires with its earliest part, so the Board comes
/// back when the alerts expire while the forecast waits for its own expiry.
///
/// Failure rules, kept deliberately simple:
/// - an alert source that fails leaves the forecast working; its last good alerts stay (if
///   any) and `sourceFailures` gets one sentence; it is asked again after `failureRetryInterval`;
/// - a forecast that fails makes the whole call fail, so the Board keeps showing its last good
///   snapshot and backs off, as it does for a single provider.
public struct CombinedWeatherProvider: ForecastProvider {
    /// How long a failed alert source is left alone before it is asked again.
    public static let failureRetryInterval: TimeInterval = 5 * 60

    /// The wrapped provider's identifier: the combination never changes which forecast is shown,
    /// so cache entries and `--json` keep naming the forecast provider.
    public var identifier: String { forecast.identifier }

    private let forecast: any ForecastProvider
    private let alertSources: [any AlertSource]
    private let forecastParts: ForecastCache
    private let alertReports: AlertReportStore
    private let clock: @Sendable () -> Date

    /// - Parameters:
    ///   - forecastParts: where the forecast provider's own snapshots are kept with their own
    ///     expiry (separate from the Board's cache, which holds the combined snapshot).
    ///   - alertReports: where each alert source's last report is kept.
    public init(
        forecast: any ForecastProvider, alertSources: [any AlertSource], forecastParts: ForecastCache,
        alertReports: AlertReportStore, clock: @escaping @Sendable () -> Date = Date.init
    ) {
        self.forecast = forecast
        self.alertSources = alertSources
        self.forecastParts = forecastParts
        self.alertReports = alertReports
        self.clock = clock
    }

    /// The alert sources that would be asked for `place`.
    public func alertSources(covering place: Place) -> [any AlertSource] {
        alertSources.filter { $0.covers(place) }
    }

    public func snapshot(for place: Place, previous: Snapshot?) async throws(WeatherServiceError) -> Snapshot {
        try await combinedSnapshot(for: place, previous: previous, refreshing: false)
    }

    /// The user's refresh asks the forecast provider again even while its part is fresh (the
    /// provider still applies its own terms, such as MET Norway's Expires); alert sources are
    /// asked only when their reports have expired, since their intervals are the services' rules.
    public func refreshedSnapshot(for place: Place, previous: Snapshot?) async throws(WeatherServiceError) -> Snapshot {
        try await combinedSnapshot(for: place, previous: previous, refreshing: true)
    }

    private func combinedSnapshot(for place: Place, previous: Snapshot?, refreshing: Bool) async throws(WeatherServiceError) -> Snapshot {
        let sources = alertSources(covering: place)
        guard !sources.isEmpty else {
            // Nothing to combine: the forecast provider alone decides, exactly as without wrapping.
            return refreshing
                ? try await forecast.refreshedSnapshot(for: place, previous: previous)
                : try await forecast.snapshot(for: place, previous: previous)
        }
        let now = clock()
        // The forecast and the alert sources are asked at the same time, so a slow source (a
        // country's megabytes of warnings) costs no more than the slowest part, not the sum.
        async let alertParts = currentReports(from: sources, place: place, now: now)
        let forecastPart: Snapshot
        do {
            forecastPart = try await currentForecast(for: place, refreshing: refreshing)
        } catch {
            _ = await alertParts
            throw error
        }
        var alertLists = [forecastPart.alerts]
        var attributions = forecastPart.attributions
        var failures = forecastPart.sourceFailures
        var expiration = forecastPart.metadata.expirationDate
        // "Updated" is when the data on screen arrived: the oldest of the parts that are
        // current, never the moment they were put together. A failed source's age is said
        // in its failure instead, so that it does not make the forecast look old.
        var fetchDate = forecastPart.metadata.fetchDate
        var unplaced: [UnplacedAlerts] = []
        for (source, part) in zip(sources, await alertParts) {
            if let report = part.report {
                alertLists.append(report.alerts)
                if let notMatched = report.unplaced { unplaced.append(notMatched) }
                if let unread = report.unread {
                    failures.append(SourceFailure(
                        sourceName: source.displayName, unreadCount: unread.count, error: unread.reason, place: place, now: now))
                }
                if !attributions.contains(report.attribution) { attributions.append(report.attribution) }
                if part.failure == nil { fetchDate = min(fetchDate, report.fetchDate) }
            }
            if let failure = part.failure { failures.append(failure) }
            expiration = min(expiration, part.expirationDate)
        }
        var combined = forecastPart
        combined.alerts = AlertMerging.merged(alertLists, now: now)
        combined.alertAvailability = .available
        combined.alertSourceNames = sources.map(\.issuer)
        combined.attributions = attributions
        combined.sourceFailures = failures
        combined.unplacedAlerts = unplaced
        combined.metadata.fetchDate = fetchDate
        combined.metadata.expirationDate = expiration
        return combined
    }

    /// The stored forecast while it is fresh (unless refreshing), else a new one (conditional on
    /// the stored one).
    private func currentForecast(for place: Place, refreshing: Bool) async throws(WeatherServiceError) -> Snapshot {
        let stored = await forecastParts.snapshot(provider: forecast.identifier, place: place)
        if !refreshing, let stored, !stored.metadata.isExpired(at: clock()) { return stored }
        let fetched = refreshing
            ? try await forecast.refreshedSnapshot(for: place, previous: stored)
            : try await forecast.snapshot(for: place, previous: stored)
        await forecastParts.store(fetched, provider: forecast.identifier)
        return fetched
    }

    private struct AlertPart {
        var report: AlertReport?
        var failure: SourceFailure?
        var expirationDate: Date
    }

    /// Every source's part, asked concurrently, in the sources' order.
    private func currentReports(from sources: [any AlertSource], place: Place, now: Date) async -> [AlertPart] {
        await withTaskGroup(of: (Int, AlertPart).self) { group in
            for (index, source) in sources.enumerated() {
                group.addTask { (index, await self.currentReport(from: source, place: place, now: now)) }
            }
            var parts: [(Int, AlertPart)] = []
            for await part in group { parts.append(part) }
            return parts.sorted { $0.0 < $1.0 }.map(\.1)
        }
    }

    /// The stored report while it is fresh, else a new one; on failure the stored report (even
    /// expired) and a sentence saying why it could not be renewed.
    private func currentReport(from source: any AlertSource, place: Place, now: Date) async -> AlertPart {
        let stored = await alertReports.report(source: source.identifier, place: place)
        if let stored, !stored.isExpired(at: now) {
            return AlertPart(report: stored, failure: nil, expirationDate: stored.expirationDate)
        }
        do {
            let fetched = try await source.report(for: place, previous: stored)
            await alertReports.store(fetched, source: source.identifier, place: place)
            return AlertPart(report: fetched, failure: nil, expirationDate: fetched.expirationDate)
        } catch {
            var retry = now + Self.failureRetryInterval
            if case .rateLimited(let until) = error { retry = max(retry, until) }
            return AlertPart(
                report: stored,
                failure: SourceFailure(
                    sourceName: source.displayName, error: error, place: place, now: now, lastReportDate: stored?.fetchDate),
                expirationDate: retry)
        }
    }
}
