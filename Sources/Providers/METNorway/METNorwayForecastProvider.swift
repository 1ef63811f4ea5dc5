import Foundation
import WeatherCore

/// MET Norway's Locationforecast 2.0 `complete`: a global forecast, hourly for about two and a
/// half days and 6-hourly after that, with daily values derived in the place's time zone; and
/// Nowcast 2.0 for the next two hours where MET's radars reach (`METNowcastSource`).
///
/// The two are separate requests with separate expiries: the snapshot expires with the earlier,
/// its metadata keeps the forecast's own (`forecastExpirationDate`) and the minute forecast its
/// own, so each is asked again only when its own `Expires` has passed. The nowcast is asked
/// with every forecast fetch and whenever it has expired.
///
/// The terms are enforced here, not left to callers: no request before the stored data's
/// `Expires` (even on an explicit refresh), then `If-Modified-Since` with exactly the stored
/// `Last-Modified`, and coordinates with at most 4 decimals. The client sends the identifying
/// User-Agent and accepts gzip.
public struct METNorwayForecastProvider: ForecastProvider {
    public static let providerIdentifier = "met-norway"
    public var identifier: String { Self.providerIdentifier }

    private let transport: any HTTPTransport
    private let endpoint: ServiceEndpoint
    private let clock: @Sendable () -> Date
    private let nowcast: METNowcastSource

    public init(transport: any HTTPTransport, endpoint: ServiceEndpoint, clock: @escaping @Sendable () -> Date = Date.init) {
        self.transport = transport
        self.endpoint = endpoint
        self.clock = clock
        self.nowcast = METNowcastSource(transport: transport, endpoint: endpoint)
    }

    func forecastURL(for place: Place) -> URL? {
        endpoint.url(path: "/weatherapi/locationforecast/2.0/complete", query: METNorwayService.coordinateQuery(for: place))
    }

    public func snapshot(for place: Place, previous: Snapshot?) async throws(WeatherServiceError) -> Snapshot {
        let reusable = previous.flatMap {
            $0.metadata.provider == identifier && $0.place.coordinateKey == place.coordinateKey ? $0 : nil
        }
        let start = clock()
        if let reusable, !reusable.metadata.isExpired(at: start) {
            // The terms forbid asking again before Expires; the stored data is the answer.
            return reusable
        }
        var forecast: Snapshot
        var nextHour: NextHourForecast?
        if let reusable, !reusable.metadata.isForecastExpired(at: start) {
            // Only the nowcast has expired.
            forecast = reusable
            nextHour = await nowcast.nextHour(for: place, previous: reusable.nextHour, now: clock)
        } else {
            // Both at the same time: the nowcast costs no extra wait.
            async let minutes = nowcast.nextHour(for: place, previous: reusable?.nextHour, now: clock)
            do {
                forecast = try await locationforecast(for: place, reusable: reusable)
            } catch {
                _ = await minutes
                throw error
            }
            nextHour = await minutes
        }
        let forecastExpiration = forecast.metadata.forecastExpirationDate ?? forecast.metadata.expirationDate
        forecast.nextHour = nextHour
        forecast.metadata.forecastExpirationDate = forecastExpiration
        forecast.metadata.expirationDate = min(forecastExpiration, nextHour?.expirationDate ?? forecastExpiration)
        return forecast
    }

    /// The Locationforecast part: conditional on `reusable`'s Last-Modified, its own expiry in
    /// `metadata.expirationDate`.
    private func locationforecast(for place: Place, reusable: Snapshot?) async throws(WeatherServiceError) -> Snapshot {
        guard let url = forecastURL(for: place) else { throw .other("Could not build the MET Norway request URL.") }
        // Only Last-Modified: the terms ask for If-Modified-Since, and ETags are not documented.
        let validators = reusable?.metadata.validators.lastModified.map { HTTPValidators(lastModified: $0) }
        let response = try await transport.send(HTTPRequest(url: url, validators: validators))
        let now = clock()
        let expiration = METNorwayService.expirationDate(of: response, now: now)
        if response.isNotModified, var unchanged = reusable {
            unchanged.metadata.forecastExpirationDate = nil
            return unchanged.renewed(by: response, at: now, until: expiration)
        }
        do {
            let decoded = try METForecastResponse.decode(response.body)
            return try METSnapshotBuilder(place: place, fetchDate: now).snapshot(
                from: decoded, expirationDate: expiration,
                validators: HTTPValidators(lastModified: response.validators.lastModified))
        } catch {
            throw .undecodable("MET Norway forecast: \(error.description)")
        }
    }
}
