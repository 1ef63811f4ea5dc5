import Foundation
import WeatherCore

/// Air quality and pollen from Open-Meteo's air-quality API (CAMS models): both indices with
/// each pollutant's part, concentrations, and pollen over the next day. Asked once per its own
/// expiry, which is the response's Cache-Control or Expires kept between one and three hours
/// (the models give hourly values), so an air-quality answer outlives several forecasts.
public struct OpenMeteoAirQualitySource: ConnectedContextSource {
    public static let displayName = SourceNames.english(.sourceAirQuality)
    public var identifier: String { "open-meteo-air-quality" }
    public var displayName: String { Self.displayName }

    /// Fresh for the response's own lifetime, between one hour and three.
    static let longestLifetime: TimeInterval = 3 * 60 * 60
    static let interval = AlertPollInterval(shortest: 60 * 60, longest: longestLifetime)
    public var longestInterval: TimeInterval { Self.longestLifetime }

    /// The service is Open-Meteo's, under the same terms as its forecast.
    static var attribution: WeatherAttribution { OpenMeteoSnapshotBuilder.attribution }

    public static let address = ContextServiceAddress(defaultURL: "https://air-quality-api.open-meteo.com", overrideVariable: "WEATHERBOARD_AIR_QUALITY_URL")
    public let connection: ContextServiceConnection

    public init(connection: ContextServiceConnection) {
        self.connection = connection
    }

    static var currentVariables: [String] {
        ["european_aqi", "us_aqi"] + AirPollutant.allCases.flatMap { pollutant -> [String] in
            guard let names = OpenMeteoAirQualityResponse.pollutantVariables[pollutant] else { return [] }
            return [names.concentration, names.european, names.us]
        }
    }

    static var hourlyVariables: [String] { PollenType.allCases.map(OpenMeteoAirQualityResponse.pollenVariable) }

    func requestURL(for place: Place) -> URL? {
        connection.endpoint.url(path: "/v1/air-quality", query: place.openMeteoPositionQuery + [
            URLQueryItem(name: "current", value: Self.currentVariables.joined(separator: ",")),
            URLQueryItem(name: "hourly", value: Self.hourlyVariables.joined(separator: ",")),
            URLQueryItem(name: "forecast_days", value: "2"),
            URLQueryItem(name: "timeformat", value: "unixtime"),
        ])
    }

    public func record(for place: Place, previous: ContextRecord<AirQuality>?) async throws(WeatherServiceError) -> ContextRecord<AirQuality> {
        guard let url = requestURL(for: place) else {
            throw .other("Could not build the Open-Meteo air-quality request URL.")
        }
        return try await connection.record(
            HTTPRequest(url: url), previous: previous, nextRequest: Self.interval.expirationDate
        ) { response, now throws(WeatherServiceError) in
            let decoded = try ResponseDecodingError.reading("Open-Meteo air quality") { () throws(ResponseDecodingError) in
                try OpenMeteoAirQualityResponse.decode(response.body)
            }
            let air = decoded.airQuality(now: now)
            // Read again later it would be shown as the air until then: a failed read now.
            if let air, WeatherContext.isAhead(air, of: now) {
                let hours = Int(air.date.timeIntervalSince(now) / 3600)
                throw .undecodable("Open-Meteo air quality: its reading is dated \(hours) hours ahead of now")
            }
            return air
        }
    }

    public func rangeChecked(_ value: AirQuality) -> AirQuality? { value.rangeChecked() }
}
