import Foundation
import Providers
import WeatherCore

/// `weatherboard alerts`: every official alert source with what it covers, and which of them
/// serves each saved place, so a user can see why a place has (or has no) warnings.
struct AlertSourcesCommand {
    let app: AppEnvironment

    func run() throws(CommandFailure) {
        let sources = app.alertSources
        let words = app.locale.words
        let width = (sources.map(\.displayName.count).max() ?? 0) + 2
        var lines = [words(.alertSourcesHeading)]
        for source in sources {
            lines.append("  " + source.displayName.padding(toLength: width, withPad: " ", startingAt: 0) + source.coverage)
        }
        let saved = try app.loadSavedPlaces()
        lines.append("")
        if saved.places.isEmpty {
            lines.append(words(.placesNoneSaved))
        } else {
            lines.append(words(.alertSourcesSavedPlaces))
            for (index, place) in saved.places.enumerated() {
                let serving = sources.filter { $0.covers(place) }.map(\.displayName)
                let country = place.resolvedCountryCode.map { " (\($0))" } ?? ""
                let answer = serving.isEmpty ? words(.noAlertSourceCovers) : serving.joined(separator: ", ")
                lines.append("  \(index + 1). \(place.name)\(country): \(answer)")
            }
        }
        Console.lines(lines)
    }
}
