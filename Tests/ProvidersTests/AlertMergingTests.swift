import Foundation
import Testing
@testable import Providers
import TestSupport
import WeatherCore

/// The merge against the rule it stands for, spelled out the plain way: each alert compared with
/// every alert kept before it. Random lists are shaped to collide: few ids shared between the
/// lists, few summaries that differ only in case and blanks, windows on a coarse grid so that
/// they touch as often as they overlap, open starts and ends, expired alerts.
@Suite("Alert merging")
struct AlertMergingTests {
    let now = Date(timeIntervalSince1970: 1_787_311_000)

    /// The same id, or the same severity and summary (blanks around it and case aside) with
    /// windows that overlap or touch; an unknown start is the distant past, an unknown end the
    /// distant future.
    static func isDuplicate(_ kept: WeatherAlert, _ alert: WeatherAlert) -> Bool {
        if kept.id == alert.id { return true }
        func normalized(_ text: String) -> String { text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() }
        guard kept.severity == alert.severity, normalized(kept.summary) == normalized(alert.summary) else { return false }
        return (kept.startDate ?? .distantPast) <= (alert.expirationDate ?? .distantFuture)
            && (alert.startDate ?? .distantPast) <= (kept.expirationDate ?? .distantFuture)
    }

    static func reference(_ lists: [[WeatherAlert]], now: Date) -> [WeatherAlert] {
        var kept: [WeatherAlert] = []
        for alert in lists.joined() {
            if let expiration = alert.expirationDate, expiration <= now { continue }
            if kept.contains(where: { isDuplicate($0, alert) }) { continue }
            kept.append(alert)
        }
        return kept.rankedBySeverity()
    }

    /// An alert from small pools, so that lists of a few dozen collide in every way the rule knows.
    static func randomAlert(index: Int, now: Date, summaries: [String], using random: inout SeededGenerator) -> WeatherAlert {
        func time() -> Date? {
            switch Int.random(in: 0..<10, using: &random) {
            case 0: nil
            case 1: Date(timeIntervalSinceReferenceDate: .nan)
            default: now + Double(Int.random(in: -4...8, using: &random)) * 3600
            }
        }
        let start = time()
        let end = time().map { max($0, start ?? $0) }
        return WeatherAlert(
            id: Bool.random(using: &random) ? "id-\(Int.random(in: 0..<12, using: &random))" : "unique-\(index)",
            severity: AlertSeverity.allCases.randomElement(using: &random) ?? .unknown,
            urgency: AlertUrgency.allCases.randomElement(using: &random) ?? .unknown,
            summary: summaries.randomElement(using: &random) ?? "",
            region: nil, detailsURL: URL(fileURLWithPath: "/"), source: "test",
            effectiveDate: Bool.random(using: &random) ? time() : nil, onsetDate: Bool.random(using: &random) ? start : nil,
            expirationDate: end)
    }

    /// An alert compared field by field, its dates by their bits: an impossible (NaN) date is
    /// never equal to itself, nor can it be described.
    struct Fingerprint: Equatable {
        let id: String, summary: String, severity: AlertSeverity, urgency: AlertUrgency
        let dates: [UInt64?]

        init(_ alert: WeatherAlert) {
            id = alert.id
            summary = alert.summary
            severity = alert.severity
            urgency = alert.urgency
            dates = [alert.effectiveDate, alert.onsetDate, alert.expirationDate].map { $0?.timeIntervalSinceReferenceDate.bitPattern }
        }
    }

    @Test func theMergeKeepsAndRanksExactlyWhatTheRuleKeeps() {
        var random = SeededGenerator(seed: FuzzBudget.fromEnvironment().seed)
        let summaries = ["Wind warning", " wind WARNING\n", "Wind Warning", "Frost", "frost ", "Heavy rain", "", "Gewitter"]
        for round in 0..<400 {
            var index = 0
            let lists = (0..<Int.random(in: 1...4, using: &random)).map { _ in
                (0..<Int.random(in: 0...30, using: &random)).map { _ in
                    index += 1
                    return Self.randomAlert(index: index, now: now, summaries: summaries, using: &random)
                }
            }
            let merged = AlertMerging.merged(lists, now: now).map(Fingerprint.init)
            let expected = Self.reference(lists, now: now).map(Fingerprint.init)
            #expect(merged == expected, "round \(round)")
            if merged != expected { return }
        }
    }

    /// One summary and severity throughout, windows one after another: every alert is compared
    /// with a long run of kept ones that share its summary.
    @Test func manyWindowsOfOneWarningAreKeptApartAndTheirCopiesDropped() {
        let windows = (0..<300).map { hour in
            WeatherAlert(
                id: "dwd-\(hour)", severity: .moderate, summary: "Frost", region: nil, detailsURL: URL(fileURLWithPath: "/"),
                source: "DWD", onsetDate: now + Double(hour) * 3600, expirationDate: now + Double(hour) * 3600 + 1800)
        }
        let relayed = windows.map { alert in
            var copy = alert
            copy.id = "relay-" + alert.id
            copy.onsetDate = alert.onsetDate.map { $0 + 900 }
            copy.expirationDate = alert.expirationDate.map { $0 + 1200 }
            return copy
        }
        let between = windows.map { alert in
            var gap = alert
            gap.id = "gap-" + alert.id
            gap.onsetDate = alert.expirationDate.map { $0 + 1260 }
            gap.expirationDate = alert.expirationDate.map { $0 + 1700 }
            return gap
        }
        let lists = [windows, relayed.reversed(), between]
        let merged = AlertMerging.merged(lists, now: now)
        #expect(merged == Self.reference(lists, now: now))
        #expect(Set(merged.map(\.id)) == Set(windows.map(\.id) + between.map(\.id)), "each relay overlaps its own warning")
    }
}
