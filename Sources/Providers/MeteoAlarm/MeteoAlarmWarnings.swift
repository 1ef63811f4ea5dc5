import Foundation
import WeatherCore

/// Turns a country feed's CAP messages into the warnings for one place: the messages in force,
/// each in the user's language, without MeteoAlarm's green "no warning" entries, placed on
/// the place by polygon or by area name, and with the copies some services file once per
/// county folded into one.
struct MeteoAlarmWarnings: Sendable {
    let selection: CAPSelection
    /// ISO code of the feed's country, for the fallback details link.
    let countryCode: String

    init(languages: [String], now: Date, countryCode: String) {
        selection = CAPSelection(languages: languages, now: now)
        self.countryCode = countryCode
    }

    func alerts(from messages: [CAPMessage], for place: Place) -> [WeatherAlert] {
        findings(from: messages, for: place).alerts
    }

    /// The warnings placed on `place`, and how many others in force could not be matched to it
    /// either way (`UnplacedAlerts`): with no area names for the place (one added as `LAT,LON`),
    /// a warning with an area that has no shape can be neither placed nor ruled out. A warning
    /// whose shapes all lie elsewhere, or whose area names are not the place's, is ruled out and
    /// not counted; copies filed once per county count once.
    func findings(from messages: [CAPMessage], for place: Place) -> (alerts: [WeatherAlert], unplacedCount: Int) {
        var placed: [(message: CAPMessage, id: String, info: CAPInfo, areas: [CAPArea])] = []
        // Where each warning's first copy is in `placed`, so that a feed of thousands is not
        // searched once per warning.
        var positions: [CopyKey: Int] = [:]
        var unplaced: Set<CopyKey> = []
        let inForce = selection.messagesInForce(messages)
        for (message, id) in zip(inForce, selection.alertIDs(of: inForce)) {
            guard let info = selection.preferredInfo(of: message),
                  MeteoAlarmAwareness(info)?.isWarning ?? true,
                  selection.isInForce(info)
            else { continue }
            let placement = selection.placement(of: info, in: message, on: place)
            let areas = placement.inside
            guard !areas.isEmpty else {
                if placement.undetermined { unplaced.insert(CopyKey(info)) }
                continue
            }
            if let original = positions[CopyKey(info)] {
                // One alert, whose region names each copy's area that covers the place.
                placed[original].areas += areas
            } else {
                positions[CopyKey(info)] = placed.count
                placed.append((message, id, info, areas))
            }
        }
        return (placed.compactMap { alert(from: $0.message, id: $0.id, info: $0.info, areas: $0.areas) }, unplaced.count)
    }

    private func alert(from message: CAPMessage, id: String, info: CAPInfo, areas: [CAPArea]) -> WeatherAlert? {
        var shown = info
        shown.event = MeteoAlarmAwareness.withoutColourPrefix(info.event)
        guard var alert = selection.alert(
            from: message, id: id, info: shown, areas: areas, source: Self.sourceLine(message: message, info: info),
            fallbackURL: MeteoAlarmAlertFeed.regionPageURL(countryCode: countryCode),
            severity: MeteoAlarmAwareness.severity(of: info))
        else { return nil }
        // The terms ask for the time of issue: `effectiveDate` carries it (the detail view says
        // "issued …"), and the window starts at the onset, else when the block takes effect.
        alert.effectiveDate = message.sent ?? info.effective
        alert.onsetDate = info.onset ?? info.effective
        return alert
    }

    /// "EUMETNET – MeteoAlarm · KNMI": the relay and the national service that issued the
    /// warning, as the terms ask. The service is `senderName` from any language block, else the
    /// sender address's domain.
    static func sourceLine(message: CAPMessage, info: CAPInfo) -> String {
        let named = NonBlankText.of(info.senderName) ?? message.infos.lazy.compactMap { NonBlankText.of($0.senderName) }.first
        let sender = NonBlankText.of(message.sender).map { sender in
            sender.split(separator: "@").last.map(String.init) ?? sender
        }
        guard let issuer = named ?? sender else { return MeteoAlarmAlertFeed.relayName }
        return MeteoAlarmAlertFeed.relayName + " · " + issuer
    }

    /// What the copies of one warning filed again for neighbouring areas (Poland files one per
    /// county) have in common: event, headline, severity, text and window.
    struct CopyKey: Hashable {
        let event: String?
        let headline: String?
        let description: String?
        let severity: AlertSeverity
        let start: Date?
        let expires: Date?

        init(_ info: CAPInfo) {
            event = info.event
            headline = info.headline
            description = info.description
            severity = MeteoAlarmAwareness.severity(of: info)
            start = info.onset ?? info.effective
            expires = info.expires
        }
    }
}
