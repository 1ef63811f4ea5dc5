import Foundation
import Testing
import WeatherCore

/// Percentiles, wet shares and day spreads of ensemble members, with values worked out by hand,
/// and the inputs that must give no band rather than a wrong one.
@Suite("Ensemble band arithmetic")
struct EnsembleStatisticsTests {
    let utc = TimeZone(identifier: "UTC") ?? .current
    /// 2 December 2026 00:00 UTC.
    let midnight = Date(timeIntervalSince1970: 1_796_169_600)

    func hours(_ count: Int) -> [Date] { (0..<count).map { midnight + Double($0) * 3600 } }

    /// Member `m` (0...11) has `m + h / 2` °C at hour `h`: at each hour the members are 0...11
    /// apart by whole degrees; over the day member `m` runs from `m` to `m + 11.5`.
    func rampingTemperatures(members: Int = 12, hours: Int = 24) -> [[Double?]] {
        (0..<members).map { m in (0..<hours).map { h in Double(m) + Double(h) / 2 } }
    }

    /// Members 0, 1 and 2 have 0.1 mm in the first hour, every other value is dry.
    func firstHourShowers(members: Int = 12, hours: Int = 24) -> [[Double?]] {
        (0..<members).map { m in (0..<hours).map { h in h == 0 && m < 3 ? 0.1 : 0 } }
    }

    @Test func percentilesInterpolateBetweenRanks() {
        let eleven = (1...11).map(Double.init)
        #expect(Ensemble.percentile(0.1, ofSorted: eleven) == 2)
        #expect(Ensemble.percentile(0.5, ofSorted: eleven) == 6)
        #expect(Ensemble.percentile(0.9, ofSorted: eleven) == 10)
        // 0...9: the 10th percentile lies 0.9 of the way from rank 0 to rank 1, the 90th at 8.1.
        let ten = (0...9).map(Double.init)
        #expect(abs(Ensemble.percentile(0.1, ofSorted: ten) - 0.9) < 1e-9)
        #expect(abs(Ensemble.percentile(0.9, ofSorted: ten) - 8.1) < 1e-9)
        #expect(Ensemble.percentile(0.5, ofSorted: ten) == 4.5)
        #expect(Ensemble.percentile(0.9, ofSorted: [3]) == 3)
    }

    @Test func aRangeNeedsTenPossibleValues() {
        let ten = (0...9).map(Double.init)
        #expect(Ensemble.range(of: ten.shuffled(), within: PhysicalLimits.temperature)?.median == 4.5)
        #expect(Ensemble.range(of: Array(ten.prefix(9)), within: PhysicalLimits.temperature) == nil)
        #expect(Ensemble.range(of: ten + [1e308], within: PhysicalLimits.temperature) == nil)
        #expect(Ensemble.range(of: ten + [.nan], within: PhysicalLimits.temperature) == nil)
        #expect(Ensemble.range(of: ten + [-.infinity], within: PhysicalLimits.temperature) == nil)
    }

    @Test func theWetShareCountsMembersFromATenthOfAMillimetre() {
        let amounts = [0, 0, 0.05, 0.1, 0.2, 0, 0, 0, 1, 3]
        #expect(Ensemble.wetShare(of: amounts, within: PhysicalLimits.precipitationPerHour) == 0.4)
        #expect(Ensemble.wetShare(of: amounts + [-1], within: PhysicalLimits.precipitationPerHour) == nil)
    }

    @Test func eachHourHasTheMembersPercentiles() throws {
        let band = try #require(EnsembleForecast(
            times: hours(24), temperature: rampingTemperatures(), precipitation: firstHourShowers(), zone: utc))
        #expect(band.memberCount == 12)
        #expect(band.hours.count == 24)
        // Hour 4: members at 2...13; 10th percentile at rank 1.1 → 3.1, median 7.5, 90th 11.9.
        let hour = try #require(band.hour(at: midnight + 4 * 3600)?.temperature)
        #expect(abs(hour.low - 3.1) < 1e-9)
        #expect(abs(hour.median - 7.5) < 1e-9)
        #expect(abs(hour.high - 11.9) < 1e-9)
        let first = try #require(band.hours.first)
        #expect(first.wetShare == 0.25)
        #expect(first.precipitation?.low == 0)
        // Sorted: nine zeros then three 0.1; rank 9.9 lies between the 0.1s.
        #expect(abs((first.precipitation?.high ?? 0) - 0.1) < 1e-9)
        #expect(band.hours[1].wetShare == 0)
    }

    @Test func eachWholeDayHasTheSpreadOfItsHighsAndLows() throws {
        let band = try #require(EnsembleForecast(
            times: hours(48), temperature: rampingTemperatures(hours: 48), precipitation: firstHourShowers(hours: 48), zone: utc))
        #expect(band.days.count == 2)
        let day = try #require(band.day(startingAt: midnight))
        // Lows are the members' first hours, 0...11: 1.1 to 9.9. Highs at hour 23: 11.5...22.5.
        #expect(abs((day.low?.low ?? 0) - 1.1) < 1e-9)
        #expect(abs((day.low?.high ?? 0) - 9.9) < 1e-9)
        #expect(abs((day.high?.low ?? 0) - 12.6) < 1e-9)
        #expect(abs((day.spread ?? 0) - 4.4) < 1e-9)
        #expect(day.isUncertain)
        #expect(day.wetShare == 0.25)
        #expect(abs((day.precipitation?.high ?? 0) - 0.1) < 1e-9)
        #expect(band.days[1].wetShare == 0)
    }

    @Test func membersThatAgreeMakeANarrowCertainDay() throws {
        func value(member: Int, hour: Int) -> Double? { 5 + Double(hour % 6) + Double(member % 3) * 0.2 }
        let close = (0..<20).map { member in (0..<24).map { value(member: member, hour: $0) } }
        let band = try #require(EnsembleForecast(times: hours(24), temperature: close, precipitation: [], zone: utc))
        let day = try #require(band.days.first)
        #expect((day.spread ?? 9) < 0.3)
        #expect(!day.isUncertain)
        #expect(day.precipitation == nil)
        #expect(band.hours.allSatisfy { $0.precipitation == nil && $0.wetShare == nil })
    }

    /// A day is a local day of the place: in Berlin (UTC+1 in December) 24 hours from UTC
    /// midnight cover 23 hours of one local day and one of the next, neither whole; 25 hours
    /// from 23:00 UTC cover the first whole.
    @Test func daysAreThePlacesLocalDaysAndOnlyWholeOnes() throws {
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        let band = try #require(EnsembleForecast(
            times: hours(24), temperature: rampingTemperatures(), precipitation: [], zone: berlin))
        #expect(band.days.isEmpty)
        let early = hours(25).map { $0 - 3600 }
        let local = try #require(EnsembleForecast(
            times: early, temperature: rampingTemperatures(hours: 25), precipitation: [], zone: berlin))
        #expect(local.days.map(\.date) == [midnight - 3600])
        let partial = try #require(EnsembleForecast(
            times: hours(12), temperature: rampingTemperatures(hours: 12), precipitation: [], zone: utc))
        #expect(partial.days.isEmpty)
        #expect(partial.hours.count == 12)
    }

    // MARK: Hostile input: no band rather than a wrong one

    @Test func membersOfDifferentLengthsGiveNoBand() {
        var ragged = rampingTemperatures()
        ragged[5].removeLast()
        #expect(EnsembleForecast(times: hours(24), temperature: ragged, precipitation: [], zone: utc) == nil)
        var raggedRain = firstHourShowers()
        raggedRain[0].append(0)
        #expect(EnsembleForecast(times: hours(24), temperature: rampingTemperatures(), precipitation: raggedRain, zone: utc) == nil)
    }

    @Test func allNullsGiveNoBand() {
        let nulls = [[Double?]](repeating: [Double?](repeating: nil, count: 24), count: 30)
        #expect(EnsembleForecast(times: hours(24), temperature: nulls, precipitation: nulls, zone: utc) == nil)
    }

    @Test func oneMemberOnlyGivesNoBand() {
        #expect(EnsembleForecast(
            times: hours(24), temperature: rampingTemperatures(members: 1), precipitation: [], zone: utc) == nil)
        #expect(EnsembleForecast(
            times: hours(24), temperature: rampingTemperatures(members: 9), precipitation: [], zone: utc) == nil)
    }

    @Test func anImpossibleValueTakesItsHourAndDayOutNotTheRest() throws {
        for impossible in [1e308, .nan, -.infinity, 150] {
            var temperatures = rampingTemperatures()
            temperatures[7][5] = impossible
            let band = try #require(EnsembleForecast(times: hours(24), temperature: temperatures, precipitation: [], zone: utc))
            #expect(band.hours[5].temperature == nil, "\(impossible)")
            #expect(band.hours[4].temperature != nil)
            #expect(band.days.isEmpty, "a day's high is no better than its worst member")
        }
        var rain = firstHourShowers()
        rain[2][0] = 1e308
        let band = try #require(EnsembleForecast(times: hours(24), temperature: rampingTemperatures(), precipitation: rain, zone: utc))
        #expect(band.hours[0].precipitation == nil)
        #expect(band.hours[0].wetShare == nil)
        #expect(band.hours[0].temperature != nil)
        #expect(band.days.first?.precipitation == nil)
        #expect(band.days.first?.high != nil)
    }

    /// Members that end early (a model's shorter run in a seamless mix) leave the hours where
    /// fewer than half remain without a band, instead of a band from the few.
    @Test func anHourWithFewerThanHalfTheMembersHasNoBand() throws {
        var temperatures = rampingTemperatures(members: 30)
        for m in 0..<16 { temperatures[m][10] = nil }
        for m in 0..<15 { temperatures[m][11] = nil }
        let band = try #require(EnsembleForecast(times: hours(24), temperature: temperatures, precipitation: [], zone: utc))
        #expect(band.hours[10].temperature == nil)
        #expect(band.hours[11].temperature != nil)
        #expect(band.days.isEmpty, "16 of 30 members miss an hour of the day: 14 whole are too few")
    }

    @Test func timesOutOfOrderGiveNoBand() {
        var times = hours(24)
        times.swapAt(3, 4)
        #expect(EnsembleForecast(times: times, temperature: rampingTemperatures(), precipitation: [], zone: utc) == nil)
        #expect(EnsembleForecast(times: [], temperature: [[Double?]](repeating: [], count: 12), precipitation: [], zone: utc) == nil)
    }

    @Test func aStoredBandLosesWhatNoWeatherHas() throws {
        let stored = EnsembleForecast(
            memberCount: 51,
            hours: [
                EnsembleHour(date: midnight, temperature: EnsembleRange(low: 9, median: 4, high: 12), wetShare: 3),
                EnsembleHour(date: midnight + 3600, temperature: EnsembleRange(low: 1, median: 2, high: 1e308)),
                EnsembleHour(date: midnight + 7200, temperature: EnsembleRange(low: 1, median: 2, high: 4), wetShare: 0.5),
            ],
            days: [EnsembleDay(date: midnight, high: EnsembleRange(low: 1, median: 2, high: 3), low: nil, wetShare: -1)])
        let checked = try #require(stored.rangeChecked())
        #expect(checked.hours.map { $0.temperature == nil } == [true, true, false])
        #expect(checked.hours[0].wetShare == nil)
        #expect(checked.hours[2].wetShare == 0.5)
        #expect(checked.days.first?.wetShare == nil)
        #expect(checked.days.first?.high?.high == 3)
        var hopeless = stored
        hopeless.hours.removeLast()
        #expect(hopeless.rangeChecked() == nil)
        var few = stored
        few.memberCount = 1
        #expect(few.rangeChecked() == nil)
    }
}
