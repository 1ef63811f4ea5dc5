import Foundation
import Testing
import WeatherCore
@testable import Dashboard

/// The sun, the moon and what is changing on the full current card, where it has room.
@Suite struct SkyOnTheCardTests {
    let wide = TerminalSize(width: 120, height: 40)

    func text(_ snapshot: Snapshot, now: Date = Fixtures.now, size: TerminalSize) -> String {
        var model = Fixtures.model(Fixtures.board(with: .loaded(snapshot, .fresh)))
        model.now = now
        return render(model, size: size, theme: .plain).plainText
    }

    func berlin() throws -> Snapshot { try #require(Fixtures.snapshot(DemoData.berlin)) }

    @Test func theCardGivesDayLengthAndTheMoon() throws {
        let sky = Astronomy(place: DemoData.berlin, at: Fixtures.now)
        let widest = text(try berlin(), size: TerminalSize(width: 200, height: 60))
        #expect(widest.contains("Day " + SkyText.dayLength(sky, words: .english)))
        #expect(widest.contains("Moon " + SkyText.moon(sky, words: .english)))
        let narrower = text(try berlin(), size: wide)
        #expect(narrower.contains("Day " + SkyText.dayLength(sky, words: .english, compact: true, withChange: false)), "shortened to fit the card")
    }

    @Test func compactDayLength() {
        let sky = Astronomy(place: DemoData.berlin, at: Fixtures.now)
        #expect(SkyText.dayLength(sky, words: .english, compact: true).hasPrefix("14h "))
        #expect(SkyText.dayLength(sky, words: .english, compact: true).hasSuffix("m (-4m)") || SkyText.dayLength(sky, words: .english, compact: true).hasSuffix("m (-3m)"))
    }

    /// 22 August 2026 in Berlin: about 14 h 12 min, 3 or 4 minutes shorter than the day before.
    @Test func dayLengthReadsInHoursAndMinutesWithTheChange() {
        let sky = Astronomy(place: DemoData.berlin, at: Fixtures.now)
        let text = SkyText.dayLength(sky, words: .english)
        #expect(text.hasPrefix("14 h "))
        #expect(text.hasSuffix(" min (-3 min)") || text.hasSuffix(" min (-4 min)"), "\(text)")
    }

    @Test func polarNightSaysSoInsteadOfSunriseAndSunset() throws {
        var snapshot = try berlin()
        snapshot.place = Place(name: "Tromsø", latitude: 69.65, longitude: 18.96, timeZoneIdentifier: "Europe/Oslo")
        snapshot.daily = snapshot.daily.map { var day = $0; day.sunrise = nil; day.sunset = nil; return day }
        // 21 December 2026, 12:00 UTC.
        let midwinter = Date(timeIntervalSince1970: 1_797_854_400)
        let screen = text(snapshot, now: midwinter, size: wide)
        #expect(screen.contains("Polar night: the sun does not rise"))
        #expect(!screen.contains("Sunrise --"))
    }

    /// The sun and moon in German words, from the German catalog.
    @Test func theSkyInGerman() throws {
        let german = Catalog.shipped("de")
        let sky = Astronomy(place: DemoData.berlin, at: Fixtures.now)
        let phase = sky.moon.phase.name(in: german)
        #expect(SkyText.moon(sky, words: german) == "\(phase) \(Int((sky.moon.illumination * 100).rounded())) %")
        #expect(MoonPhase.waxingGibbous.name(in: german) == "Zunehmender Mond")
        #expect(MoonPhase.full.name(in: german) == "Vollmond")
        #expect(SkyText.polar(.night, words: german) == "Polarnacht: die Sonne geht nicht auf")
        #expect(SkyText.polar(.day, words: german) == "Mitternachtssonne: die Sonne geht nicht unter")
    }

    /// MET Norway sends no sunrise or sunset: the card gives the computed ones rather than "--".
    @Test func sunriseAndSunsetTheProviderDidNotSendAreComputed() throws {
        var snapshot = try berlin()
        snapshot.daily = snapshot.daily.map { var day = $0; day.sunrise = nil; day.sunset = nil; return day }
        let sky = Astronomy(place: DemoData.berlin, at: Fixtures.now)
        let clock = LocalClock(timeZone: DemoData.berlin.timeZone, locale: Fixtures.britishLocale)
        let screen = text(snapshot, size: wide)
        #expect(screen.contains("Sunrise \(clock.time(try #require(sky.sunrise)))"))
        #expect(screen.contains("Sunset \(clock.time(try #require(sky.sunset)))"))
        #expect(!screen.contains("Sunrise --"))
    }

    @Test func aNotableChangeIsSpelledOutWhereTheCardHasRoom() throws {
        var snapshot = try berlin()
        let clock = LocalClock(timeZone: DemoData.berlin.timeZone, locale: Fixtures.britishLocale)
        let today = try #require(snapshot.daily.firstIndex { clock.isSameDay($0.date, Fixtures.now) })
        snapshot.daily[today + 1].windGustMax = 72
        let screen = text(snapshot, size: wide)
        #expect(screen.contains("Gusts up to 72 km/h tomorrow"))
        #expect(text(try berlin(), size: wide).contains("No big changes"), "the row kept for changes says there is none")
    }
}
