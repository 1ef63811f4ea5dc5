import Foundation
import WeatherCore

/// MetAlerts 2.0: MET Norway's warnings for Norway, Svalbard and Norwegian waters
/// (`/weatherapi/metalerts/2.0/current.json?lat=&lon=&lang=en`); the service's row is
/// `AlertService.metNorway`.
struct METAlertFeed: AlertFeed {
    func urls(for place: Place, endpoint: ServiceEndpoint) -> [URL]? {
        endpoint.url(
            path: "/weatherapi/metalerts/2.0/current.json",
            query: METNorwayService.coordinateQuery(for: place) + [URLQueryItem(name: "lang", value: "en")]
        ).map { [$0] }
    }

    func findings(from body: Data, for place: Place, now: Date) throws(ResponseDecodingError) -> AlertReport.Findings {
        AlertReport.Findings(alerts: Self.alerts(from: try METAlertResponse.decode(body), now: now))
    }

    static func alerts(from response: METAlertResponse, now: Date) -> [WeatherAlert] {
        response.features.compactMap { feature -> WeatherAlert? in
            guard let properties = feature.properties else { return nil }
            if let status = properties.status, status.lowercased() != "actual" { return nil }
            if properties.type?.lowercased() == "cancel" { return nil }
            let interval = feature.when?.interval ?? []
            let start = interval.first.flatMap { ISO8601Timestamp.parse($0) }
            let end = interval.count > 1 ? ISO8601Timestamp.parse(interval[1]) : nil
            if let end, end <= now { return nil }
            let link = [properties.web, properties.resources?.first?.uri, "https://www.met.no/"]
                .lazy.compactMap { $0.flatMap(WebLink.url) }.first
            guard let detailsURL = link, let id = properties.id ?? properties.title else { return nil }
            return WeatherAlert(
                id: id,
                severity: severity(of: properties),
                summary: properties.eventAwarenessName ?? properties.event ?? properties.title ?? "Weather warning",
                region: properties.area,
                detailsURL: detailsURL,
                source: "MET Norway",
                effectiveDate: start,
                onsetDate: start,
                expirationDate: end,
                details: AlertDetails.text([properties.description, properties.consequences, properties.instruction]),
                geometry: feature.geometry?.area.flatMap(AlertGeometry.init(outerRingsOf:)))
        }
    }

    /// `severity` when sent; else the third field of `awareness_level` ("2; yellow; Moderate");
    /// else the colour, from `awareness_level` or `riskMatrixColor`.
    static func severity(of properties: METAlertResponse.Properties) -> AlertSeverity {
        let parsed = AlertSeverity(parsing: properties.severity)
        if parsed != .unknown { return parsed }
        let fields = (properties.awarenessLevel ?? "").split(separator: ";").map {
            $0.trimmingCharacters(in: .whitespaces).lowercased()
        }
        if fields.count > 2, AlertSeverity(parsing: fields[2]) != .unknown { return AlertSeverity(parsing: fields[2]) }
        let colour = fields.count > 1 ? fields[1] : properties.riskMatrixColor?.lowercased()
        switch colour {
        case "red": return .extreme
        case "orange": return .severe
        case "yellow": return .moderate
        case "green": return .minor
        default: return .unknown
        }
    }
}
