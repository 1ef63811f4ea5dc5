import Foundation
import WeatherCore

/// The week before today for the providers that have no past days of their own (MET Norway,
/// NWS, WeatherKit), from Open-Meteo's forecast API: one small daily-only request with
/// `past_days`, read by the rule the Open-Meteo provider's own past days are.
///
/// Not the historical archive, though the normals and the year view use it: the archive's last
/// days arrive about five days late, so it never has yesterday, the day the grid shows first.
/// The forecast API's past days are its models' own values for those days (as with
/// `--provider open-meteo`), not station measurements, and are credited to Open-Meteo.
///
/// Past days change once a day: the answer is kept until the place's next midnight, but at
/// least `minimumInterval`, whatever the response's headers say.
public struct OpenMeteoPastDaysSource: ConnectedContextSource {
    public static let displayName = SourceNames.english(.sourcePastDays)
    public var identifier: String { "open-meteo-past-days" }
    public var displayName: String { Self.displayName }

    /// The service is never asked again sooner than this for one place, even across midnight.
    public static let minimumInterval: TimeInterval = 3 * 60 * 60
    /// The longest a day can last (a day the clocks go back), and so the latest the next
    /// midnight can be.
    public var longestInterval: TimeInterval { 25 * 60 * 60 }

    /// Its own variable (or `off`); unset, a self-hosted Open-Meteo named for the forecast
    /// serves these too.
    public static let address = ContextServiceAddress(
        defaultURL: "https://api.open-meteo.com", overrideVariable: "WEATHERBOARD_PAST_DAYS_URL",
        fallbackVariable: OpenMeteoProvider.forecastOverrideVariable)
    /// The data are Open-Meteo's, so the credit line names it whenever they are shown.
    static var attribution: WeatherAttribution { OpenMeteoSnapshotBuilder.attribution }
    public let connection: ContextServiceConnection

    public init(connection: ContextServiceConnection) {
        self.connection = connection
    }

    /// Daily values only, the Open-Meteo provider's own, so a past row looks the same
    /// whichever provider the forecast is from. `forecast_days=1` (today, which is dropped)
    /// rather than 0: the smallest answer that certainly holds the days before today. The
    /// place's own zone, not `auto`, so the days are the ones the snapshot's days are.
    func requestURL(for place: Place) -> URL? {
        connection.endpoint.url(path: "/v1/forecast", query: place.openMeteoPositionQuery + [
            URLQueryItem(name: "daily", value: OpenMeteoProvider.dailyVariables.joined(separator: ",")),
            URLQueryItem(name: "timezone", value: place.timeZoneIdentifier),
            URLQueryItem(name: "past_days", value: String(Snapshot.pastDayCount)),
            URLQueryItem(name: "forecast_days", value: "1"),
        ])
    }

    public func record(
        for place: Place, previous: ContextRecord<[DayWeather]>?
    ) async throws(WeatherServiceError) -> ContextRecord<[DayWeather]> {
        guard let url = requestURL(for: place) else {
            throw .other("Could not build the Open-Meteo past days request URL.")
        }
        let zone = place.timeZone
        return try await connection.record(
            HTTPRequest(url: url), previous: previous,
            nextRequest: { _, now in Self.nextRequestDate(after: now, in: zone) }
        ) { response, now throws(WeatherServiceError) in
            let decoded = try ResponseDecodingError.reading("Open-Meteo past days") { () throws(ResponseDecodingError) in
                try OpenMeteoForecastResponse.decode(response.body)
            }
            let calendar = place.calendar
            let past = OpenMeteoSnapshotBuilder.days(from: decoded.daily, calendar: calendar, today: calendar.startOfDay(for: now)).past
            // Nothing usable (no days, nothing but nulls, or an answer mostly impossible) is
            // said as nothing on screen, as a place without data is.
            guard let checked = Self.shown(past, at: now, in: zone).rangeChecked(),
                  checked.contains(where: { $0.highTemperature != nil || $0.lowTemperature != nil || $0.precipitationAmount != nil })
            else { return nil }
            return checked
        }
    }

    /// The place's next midnight, when a new day has gone by, but never sooner than
    /// `minimumInterval`.
    static func nextRequestDate(after now: Date, in zone: TimeZone) -> Date {
        let nextMidnight = LocalDays.start(ofDay: LocalDays.dayNumber(of: now, in: zone) + 1, in: zone)
        return max(now + minimumInterval, nextMidnight)
    }

    /// The days of `days` before the day of `now` in `zone`, oldest first, at most
    /// `Snapshot.pastDayCount`: a kept answer read after midnight has lost its yesterday, never
    /// gained a today. A date given twice is left out rather than guessed between, and a day
    /// missing from the answer stays missing (the grid names each row's weekday).
    public static func shown(_ days: [DayWeather], at now: Date, in zone: TimeZone) -> [DayWeather] {
        let today = LocalDays.dayNumber(of: now, in: zone)
        let numbered = days.map { (number: LocalDays.dayNumber(of: $0.date, in: zone), day: $0) }
        var counts: [Int: Int] = [:]
        for entry in numbered { counts[entry.number, default: 0] += 1 }
        let past = numbered.filter { $0.number < today && counts[$0.number] == 1 }.sorted { $0.number < $1.number }
        return past.suffix(Snapshot.pastDayCount).map(\.day)
    }

    public func rangeChecked(_ value: [DayWeather]) -> [DayWeather]? { value.rangeChecked() }
}
