import Foundation
import WeatherCore

/// Open-Meteo: one forecast request per place gives current conditions, the next two hours by
/// quarter hour, 48 hours, 10 days and the 7 days before today in the place's time zone; the
/// geocoding API finds places by name.
public struct OpenMeteoProvider: ForecastProvider, PlaceSearching {
    public static let providerIdentifier = "open-meteo"
    public var identifier: String { Self.providerIdentifier }

    private let transport: any HTTPTransport
    private let forecastEndpoint: ServiceEndpoint
    private let geocodingEndpoint: ServiceEndpoint
    private let clock: @Sendable () -> Date
    /// The language place names are searched and named in ("de": "München").
    private let searchLanguage: String

    public init(
        transport: any HTTPTransport, forecastEndpoint: ServiceEndpoint, geocodingEndpoint: ServiceEndpoint,
        clock: @escaping @Sendable () -> Date = Date.init, searchLanguage: String = "en"
    ) {
        self.transport = transport
        self.forecastEndpoint = forecastEndpoint
        self.geocodingEndpoint = geocodingEndpoint
        self.clock = clock
        self.searchLanguage = searchLanguage
    }

    /// The variable naming a self-hosted Open-Meteo's forecast API, which the past days for the
    /// other providers follow too.
    static let forecastOverrideVariable = "WEATHERBOARD_OPEN_METEO_URL"

    /// Endpoints from `WEATHERBOARD_OPEN_METEO_URL` and `WEATHERBOARD_GEOCODING_URL`, or the
    /// public services.
    public static func endpoints(environment: [String: String]) throws(ConfigurationError) -> (forecast: ServiceEndpoint, geocoding: ServiceEndpoint) {
        let forecast = try ServiceEndpoint.resolve(
            default: "https://api.open-meteo.com", overrideVariable: forecastOverrideVariable, environment: environment)
        let geocoding = try ServiceEndpoint.resolve(
            default: "https://geocoding-api.open-meteo.com", overrideVariable: "WEATHERBOARD_GEOCODING_URL", environment: environment)
        return (forecast, geocoding)
    }

    static let currentVariables = [
        "temperature_2m", "relative_humidity_2m", "apparent_temperature", "is_day", "weather_code",
        "wind_speed_10m", "wind_direction_10m", "wind_gusts_10m", "pressure_msl", "visibility", "uv_index",
    ]
    static let hourlyVariables = [
        "temperature_2m", "weather_code", "precipitation_probability", "is_day", "apparent_temperature",
        "precipitation", "snowfall", "wind_speed_10m", "wind_direction_10m", "wind_gusts_10m",
    ]
    static let dailyVariables = [
        "weather_code", "temperature_2m_max", "temperature_2m_min", "precipitation_probability_max",
        "sunrise", "sunset", "uv_index_max", "precipitation_sum", "snowfall_sum", "wind_speed_10m_max",
        "wind_gusts_10m_max", "precipitation_hours",
    ]
    static let minutely15Variables = ["precipitation", "rain", "snowfall", "weather_code"]
    /// Quarter hours asked for: two hours ahead, plus the quarter already under way (the first
    /// value sums the quarter before its time, which may have begun before now).
    static let minutely15Count = 9

    func forecastURL(for place: Place) -> URL? {
        forecastEndpoint.url(path: "/v1/forecast", query: place.openMeteoPositionQuery + [
            URLQueryItem(name: "current", value: Self.currentVariables.joined(separator: ",")),
            URLQueryItem(name: "hourly", value: Self.hourlyVariables.joined(separator: ",")),
            URLQueryItem(name: "daily", value: Self.dailyVariables.joined(separator: ",")),
            URLQueryItem(name: "timezone", value: "auto"),
            URLQueryItem(name: "forecast_days", value: String(Snapshot.dayCount)),
            // The week before today rides on the same request too (the daily grid's past rows).
            // forecast_hours counts the hours from the current one, so past_days gives none of
            // them: the day before now (the chart's `p`) is asked as past_hours.
            URLQueryItem(name: "past_days", value: String(Snapshot.pastDayCount)),
            URLQueryItem(name: "past_hours", value: String(Snapshot.pastHourCount)),
            URLQueryItem(name: "forecast_hours", value: String(Snapshot.hourCount + 1)),
            // The minute forecast rides on the same request: one request per place per expiry.
            URLQueryItem(name: "minutely_15", value: Self.minutely15Variables.joined(separator: ",")),
            URLQueryItem(name: "forecast_minutely_15", value: String(Self.minutely15Count)),
        ])
    }

    public func snapshot(for place: Place, previous: Snapshot?) async throws(WeatherServiceError) -> Snapshot {
        guard let url = forecastURL(for: place) else {
            throw .other("Could not build the Open-Meteo request URL.")
        }
        let reusable = previous.flatMap { $0.metadata.provider == identifier ? $0 : nil }
        let validators = reusable.map(\.metadata.validators).flatMap { $0.isEmpty ? nil : $0 }
        let response = try await transport.send(HTTPRequest(url: url, validators: validators))
        let now = clock()
        if response.isNotModified, let unchanged = reusable {
            let expiration = min(max(response.cacheExpirationDate(now: now) ?? now + 15 * 60, now + 5 * 60), now + 60 * 60)
            return unchanged.renewed(by: response, at: now, until: expiration)
        }
        return try Self.decodeSnapshot(from: response.body, place: place, fetchDate: now, validators: response.validators)
    }

    /// Decodes a forecast body into a snapshot; public so the benchmark measures exactly
    /// what a fetch does.
    public static func decodeSnapshot(
        from body: Data, place: Place, fetchDate: Date, validators: HTTPValidators = HTTPValidators()
    ) throws(WeatherServiceError) -> Snapshot {
        do {
            let decoded = try OpenMeteoForecastResponse.decode(body)
            return try OpenMeteoSnapshotBuilder(place: place, fetchDate: fetchDate).snapshot(from: decoded, validators: validators)
        } catch {
            throw .undecodable("Open-Meteo forecast: \(error.description)")
        }
    }

    public func searchPlaces(matching query: String, limit: Int) async throws(WeatherServiceError) -> [Place] {
        try await searchPlaces(matching: query, limit: limit, language: searchLanguage, countryCode: nil)
    }

    /// Searches the place's name again in each language of its country (but the one it was
    /// found in) and keeps the administrative names of the match at the same spot (within
    /// `sameSpotKilometres`).
    public func addingLocalAreaNames(to place: Place) async -> Place {
        guard let country = place.countryCode?.uppercased() else { return place }
        var names = place.administrativeAreas ?? []
        for language in CountryLocator.languages(ofCountry: country) where language != searchLanguage {
            guard let matches = try? await searchPlaces(matching: place.name, limit: 10, language: language, countryCode: country),
                  let same = matches.first(where: { $0.point.distanceKilometres(to: place.point) <= Self.sameSpotKilometres })
            else { continue }
            names = (names + (same.administrativeAreas ?? [])).removingRepeats()
        }
        var enriched = place
        enriched.administrativeAreas = names.isEmpty ? nil : names
        return enriched
    }

    /// A search result this close to the saved place is the same place in another language.
    static let sameSpotKilometres = 5.0

    private func searchPlaces(
        matching query: String, limit: Int, language: String, countryCode: String?
    ) async throws(WeatherServiceError) -> [Place] {
        var parameters = [
            URLQueryItem(name: "name", value: query),
            URLQueryItem(name: "count", value: String(max(1, min(limit, 100)))),
            URLQueryItem(name: "language", value: language),
            URLQueryItem(name: "format", value: "json"),
        ]
        if let countryCode { parameters.append(URLQueryItem(name: "countryCode", value: countryCode)) }
        guard let url = geocodingEndpoint.url(path: "/v1/search", query: parameters) else {
            throw .other("Could not build the geocoding request URL.")
        }
        let response = try await transport.send(HTTPRequest(url: url))
        do {
            return try OpenMeteoGeocodingResponse.decode(response.body).places
        } catch {
            throw .undecodable("Open-Meteo geocoding: \(error.description)")
        }
    }
}
