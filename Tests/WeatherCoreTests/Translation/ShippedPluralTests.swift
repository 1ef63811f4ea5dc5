import Testing
import WeatherCore

/// The shipped catalogs' counted texts for 1, 2, 5 and 21, in the languages whose plural rule
/// tells them apart: the rule and the translator's forms together.
@Suite("Plural forms of the shipped catalogs")
struct ShippedPluralTests {
    func hours(_ language: String) -> [String] {
        [1, 2, 5, 21].map { Catalog.shipped(language)(.nextHours, count: $0) }
    }

    func days(_ language: String) -> [String] {
        [1, 2, 5, 21].map { Catalog.shipped(language)(.dayCount, count: $0) }
    }

    @Test func russian() {
        #expect(days("ru") == ["1 день", "2 дня", "5 дней", "21 день"])
        #expect(hours("ru") == ["Прогноз на 1 час", "Прогноз на 2 часа", "Прогноз на 5 часов", "Прогноз на 21 час"])
    }

    @Test func ukrainian() {
        #expect(days("uk") == ["1 день", "2 дні", "5 днів", "21 день"])
        #expect(hours("uk") == ["Прогноз на 1 годину", "Прогноз на 2 години", "Прогноз на 5 годин", "Прогноз на 21 годину"])
    }

    @Test func polishHasOneOnlyForOne() {
        #expect(days("pl") == ["1 dzień", "2 dni", "5 dni", "21 dni"])
        #expect(hours("pl") == ["Najbliższa godzina", "Najbliższe 2 godziny", "Najbliższe 5 godzin", "Najbliższe 21 godzin"])
    }

    @Test func czech() {
        #expect(days("cs") == ["1 den", "2 dny", "5 dní", "21 dní"])
        #expect(hours("cs") == ["Příští hodina", "Příští 2 hodiny", "Příštích 5 hodin", "Příštích 21 hodin"])
    }

    @Test func frenchCountsZeroAsOne() {
        #expect(Catalog.shipped("fr")(.dayCount, count: 0) == "0 jour")
        #expect(days("fr") == ["1 jour", "2 jours", "5 jours", "21 jours"])
    }

    @Test func languagesWithoutPluralsSayTheNumber() {
        #expect(Catalog.shipped("ja")(.dayCount, count: 1) == Catalog.shipped("ja")(.dayCount, count: 5).replacingOccurrences(of: "5", with: "1"))
    }
}
