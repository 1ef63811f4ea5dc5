import Foundation

/// What a saved place's tab needs of one of its warnings to mark it: how severe, and until
/// when it is in force. The marks of every place a frame does not show come from one small
/// index per provider (`AlertMarkIndex`) instead of a file per place.
public struct AlertMark: Sendable, Hashable, Codable {
    public var severity: AlertSeverity
    /// nil: in force until a newer forecast says otherwise, as for the warning itself.
    public var expirationDate: Date?

    public init(severity: AlertSeverity, expirationDate: Date?) {
        self.severity = severity
        self.expirationDate = expirationDate
    }
}

extension Snapshot {
    /// Its warnings' marks, in the warnings' order.
    public var alertMarks: [AlertMark] {
        alerts.map { AlertMark(severity: $0.severity, expirationDate: $0.expirationDate) }
    }
}
