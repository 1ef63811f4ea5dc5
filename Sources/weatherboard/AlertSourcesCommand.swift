import Dashboard
import Foundation
import Providers
import WeatherCore

/// `weatherboard alerts`: every official alert source with what it covers and the page of its
/// terms, and which of them serves each saved place, so a user can see why a place has (or has no) warnings.
struct AlertSourcesCommand {
    let app: AppEnvironment

    func run() throws(CommandFailure) {
        let sources = app.alertSources
        let words = app.locale.words
        let fallbackIsAsked = sources.contains { $0.identifier == AlertService.fallback.identifier }
        func name(_ source: any AlertSource) -> String { SourceNames.name(source.displayName, in: words) }
        // The names' column fits the longest name in this language, measured as the terminal shows it.
        let width = (sources.map { DisplayWidth.of(name($0)) }.max() ?? 0) + 2
        var lines = [words(.alertSourcesHeading)]
        for source in sources {
            let padding = String(repeating: " ", count: width - DisplayWidth.of(name(source)))
            let coverage = source.coverage.map { words($0) } ?? ""
            // A feed not confirmed against a real payload says so, and that the fallback is asked beside it.
            let saysUnconfirmed = !source.replacesFallback && fallbackIsAsked
            lines.append("  " + name(source) + padding + (saysUnconfirmed ? words(.unconfirmedAlertSource, ["coverage": coverage]) : coverage))
            // Its terms under it, where a user can read what they may do with the warnings.
            if let terms = source.termsURL {
                lines.append("  " + String(repeating: " ", count: width) + TerminalText.sanitized(terms.absoluteString))
            }
        }
        let saved = try app.loadSavedPlaces()
        lines.append("")
        if saved.places.isEmpty {
            lines.append(words(.placesNoneSaved))
        } else {
            lines.append(words(.alertSourcesSavedPlaces))
            for (index, place) in saved.places.enumerated() {
                let serving = sources.filter { $0.covers(place) }.map(name)
                let country = place.resolvedCountryCode.map { " (\($0))" } ?? ""
                let answer = serving.isEmpty ? words(.noAlertSourceCovers) : serving.joined(separator: ", ")
                lines.append("  \(index + 1). \(place.name)\(country): \(answer)")
            }
        }
        Console.lines(lines)
    }
}
