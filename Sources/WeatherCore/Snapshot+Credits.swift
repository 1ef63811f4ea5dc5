import Foundation

extension Snapshot {
    /// Everyone to credit where this snapshot is shown: the sources of its data, then whoever
    /// named its place when their licence asks for it (OpenStreetMap, for a position named by
    /// Nominatim). The place's credit travels with the place, so a snapshot fetched before the
    /// place was named credits it as soon as it shows the new name.
    public var credits: [WeatherAttribution] {
        guard let nameAttribution = place.nameAttribution, !attributions.contains(nameAttribution) else { return attributions }
        return attributions + [nameAttribution]
    }
}

extension WeatherAttribution {
    /// "© OpenStreetMap contributors (ODbL) https://www.openstreetmap.org/copyright": the credit
    /// as one line of plain text, for the command line's listings.
    public var line: String {
        [TerminalText.sanitized(serviceName), legalText.map { "(\(TerminalText.sanitized($0)))" }, TerminalText.sanitized(legalPageURL.absoluteString)]
            .compactMap { $0 }.joined(separator: " ")
    }
}
