import Foundation
import Testing
import WeatherCore
@testable import Dashboard

/// The whole demo dashboard in each shipped language: no English word a person reads is left,
/// at every size, on every place, with every overlay. The English words are those of the same
/// frames in English; names (places, alert texts from the sources, services) and unit symbols
/// are data, and a word the language's own catalog uses is that language's (German "Wind").
@Suite("the dashboard in every language")
struct TranslatedDashboardTests {
    static let languages = LanguagePreference.shippedCodes.filter { $0 != Catalog.englishCode }

    /// Unit symbols and abbreviations that are the same in every language.
    static let international: Set<String> = ["km", "mph", "kn", "bft", "hpa", "inhg", "mmhg", "mm", "cm", "in", "mi", "uv", "pm", "aqi", "no", "so", "osc"]

    static func frames(in language: String) -> [String: String] {
        let names = Catalog.namesLocale(ofShipped: language)
        let locale = UserLocale(identifier: names, preferredUnits: .metric, uses24HourClock: true, isUTF8: true, language: language)
        var frames: [String: String] = [:]
        for place in 0..<3 {
            for size in Fixtures.sizes {
                let model = Fixtures.model(Fixtures.demoBoard, selecting: place, locale: locale)
                frames["place \(place) at \(size.width)x\(size.height)"] = render(model, size: size, theme: .plain).plainText
            }
            let overlays: [Overlay] = [.help(), .alertDetail(index: 0), .addPlace(AddPlacePrompt()), .confirmDelete(placeName: "Berlin")]
            for (index, overlay) in overlays.enumerated() {
                var model = Fixtures.model(Fixtures.demoBoard, selecting: place, locale: locale)
                model.overlay = overlay
                frames["place \(place), overlay \(index)"] = render(model, size: TerminalSize(width: 100, height: 32), theme: .plain).plainText
            }
        }
        return frames
    }

    /// Runs of two or more letters, lowercased.
    static func words(_ text: String) -> Set<String> {
        Set(text.split(whereSeparator: { !$0.isLetter }).filter { $0.count >= 2 }.map { $0.lowercased() })
    }

    /// Every word of the demo's data: place names, alert texts, services.
    static var dataWords: Set<String> {
        var texts: [String] = []
        let board = Fixtures.demoBoard
        for place in board.places {
            texts += [place.name, place.adminArea ?? "", place.country ?? ""]
            guard let snapshot = board.state(of: place).snapshot else { continue }
            texts += snapshot.attributions.flatMap { [$0.serviceName, $0.legalText ?? "", $0.legalPageURL.absoluteString] }
            for alert in snapshot.alerts {
                texts += [alert.summary, alert.region ?? "", alert.source, alert.details ?? "", alert.detailsURL.absoluteString]
            }
        }
        return texts.reduce(into: Set<String>()) { $0.formUnion(words($1)) }
    }

    @Test(arguments: languages)
    func noEnglishWordIsLeft(language: String) {
        let english = Self.frames(in: Catalog.englishCode)
        let translated = Self.frames(in: language)
        let ownWords = Catalog.shipped(language).allTexts.reduce(into: Set<String>()) { $0.formUnion(Self.words($1.text)) }
        let allowed = Self.dataWords.union(ownWords).union(Self.international)
        for (name, frame) in translated.sorted(by: { $0.key < $1.key }) {
            let englishWords = Self.words(english[name] ?? "").subtracting(allowed)
            // A word cut short where a popup covers it ("EXTREM" of "EXTREMO") is the language's;
            // a piece of the data's ("torn…" of "Tornado", cut to fit an alert's row) is the data's.
            let left = Self.words(frame).intersection(englishWords).filter { word in
                !ownWords.contains { $0.hasPrefix(word) } && !Self.dataWords.contains { $0.contains(word) }
            }
            #expect(left.isEmpty, "\(language), \(name): English words \(left.sorted()) in\n\(frame)")
        }
    }

    /// Each panel's title whole at 80x24, in every language: long German words and wide
    /// Japanese ones must not be cut in a border.
    @Test(arguments: LanguagePreference.shippedCodes)
    func panelTitlesAreWholeAt80x24(language: String) {
        let names = Catalog.namesLocale(ofShipped: language)
        let locale = UserLocale(identifier: names, preferredUnits: .metric, uses24HourClock: true, isUTF8: true, language: language)
        let words = Catalog.shipped(language)
        for place in 0..<3 {
            let model = Fixtures.model(Fixtures.demoBoard, selecting: place, locale: locale)
            let frame = render(model, size: TerminalSize(width: 80, height: 24), theme: .plain).plainText
            let hours = [words(.nextHours, count: 12), words(.nextHours, count: 48)]
            #expect(hours.contains { frame.contains("╭ \($0) ─") }, "\(language), place \(place): the hours' title\n\(frame)")
            #expect(frame.contains("╭ \(words(.dayCount, count: 10)) ─"), "\(language), place \(place): the days' title\n\(frame)")
            #expect(frame.contains(words(.alertsTitle)), "\(language), place \(place): the alerts' title\n\(frame)")
        }
    }
}
