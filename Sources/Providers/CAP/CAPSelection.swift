import Foundation
import WeatherCore

/// The display rules every CAP-based source shares: which messages of a snapshot feed are in
/// force, which language block to show, whether an area covers the place, and how a message
/// becomes a `WeatherAlert`. Each source adds only what is its own (where its feed comes from,
/// how its codes map to places, its severity policy, its attribution).
public struct CAPSelection: Sendable {
    /// Language tags in order of preference, such as ["nl-NL", "nl"]; English and then the first
    /// block are the fallbacks whatever this says.
    public let languages: [String]
    public let now: Date

    public init(languages: [String], now: Date) {
        self.languages = languages
        self.now = now
    }

    /// The messages a snapshot feed (MeteoAlarm's country feed, FPAS's list) has in force:
    /// actual public alerts and updates, without the messages that a later Update or Cancel in
    /// the same set replaces (CAP 1.2 §3.2.1 `references`: sender, identifier and sent time
    /// must all match, see `CAPMessage.replacedMessages`), without tests, exercises,
    /// acknowledgements and errors, and each message once: the same sender, identifier and
    /// sent time listed twice is one message.
    public func messagesInForce(_ messages: [CAPMessage]) -> [CAPMessage] {
        entriesInForce(messages) { $0 }
    }

    /// `messagesInForce` for entries that carry a message, such as FPAS's alert id with its
    /// CAP file: the entries of the messages in force, in their order.
    public func entriesInForce<Entry>(_ entries: [Entry], message: (Entry) -> CAPMessage) -> [Entry] {
        let replaced = Set(entries.flatMap { message($0).replacedMessages })
        var seen: Set<CAPReference> = []
        return entries.filter { entry in
            let message = message(entry)
            guard message.status == .actual,
                  message.scope == .public || message.scope == .unknown,
                  message.messageType == .alert || message.messageType == .update
            else { return false }
            // A message CAP cannot name (no sender or sent time) is neither replaced nor a copy.
            guard let name = message.reference else { return true }
            return !replaced.contains(name) && seen.insert(name).inserted
        }
    }

    /// The id each message's alert takes: its identifier, or, where another of `messages`
    /// has the same identifier (two issuers' numbering meeting in FPAS, an issuer that keeps
    /// one identifier through its Updates), its whole CAP name (`sender,identifier,sent`), so
    /// that neither alert is taken for a copy of the other. In the order of `messages`.
    public func alertIDs(of messages: [CAPMessage]) -> [String] {
        var counts: [String: Int] = [:]
        for message in messages { counts[message.identifier, default: 0] += 1 }
        return messages.map { message in
            guard counts[message.identifier, default: 0] > 1 else { return message.identifier }
            return message.reference?.text ?? message.identifier
        }
    }

    /// The block to show: the user's languages in their order, each by its exact tag, then by
    /// the same primary language (`fr` for `fr-BE`); then English, then the first block. A
    /// language is tried whole before the next, so that a reader of English before German gets
    /// a message's en-GB block although its de-DE block matches a later tag exactly.
    public func preferredInfo(of message: CAPMessage) -> CAPInfo? {
        let infos = message.infos
        for wanted in languages {
            if let exact = infos.first(where: { $0.language?.lowercased() == wanted.lowercased() }) { return exact }
            if let same = infos.first(where: { $0.language.map(LanguageTag.primary) == LanguageTag.primary(wanted) }) { return same }
        }
        return infos.first { $0.language.map(LanguageTag.primary) == "en" } ?? infos.first
    }

    /// Not yet expired, and not a zero-length or backwards window (Météo-France closes an
    /// episode with an Update whose `expires` is at or before its `onset`).
    public func isInForce(_ info: CAPInfo) -> Bool {
        if let expires = info.expires {
            if expires <= now { return false }
            if let start = info.onset ?? info.effective, expires <= start { return false }
        }
        return true
    }

    /// The areas of `info` whose polygon or circle contains `point`; areas without a shape are
    /// left to the source (`unplaced`).
    public func areas(of info: CAPInfo, containing point: GeoPoint) -> (inside: [CAPArea], unplaced: [CAPArea]) {
        var inside: [CAPArea] = [], unplaced: [CAPArea] = []
        for area in info.areas {
            switch area.contains(point) {
            case true?: inside.append(area)
            case false?: continue
            case nil: unplaced.append(area)
            }
        }
        return (inside, unplaced)
    }

    /// Where a warning lies (alert-feeds.md §1.6): an area with a polygon or circle covers the
    /// place only if the shape contains it, whatever its name says; an area with neither is
    /// matched by name against the place's administrative areas, in any of the message's
    /// languages (the English block may translate a name the place knows in the local one).
    /// Geocodes alone place nothing, as weatherboard ships no geocode geometry. A warning no
    /// area of which covers the place is not shown as local.
    public func areas(of info: CAPInfo, in message: CAPMessage, covering place: Place) -> [CAPArea] {
        placement(of: info, in: message, on: place).inside
    }

    /// `areas(of:in:covering:)`, and whether an area without a shape could neither place the
    /// warning nor rule it out (`AreaNameMatching.Placement.undetermined`: the place has no
    /// area names, or the area's name only counts the districts of the place's state): such a
    /// warning, with no area inside, is one that could not be placed, never no warning.
    public func placement(of info: CAPInfo, in message: CAPMessage, on place: Place) -> (inside: [CAPArea], undetermined: Bool) {
        let point = GeoPoint(latitude: place.latitude, longitude: place.longitude)
        // Blocks list the same areas in the same order; one that does not is no translation.
        let translations = message.infos.filter { $0.areas.count == info.areas.count }
        var inside: [CAPArea] = []
        var undetermined = false
        for (index, area) in info.areas.enumerated() {
            if let contains = area.contains(point) {
                if contains { inside.append(area) }
                continue
            }
            let names = [area.description] + translations.map { $0.areas[index].description }
            let placements = names.map { AreaNameMatching.placement(of: $0, administrativeAreas: place.administrativeAreas) }
            if placements.contains(.inside) {
                inside.append(area)
            } else if placements.contains(.undetermined) {
                undetermined = true
            }
        }
        return (inside, undetermined)
    }

    /// The alert as the dashboard shows it. `areas` are the ones that cover the place (their
    /// names become the region, their shapes the alert's geometry); `severity` overrides the block's own where a source's policy
    /// says so; `fallbackURL` is the service's warnings page for blocks without a `web` link;
    /// `id` is the one `alertIDs(of:)` gave the message, else its identifier.
    public func alert(
        from message: CAPMessage, id: String? = nil, info: CAPInfo, areas: [CAPArea], source: String, fallbackURL: URL,
        severity: AlertSeverity? = nil
    ) -> WeatherAlert? {
        guard let summary = Self.title(event: info.event, headline: info.headline) else { return nil }
        // Each name once, in order; a set, as the copies of one warning can bring thousands.
        var seen: Set<String> = []
        let uniqueNames = areas.map(\.description).filter { !$0.isEmpty && seen.insert($0).inserted }
        return WeatherAlert(
            id: id ?? message.identifier, severity: severity ?? info.severity, urgency: info.urgency, summary: summary,
            region: uniqueNames.isEmpty ? nil : uniqueNames.joined(separator: ", "),
            detailsURL: info.web.flatMap(WebLink.url) ?? fallbackURL, source: source,
            effectiveDate: info.effective, onsetDate: info.onset, expirationDate: info.expires,
            details: AlertDetails.text([info.description, info.instruction]),
            geometry: AlertGeometry(polygons: areas.flatMap(\.polygons), circles: areas.flatMap(\.circles)))
    }

    /// The alert's title names its event, as every other source's title (the event's name)
    /// does: the headline where it names the event, else the event and the headline ("Bushfire:
    /// ABUNDANCE RD, MEDOWIE", where the NSW Rural Fire Service's headline says only where the
    /// fire is). A headline names the event when it contains it, or a word of it of three
    /// letters or more, compared without case and accents, a word matching one that is at
    /// most two letters longer ("thunderstorms" for "Thunderstorm", "gusts" is not "wind").
    static func title(event: String?, headline: String?) -> String? {
        let event = NonBlankText.of(event), headline = NonBlankText.of(headline)
        guard let event, let headline else { return headline ?? event }
        return names(headline, event: event) ? headline : event + ": " + headline
    }

    private static func names(_ headline: String, event: String) -> Bool {
        func folded(_ text: String) -> String { text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil) }
        func words(_ text: String) -> [Substring] { text.split { !$0.isLetter && !$0.isNumber } }
        let headline = folded(headline), event = folded(event)
        if headline.contains(event) { return true }
        let headlineWords = words(headline)
        return words(event).contains { word in
            word.count >= 3 && headlineWords.contains { other in
                let (shorter, longer) = word.count <= other.count ? (word, other) : (other, word)
                return shorter.count >= 3 && longer.count - shorter.count <= 2 && longer.hasPrefix(shorter)
            }
        }
    }

}
