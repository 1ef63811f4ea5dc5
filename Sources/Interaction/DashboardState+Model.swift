import Dashboard
import Foundation
import WeatherCore

extension DashboardState {
    /// What `render` draws for this state.
    public var model: DashboardModel {
        DashboardModel(
            board: board, now: now, units: units, locale: settings.locale, glyphs: glyphs,
            supportsHyperlinks: settings.supportsHyperlinks, overlay: overlay,
            alertScroll: alertScroll, dayScroll: dayScroll, focus: focus, chartCursor: chartCursor, chartShowsPast: chartShowsPast, selectedAlert: selectedAlert, isDemo: settings.isDemo,
            statusMessage: status?.text, minimumAlertSeverity: settings.minimumAlertSeverity,
            help: HelpContent(entries: KeyTable.helpEntries(in: settings.locale.words), footer: settings.helpFooter), keyHints: keyHints,
            airQualityScale: settings.airQualityScale)
    }

    /// The keys hints on screen name, as the key table has them.
    var keyHints: KeyHints {
        let ascii = glyphs == .ascii, words = settings.locale.words
        func keys(_ action: DashboardAction) -> String { KeyTable.keys(for: action, ascii: ascii, in: words) ?? "?" }
        return KeyHints(
            help: keys(.showHelp), refresh: keys(.refresh), addPlace: keys(.addPlace), quit: keys(.quit), // 1–9 jump to a place; the first is 1.
            firstPlace: "1")
    }
}
