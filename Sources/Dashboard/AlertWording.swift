import Foundation
import WeatherCore

/// The words around an alert's own text, wherever an alert is shown (the alerts panel, its
/// detail overlay, the status line): its severity, its time window and its area.
enum AlertWording {
    /// "EXTREME", "UNWETTER": the severity's name in capitals, as the language writes them.
    static func severity(_ severity: AlertSeverity, words: Catalog) -> String {
        severity.name(in: words).uppercased(with: Locale(identifier: words.code))
    }

    /// "Sat 14:00 – Sun 06:00", "until Sun 06:00", "from Sat 14:00", in `clock`'s time.
    static func window(of alert: WeatherAlert, clock: LocalClock, glyphs: Glyphs, words: Catalog) -> String {
        let dash = glyphs.set == .ascii ? " - " : " – "
        switch (alert.startDate, alert.expirationDate) {
        case let (start?, end?): return words(.alertFromUntil, ["start": clock.weekdayTime(start), "dash": dash, "end": clock.weekdayTime(end)])
        case let (nil, end?): return words(.alertUntil, ["time": clock.weekdayTime(end)])
        case let (start?, nil): return words(.alertFrom, ["time": clock.weekdayTime(start)])
        case (nil, nil): return words(.alertTimeNotGiven)
        }
    }

    /// The area as the source names it (already cleaned for the terminal), or words saying it
    /// named none.
    static func area(_ cleanedRegion: String?, words: Catalog) -> String {
        cleanedRegion.flatMap { $0.isEmpty ? nil : $0 } ?? words(.affectedAreaUnavailable)
    }

    /// "Warnings in force in Croatia that could not be matched to Split: 3", the country named
    /// in the user's language.
    static func unplaced(_ unplaced: UnplacedAlerts, place: Place, locale: UserLocale) -> String {
        let country = Locale(identifier: locale.identifier).localizedString(forRegionCode: unplaced.countryCode)
        return locale.words(.alertsUnplaced, [
            "area": TerminalText.sanitized(country ?? unplaced.countryCode), "place": TerminalText.sanitized(place.name),
            "count": "\(unplaced.count)",
        ])
    }
}
