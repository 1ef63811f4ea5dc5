import Foundation
import WeatherCore

/// Deutscher Wetterdienst's official warnings for the municipal warn cell that contains a
/// place in Germany, from DWD's GeoServer (WFS 2.0 point query on `dwd:Warnungen_Gemeinden`).
///
/// DWD's own severity is used as sent (Minor, Moderate, Severe, Extreme). MeteoAlarm relays the
/// same warnings with an awareness colour one step higher than DWD's severity; Germany is
/// served from here, not from MeteoAlarm, so that disagreement never reaches the screen.
public struct DWDAlertSource: AlertSource {
    public static let sourceIdentifier = "dwd-alerts"
    public var identifier: String { Self.sourceIdentifier }
    public var displayName: String { SourceNames.english(.sourceDWDWarnings) }
    public var issuer: String { "DWD" }
    public var coverage: Phrase? { .coverageGermany }

    /// DWD publishes changes within minutes; the service asks nothing specific, and 5 to 15
    /// minutes is what its well-behaved clients poll at.
    static let pollInterval = AlertPollInterval(shortest: 5 * 60, longest: 15 * 60)

    /// The terms ask for this wording directly next to the information.
    static let attribution = WeatherAttribution(
        serviceName: "Quelle: Deutscher Wetterdienst",
        legalPageURL: URL(string: "https://www.dwd.de/") ?? URL(fileURLWithPath: "/"))

    /// The name each warning carries as its issuer.
    static let issuer = "Deutscher Wetterdienst"

    /// DWD's warnings map for municipalities, for warnings without a `WEB` link.
    static let warningsPage = URL(string: "https://www.dwd.de/DE/wetter/warnungen_gemeinden/warnWetter_node.html")
        ?? URL(fileURLWithPath: "/")

    private let transport: any HTTPTransport
    private let endpoint: ServiceEndpoint
    private let clock: @Sendable () -> Date

    public init(transport: any HTTPTransport, endpoint: ServiceEndpoint, clock: @escaping @Sendable () -> Date = Date.init) {
        self.transport = transport
        self.endpoint = endpoint
        self.clock = clock
    }

    /// From `WEATHERBOARD_DWD_URL`, or DWD's public GeoServer.
    public static func endpoint(environment: [String: String]) throws(ConfigurationError) -> ServiceEndpoint {
        try ServiceEndpoint.resolve(default: "https://maps.dwd.de", overrideVariable: "WEATHERBOARD_DWD_URL", environment: environment)
    }

    public func covers(_ place: Place) -> Bool {
        place.resolvedCountryCode == "DE"
    }

    /// WFS 2.0 with EPSG:4326 takes the axes in the CRS's own order: latitude first.
    func warningsURL(for place: Place) -> URL? {
        let point = "\(Place.roundedCoordinate(place.latitude)) \(Place.roundedCoordinate(place.longitude))"
        return endpoint.url(path: "/geoserver/dwd/ows", query: [
            URLQueryItem(name: "service", value: "WFS"),
            URLQueryItem(name: "version", value: "2.0.0"),
            URLQueryItem(name: "request", value: "GetFeature"),
            URLQueryItem(name: "outputFormat", value: "application/json"),
            URLQueryItem(name: "typeName", value: "dwd:Warnungen_Gemeinden"),
            URLQueryItem(name: "CQL_FILTER", value: "INTERSECTS(THE_GEOM,POINT(\(point)))"),
        ])
    }

    public func report(for place: Place, previous: AlertReport?) async throws(WeatherServiceError) -> AlertReport {
        guard let url = warningsURL(for: place) else { throw .other("Could not build the DWD warnings request URL") }
        let validators = previous.flatMap { $0.validators.isEmpty ? nil : $0.validators }
        let response = try await transport.send(
            HTTPRequest(url: url, headers: ["Accept": "application/json"], validators: validators))
        let now = clock()
        return try AlertReport.from(
            response, previous: previous, source: "DWD warnings", attribution: Self.attribution,
            now: now, expiration: Self.pollInterval.expirationDate(of: response, now: now)
        ) { body throws(ResponseDecodingError) in
            Self.alerts(from: try DWDWarningResponse.decode(body), now: now)
        }
    }

    /// Actual warnings in force for the cells the server matched, one per `IDENTIFIER` (the
    /// layer has one feature per warning per cell), pre-announcements (urgency Future)
    /// included: their urgency says what they are.
    static func alerts(from response: DWDWarningResponse, now: Date) -> [WeatherAlert] {
        var messages: [CAPMessage] = []
        var positions: [String: Int] = [:]
        for properties in response.features.compactMap(\.properties) {
            guard let message = message(from: properties) else { continue }
            if let position = positions[message.identifier] {
                messages[position].infos[0].areas += message.infos[0].areas
            } else {
                positions[message.identifier] = messages.count
                messages.append(message)
            }
        }
        let selection = CAPSelection(languages: [], now: now)
        return selection.messagesInForce(messages).compactMap { message -> WeatherAlert? in
            guard let info = message.infos.first, selection.isInForce(info), !endsAWarning(message, info),
                  var alert = selection.alert(
                      from: message, info: info, areas: info.areas, source: issuer, fallbackURL: warningsPage)
            else { return nil }
            if let parameters = parameterText(info.parameters) {
                alert.details = [alert.details, parameters].compactMap { $0 }.joined(separator: "\n\n")
            }
            return alert
        }
    }

    /// DWD ends a warning early with an Update whose `EXPIRES` is its own `SENT`; it must not
    /// show even while the local clock is a little behind DWD's.
    static func endsAWarning(_ message: CAPMessage, _ info: CAPInfo) -> Bool {
        message.messageType == .update && info.expires != nil && info.expires == message.sent
    }

    /// One feature as the CAP message it was made from: one German info block, one area (the
    /// warn cell, named by `NAME`, such as "Stadt München", else `AREADESC`).
    /// A feature without an `IDENTIFIER` is kept under one made of what names the warning
    /// (its sender, time of issue, event and window), the same for each warn cell it covers.
    static func message(from properties: DWDWarningResponse.Properties) -> CAPMessage? {
        let madeIdentifier = MadeIdentifier.of([properties.sender, properties.sent, properties.event, properties.onset, properties.expires])
        guard let identifier = NonBlankText.of(properties.identifier) ?? madeIdentifier else { return nil }
        let sent = ISO8601Timestamp.parse(properties.sent)
        let area = CAPArea(
            description: NonBlankText.of(properties.name) ?? NonBlankText.of(properties.areaDescription) ?? "",
            geocodes: properties.warnCellID.map { [CAPNamedValue(name: "WARNCELLID", value: $0)] } ?? [])
        let info = CAPInfo(
            language: properties.language, event: properties.event, headline: properties.headline,
            description: properties.description, instruction: properties.instruction,
            senderName: properties.senderName, web: properties.web,
            urgency: AlertUrgency(parsing: properties.urgency), severity: AlertSeverity(parsing: properties.severity),
            certainty: properties.certainty,
            effective: ISO8601Timestamp.parse(properties.effective) ?? sent,
            onset: ISO8601Timestamp.parse(properties.onset), expires: ISO8601Timestamp.parse(properties.expires),
            parameters: parameters(names: properties.parameterNames, values: properties.parameterValues),
            areas: [area])
        return CAPMessage(
            identifier: identifier, sender: properties.sender, sent: sent,
            status: CAPMessage.Status(parsing: properties.status),
            messageType: CAPMessage.MessageType(parsing: properties.messageType),
            scope: CAPMessage.Scope(parsing: properties.scope), infos: [info])
    }

    /// `PARAMETERNAME` "Böen;Gewitter" with `PARAMETERVALUE` "~60 [km/h];einzelne": the lists
    /// are `;`-separated (`,` in some queries); lists that do not pair up are left out.
    static func parameters(names: String?, values: String?) -> [CAPNamedValue] {
        guard let names = NonBlankText.of(names), let values = NonBlankText.of(values) else { return [] }
        let separator = names.contains(";") ? ";" : names.contains(",") ? "," : nil
        let nameList = separator.map { names.components(separatedBy: $0) } ?? [names]
        let valueList = separator.map { values.components(separatedBy: $0) } ?? [values]
        guard nameList.count == valueList.count else { return [] }
        return zip(nameList, valueList).compactMap { name, value in
            guard let name = NonBlankText.of(name), let value = NonBlankText.of(value) else { return nil }
            return CAPNamedValue(name: name, value: value)
        }
    }

    /// "Böen: ~60 [km/h]", one per line, after the description and instruction.
    static func parameterText(_ parameters: [CAPNamedValue]) -> String? {
        parameters.isEmpty ? nil : parameters.map { "\($0.name): \($0.value)" }.joined(separator: "\n")
    }
}
