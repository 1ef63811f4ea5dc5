import Foundation
import WeatherCore

/// Active NWS watches, warnings and advisories for a point in the United States
/// (`/alerts/active?point=LAT,LON`); the service's row is `AlertService.nws`.
struct NWSAlertFeed: AlertFeed {
    func urls(for place: Place, endpoint: ServiceEndpoint) -> [URL]? {
        endpoint.url(path: "/alerts/active", query: [
            URLQueryItem(
                name: "point",
                value: "\(Place.roundedCoordinate(place.latitude)),\(Place.roundedCoordinate(place.longitude))"),
        ]).map { [$0] }
    }

    func findings(from body: Data, for place: Place, now: Date) throws(ResponseDecodingError) -> AlertReport.Findings {
        AlertReport.Findings(alerts: Self.alerts(from: try NWSAlertResponse.decode(body), now: now))
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
                details: AlertDetails.text([properties.description, properties.instruction]),
                geometry: feature.geometry?.area.flatMap(AlertGeometry.init(outerRingsOf:)))
        }
    }
}
