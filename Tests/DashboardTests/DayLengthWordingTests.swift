import Foundation
import Testing
import WeatherCore
@testable import Dashboard

/// The day's length in every language in one wording: cards of one width word it one way for
/// every place ("8 h 2 min" beside "9h 39m" was two), and Japanese and Chinese in their own
/// words ("8時間2分", never "8h2m").
@Suite struct DayLengthWordingTests {
    /// Wednesday 2 December 2026, 12:05 UTC: Berlin's day is about 8 hours, Tokyo's and
    /// Oklahoma City's nearer 10, so the hours have one digit or two.
    static let winter = Date(timeIntervalSince1970: 1_796_213_100)
    static let languages = ["en", "de", "fi", "el", "ru", "ja", "zh-Hans", "zh-Hant", "ko"]
    static let widths = [60, 80, 100, 120, 160, 200]

    /// The day length the card shows for the place at `index`, nil where the card has none.
    func dayLength(language: String, place index: Int, width: Int) -> String? {
        let locale = UserLocale(
            identifier: Catalog.namesLocale(ofShipped: language), preferredUnits: .metric, uses24HourClock: true, isUTF8: true,
            language: language)
        var model = Fixtures.model(DemoData.boardState(now: Self.winter), selecting: index, locale: locale)
        model.now = Self.winter
        let words = Catalog.shipped(language)
        let label = words(.dayLength) + " "
        let text = render(model, size: TerminalSize(width: width, height: 40), theme: .plain).plainText
        guard let line = text.split(separator: "\n").first(where: { $0.contains(label) && $0.contains(words(.sunset)) }),
              let start = line.range(of: label)?.upperBound else { return nil }
        // The value runs to the card's border or the gap before the next item.
        let rest = line[start...]
        let end = [rest.range(of: "   ")?.lowerBound, rest.range(of: " │")?.lowerBound, rest.firstIndex(of: "│")].compactMap { $0 }.min() ?? rest.endIndex
        return String(rest[..<end])
    }

    /// Whether `text` starts with the long wording of some hours and minutes in `words`.
    func isLong(_ text: String, words: Catalog) -> Bool {
        let digits = "88"
        let templates: [Phrase] = [.skyHoursMinutes, .skyHours, .skyMinutes]
        return templates.contains { phrase in
            let pattern = NSRegularExpression.escapedPattern(for: words(phrase, ["hours": digits, "minutes": digits]))
                .replacingOccurrences(of: digits, with: "[0-9]+")
            return text.range(of: "^" + pattern, options: .regularExpression) != nil
        }
    }

    @Test(arguments: languages)
    func oneWidthWordsEveryPlacesDayLengthAlike(language: String) {
        let words = Catalog.shipped(language)
        for width in Self.widths {
            let lengths = (0..<3).compactMap { dayLength(language: language, place: $0, width: width) }
            let forms = Set(lengths.map { isLong($0, words: words) })
            #expect(forms.count <= 1, "\(language) at \(width) columns: \(lengths)")
            // A change is given for every place or none.
            #expect(Set(lengths.map { $0.contains("(") }).count <= 1, "\(language) at \(width) columns: \(lengths)")
        }
    }

    @Test(arguments: ["ja", "zh-Hans", "zh-Hant"])
    func chineseAndJapaneseSayHoursAndMinutesInTheirOwnWords(language: String) {
        for width in Self.widths {
            for place in 0..<3 {
                guard let length = dayLength(language: language, place: place, width: width) else { continue }
                #expect(length.range(of: "[0-9]+[hm]", options: .regularExpression) == nil, "\(language) at \(width) columns: \(length)")
            }
        }
        if language == "ja" {
            let berlin = dayLength(language: "ja", place: 0, width: 200)
            #expect(berlin?.hasPrefix("8時間") == true, "\(berlin ?? "none")")
        }
    }
}
