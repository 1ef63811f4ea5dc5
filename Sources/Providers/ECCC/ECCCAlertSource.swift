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
public struct ECCCAlertSource: AlertSource {
    public static let sourceIdentifier = "eccc-alerts"
    public var identifier: String { Self.sourceIdentifier }
    public var displayName: String { SourceNames.english(.sourceECCCAlerts) }
    public var issuer: String { "ECCC" }
    public var coverage: Phrase? { .coverageCanada }

    /// No caching headers were seen; the usage policy asks for moderation and clients that
    /// saturate the service can be blocked: at least 5 minutes, at most 15.
    static let pollInterval = AlertPollInterval(shortest: 5 * 60, longest: 15 * 60)

    /// Degrees around the place: enough for the server's intersection test to find the zone
    /// that contains it, small enough not to bring the whole province.
    static let searchMargin = 0.01

    /// The licence's own wording for the source note.
    static let attribution = WeatherAttribution(
        serviceName: "Data Source: Environment and Climate Change Canada",
        legalPageURL: URL(string: "https://eccc-msc.github.io/open-data/licence/readme_en") ?? URL(fileURLWithPath: "/"),
        legalText: "ECCC Data Servers End-use Licence")

    /// The two languages ECCC writes every alert in.
    enum Language: String, Sendable {
        case english = "en", french = "fr"

        /// French when the user's first language is French, else English.
        init(preferences: [String]) {
            let first = preferences.first?.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first
            self = first == "fr" ? .french : .english
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

    private let transport: any HTTPTransport
    private let endpoint: ServiceEndpoint
    private let language: Language
    private let clock: @Sendable () -> Date

    /// - Parameter languages: the user's languages, most preferred first.
    public init(
        transport: any HTTPTransport, endpoint: ServiceEndpoint, languages: [String],
        clock: @escaping @Sendable () -> Date = Date.init
    ) {
        self.transport = transport
        self.endpoint = endpoint
        language = Language(preferences: languages)
        self.clock = clock
    }

    /// From `WEATHERBOARD_ECCC_URL`, or MSC GeoMet's public API.
    public static func endpoint(environment: [String: String]) throws(ConfigurationError) -> ServiceEndpoint {
        try ServiceEndpoint.resolve(
            default: "https://api.weather.gc.ca", overrideVariable: "WEATHERBOARD_ECCC_URL", environment: environment)
    }

    public func covers(_ place: Place) -> Bool {
        place.resolvedCountryCode == "CA"
    }

    /// `bbox` is CRS84: longitude first. `limit` is always sent, since clients disagree about
    /// the server's default.
    func alertsURL(for place: Place) -> URL? {
        let margin = Self.searchMargin
        let box = [place.longitude - margin, place.latitude - margin, place.longitude + margin, place.latitude + margin]
            .map(Place.roundedCoordinate).joined(separator: ",")
        return endpoint.url(path: "/collections/weather-alerts/items", query: [
            URLQueryItem(name: "f", value: "json"),
            URLQueryItem(name: "lang", value: language.rawValue),
            URLQueryItem(name: "limit", value: "500"),
            URLQueryItem(name: "bbox", value: box),
        ])
    }

    public func report(for place: Place, previous: AlertReport?) async throws(WeatherServiceError) -> AlertReport {
        guard let url = alertsURL(for: place) else { throw .other("Could not build the ECCC alerts request URL") }
        let validators = previous.flatMap { $0.validators.isEmpty ? nil : $0.validators }
        // The usage policy forbids Cache-Control and Pragma no-cache; the client sends neither.
        let response = try await transport.send(
            HTTPRequest(url: url, headers: ["Accept": "application/geo+json, application/json"], validators: validators))
        let now = clock()
        let point = GeoPoint(latitude: place.latitude, longitude: place.longitude)
        return try AlertReport.from(
            response, previous: previous, source: "ECCC alerts", attribution: Self.attribution,
            now: now, expiration: Self.pollInterval.expirationDate(of: response, now: now)
        ) { [language] body throws(ResponseDecodingError) in
            Self.alerts(from: try ECCCAlertResponse.decode(body), at: point, language: language, now: now)
        }
    }

    /// For a feature without an `id` (seen in a real client's saved answer): one made of what
    /// names the alert (type, English name, issue time and start), the same for every zone it
    /// covers; nil when it has none of them.
    static func madeID(_ properties: ECCCAlertResponse.Properties) -> String? {
        // No "_", which would split it as the zone suffix of a real id.
        MadeIdentifier.of([properties.alertType, properties.alertNameEnglish, properties.publication, properties.validity]
            .map { $0?.replacingOccurrences(of: "_", with: "-") })
    }

    /// Alerts whose zone polygon contains `point`, not ended and not expired, one per alert id
    /// (the part of the feature id before `_`), named by the zones that contain the point.
    /// A feature without a polygon cannot be placed and is left out.
    static func alerts(from response: ECCCAlertResponse, at point: GeoPoint, language: Language, now: Date) -> [WeatherAlert] {
        var alerts: [WeatherAlert] = []
        var positions: [String: Int] = [:]
        var regions: [[String]] = []
        for feature in response.features {
            guard let properties = feature.properties, let featureID = NonBlankText.of(properties.id) ?? madeID(properties),
                  properties.statusEnglish?.lowercased() != "ended",
                  feature.geometry?.area?.contains(point) == true
            else { continue }
            let expiration = ISO8601Timestamp.parse(properties.expiration)
            let end = ISO8601Timestamp.parse(properties.eventEnd) ?? expiration
            if let expiration, expiration <= now { continue }
            if let end, end <= now { continue }
            let alertID = String(featureID.split(separator: "_", maxSplits: 1).first ?? Substring(featureID))
            let region = text(properties, language, english: \.featureNameEnglish, french: \.featureNameFrench)
            if let position = positions[alertID] {
                if let region, !regions[position].contains(region) { regions[position].append(region) }
                continue
            }
            guard let summary = summary(properties, language) else { continue }
            positions[alertID] = alerts.count
            regions.append(region.map { [$0] } ?? [])
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
        for index in alerts.indices where !regions[index].isEmpty {
            alerts[index].region = regions[index].joined(separator: ", ")
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
