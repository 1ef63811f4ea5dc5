import Foundation
import WeatherCore

/// Brazil's Instituto Nacional de Meteorologia: its warnings in force for the whole country in
/// one answer (`INMETWarningResponse`), each placed on the point by its polygon; the service's
/// row is `AlertService.inmet`.
///
/// Levels are INMET's three, as its own CAP messages map them: "Perigo Potencial" (yellow) is
/// moderate, "Perigo" (orange) severe, "Grande Perigo" (red) extreme. Times are on Brasília's
/// wall clock, the clock INMET's portal shows. A warning without a polygon that can be read is
/// counted as could not be placed, never left out silently.
struct INMETWarningFeed: AlertFeed {
    /// The issuer each warning names, as INMET writes its own name.
    static let issuer = "Instituto Nacional de Meteorologia (INMET)"
    /// INMET's warnings portal, for warnings, which carry no link of their own.
    static let warningsPage = URL(string: "https://alertas2.inmet.gov.br/") ?? URL(fileURLWithPath: "/")
    /// Brasília time, in which `inicio` and `fim` are written.
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "America/Sao_Paulo") ?? TimeZone(secondsFromGMT: -3 * 3600) ?? .current
        return calendar
    }()

    func urls(for place: Place, endpoint: ServiceEndpoint) -> [URL]? {
        endpoint.url(path: "/avisos/ativos", query: []).map { [$0] }
    }

    func findings(from body: Data, for place: Place, now: Date) throws(ResponseDecodingError) -> AlertReport.Findings {
        let response = try INMETWarningResponse.decode(body)
        let point = GeoPoint(latitude: place.latitude, longitude: place.longitude)
        var alerts: [WeatherAlert] = []
        var unplaced = 0
        for warning in response.today + response.later where warning.ended != true {
            let end = warning.end.flatMap { WallClockTime.date(from: $0, in: Self.calendar) }
            if let end, end <= now { continue }
            guard let area = GeoJSONGeometry.area(fromText: warning.polygon) else {
                unplaced += 1
                continue
            }
            guard area.contains(point), var alert = Self.alert(warning, ending: end) else { continue }
            alert.geometry = AlertGeometry(outerRingsOf: area)
            // INMET lists an updated warning beside the one it replaces only under a new code.
            if !alerts.contains(where: { $0.id == alert.id }) { alerts.append(alert) }
        }
        let country = place.resolvedCountryCode ?? "BR"
        return AlertReport.Findings(
            alerts: alerts,
            unplaced: unplaced == 0 ? nil : UnplacedAlerts(source: "INMET", count: unplaced, countryCode: country, detailsURL: Self.warningsPage))
    }

    /// The warning as the dashboard shows it: "Chuvas Intensas (Perigo)", its level's severity,
    /// its risks and instructions as the text.
    static func alert(_ warning: INMETWarningResponse.Warning, ending end: Date?) -> WeatherAlert? {
        let event = NonBlankText.of(warning.event).map { TerminalText.sanitized($0) }
        let level = NonBlankText.of(warning.level).map { TerminalText.sanitized($0) }
        let id = NonBlankText.of(warning.code) ?? MadeIdentifier.of([warning.event, warning.level, warning.start, warning.end])
        // A warning without a name is still a warning in force: it is named by its code.
        guard let id, let title = event.map({ name in level.map { "\(name) (\($0))" } ?? name }) ?? level
            ?? NonBlankText.of(warning.code).map({ TerminalText.sanitized($0) }) else { return nil }
        let start = warning.start.flatMap { WallClockTime.date(from: $0, in: calendar) }
        let paragraphs = (warning.risks ?? []) + (warning.instructions ?? [])
        return WeatherAlert(
            id: id, severity: severity(level: warning.level, number: warning.levelNumber), summary: title,
            region: NonBlankText.of(warning.states).map { TerminalText.sanitized($0) }.map { $0.replacingOccurrences(of: ",", with: ", ") },
            detailsURL: warningsPage, source: issuer, effectiveDate: start, onsetDate: start, expirationDate: end,
            details: AlertDetails.text(paragraphs.map { TerminalText.sanitized($0) }))
    }

    /// The policy in the type's comment, by INMET's words, else by its level numbers as the
    /// saved answer pairs them (6 "Perigo Potencial", 7 "Perigo"; the number of "Grande
    /// Perigo" was not seen, so it is known by its words only).
    static func severity(level: String?, number: Int?) -> AlertSeverity {
        switch level?.trimmingCharacters(in: .whitespaces).lowercased() {
        case "perigo potencial": return .moderate
        case "perigo": return .severe
        case "grande perigo": return .extreme
        default: break
        }
        switch number {
        case 6: return .moderate
        case 7: return .severe
        default: return .unknown
        }
    }
}
