import Foundation
import Testing
import WeatherCore
@testable import Dashboard

/// The demo is consistent: each place has its own sun, and the dashboard's demo serves what
/// `--demo --print` prints.
@Suite struct DemoTests {
    func localTime(_ date: Date?, in place: Place) -> Int? {
        guard let date else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = place.timeZone
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return (parts.hour ?? 0) * 60 + (parts.minute ?? 0)
    }

    @Test func eachPlaceHasItsOwnSunriseAndSunset() throws {
        let board = Fixtures.demoBoard
        // Late August: Berlin about 06:05 and 20:15, Tokyo 05:10 and 18:20, Oklahoma City 06:55
        // and 20:10, give or take the simple formula's minutes.
        let expected: [(Place, ClosedRange<Int>, ClosedRange<Int>)] = [
            (DemoData.berlin, 5 * 60 + 45...6 * 60 + 25, 19 * 60 + 55...20 * 60 + 35),
            (DemoData.tokyo, 4 * 60 + 50...5 * 60 + 30, 18 * 60...18 * 60 + 40),
            (DemoData.oklahomaCity, 6 * 60 + 35...7 * 60 + 15, 19 * 60 + 50...20 * 60 + 30),
        ]
        for (place, sunrise, sunset) in expected {
            let today = try #require(board.state(of: place).snapshot?.daily.first)
            #expect(localTime(today.sunrise, in: place).map(sunrise.contains) == true, "\(place.name) sunrise")
            #expect(localTime(today.sunset, in: place).map(sunset.contains) == true, "\(place.name) sunset")
        }
    }

    @Test func hoursAfterSunsetAreNight() throws {
        let snapshot = try #require(Fixtures.demoBoard.state(of: DemoData.tokyo).snapshot)
        let sunset = try #require(snapshot.daily.first?.sunset)
        for hour in snapshot.hourly {
            if hour.date >= sunset, hour.date < sunset + 6 * 3600 { #expect(!hour.isDaylight, "\(hour.date)") }
        }
        #expect(snapshot.hourly.contains { !$0.isDaylight }, "the demo's Tokyo evening is dark")
    }

    @Test func theDashboardsDemoServesWhatPrintShows() async throws {
        let now = Fixtures.now
        let provider = DemoProvider(clock: { now })
        for place in Fixtures.demoBoard.places {
            let served = try await provider.snapshot(for: place, previous: nil)
            #expect(served == DemoData.boardState(now: now).state(of: place).snapshot, "\(place.name): same data, updated and next")
        }
    }

    @Test func aDemoPlaceIsChosenByNumberOrNameAndAnOtherIsRefused() throws {
        let provider = DemoProvider(clock: { Fixtures.now })
        #expect(try provider.savedPlaces(selecting: "2").selectedIndex == 1)
        #expect(try provider.savedPlaces(selecting: "oklahoma city").selectedIndex == 2)
        #expect(try provider.savedPlaces().selectedIndex == 0)
        let refused = #expect(throws: DemoPlaceError.self) { try provider.savedPlaces(selecting: "Paris") }
        #expect(refused?.message == "The demo has no place \"Paris\"; choose 1 Berlin, 2 東京 or 3 Oklahoma City.")
        #expect(refused?.wording.text(in: .shipped("de")) == "Die Demo hat keinen Ort „Paris“; zur Wahl: 1 Berlin, 2 東京 oder 3 Oklahoma City.")
    }
}
