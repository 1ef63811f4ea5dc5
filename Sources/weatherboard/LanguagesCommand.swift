import Dashboard
import WeatherCore

/// `weatherboard languages`: each shipped catalog's code, the first word of its line for
/// shell completions, then its name in itself and in English; the one in use is marked.
struct LanguagesCommand {
    let chosen: String
    let words: Catalog

    func run() {
        let catalogs = LanguagePreference.shippedCodes.map(Catalog.shipped)
        let width = (catalogs.map(\.code.count).max() ?? 0) + 2
        var lines = catalogs.map { catalog in
            let code = catalog.code.padding(toLength: width, withPad: " ", startingAt: 0)
            let name = catalog.name == catalog.englishName ? catalog.name : "\(catalog.name) — \(catalog.englishName)"
            return "\(code)\(name)\(catalog.code == chosen ? " *" : "")"
        }
        lines.append("")
        lines += TextLayout.wrapped(words(.languagesInUse), width: Console.width)
        Console.lines(lines)
    }
}
