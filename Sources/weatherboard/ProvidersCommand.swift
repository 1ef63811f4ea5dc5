import Dashboard
import Foundation
import Providers
import WeatherCore

/// `weatherboard providers`: every forecast provider, what it covers, whether it can be used
/// as configured, and which one is chosen.
struct ProvidersCommand {
    let chosen: String
    let settings: ProviderSettings
    let words: Catalog

    func run() {
        var lines: [String] = []
        // The labels' column fits the longest label in this language ("alerts:   ").
        let labels = [words(.providerForecastLabel), words(.providerAlertsLabel), words(.providerStatusLabel)].map { $0 + ":" }
        let labelWidth = (labels.map(DisplayWidth.of).max() ?? 0) + 1
        func labelled(_ label: String, _ value: String) -> String {
            "    " + label + String(repeating: " ", count: max(1, labelWidth - DisplayWidth.of(label))) + value
        }
        for provider in ProviderCatalog.all {
            let marker = provider.identifier == chosen ? "*" : " "
            lines.append("\(marker) \(provider.identifier.padding(toLength: 11, withPad: " ", startingAt: 0)) \(provider.displayName)")
            lines.append(labelled(labels[0], words(provider.forecastCoverage)))
            lines.append(labelled(labels[1], words(provider.alertCoverage)))
            lines.append(labelled(labels[2], ProviderCatalog.status(of: provider.identifier, settings: settings, words: words)))
        }
        lines.append("")
        lines += TextLayout.wrapped(words(.providersInUse), width: Console.width)
        lines += TextLayout.wrapped(words(.providersChoose), width: Console.width)
        Console.lines(lines)
    }
}
