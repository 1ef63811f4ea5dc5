import Foundation
import WeatherCore

/// Active NWS watches, warnings and advisories for a point in the United States
/// (`/alerts/active?point=LAT,LON`).
public struct NWSAlertSource: AlertSource {
    public static let sourceIdentifier = "nws-alerts"
    public var identifier: String { Self.sourceIdentifier }
    public var issuer: String { "NWS" }
    public var coverage: Phrase? { .coverageUnitedStatesTerritories }
    public var displayName: String { SourceNames.english(.sourceNWSAlerts) }

    /// NWS answers with `max-age=30`; a terminal dashboard gains nothing from asking more
    /// often than once a minute, and the service asks clients not to hammer it.
    static let minimumLifetime: TimeInterval = 60

    static let attribution = WeatherAttribution(
        serviceName: "National Weather Service",
        legalPageURL: URL(string: "https://www.weather.gov/disclaimer") ?? URL(fileURLWithPath: "/"),
        legalText: "Data: NOAA/National Weather Service (weather.gov)")

    private let transport: any HTTPTransport
    private let endpoint: ServiceEndpoint
    private let clock: @Sendable () -> Date

    public init(transport: any HTTPTransport, endpoint: ServiceEndpoint, clock: @escaping @Sendable () -> Date = Date.init) {
        self.transport = transport
        self.endpoint = endpoint
        self.clock = clock
    }

    /// From `WEATHERBOARD_NWS_URL`, or the public service.
    public static func endpoint(environment: [String: String]) throws(ConfigurationError) -> ServiceEndpoint {
        try ServiceEndpoint.resolve(
            default: "https://api.weather.gov", overrideVariable: "WEATHERBOARD_NWS_URL", environment: environment)
    }

    public func covers(_ place: Place) -> Bool {
        NWSCoverage.covers(place)
    }

    func alertsURL(for place: Place) -> URL? {
        endpoint.url(path: "/alerts/active", query: [
            URLQueryItem(
                name: "point",
                value: "\(Place.roundedCoordinate(place.latitude)),\(Place.roundedCoordinate(place.longitude))"),
        ])
    }

    public func report(for place: Place, previous: AlertReport?) async throws(WeatherServiceError) -> AlertReport {
        guard let url = alertsURL(for: place) else { throw .other("Could not build the NWS alerts request URL") }
        let validators = previous.flatMap { $0.validators.isEmpty ? nil : $0.validators }
        let response = try await transport.send(
            HTTPRequest(url: url, headers: ["Accept": "application/geo+json"], validators: validators))
        let now = clock()
        let expiration = max(response.cacheExpirationDate(now: now) ?? now, now + Self.minimumLifetime)
        return try AlertReport.from(
            response, previous: previous, source: "NWS alerts", attribution: Self.attribution,
            now: now, expiration: expiration
        ) { body throws(ResponseDecodingError) in
            Self.alerts(from: try NWSAlertResponse.decode(body), now: now)
        }
    }

    /// Actual alerts still in force: tests, exercises, cancellations and expired messages are
    /// left out, as the API documentation asks.
    static func alerts(from response: NWSAlertResponse, now: Date) -> [WeatherAlert] {
        response.features.compactMap { feature -> WeatherAlert? in
            guard let properties = feature.properties,
                  properties.status?.lowercased() == "actual",
                  properties.messageType?.lowercased() != "cancel"
            else { return nil }
            let expires = ISO8601Timestamp.parse(properties.expires)
            let ends = ISO8601Timestamp.parse(properties.ends)
            if let expires, expires <= now { return nil }
            if let ends, ends <= now { return nil }
            // `@id` is the alert's own page in the API; the feature id is the same URL in
            // practice; `web` is only the generic weather.gov home page, so it comes last.
            let link = [properties.apiURL, feature.id, properties.web, "https://www.weather.gov/"]
                .lazy.compactMap { $0.flatMap(WebLink.url) }.first
            guard let detailsURL = link, let id = properties.id ?? feature.id ?? properties.apiURL else { return nil }
            return WeatherAlert(
                id: id,
                severity: AlertSeverity(parsing: properties.severity),
                urgency: AlertUrgency(parsing: properties.urgency),
                summary: properties.event ?? properties.headline ?? "Weather alert",
                region: properties.areaDesc,
                detailsURL: detailsURL,
                source: properties.senderName ?? "National Weather Service",
                effectiveDate: ISO8601Timestamp.parse(properties.effective) ?? ISO8601Timestamp.parse(properties.sent),
                onsetDate: ISO8601Timestamp.parse(properties.onset),
                expirationDate: ends ?? expires,
                // The description and the instruction, which NWS sends as separate paragraphs.
                details: AlertDetails.text([properties.description, properties.instruction]))
        }
    }
}
