import Foundation
import WeatherCore

/// One CAP 1.2 alert message (OASIS Common Alerting Protocol), the shape that MeteoAlarm, FPAS,
/// the Canadian Datamart, BoM and others share. Decoders fill it from XML or from a source's
/// JSON rendering of CAP; `CAPSelection` turns a set of messages into what the screen shows.
public struct CAPMessage: Sendable, Hashable {
    public enum Status: String, Sendable, Hashable { case actual, exercise, system, test, draft, unknown }
    public enum MessageType: String, Sendable, Hashable { case alert, update, cancel, ack, error, unknown }
    public enum Scope: String, Sendable, Hashable { case `public`, restricted, `private`, unknown }

    public var identifier: String
    public var sender: String?
    public var sent: Date?
    public var status: Status
    public var messageType: MessageType
    public var scope: Scope
    /// The messages this one updates or cancels.
    public var references: [CAPReference]
    /// One block per language, usually translations of the same warning.
    public var infos: [CAPInfo]

    public init(
        identifier: String, sender: String? = nil, sent: Date? = nil, status: Status, messageType: MessageType,
        scope: Scope, references: [CAPReference] = [], infos: [CAPInfo]
    ) {
        self.identifier = identifier
        self.sender = sender
        self.sent = sent
        self.status = status
        self.messageType = messageType
        self.scope = scope
        self.references = references
        self.infos = infos
    }
}

extension CAPMessage.Status {
    /// Case-insensitive, as Bright Sky and others lower-case CAP's words; anything else is unknown.
    public init(parsing text: String?) {
        self = text.flatMap { Self(rawValue: $0.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()) } ?? .unknown
    }
}

extension CAPMessage.MessageType {
    public init(parsing text: String?) {
        self = text.flatMap { Self(rawValue: $0.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()) } ?? .unknown
    }
}

extension CAPMessage.Scope {
    public init(parsing text: String?) {
        self = text.flatMap { Self(rawValue: $0.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()) } ?? .unknown
    }
}

/// How CAP 1.2 names one message (§3.2.1, `references`): its sender, identifier and sent time
/// together. An identifier alone names nothing for certain: issuers number their messages each
/// in their own way (FPAS relays many issuers at once), and some keep one identifier for a
/// warning's whole life, each Update with a new sent time.
public struct CAPReference: Sendable, Hashable {
    public var sender: String
    public var identifier: String
    /// Compared as a moment, whatever offset it was written with.
    public var sent: Date

    public init(sender: String, identifier: String, sent: Date) {
        self.sender = sender
        self.identifier = identifier
        self.sent = sent
    }

    /// A whitespace-separated list of `sender,identifier,sent` entries. An entry that cannot
    /// be understood (not three parts, an empty sender or identifier, a sent time that is no
    /// CAP time or has no offset, CAP 1.0's bare identifier) is left out: it replaces nothing,
    /// so the warning it may have meant stays shown rather than being dropped on a guess.
    public static func list(parsing text: String?) -> [CAPReference] {
        (text ?? "").split(whereSeparator: \.isWhitespace).compactMap { entry in
            let parts = entry.split(separator: ",", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3, !parts[0].isEmpty, !parts[1].isEmpty,
                  let sent = ISO8601Timestamp.parseCAPDateTime(String(parts[2]))
            else { return nil }
            return CAPReference(sender: String(parts[0]), identifier: String(parts[1]), sent: sent)
        }
    }

    /// The entry as CAP writes it, the time in UTC: `sender,identifier,2026-08-21T03:00:00Z`.
    public var text: String {
        "\(sender),\(identifier),\(ISO8601DateFormatter().string(from: sent))"
    }
}

extension CAPMessage {
    /// How another message names this one; nil without a sender or a sent time, which CAP
    /// requires: such a message can be named by no reference, so none replaces it.
    public var reference: CAPReference? {
        guard let sender = NonBlankText.of(sender), let sent else { return nil }
        return CAPReference(sender: sender, identifier: identifier, sent: sent)
    }

    /// The messages this one's references name, when it is one that replaces them: an actual
    /// Update or Cancel (CAP's Test, Exercise and System messages are for their own
    /// recipients, never a reason to take down a warning). A reference to the message itself,
    /// or to one sent after it, names no earlier message and is left out.
    var replacedMessages: [CAPReference] {
        guard status == .actual, messageType == .update || messageType == .cancel else { return [] }
        let own = reference
        return references.filter { named in named != own && sent.map { named.sent <= $0 } ?? true }
    }
}

/// One language's version of a CAP message.
public struct CAPInfo: Sendable, Hashable {
    /// RFC 3066 tag as sent (`en-GB`, `en`, `de-DE`); nil when absent (CAP then implies en-US,
    /// though services often mean their own language).
    public var language: String?
    public var event: String?
    public var headline: String?
    public var description: String?
    public var instruction: String?
    public var senderName: String?
    public var web: String?
    public var urgency: AlertUrgency
    public var severity: AlertSeverity
    public var certainty: String?
    public var effective: Date?
    public var onset: Date?
    public var expires: Date?
    /// `valueName` → `value`, in order (MeteoAlarm's `awareness_level` lives here).
    public var parameters: [CAPNamedValue]
    public var areas: [CAPArea]

    public init(
        language: String? = nil, event: String? = nil, headline: String? = nil, description: String? = nil,
        instruction: String? = nil, senderName: String? = nil, web: String? = nil, urgency: AlertUrgency = .unknown,
        severity: AlertSeverity = .unknown, certainty: String? = nil, effective: Date? = nil, onset: Date? = nil,
        expires: Date? = nil, parameters: [CAPNamedValue] = [], areas: [CAPArea] = []
    ) {
        self.language = language
        self.event = event
        self.headline = headline
        self.description = description
        self.instruction = instruction
        self.senderName = senderName
        self.web = web
        self.urgency = urgency
        self.severity = severity
        self.certainty = certainty
        self.effective = effective
        self.onset = onset
        self.expires = expires
        self.parameters = parameters
        self.areas = areas
    }

    /// The first parameter named `name` (case-sensitive, as CAP value names are).
    public func parameter(_ name: String) -> String? {
        parameters.first { $0.name == name }?.value
    }
}

/// A CAP `parameter` or `geocode`: `valueName` and `value`.
public struct CAPNamedValue: Sendable, Hashable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// A CAP `area`: a description and any number of polygons, circles and geocodes.
public struct CAPArea: Sendable, Hashable {
    public var description: String
    public var polygons: [GeoPolygon]
    public var circles: [GeoCircle]
    /// Codes such as `EMMA_ID NL018`, `NUTS3 FR714`, `WARNCELLID 805314000`.
    public var geocodes: [CAPNamedValue]

    public init(description: String, polygons: [GeoPolygon] = [], circles: [GeoCircle] = [], geocodes: [CAPNamedValue] = []) {
        self.description = description
        self.polygons = polygons
        self.circles = circles
        self.geocodes = geocodes
    }

    /// Whether the area has a shape that can be tested against a point.
    public var hasGeometry: Bool { !polygons.isEmpty || !circles.isEmpty }

    /// Inside any polygon or circle; nil when the area has no shape to test.
    public func contains(_ point: GeoPoint) -> Bool? {
        guard hasGeometry else { return nil }
        return polygons.contains { $0.contains(point) } || circles.contains { $0.contains(point) }
    }
}
