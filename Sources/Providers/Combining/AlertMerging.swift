import Foundation
import WeatherCore

/// Joins alerts from several sources into one list for the screen.
enum AlertMerging {
    /// Drops alerts that expired before `now` and second copies of one warning, then ranks
    /// the rest with `rankedBySeverity()`. Earlier lists win a duplicate, so the caller passes
    /// the forecast provider's alerts first: WeatherKit's terms want its own alerts shown with
    /// its links, and the official copy adds nothing the user would miss.
    ///
    /// A second copy is the same id, or the same warning relayed by a second source: same
    /// severity and summary (blanks around it and case aside), and a time window that overlaps
    /// or touches a kept copy's (an unknown start is the distant past, an unknown end the
    /// distant future). Ids differ between sources (WeatherKit has its own), which is why the
    /// content comparison is needed at all.
    ///
    /// Each alert is looked up among those kept (its id in a set, its window among the kept
    /// windows of its severity and summary), never compared with each of them, so that a
    /// service sending thousands of warnings costs n log n, not n².
    static func merged(_ lists: [[WeatherAlert]], now: Date) -> [WeatherAlert] {
        let candidates = lists.joined().filter { alert in
            guard let expiration = alert.expirationDate else { return true }
            return expiration > now
        }
        var windowsByWarning: [Warning: [Window]] = [:]
        for alert in candidates {
            windowsByWarning[Warning(alert), default: []].append(Window(alert))
        }
        var keptWindows = windowsByWarning.mapValues { WindowIndex(candidates: $0) }
        var keptIDs: Set<String> = []
        var kept: [WeatherAlert] = []
        for alert in candidates where !keptIDs.contains(alert.id) {
            let warning = Warning(alert), window = Window(alert)
            if keptWindows[warning]?.overlapsAny(window) == true { continue }
            keptWindows[warning]?.insert(window)
            keptIDs.insert(alert.id)
            kept.append(alert)
        }
        return kept.rankedBySeverity()
    }

    /// What two copies of one warning share whichever source sent them.
    private struct Warning: Hashable {
        let severity: AlertSeverity
        let summary: String

        init(_ alert: WeatherAlert) {
            severity = alert.severity
            summary = alert.summary.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        }
    }

    /// An alert's time window in seconds. `Date` compares "at or before" as "not after", which
    /// holds for a date that is not a number (an impossible one that got this far): such a
    /// start is taken as the earliest time and such an end as the latest, which answers every
    /// comparison the same way.
    private struct Window {
        let start: Double
        let end: Double

        init(_ alert: WeatherAlert) {
            let start = (alert.startDate ?? .distantPast).timeIntervalSinceReferenceDate
            let end = (alert.expirationDate ?? .distantFuture).timeIntervalSinceReferenceDate
            self.start = start.isNaN ? -.infinity : start
            self.end = end.isNaN ? .infinity : end
        }
    }

    /// The windows kept so far of one warning, asked whether a new window overlaps or touches
    /// any of them: some kept window starts at or before the new one's end and ends at or after
    /// its start. A Fenwick tree over the starts known in advance (every candidate's) holds the
    /// latest end among the kept windows that start at or before each of them, so both the
    /// question and keeping a window cost log n.
    private struct WindowIndex {
        /// Every candidate's start, sorted, without repeats.
        private let starts: [Double]
        /// 1-based Fenwick tree: the latest end of the kept windows over a range of `starts`,
        /// nil while none of them is kept.
        private var latestEnds: [Double?]

        init(candidates: [Window]) {
            starts = Array(Set(candidates.map(\.start))).sorted()
            latestEnds = Array(repeating: nil, count: starts.count + 1)
        }

        func overlapsAny(_ window: Window) -> Bool {
            // The kept windows that start no later than this one ends, and the latest of their ends.
            var position = startsUpTo(window.end)
            var latestEnd: Double?
            while position > 0 {
                if let end = latestEnds[position] { latestEnd = max(latestEnd ?? end, end) }
                position &= position - 1
            }
            return latestEnd.map { $0 >= window.start } ?? false
        }

        mutating func insert(_ window: Window) {
            var position = startsUpTo(window.start)
            while position < latestEnds.count {
                latestEnds[position] = max(latestEnds[position] ?? window.end, window.end)
                position += position & -position
            }
        }

        /// How many of `starts` are at or before `time`.
        private func startsUpTo(_ time: Double) -> Int {
            var low = 0, high = starts.count
            while low < high {
                let middle = (low + high) / 2
                if starts[middle] <= time { low = middle + 1 } else { high = middle }
            }
            return low
        }
    }
}
