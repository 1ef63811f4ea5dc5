import Foundation
import Providers

/// `weatherboard providers`: every forecast provider, what it covers, whether it can be used
/// as configured, and which one is chosen.
struct ProvidersCommand {
    let chosen: String
    let settings: ProviderSettings

    func run() {
        var lines: [String] = []
        for provider in ProviderCatalog.all {
            let marker = provider.identifier == chosen ? "*" : " "
            lines.append("\(marker) \(provider.identifier.padding(toLength: 11, withPad: " ", startingAt: 0)) \(provider.displayName)")
            lines.append("    forecast: \(provider.forecastCoverage)")
            lines.append("    alerts:   \(provider.alertCoverage)")
            lines.append("    status:   \(ProviderCatalog.status(of: provider.identifier, settings: settings))")
        }
        lines.append("")
        lines.append("* = in use. Official alerts come with every provider; weatherboard alerts lists")
        lines.append("the sources and what each covers.")
        lines.append("Choose with --provider NAME or \"provider\" in the config file.")
        Console.lines(lines)
    }
}
