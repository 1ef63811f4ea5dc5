import Foundation
import WeatherCore

/// The year view's days from Open-Meteo's historical archive, the service and variables the
/// normals come from: one request for the daily high, low and precipitation of the 365 days
/// up to yesterday, kept a month. A month-old year is still true of every day it shows; it
/// only lacks the month since, which the view says by naming its last day, so the archive is
/// not asked again before the month is over, whatever happens.
public struct OpenMeteoYearSource: ConnectedContextSource {
    public static let displayName = SourceNames.english(.sourcePastYear)
    public var identifier: String { "open-meteo-year" }
    public var displayName: String { Self.displayName }

    /// How long a year is kept before the archive is asked for the next one.
    public static let validity: TimeInterval = 30 * 24 * 60 * 60
    public var longestInterval: TimeInterval { Self.validity }

    /// The archive's own row: one service, one `WEATHERBOARD_ARCHIVE_URL`.
    public static var address: ContextServiceAddress { OpenMeteoArchiveSource.address }
    public static var attribution: WeatherAttribution { OpenMeteoArchiveSource.attribution }
    public let connection: ContextServiceConnection

    public init(connection: ContextServiceConnection) {
        self.connection = connection
    }

    public func record(
        for place: Place, previous: ContextRecord<YearHistory>?
    ) async throws(WeatherServiceError) -> ContextRecord<YearHistory> {
        guard let lastDay = YearHistory.lastComplete(before: connection.clock(), in: place.timeZone),
              let first = YearHistory.window(endingOn: lastDay).first,
              let url = OpenMeteoArchiveSource.requestURL(
                at: connection.endpoint, for: place, from: Self.text(first.year, first.month, first.day),
                to: Self.text(lastDay.year ?? 0, lastDay.month ?? 0, lastDay.day ?? 0))
        else {
            throw .other("Could not build the Open-Meteo archive request URL.")
        }
        return try await connection.record(
            HTTPRequest(url: url), previous: previous,
            // Validators stand for the stored year only while it ends on the same day.
            isReusable: { record in
                record.value?.lastDay.map { [$0.year, $0.month, $0.day] } == [lastDay.year, lastDay.month, lastDay.day]
            },
            nextRequest: { _, now in now + Self.validity }
        ) { response, _ throws(WeatherServiceError) in
            return YearHistory.filling(endingOn: lastDay, from: try OpenMeteoArchiveResponse.observations(in: response.body))
        }
    }

    /// "2025-03-02", as the archive's dates are written.
    private static func text(_ year: Int, _ month: Int, _ day: Int) -> String {
        String(format: "%04d-%02d-%02d", year, month, day)
    }

    /// As for the normals: the same archive, the same back-off.
    public func retryDate(after error: WeatherServiceError, attempt: Int, now: Date) -> Date {
        OpenMeteoArchiveSource.archiveRetryDate(after: error, attempt: attempt, now: now)
    }

    public func rangeChecked(_ value: YearHistory) -> YearHistory? { value.rangeChecked() }
}
