import Foundation
import WeatherCore

/// Environment and Climate Change Canada's public weather alerts, from the MSC GeoMet OGC API
/// (`/collections/weather-alerts/items`): the features in a small box around the place, then
/// only those whose zone polygon contains it, one alert per alert id however many zones it
/// covers.
///
/// Severity policy (the feed has no CAP severity): a red risk colour is extreme, ECCC's highest
/// impact level; otherwise the alert type decides: warning severe, watch moderate, advisory
/// and statement minor, anything else unknown. Urgency is not sent and stays unknown.
struct ECCCAlertFeed: AlertFeed {
    /// Degrees around the place: enough for the server's intersection test to find the zone
    /// that contains it, small enough not to bring the whole province.
    static let searchMargin = 0.01

    /// The two languages ECCC writes every alert in.
    enum Language: String, Sendable {
        case english = "en", french = "fr"

        /// French when the user's first language is French, else English.
        init(preferences: [String]) {
            self = LanguageTag.primary(preferences.first ?? "") == "fr" ? .french : .english
        }

        var issuer: String {
            switch self {
            case .english: "Environment and Climate Change Canada"
            case .french: "Environnement et Changement climatique Canada"
            }
        }

        /// ECCC's public warnings page, for alerts, which carry no link of their own.
        var warningsPage: URL {
            URL(string: "https://weather.gc.ca/warnings/index_\(self == .french ? "f" : "e").html") ?? URL(fileURLWithPath: "/")
        }
    }

    let language: Language

    /// - Parameter languages: the user's languages, most preferred first.
    init(languages: [String]) {
        language = Language(preferences: languages)
    }

    func urls(for place: Place, endpoint: ServiceEndpoint) -> [URL]? {
        let margin = Self.searchMargin
        let box = [place.longitude - margin, place.latitude - margin, place.longitude + margin, place.latitude + margin]
            .map(Place.roundedCoordinate).joined(separator: ",")
        return endpoint.url(path: "/collections/weather-alerts/items", query: [
            URLQueryItem(name: "f", value: "json"),
            URLQueryItem(name: "lang", value: language.rawValue),
            URLQueryItem(name: "limit", value: "500"),
            URLQueryItem(name: "bbox", value: box),
        ]).map { [$0] }
    }

    func findings(from body: Data, for place: Place, now: Date) throws(ResponseDecodingError) -> AlertReport.Findings {
        let point = GeoPoint(latitude: place.latitude, longitude: place.longitude)
        return AlertReport.Findings(alerts: Self.alerts(from: try ECCCAlertResponse.decode(body), at: point, language: language, now: now))
    }

    static func madeID(_ properties: ECCCAlertResponse.Properties) -> String? {
        // No "_", which would split it as the zone suffix of a real id.
        MadeIdentifier.of([properties.alertType, properties.alertNameEnglish, properties.publication, properties.validity]
            .map { $0?.replacingOccurrences(of: "_", with: "-") })
    }

    /// Alerts whose zone polygon contains `point`, not ended and not expired, one per alert id
    /// (the part of the feature id before `_`), named by the zones that contain the point and
    /// outlined by their polygons. A feature without a polygon cannot be placed and is left out.
    static func alerts(from response: ECCCAlertResponse, at point: GeoPoint, language: Language, now: Date) -> [WeatherAlert] {
        var alerts: [WeatherAlert] = []
        var positions: [String: Int] = [:]
        var regions: [[String]] = []
        var outlines: [[GeoPolygon]] = []
        for feature in response.features {
            guard let properties = feature.properties, let featureID = NonBlankText.of(properties.id) ?? madeID(properties),
                  properties.statusEnglish?.lowercased() != "ended",
                  let area = feature.geometry?.area, area.contains(point)
            else { continue }
            let expiration = ISO8601Timestamp.parse(properties.expiration)
            let end = ISO8601Timestamp.parse(properties.eventEnd) ?? expiration
            if let expiration, expiration <= now { continue }
            if let end, end <= now { continue }
            let alertID = String(featureID.split(separator: "_", maxSplits: 1).first ?? Substring(featureID))
            let region = text(properties, language, english: \.featureNameEnglish, french: \.featureNameFrench)
            if let position = positions[alertID] {
                if let region, !regions[position].contains(region) { regions[position].append(region) }
                outlines[position] += area.outerRings
                continue
            }
            guard let summary = summary(properties, language) else { continue }
            positions[alertID] = alerts.count
            regions.append(region.map { [$0] } ?? [])
            outlines.append(area.outerRings)
            alerts.append(WeatherAlert(
                id: alertID,
                severity: severity(alertType: properties.alertType, riskColour: properties.riskColourEnglish),
                summary: summary,
                region: nil,
                detailsURL: language.warningsPage,
                source: language.issuer,
                effectiveDate: ISO8601Timestamp.parse(properties.publication),
                onsetDate: ISO8601Timestamp.parse(properties.validity),
                expirationDate: end,
                details: AlertDetails.text([text(properties, language, english: \.alertTextEnglish, french: \.alertTextFrench)])))
        }
        for index in alerts.indices {
            if !regions[index].isEmpty { alerts[index].region = regions[index].joined(separator: ", ") }
            alerts[index].geometry = AlertGeometry(polygons: outlines[index])
        }
        return alerts
    }

    /// The policy in the type's comment: red is extreme, else the alert type decides.
    static func severity(alertType: String?, riskColour: String?) -> AlertSeverity {
        if riskColour?.trimmingCharacters(in: .whitespaces).lowercased() == "red" { return .extreme }
        switch alertType?.trimmingCharacters(in: .whitespaces).lowercased() {
        case "warning": return .severe
        case "watch": return .moderate
        case "advisory", "statement": return .minor
        default: return .unknown
        }
    }

    /// The alert's name, which ECCC writes in lower case ("freezing rain warning"), with its
    /// first letter capitalised; the short name when there is no full one.
    private static func summary(_ properties: ECCCAlertResponse.Properties, _ language: Language) -> String? {
        let name = text(properties, language, english: \.alertNameEnglish, french: \.alertNameFrench)
            ?? text(properties, language, english: \.alertShortNameEnglish, french: \.alertShortNameFrench)
        return name.map { $0.prefix(1).uppercased() + $0.dropFirst() }
    }

    /// The field in `language`, else in the other language, else nil (blank counts as absent:
    /// statements may carry an empty text in one language).
    private static func text(
        _ properties: ECCCAlertResponse.Properties, _ language: Language,
        english: KeyPath<ECCCAlertResponse.Properties, String?>, french: KeyPath<ECCCAlertResponse.Properties, String?>
    ) -> String? {
        let order = language == .french ? [french, english] : [english, french]
        return order.lazy.compactMap { NonBlankText.of(properties[keyPath: $0]) }.first
    }
}
