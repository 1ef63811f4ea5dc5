import Foundation
import WeatherCore

/// Deutscher Wetterdienst's official warnings for the municipal warn cell that contains a
/// place in Germany, from DWD's GeoServer (WFS 2.0 point query on `dwd:Warnungen_Gemeinden`).
///
/// DWD's own severity is used as sent (Minor, Moderate, Severe, Extreme). MeteoAlarm relays the
/// same warnings with an awareness colour one step higher than DWD's severity; Germany is
/// served from here, not from MeteoAlarm, so that disagreement never reaches the screen.
struct DWDAlertFeed: AlertFeed {
    /// The name each warning carries as its issuer.
    static let issuer = "Deutscher Wetterdienst"

    /// DWD's warnings map for municipalities, for warnings without a `WEB` link.
    static let warningsPage = URL(string: "https://www.dwd.de/DE/wetter/warnungen_gemeinden/warnWetter_node.html")
        ?? URL(fileURLWithPath: "/")

    /// WFS 2.0 with EPSG:4326 takes the axes in the CRS's own order: latitude first.
    func urls(for place: Place, endpoint: ServiceEndpoint) -> [URL]? {
        let point = "\(Place.roundedCoordinate(place.latitude)) \(Place.roundedCoordinate(place.longitude))"
        return endpoint.url(path: "/geoserver/dwd/ows", query: [
            URLQueryItem(name: "service", value: "WFS"),
            URLQueryItem(name: "version", value: "2.0.0"),
            URLQueryItem(name: "request", value: "GetFeature"),
            URLQueryItem(name: "outputFormat", value: "application/json"),
            URLQueryItem(name: "typeName", value: "dwd:Warnungen_Gemeinden"),
            URLQueryItem(name: "CQL_FILTER", value: "INTERSECTS(THE_GEOM,POINT(\(point)))"),
        ]).map { [$0] }
    }

    func findings(from body: Data, for place: Place, now: Date) throws(ResponseDecodingError) -> AlertReport.Findings {
        AlertReport.Findings(alerts: Self.alerts(from: try DWDWarningResponse.decode(body), now: now))
    }

    /// The language tag of the GeoServer's text, and of the English text DWD's CAP files add.
    static let german = "de-DE", english = "en"

    /// Whether a reader of `languages` is shown DWD's German text rather than its English one,
    /// by the rule every CAP source follows (`CAPSelection.preferredInfo`): the exact tag, the
    /// same primary language, then English. Anyone who does not read German reads English.
    static func readsGerman(_ languages: [String]) -> Bool {
        let both = CAPMessage(
            identifier: "", status: .actual, messageType: .alert, scope: .public,
            infos: [CAPInfo(language: german), CAPInfo(language: english)])
        return CAPSelection(languages: languages, now: .distantPast).preferredInfo(of: both)?.language == german
    }

    /// The identifier a warning has in every one of DWD's publications: its CAP identifier
    /// without the language suffix each file adds ("….DEU" on the GeoServer, "….MUL" in the
    /// multilingual CAP files, none in Bright Sky's `alert_id`).
    static func sharedIdentifier(_ identifier: String) -> String {
        guard let dot = identifier.lastIndex(of: "."),
              case let suffix = identifier[identifier.index(after: dot)...],
              !suffix.isEmpty, suffix.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return identifier }
        return String(identifier[..<dot])
    }

    /// Actual warnings in force for the cells the server matched, one per `IDENTIFIER` (the
    /// layer has one feature per warning per cell), pre-announcements (urgency Future)
    /// included: their urgency says what they are. A warning whose English text is in `english`
    /// (by `sharedIdentifier`) carries it as a second block, and the block shown is the one
    /// `languages` prefer; the GeoServer's German text is shown where there is no English one.
    static func alerts(
        from response: DWDWarningResponse, english: [String: BrightSkyAlertResponse.Alert] = [:], languages: [String] = [],
        now: Date
    ) -> [WeatherAlert] {
        var messages: [CAPMessage] = []
        var positions: [String: Int] = [:]
        for feature in response.features {
            guard let properties = feature.properties,
                  let message = message(from: properties, cell: feature.geometry?.area) else { continue }
            if let position = positions[message.identifier] {
                messages[position].infos[0].areas += message.infos[0].areas
            } else {
                positions[message.identifier] = messages.count
                messages.append(message)
            }
        }
        for index in messages.indices {
            guard let text = english[sharedIdentifier(messages[index].identifier)] else { continue }
            // A feature without `LANGUAGE` is still DWD's German, and must not lose to English
            // for the reader who asked for German.
            if messages[index].infos[0].language == nil { messages[index].infos[0].language = german }
            messages[index].infos.append(englishInfo(text, translating: messages[index].infos[0]))
        }
        let selection = CAPSelection(languages: languages, now: now)
        return selection.messagesInForce(messages).compactMap { message -> WeatherAlert? in
            guard let info = selection.preferredInfo(of: message), selection.isInForce(info), !endsAWarning(message, info),
                  var alert = selection.alert(
                      from: message, info: info, areas: info.areas, source: issuer, fallbackURL: warningsPage)
            else { return nil }
            if let parameters = parameterText(info.parameters) {
                alert.details = [alert.details, parameters].compactMap { $0 }.joined(separator: "\n\n")
            }
            return alert
        }
    }

    /// The German block with DWD's English words in place of its own: times, severity, areas
    /// and parameters are the GeoServer's, the warning being one. A field DWD left without
    /// English keeps its German text rather than losing what it says.
    static func englishInfo(_ text: BrightSkyAlertResponse.Alert, translating german: CAPInfo) -> CAPInfo {
        var info = german
        info.language = english
        info.event = NonBlankText.of(text.event) ?? german.event
        info.headline = NonBlankText.of(text.headline) ?? german.headline
        info.description = NonBlankText.of(text.description) ?? german.description
        info.instruction = NonBlankText.of(text.instruction) ?? german.instruction
        return info
    }

    /// DWD ends a warning early with an Update whose `EXPIRES` is its own `SENT`; it must not
    /// show even while the local clock is a little behind DWD's.
    static func endsAWarning(_ message: CAPMessage, _ info: CAPInfo) -> Bool {
        message.messageType == .update && info.expires != nil && info.expires == message.sent
    }

    /// One feature as the CAP message it was made from: one German info block, one area (the
    /// warn cell, named by `NAME`, such as "Stadt München", else `AREADESC`, outlined by the
    /// outer rings of `cell`, the feature's geometry, for the map).
    /// A feature without an `IDENTIFIER` is kept under one made of what names the warning
    /// (its sender, time of issue, event and window), the same for each warn cell it covers.
    static func message(from properties: DWDWarningResponse.Properties, cell: GeoArea? = nil) -> CAPMessage? {
        let madeIdentifier = MadeIdentifier.of([properties.sender, properties.sent, properties.event, properties.onset, properties.expires])
        guard let identifier = NonBlankText.of(properties.identifier) ?? madeIdentifier else { return nil }
        let sent = ISO8601Timestamp.parse(properties.sent)
        let area = CAPArea(
            description: NonBlankText.of(properties.name) ?? NonBlankText.of(properties.areaDescription) ?? "",
            polygons: cell?.outerRings ?? [],
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
