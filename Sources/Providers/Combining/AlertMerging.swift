import Foundation
import WeatherCore

/// Joins alerts from several sources into one list for the screen.
enum AlertMerging {
    /// Drops alerts that expired before `now` and second copies of one warning, then ranks
    /// the rest with `rankedBySeverity()`. Earlier lists win a duplicate, so the caller passes
    /// the forecast provider's alerts first: WeatherKit's terms want its own alerts shown with
    /// its links, and the official copy adds nothing the user would miss.
    static func merged(_ lists: [[WeatherAlert]], now: Date) -> [WeatherAlert] {
        var kept: [WeatherAlert] = []
        for alert in lists.joined() {
            if let expiration = alert.expirationDate, expiration <= now { continue }
            if kept.contains(where: { isDuplicate($0, alert) }) { continue }
            kept.append(alert)
        }
        return kept.rankedBySeverity()
    }

    /// The same id, or the same warning relayed by a second source: same event name and
    /// severity, and time windows that overlap. Ids differ between sources (WeatherKit has its
    /// own), which is why the content comparison is needed at all.
    static func isDuplicate(_ a: WeatherAlert, _ b: WeatherAlert) -> Bool {
        if a.id == b.id { return true }
        guard a.severity == b.severity, normalized(a.summary) == normalized(b.summary) else { return false }
        let aStart = a.startDate ?? .distantPast
        let bStart = b.startDate ?? .distantPast
        let aEnd = a.expirationDate ?? .distantFuture
        let bEnd = b.expirationDate ?? .distantFuture
        return aStart <= bEnd && bStart <= aEnd
    }

    private static func normalized(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }
}
