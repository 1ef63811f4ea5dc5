import Foundation
import WeatherCore

/// Climate normals from Open-Meteo's historical archive: one request for the daily high, low and
/// precipitation of the last 10 complete years, averaged per calendar day. The answer hardly
/// changes, so a place's normals are kept for weeks and the archive is asked at most once per
/// place per week, whatever happens.
public struct OpenMeteoArchiveSource: ConnectedContextSource {
    public static let displayName = SourceNames.english(.sourceClimateNormals)
    public var identifier: String { "open-meteo-normals" }
    public var displayName: String { Self.displayName }

    /// How many complete years the normals average.
    public static let yearCount = 10
    /// The archive is never asked again sooner than this for one place, even after a failure.
    public static let minimumInterval: TimeInterval = 7 * 24 * 60 * 60
    /// How long normals are kept before they are renewed (conditionally) within one window.
    public static let renewalInterval: TimeInterval = 28 * 24 * 60 * 60
    /// The archive's last days arrive about five days late, so a new year's window is asked for
    /// once its 31 December is in: this long after 1 January.
    public static let archiveDelay: TimeInterval = 7 * 24 * 60 * 60
    public var longestInterval: TimeInterval { Self.renewalInterval }

    /// The archive is Open-Meteo's, under the same terms as its forecast.
    static var attribution: WeatherAttribution { OpenMeteoSnapshotBuilder.attribution }

    public static let address = ContextServiceAddress(defaultURL: "https://archive-api.open-meteo.com", overrideVariable: "WEATHERBOARD_ARCHIVE_URL")
    public let connection: ContextServiceConnection

    public init(connection: ContextServiceConnection) {
        self.connection = connection
    }

    /// The last `yearCount` complete years at `now` in the place's zone: 2016...2025 during 2026.
    static func years(at now: Date, in timeZone: TimeZone) -> ClosedRange<Int> {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let thisYear = calendar.component(.year, from: now)
        return (thisYear - yearCount)...(thisYear - 1)
    }

    func requestURL(for place: Place, years: ClosedRange<Int>) -> URL? {
        Self.requestURL(at: connection.endpoint, for: place, from: "\(years.lowerBound)-01-01", to: "\(years.upperBound)-12-31")
    }

    /// The archive's daily high, low and precipitation at `place` from `start` to `end`
    /// ("2016-01-01"), dated in the place's zone: what the normals and the year view both read.
    static func requestURL(at endpoint: ServiceEndpoint, for place: Place, from start: String, to end: String) -> URL? {
        endpoint.url(path: "/v1/archive", query: place.openMeteoPositionQuery + [
            URLQueryItem(name: "start_date", value: start),
            URLQueryItem(name: "end_date", value: end),
            URLQueryItem(name: "daily", value: "temperature_2m_max,temperature_2m_min,precipitation_sum"),
            URLQueryItem(name: "timezone", value: "auto"),
        ])
    }

    public func record(
        for place: Place, previous: ContextRecord<ClimateNormals>?
    ) async throws(WeatherServiceError) -> ContextRecord<ClimateNormals> {
        let years = Self.years(at: connection.clock(), in: place.timeZone)
        guard let url = requestURL(for: place, years: years) else {
            throw .other("Could not build the Open-Meteo archive request URL.")
        }
        return try await connection.record(
            HTTPRequest(url: url), previous: previous,
            // Validators stand for the stored normals only while they average the same years.
            isReusable: { $0.value?.lastYear == years.upperBound },
            nextRequest: { _, now in Self.nextRequestDate(after: now, years: years, in: place.timeZone) }
        ) { response, _ throws(WeatherServiceError) in
            return ClimateNormals.averaging(try OpenMeteoArchiveResponse.observations(in: response.body), firstYear: years.lowerBound, lastYear: years.upperBound)
        }
    }

    /// After `renewalInterval`, or sooner when a new year's window is due, but never sooner
    /// than `minimumInterval`.
    static func nextRequestDate(after now: Date, years: ClosedRange<Int>, in timeZone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let nextWindow = calendar.date(from: DateComponents(year: years.upperBound + 2, month: 1, day: 1))
            .map { $0 + archiveDelay } ?? now + renewalInterval
        return max(now + minimumInterval, min(now + renewalInterval, nextWindow))
    }

    /// A refusal of the request itself (a 4xx other than a timeout or a rate limit) would be
    /// refused again: it waits the full week. Anything else may pass (no network, a timeout,
    /// a server error, a broken answer): it is tried again after `retryDelay(attempt:)`,
    /// minutes at first, then hours, then the week, so that one bad minute does not leave the
    /// normals missing for a week, and a failing archive is not asked every few minutes. A
    /// rate limit is kept to when it is longer.
    public func retryDate(after error: WeatherServiceError, attempt: Int, now: Date) -> Date {
        Self.archiveRetryDate(after: error, attempt: attempt, now: now)
    }

    /// `retryDate(after:attempt:now:)` for every request to the archive (the year view's too).
    static func archiveRetryDate(after error: WeatherServiceError, attempt: Int, now: Date) -> Date {
        switch error {
        case .httpStatus(let code, _) where (400..<500).contains(code) && code != 408: now + Self.minimumInterval
        case .rateLimited(let until): max(until, now + Self.retryDelay(attempt: attempt))
        default: now + Self.retryDelay(attempt: attempt)
        }
    }

    /// 5 minutes after one failure, four times as long after each further one (20 min, 80 min,
    /// 5 h 20, 21 h, 3.6 days), never longer than `minimumInterval`.
    static func retryDelay(attempt: Int) -> TimeInterval {
        let first = CombinedWeatherProvider.failureRetryInterval
        return min(minimumInterval, first * pow(4, Double(max(0, min(attempt, 12) - 1))))
    }

    public func rangeChecked(_ value: ClimateNormals) -> ClimateNormals? { value.rangeChecked() }
}
