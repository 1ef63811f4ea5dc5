import Foundation
import WeatherCore

/// How sure the forecast is, from Open-Meteo's ensemble API: one request for every member's
/// hourly temperature and precipitation over the days the dashboard shows, reduced to
/// percentiles per hour and per day (`EnsembleForecast`). The ensemble is run a few times a
/// day, so an answer is kept for at least three hours (longer when the response's own
/// Cache-Control or Expires says so, never past six), apart from the forecast's expiry.
public struct OpenMeteoEnsembleSource: ConnectedContextSource {
    public static let displayName = SourceNames.english(.sourceEnsembleForecasts)
    public var identifier: String { "open-meteo-ensemble" }
    public var displayName: String { Self.displayName }

    /// ECMWF's IFS ensemble at 0.25°: global, 51 members, 15 days, run every six hours (as
    /// Open-Meteo's ensemble documentation lists it), which covers the 10-day grid.
    static let models = ["ecmwf_ifs025_ensemble"]
    static let temperatureVariable = "temperature_2m"
    static let precipitationVariable = "precipitation"
    /// The 10-day grid's days; the 48-hour chart lies within them.
    static let forecastDays = 10

    /// Never sooner than three hours and never later than six: the members change only with a
    /// new run.
    static let longestLifetime: TimeInterval = 6 * 60 * 60
    static let interval = AlertPollInterval(shortest: 3 * 60 * 60, longest: longestLifetime)
    public var longestInterval: TimeInterval { Self.longestLifetime }
    /// A band kept through failures is shown this long after it arrived, two runs' worth, and
    /// then left out: members of an old run say nothing of how sure today's forecast is.
    public static let longestAge: TimeInterval = 12 * 60 * 60

    /// The ensemble API is Open-Meteo's, under the same terms as its forecast.
    static var attribution: WeatherAttribution { OpenMeteoSnapshotBuilder.attribution }

    public static let address = ContextServiceAddress(defaultURL: "https://ensemble-api.open-meteo.com", overrideVariable: "WEATHERBOARD_ENSEMBLE_URL")
    public let connection: ContextServiceConnection

    public init(connection: ContextServiceConnection) {
        self.connection = connection
    }

    /// `timezone=auto` starts the hours at the place's local midnight, so each day of the
    /// answer is a whole local day.
    func requestURL(for place: Place) -> URL? {
        connection.endpoint.url(path: "/v1/ensemble", query: place.openMeteoPositionQuery + [
            URLQueryItem(name: "hourly", value: [Self.temperatureVariable, Self.precipitationVariable].joined(separator: ",")),
            URLQueryItem(name: "models", value: Self.models.joined(separator: ",")),
            URLQueryItem(name: "forecast_days", value: String(Self.forecastDays)),
            URLQueryItem(name: "timezone", value: "auto"),
            URLQueryItem(name: "timeformat", value: "unixtime"),
        ])
    }

    public func record(
        for place: Place, previous: ContextRecord<EnsembleForecast>?
    ) async throws(WeatherServiceError) -> ContextRecord<EnsembleForecast> {
        guard let url = requestURL(for: place) else {
            throw .other("Could not build the Open-Meteo ensemble request URL.")
        }
        return try await connection.record(
            HTTPRequest(url: url), previous: previous, nextRequest: Self.interval.expirationDate
        ) { response, _ throws(WeatherServiceError) in
            let decoded = try ResponseDecodingError.reading("Open-Meteo ensemble") { () throws(ResponseDecodingError) in
                try OpenMeteoEnsembleResponse.decode(response.body)
            }
            // No band (too few members, columns that do not line up, nothing but nulls) is said
            // as nothing on screen, as a place without data is.
            return decoded.band(models: Self.models, zone: place.timeZone)
        }
    }

    public func rangeChecked(_ value: EnsembleForecast) -> EnsembleForecast? { value.rangeChecked() }
}
