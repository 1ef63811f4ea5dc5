import Foundation

/// CAP severity, in rank order: `extreme` sorts first, `unknown` last.
public enum AlertSeverity: String, Codable, Sendable, CaseIterable, Comparable {
    case extreme, severe, moderate, minor, unknown

    /// Case-insensitive parse of CAP/WeatherKit/NWS/MET values; anything else is `unknown`.
    public init(parsing text: String?) {
        self = text.flatMap { AlertSeverity(rawValue: $0.trimmingCharacters(in: .whitespaces).lowercased()) } ?? .unknown
    }

    public init(from decoder: any Decoder) throws {
        self.init(parsing: try decoder.singleValueContainer().decode(String.self))
    }

    public var rank: Int { Self.allCases.firstIndex(of: self) ?? Self.allCases.count }

    public static func < (lhs: AlertSeverity, rhs: AlertSeverity) -> Bool { lhs.rank < rhs.rank }
}

/// CAP urgency, in rank order: `immediate` first.
public enum AlertUrgency: String, Codable, Sendable, CaseIterable, Comparable {
    case immediate, expected, future, past, unknown

    public init(parsing text: String?) {
        self = text.flatMap { AlertUrgency(rawValue: $0.trimmingCharacters(in: .whitespaces).lowercased()) } ?? .unknown
    }

    public init(from decoder: any Decoder) throws {
        self.init(parsing: try decoder.singleValueContainer().decode(String.self))
    }

    public var rank: Int { Self.allCases.firstIndex(of: self) ?? Self.allCases.count }

    public static func < (lhs: AlertUrgency, rhs: AlertUrgency) -> Bool { lhs.rank < rhs.rank }
}

/// An official weather alert. The details URL is not optional: a source's terms (and
/// WeatherKit's) require that the user can reach the full alert.
public struct WeatherAlert: Codable, Sendable, Hashable, Identifiable {
    public var id: String
    public var severity: AlertSeverity
    public var urgency: AlertUrgency
    /// Short title, such as "Tornado Watch".
    public var summary: String
    /// Affected area; nil when the source does not say.
    public var region: String?
    public var detailsURL: URL
    /// The issuing agency, such as "National Weather Service".
    public var source: String
    public var effectiveDate: Date?
    public var onsetDate: Date?
    public var expirationDate: Date?
    /// Full text, when the source sends it.
    public var details: String?
    /// The warning's area as the source drew it, for the map; nil when the source gives no
    /// shape (or the alert was cached before shapes were kept).
    public var geometry: AlertGeometry?

    public init(
        id: String, severity: AlertSeverity, urgency: AlertUrgency = .unknown, summary: String,
        region: String?, detailsURL: URL, source: String, effectiveDate: Date? = nil,
        onsetDate: Date? = nil, expirationDate: Date? = nil, details: String? = nil, geometry: AlertGeometry? = nil
    ) {
        self.id = id
        self.severity = severity
        self.urgency = urgency
        self.summary = summary
        self.region = region
        self.detailsURL = detailsURL
        self.source = source
        self.effectiveDate = effectiveDate
        self.onsetDate = onsetDate
        self.expirationDate = expirationDate
        self.details = details
        self.geometry = geometry
    }

    /// The start of the alert's window: onset when known, else when it took effect.
    public var startDate: Date? { onsetDate ?? effectiveDate }
}

extension Sequence where Element == WeatherAlert {
    /// Severity first (extreme first), then urgency, then the earliest start; ties keep a
    /// stable order by summary so the screen does not shuffle between refreshes.
    public func rankedBySeverity() -> [WeatherAlert] {
        sorted { a, b in
            if a.severity != b.severity { return a.severity < b.severity }
            if a.urgency != b.urgency { return a.urgency < b.urgency }
            let aStart = a.startDate ?? .distantFuture
            let bStart = b.startDate ?? .distantFuture
            if aStart != bStart { return aStart < bStart }
            return a.summary < b.summary
        }
    }
}

/// Whether any alert source covers a place: "no alerts" and "nobody would tell us" differ.
public enum AlertAvailability: String, Codable, Sendable {
    case available
    case noSource
}
