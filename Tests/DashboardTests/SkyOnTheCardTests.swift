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
        let clock = LocalClock(timeZone: DemoData.berlin.timeZone, locale: Fixtures.britishLocale)
        // The demo sends its own sunrise and sunset: the length is theirs.
        let daylight = Daylight(snapshot: try berlin(), sky: sky, clock: clock)
        let widest = text(try berlin(), size: TerminalSize(width: 200, height: 60))
        #expect(widest.contains("Day " + (try #require(SkyText.dayLength(daylight, words: .english)))))
        #expect(widest.contains("Moon " + SkyText.moon(sky, words: .english)))
        let narrower = text(try berlin(), size: wide)
        #expect(narrower.contains("Day " + (try #require(SkyText.dayLength(daylight, words: .english, form: .short, withChange: false)))),
                "shortened to fit the card")
    }

    @Test func compactDayLength() throws {
        let sky = Daylight(Astronomy(place: DemoData.berlin, at: Fixtures.now))
        let compact = try #require(SkyText.dayLength(sky, words: .english, form: .short))
        #expect(compact.hasPrefix("14h "))
        #expect(compact.hasSuffix("m (-4m)") || compact.hasSuffix("m (-3m)"))
    }

    /// 22 August 2026 in Berlin: about 14 h 12 min, 3 or 4 minutes shorter than the day before.
    @Test func dayLengthReadsInHoursAndMinutesWithTheChange() throws {
        let sky = Daylight(Astronomy(place: DemoData.berlin, at: Fixtures.now))
        let text = try #require(SkyText.dayLength(sky, words: .english))
        #expect(text.hasPrefix("14 h "))
        #expect(text.hasSuffix(" min (-3 min)") || text.hasSuffix(" min (-4 min)"), "\(text)")
    }

    /// Without the provider's times, all three and the change are the computed ones.
    @Test func computedSunriseSunsetAndDayLengthGoTogether() throws {
        var snapshot = try berlin()
        snapshot.daily = snapshot.daily.map { var day = $0; day.sunrise = nil; day.sunset = nil; return day }
        let sky = Astronomy(place: DemoData.berlin, at: Fixtures.now)
        let clock = LocalClock(timeZone: DemoData.berlin.timeZone, locale: Fixtures.britishLocale)
        #expect(Daylight(snapshot: snapshot, sky: sky, clock: clock) == Daylight(sky))
        let line = text(snapshot, size: TerminalSize(width: 200, height: 60)).split(separator: "\n").first { $0.contains("Sunrise") }.map(String.init) ?? ""
        #expect(line.contains("Day " + (try #require(SkyText.dayLength(Daylight(sky), words: .english)))), "\(line)")
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

    /// One fact, one source: where the provider sends the day's sunrise and sunset, the day's
    /// length is the time between them, not a length computed from another sunrise; with no
    /// yesterday from the provider (the card gets today onwards), no change beside it.
    @Test func dayLengthComesFromTheSunriseAndSunsetShown() throws {
        var snapshot = try berlin()
        let clock = LocalClock(timeZone: DemoData.berlin.timeZone, locale: Fixtures.britishLocale)
        let sky = Astronomy(place: DemoData.berlin, at: Fixtures.now)
        let today = try #require(snapshot.daily.firstIndex { clock.isSameDay($0.date, Fixtures.now) })
        // The provider's sunrise 25 minutes after the computed one: 13 h 47 min or so of day.
        let sunrise = try #require(sky.sunrise).addingTimeInterval(25 * 60), sunset = try #require(sky.sunset)
        snapshot.daily[today].sunrise = sunrise
        snapshot.daily[today].sunset = sunset
        let minutes = Int((sunset.timeIntervalSince(sunrise) / 60).rounded())
        let length = "\(minutes / 60) h \(minutes % 60) min"
        let widest = TerminalSize(width: 200, height: 60)
        let screen = text(snapshot, size: widest)
        let sunLine = screen.split(separator: "\n").first { $0.contains("Sunrise") }.map(String.init) ?? ""
        #expect(sunLine.contains("Sunrise \(clock.time(sunrise))"), "\(sunLine)")
        // No change without the provider's yesterday.
        #expect(sunLine.contains("Day \(length)") && !sunLine.contains("Day \(length) ("), "\(sunLine)")
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
