import Foundation
import WeatherCore

/// The National Weather Service forecast for US places: `/points` (kept for days) names the
/// grid cell, then the hourly and the 12-hour period forecasts give about 7 days. Outside
/// the US `/points` answers 404, which surfaces as that error.
///
/// Forecast requests are not conditional: the two forecasts each have their own validators,
/// and a snapshot holds one set; NWS forecasts expire after about 15 minutes anyway.
public struct NWSForecastProvider: ForecastProvider {
    public static let providerIdentifier = "nws"
    public var identifier: String { Self.providerIdentifier }

    /// When the forecasts send no cache headers, about their usual `max-age`.
    static let fallbackLifetime: TimeInterval = 15 * 60
    static let minimumLifetime: TimeInterval = 60

    private let transport: any HTTPTransport
    private let endpoint: ServiceEndpoint
    private let points: NWSPointStore
    private let clock: @Sendable () -> Date

    public init(
        transport: any HTTPTransport, endpoint: ServiceEndpoint, points: NWSPointStore = NWSPointStore(location: nil),
        clock: @escaping @Sendable () -> Date = Date.init
    ) {
        self.transport = transport
        self.endpoint = endpoint
        self.points = points
        self.clock = clock
    }

    public func snapshot(for place: Place, previous: Snapshot?) async throws(WeatherServiceError) -> Snapshot {
        let point = try await point(for: place)
        guard let properties = point.properties, let office = properties.gridId, let x = properties.gridX,
              let y = properties.gridY
        else { throw .undecodable("NWS points: no forecast grid for this place") }
        // Built from the grid cell rather than taken from the response's absolute URLs, so a
        // base URL override (a mirror, the tests' server) serves every request.
        let gridPath = "/gridpoints/\(office)/\(x),\(y)/forecast"
        let hourly = try await forecast(path: gridPath + "/hourly")
        let periods = try await forecast(path: gridPath)
        let now = clock()
        let expiration = max(
            min(hourly.expiration, periods.expiration), now + Self.minimumLifetime)
        var resolvedPlace = place
        if let zone = properties.timeZone, TimeZone(identifier: zone) != nil { resolvedPlace.timeZoneIdentifier = zone }
        do {
            return try NWSSnapshotBuilder(place: resolvedPlace, fetchDate: now).snapshot(
                hourly: hourly.periods, periods: periods.periods, expirationDate: expiration)
        } catch {
            throw .undecodable("NWS forecast: \(error.description)")
        }
    }

    private func point(for place: Place) async throws(WeatherServiceError) -> NWSPointResponse {
        if let stored = await points.point(for: place, now: clock()) { return stored }
        let coordinates = "\(Place.roundedCoordinate(place.latitude)),\(Place.roundedCoordinate(place.longitude))"
        let body = try await get(path: "/points/\(coordinates)").body
        let point: NWSPointResponse
        do {
            point = try ResponseDecodingError.decode(NWSPointResponse.self, from: body)
        } catch {
            throw .undecodable("NWS points: \(error.description)")
        }
        await points.store(point, for: place, now: clock())
        return point
    }

    private func forecast(path: String) async throws(WeatherServiceError) -> (periods: [NWSForecastResponse.Period], expiration: Date) {
        let response = try await get(path: path)
        let now = clock()
        do {
            let decoded = try NWSForecastResponse.decode(response.body)
            return (decoded.properties?.periods ?? [], response.cacheExpirationDate(now: now) ?? now + Self.fallbackLifetime)
        } catch {
            throw .undecodable("NWS forecast: \(error.description)")
        }
    }

    private func get(path: String) async throws(WeatherServiceError) -> HTTPResponse {
        guard let url = endpoint.url(path: path, query: []) else { throw .other("Could not build the NWS request URL.") }
        return try await transport.send(HTTPRequest(url: url, headers: ["Accept": "application/geo+json"]))
    }
}
