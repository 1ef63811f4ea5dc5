import Foundation
import WeatherCore

/// The latest METARs of the stations near a place, from the US Aviation Weather Center's Data
/// API (worldwide, public domain). One request per place asks for every report in a small box
/// around it; the record keeps those of stations within `StationObservation.nearbyDistance`,
/// and the one shown is chosen when the snapshot is made, so a report ages out of view even
/// while its record is kept. The service asks for an identifying User-Agent (the HTTP client
/// sends weatherboard's) and a modest rate: stations report every hour or half hour, so it is
/// asked at most every ten minutes.
public struct AviationWeatherSource: ConnectedContextSource {
    public static let displayName = SourceNames.english(.sourceStationObservations)
    public var identifier: String { "aviationweather-metar" }
    public var displayName: String { Self.displayName }

    /// Never sooner than ten minutes, whatever the response's own headers say, and never later
    /// than half an hour, so a new hourly report is seen within half an hour of its sending.
    static let longestLifetime: TimeInterval = 30 * 60
    static let interval = AlertPollInterval(shortest: 10 * 60, longest: longestLifetime)
    public var longestInterval: TimeInterval { Self.longestLifetime }

    /// How far around the place the box reaches, in degrees of latitude: a little more than
    /// `StationObservation.nearbyDistance` (0.3° is about 33 km).
    static let boxHalfHeight = 0.3

    static let attribution = WeatherAttribution(
        serviceName: "NOAA Aviation Weather Center",
        legalPageURL: URL(string: "https://aviationweather.gov/data/api/") ?? URL(fileURLWithPath: "/"),
        legalText: "Station observations (METAR) from the NOAA/NWS Aviation Weather Center, public domain")

    public static let address = ContextServiceAddress(defaultURL: "https://aviationweather.gov", overrideVariable: "WEATHERBOARD_AVIATIONWEATHER_URL")
    public let connection: ContextServiceConnection

    public init(connection: ContextServiceConnection) {
        self.connection = connection
    }

    /// The box around `place` as the API's `bbox` (south, west, north, east), its east–west
    /// reach widened by the latitude so it spans about as many kilometres as north–south, and
    /// kept on the map (a box is not carried across ±180° or past a pole).
    static func boundingBox(around place: Place) -> String {
        let halfWidth = min(180, boxHalfHeight / max(cos(place.latitude * .pi / 180), 0.01))
        let south = max(-90, place.latitude - boxHalfHeight)
        let north = min(90, place.latitude + boxHalfHeight)
        let west = max(-180, place.longitude - halfWidth)
        let east = min(180, place.longitude + halfWidth)
        return [south, west, north, east].map(Place.roundedCoordinate).joined(separator: ",")
    }

    func requestURL(for place: Place) -> URL? {
        connection.endpoint.url(path: "/api/data/metar", query: [
            URLQueryItem(name: "bbox", value: Self.boundingBox(around: place)),
            URLQueryItem(name: "format", value: "json"),
        ])
    }

    public func record(
        for place: Place, previous: ContextRecord<[StationObservation]>?
    ) async throws(WeatherServiceError) -> ContextRecord<[StationObservation]> {
        guard let url = requestURL(for: place) else {
            throw .other("Could not build the Aviation Weather Center request URL.")
        }
        return try await connection.record(
            HTTPRequest(url: url, headers: ["Accept": "application/json"]), previous: previous,
            nextRequest: Self.interval.expirationDate
        ) { response, _ throws(WeatherServiceError) in
            // A box without reports is an empty array, or may be a "No Content" answer; either
            // is no station near, not a failure.
            let reports = response.statusCode == 204
                ? [] : try ResponseDecodingError.reading("Aviation Weather Center") { () throws(ResponseDecodingError) in
                    try AviationWeatherMETARResponse.decode(response.body).reports
                }
            let nearby = reports.filter { $0.distanceKilometres(from: place) <= StationObservation.nearbyDistance }
            return nearby.isEmpty ? nil : nearby
        }
    }

    public func rangeChecked(_ value: [StationObservation]) -> [StationObservation]? {
        let checked = value.compactMap { $0.rangeChecked() }
        return checked.isEmpty ? nil : checked
    }
}
