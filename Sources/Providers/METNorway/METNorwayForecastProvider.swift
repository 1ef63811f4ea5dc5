import Foundation
import WeatherCore

/// MET Norway's Locationforecast 2.0 `complete`: a global forecast, hourly for about two and a
/// half days and 6-hourly after that, with daily values derived in the place's time zone.
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

    public init(transport: any HTTPTransport, endpoint: ServiceEndpoint, clock: @escaping @Sendable () -> Date = Date.init) {
        self.transport = transport
        self.endpoint = endpoint
        self.clock = clock
    }

    func forecastURL(for place: Place) -> URL? {
        endpoint.url(path: "/weatherapi/locationforecast/2.0/complete", query: METNorwayService.coordinateQuery(for: place))
    }

    public func snapshot(for place: Place, previous: Snapshot?) async throws(WeatherServiceError) -> Snapshot {
        let reusable = previous.flatMap {
            $0.metadata.provider == identifier && $0.place.coordinateKey == place.coordinateKey ? $0 : nil
        }
        if let reusable, !reusable.metadata.isExpired(at: clock()) {
            // The terms forbid asking again before Expires; the stored data is the answer.
            return reusable
        }
        guard let url = forecastURL(for: place) else { throw .other("Could not build the MET Norway request URL.") }
        // Only Last-Modified: the terms ask for If-Modified-Since, and ETags are not documented.
        let validators = reusable?.metadata.validators.lastModified.map { HTTPValidators(lastModified: $0) }
        let response = try await transport.send(HTTPRequest(url: url, validators: validators))
        let now = clock()
        let expiration = METNorwayService.expirationDate(of: response, now: now)
        if response.isNotModified, let unchanged = reusable {
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
