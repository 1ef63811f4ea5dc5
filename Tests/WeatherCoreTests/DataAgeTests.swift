import Foundation
import Testing
import WeatherCore

/// Data is dated by its own times: a snapshot fetched a moment ago whose conditions are three
/// days old (a service whose clock went back, a machine whose clock went forward) is stale, and
/// its past days and hours are not the forecast any more.
@Suite("Data age")
struct DataAgeTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    /// A snapshot fetched at `now` that has not expired, whose conditions, hours and days
    /// begin `age` seconds before now.
    func snapshot(dataAge age: TimeInterval) -> Snapshot {
        var snapshot = SampleSnapshots.snapshot(for: SampleSnapshots.berlin, fetched: now, expires: now + 1800)
        let start = now - age
        snapshot.current.date = start
        snapshot.hourly = (0..<120).map {
            HourWeather(date: start + Double($0) * 3600, temperature: 10, condition: .clear, precipitationChance: 0, isDaylight: true)
        }
        let firstDay = LocalDays.dayNumber(of: start, in: SampleSnapshots.berlin.timeZone)
        snapshot.daily = (0..<10).map {
            DayWeather(date: LocalDays.start(ofDay: firstDay + $0, in: SampleSnapshots.berlin.timeZone),
                       lowTemperature: 5, highTemperature: 15, condition: .clear, precipitationChance: 0,
                       sunrise: nil, sunset: nil, uvIndexMax: nil)
        }
        return snapshot
    }

    @Test func conditionsThreeDaysOldAreStaleThoughTheyHaveNotExpired() {
        let old = snapshot(dataAge: 72 * 3600)
        #expect(!old.metadata.isExpired(at: now))
        #expect(!old.hasCurrentConditions(at: now))
        #expect(old.freshness(at: now) == .stale(since: old.current.date))
        #expect(old.age(at: now) == 72 * 3600)
    }

    @Test func aClockMovedForwardByTwoHoursMakesTheConditionsStale() {
        #expect(snapshot(dataAge: 2 * 3600 + 60).freshness(at: now) != .fresh)
    }

    @Test func conditionsOfTheQuarterHourOrTheHourAreCurrent() {
        for age: TimeInterval in [0, 14 * 60, 59 * 60, 100 * 60] {
            #expect(snapshot(dataAge: age).freshness(at: now) == .fresh, "\(age) s")
        }
    }

    @Test func conditionsDatedFarAheadAreNotCurrent() {
        let ahead = snapshot(dataAge: -10 * 365 * 86_400)
        #expect(!ahead.hasCurrentConditions(at: now))
        #expect(ahead.freshness(at: now) == .stale(since: now))
        #expect(snapshot(dataAge: -5 * 60).hasCurrentConditions(at: now), "a clock a few minutes off")
    }

    @Test func expiryStillMakesDataStale() {
        let expired = SampleSnapshots.snapshot(for: SampleSnapshots.berlin, fetched: now - 600, expires: now - 1)
        #expect(expired.freshness(at: now) == .stale(since: now - 1))
    }

    @Test func upcomingDropsPastDaysAndEndedHours() {
        let upcoming = snapshot(dataAge: 72 * 3600).upcoming(at: now)
        let zone = SampleSnapshots.berlin.timeZone
        #expect(upcoming.daily.count == 7)
        #expect(upcoming.daily.first.map { LocalDays.dayNumber(of: $0.date, in: zone) } == LocalDays.dayNumber(of: now, in: zone))
        #expect(upcoming.hourly.count == 120 - 72)
        #expect(upcoming.hourly.first?.date == now, "the hour that begins now is not over")
    }

    /// The forecast's days gone by are dropped, not turned into past days: they were a
    /// forecast. The service's past days stay, but one dated today or later (a clock set back)
    /// never stands beside "Today".
    @Test func upcomingKeepsThePastDaysBeforeToday() {
        let zone = SampleSnapshots.berlin.timeZone
        let today = LocalDays.dayNumber(of: now, in: zone)
        var old = snapshot(dataAge: 72 * 3600)
        old.pastDays = (-3..<1).map {
            DayWeather(date: LocalDays.start(ofDay: today + $0, in: zone), lowTemperature: 4, highTemperature: 12,
                       condition: .rain, precipitationChance: nil, sunrise: nil, sunset: nil, uvIndexMax: nil, precipitationAmount: 3)
        }
        let upcoming = old.upcoming(at: now)
        #expect(upcoming.pastDays.map { LocalDays.dayNumber(of: $0.date, in: zone) } == [today - 3, today - 2, today - 1])
        #expect(upcoming.daily.first.map { LocalDays.dayNumber(of: $0.date, in: zone) } == today)
        var fresh = snapshot(dataAge: 10 * 60)
        fresh.pastDays = Array(old.pastDays.prefix(3))
        #expect(fresh.upcoming(at: now) == fresh)
    }

    /// The forecast's hours that have ended join the service's past hours (the chart's day
    /// before now has no hole where the cache aged), the last 24 before now at the most, none
    /// that has not ended and none older than a day; fresh data is left as it is.
    @Test func upcomingMovesEndedHoursIntoThePastDay() {
        var aged = snapshot(dataAge: 3 * 3600)
        let start = now - 3 * 3600
        aged.pastHours = (1...30).reversed().map {
            HourWeather(date: start - Double($0) * 3600, temperature: 5, condition: .rain, precipitationChance: nil, isDaylight: false)
        } + [HourWeather(date: now, temperature: 30, condition: .clear, precipitationChance: nil, isDaylight: true)]
        let upcoming = aged.upcoming(at: now)
        #expect(upcoming.hourly.first?.date == now)
        #expect(upcoming.pastHours.count == Snapshot.pastHourCount)
        #expect(upcoming.pastHours.last?.date == now - 3600, "the last hour that ended, from the forecast")
        #expect(upcoming.pastHours.suffix(3).allSatisfy { $0.temperature == 10 }, "the forecast's three ended hours")
        #expect(upcoming.pastHours.first?.date == now - 24 * 3600)
        #expect(!upcoming.pastHours.contains { $0.date >= now }, "an hour not over is never past")
        #expect(zip(upcoming.pastHours, upcoming.pastHours.dropFirst()).allSatisfy { $0.date < $1.date }, "oldest first")
        var fresh = snapshot(dataAge: 10 * 60)
        fresh.pastHours = Array(upcoming.pastHours.prefix(20))
        #expect(fresh.upcoming(at: now) == fresh)
    }

    @Test func theHourContainingNowIsKept() {
        let upcoming = snapshot(dataAge: 30 * 60).upcoming(at: now)
        #expect(upcoming.hourly.first?.date == now - 30 * 60)
        #expect(upcoming.hourly.count == 120)
    }

    @Test func dataOlderThanItsForecastHasNoHourOrDayLeft() {
        let upcoming = snapshot(dataAge: 30 * 86_400).upcoming(at: now)
        #expect(upcoming.hourly.isEmpty)
        #expect(upcoming.daily.isEmpty)
    }

    @Test func freshDataIsLeftAsItIs() {
        let fresh = snapshot(dataAge: 10 * 60)
        #expect(fresh.upcoming(at: now) == fresh)
    }

    @Test func theBoardMarksOldDataStaleWithoutAskingAgain() async {
        let clock = ManualClock(now)
        let provider = CountingProvider(clock: clock.function, dataAge: 72 * 3600)
        let board = Board(provider: provider, cache: ForecastCache(directory: nil),
                          saved: SavedPlaces(places: [SampleSnapshots.berlin], selectedIndex: 0), clock: clock.function, jitter: { 0 })
        await board.loadIfNeeded(SampleSnapshots.berlin)
        await board.loadIfNeeded(SampleSnapshots.berlin)
        #expect(provider.callCount == 1, "old data that has not expired would come back the same")
        guard case .loaded(_, .stale(let since)) = await board.currentState.state(of: SampleSnapshots.berlin) else {
            Issue.record("three-day-old data was not marked stale")
            return
        }
        #expect(since == now - 72 * 3600)
    }
}
