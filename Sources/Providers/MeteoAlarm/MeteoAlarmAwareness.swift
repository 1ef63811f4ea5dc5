import Foundation
import WeatherCore

/// MeteoAlarm's awareness level, the colour its map shows: the `awareness_level` parameter,
/// `"<n>; <colour>; <CAP severity>"` ("2; yellow; Moderate").
///
/// The colour decides the severity (docs/alerts.md, "MeteoAlarm"): it is what meteoalarm.org shows, and
/// it means the same for every service, while the CAP `severity` some services send does not
/// (DWD labels an orange warning "Moderate" and a yellow one "Minor").
enum MeteoAlarmAwareness: Int, Sendable {
    case green = 1, yellow, orange, red

    /// From the number, else the colour word; nil when the block has no usable level.
    init?(_ info: CAPInfo) {
        guard let text = info.parameter("awareness_level") else { return nil }
        let fields = text.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        if let number = fields.first.flatMap({ Int($0) }), let level = Self(rawValue: number) {
            self = level
            return
        }
        let colours: [String: Self] = ["green": .green, "yellow": .yellow, "orange": .orange, "amber": .orange, "red": .red]
        guard let level = fields.lazy.compactMap({ colours[$0] }).first else { return nil }
        self = level
    }

    /// Green is MeteoAlarm's "no warning" entry, which a feed lists for every region and hazard.
    var isWarning: Bool { self != .green }

    var severity: AlertSeverity {
        switch self {
        case .green: .minor
        case .yellow: .moderate
        case .orange: .severe
        case .red: .extreme
        }
    }

    /// The severity policy: the awareness colour where the block has one, else the service's
    /// own CAP severity.
    static func severity(of info: CAPInfo) -> AlertSeverity {
        Self(info)?.severity ?? info.severity
    }

    /// "yellow Tåge" → "Tåge": DMI and others put the colour in front of the event name, which
    /// the severity label already says. What is left starts with a capital, as a title does
    /// (DHMZ's "Yellow wind warning" is "Wind warning", not "wind warning"). A name that is
    /// only a colour is kept.
    static func withoutColourPrefix(_ name: String?) -> String? {
        guard let name else { return nil }
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let space = trimmed.firstIndex(where: \.isWhitespace) else { return trimmed }
        let first = trimmed[..<space].lowercased()
        guard ["green", "yellow", "orange", "amber", "red"].contains(first) else { return trimmed }
        let rest = trimmed[space...].trimmingCharacters(in: .whitespaces)
        guard let initial = rest.first else { return trimmed }
        return initial.uppercased() + rest.dropFirst()
    }
}
